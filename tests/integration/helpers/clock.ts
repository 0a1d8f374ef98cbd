/** A settable clock for createPageCache({ now }). */
export function testClock(start = "2026-03-01T12:00:00.000Z") {
  let time = new Date(start).getTime();
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms;
    },
    set(iso: string) {
      time = new Date(iso).getTime();
    },
  };
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export const silentLogger = { debug() {}, info() {}, warn() {}, error() {} };
