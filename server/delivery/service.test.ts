import { describe, expect, it } from "vitest";
import { getCityBySlug } from "#core/nebraska/directory";
import { createDeliveryService } from "./service";

const omaha = getCityBySlug("omaha");
const MINUTE = 60_000;

/** A partner that fails while `failing` is set, counting the calls it gets. */
function partner(state: { failing: boolean; calls: number }) {
  return async () => {
    state.calls += 1;
    if (state.failing) throw new Error("partner down");
    return ["2026-11-27", "2026-11-28"];
  };
}

describe("the delivery service's memory of the partner", () => {
  it("keeps a failure for failureMemoryMs on its own clock, then asks again", async () => {
    const state = { failing: true, calls: 0 };
    let clock = new Date("2026-11-26T15:00:00Z");
    const service = createDeliveryService({ partnerDates: partner(state), now: () => clock, failureMemoryMs: 5 * MINUTE });
    if (!omaha) throw new Error("Omaha is in the directory");
    expect((await service.calendarFor(omaha)).source).toBe("rules");
    clock = new Date(clock.getTime() + 4 * MINUTE);
    expect((await service.calendarFor(omaha)).source).toBe("rules");
    expect(state.calls).toBe(1);
    state.failing = false;
    clock = new Date(clock.getTime() + 2 * MINUTE);
    expect((await service.calendarFor(omaha)).source).toBe("partner");
    expect(state.calls).toBe(2);
  });

  it("keeps the partner's answer for the site day, and asks again the next day", async () => {
    const state = { failing: false, calls: 0 };
    let clock = new Date("2026-11-26T15:00:00Z");
    const service = createDeliveryService({ partnerDates: partner(state), now: () => clock });
    if (!omaha) throw new Error("Omaha is in the directory");
    await service.calendarFor(omaha);
    clock = new Date("2026-11-27T05:00:00Z"); // 23:00 in Omaha, still the 26th
    await service.calendarFor(omaha);
    expect(state.calls).toBe(1);
    clock = new Date("2026-11-27T07:00:00Z");
    expect((await service.calendarFor(omaha)).source).toBe("partner");
    expect(state.calls).toBe(2);
  });

  it("asks a failing ZIP a handful of times a day, not every few minutes (15 min, 1 h, then every 6 h)", async () => {
    const state = { failing: true, calls: 0 };
    let clock = new Date("2026-11-26T06:00:00Z");
    const service = createDeliveryService({ partnerDates: partner(state), now: () => clock });
    if (!omaha) throw new Error("Omaha is in the directory");
    for (let minute = 0; minute < 24 * 60; minute += 5) {
      clock = new Date(Date.parse("2026-11-26T06:00:00Z") + minute * MINUTE);
      await service.calendarFor(omaha);
    }
    console.log(`a failing ZIP asked every 5 minutes for a day: ${state.calls} partner calls`);
    // 0:00, 0:15, 1:15, 7:15, 13:15, 19:15.
    expect(state.calls).toBe(6);
  });
});
