import { MAX_DELIVERY_DATES } from "../delivery/dates-response";
import { isIsoDay } from "../iso-day";
import { field, parseBoundedJson } from "./json";

const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4}-\d{2}-\d{2})(?:T.*)?$/;

/** "YYYY-MM-DD" for a real calendar day written MM/DD/YYYY or YYYY-MM-DD, else undefined. */
export function calendarDay(raw: unknown): string | undefined {
  if (typeof raw !== "string" || raw.length > 40) return undefined;
  const text = raw.trim();
  const us = US.exec(text);
  const day = us ? `${us[3]}-${(us[1] as string).padStart(2, "0")}-${(us[2] as string).padStart(2, "0")}` : ISO.exec(text)?.[1];
  return day !== undefined && isIsoDay(day) ? day : undefined;
}

/**
 * The delivery days of a checkdeliverydate answer ({ DATES: [...] }), as "YYYY-MM-DD",
 * ascending, without repeats. Undefined when the text is not such an answer, or when it
 * lists dates and none of them can be read (a format we do not know is no answer).
 */
export function readFloristoneDates(text: string): string[] | undefined {
  const list = field(parseBoundedJson(text), "DATES");
  if (!Array.isArray(list)) return undefined;
  const days = new Set<string>();
  for (const raw of list.slice(0, MAX_DELIVERY_DATES)) {
    const day = calendarDay(raw);
    if (day) days.add(day);
  }
  if (days.size === 0 && list.length > 0) return undefined;
  return [...days].sort();
}
