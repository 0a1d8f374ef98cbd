import { TZDate } from "@date-fns/tz";
import { addDays, format, startOfDay, subDays } from "date-fns";
import { CLICKS_TIME_ZONE } from "./types";

export type ClickPeriod = {
  days: number;
  timeZone: string;
  /** Local midnight that opens the first day, epoch ms. */
  fromMs: number;
  /** `now`, epoch ms. */
  toMs: number;
  /** yyyy-MM-dd of every day in the period, oldest first; the last is today. */
  dates: string[];
};

export const HOUR_MS = 3_600_000;

/**
 * The last `days` calendar days in the zone, today included. Days are counted
 * on the calendar, not as 24-hour blocks, so a DST change still gives N days.
 */
export function clickPeriod(days: number, now: Date, timeZone: string = CLICKS_TIME_ZONE): ClickPeriod {
  const first = startOfDay(subDays(new TZDate(now.getTime(), timeZone), days - 1));
  const dates = Array.from({ length: days }, (_, index) => format(addDays(first, index), "yyyy-MM-dd"));
  return { days, timeZone, fromMs: first.getTime(), toMs: now.getTime(), dates };
}

/**
 * The local day of an hour bucket (epoch ms / HOUR_MS). Zones whose offsets
 * are whole hours, as all of the US's are, never split an hour across two days.
 */
export function dayOfHour(hour: number, timeZone: string = CLICKS_TIME_ZONE): string {
  return format(new TZDate(hour * HOUR_MS, timeZone), "yyyy-MM-dd");
}
