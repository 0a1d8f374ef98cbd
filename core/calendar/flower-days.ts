import type { CalendarDay } from "../delivery/calendar-day";
import { nthWeekday } from "../delivery/no-delivery-days";
import { DIA_DE_LAS_MADRES, OCCASIONS } from "../delivery/occasions";

/**
 * Easter Sunday in the Gregorian calendar (the anonymous "Meeus/Jones/Butcher" computus):
 * the one flower day no fixed rule or weekday count gives.
 */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return { year, month, day: ((h + l - 7 * m + 114) % 31) + 1 };
}

/**
 * The flower days a town's calendar lists, in the order of the year. Valentine's Day and
 * Mother's Day come from the occasion notices' own table, so the page and the calendar can
 * never disagree on the day. Keys are part of each event's UID: never rename one.
 */
export const FLOWER_DAYS = [
  { key: "valentines-day", on: OCCASIONS["valentines-day"].on },
  { key: "easter", on: easterSunday },
  { key: "mothers-day", on: OCCASIONS["mothers-day"].on },
  { key: "dia-de-las-madres", on: DIA_DE_LAS_MADRES.on },
  { key: "thanksgiving", on: (year: number): CalendarDay => nthWeekday(year, 11, 4, 4) },
  { key: "christmas", on: (year: number): CalendarDay => ({ year, month: 12, day: 25 }) },
] as const;

export type FlowerDayKey = (typeof FLOWER_DAYS)[number]["key"];
