import type { Locale } from "../i18n/locale";
import { isIsoDay } from "../iso-day";
import { type CalendarDay, dayOfWeek } from "./calendar-day";
import { type ClosedCause, closedText } from "./closed-text";
import type { NamedHoliday } from "./named-holidays";

/**
 * The holidays the partner's network keeps, each computed for any year. Named so the
 * NO_DELIVERY_DATES setting can list them and a visitor reads a real name.
 */
const NAMED_HOLIDAYS = {
  "new-years-day": { name: "New Year's Day", on: (year: number) => fixed(year, 1, 1) },
  "memorial-day": { name: "Memorial Day", on: (year: number) => lastWeekday(year, 5, 1) },
  "independence-day": { name: "Independence Day", on: (year: number) => fixed(year, 7, 4) },
  "labor-day": { name: "Labor Day", on: (year: number) => nthWeekday(year, 9, 1, 1) },
  thanksgiving: { name: "Thanksgiving", on: (year: number) => nthWeekday(year, 11, 4, 4) },
  "christmas-eve": { name: "Christmas Eve", on: (year: number) => fixed(year, 12, 24) },
  "christmas-day": { name: "Christmas Day", on: (year: number) => fixed(year, 12, 25) },
  "new-years-eve": { name: "New Year's Eve", on: (year: number) => fixed(year, 12, 31) },
} as const satisfies Record<NamedHoliday, { name: string; on: (year: number) => CalendarDay }>;

export type { NamedHoliday } from "./named-holidays";

/** One no-delivery rule: a named holiday, a date every year, or one date. */
export type NoDeliveryRule =
  | { kind: "named"; holiday: NamedHoliday }
  | { kind: "yearly"; month: number; day: number; label?: string }
  | { kind: "once"; year: number; month: number; day: number; label?: string };

/** The partner's own list: no delivery on New Year's Day, Thanksgiving and Christmas Day. */
export const DEFAULT_NO_DELIVERY_DATES = "new-years-day,thanksgiving,christmas-day";

const MAX_RULES = 100;
const LABEL = /^[A-Za-z0-9 '’.&-]{1,40}$/;
const YEARLY = /^(\d{2})-(\d{2})$/;
const ONCE = /^(\d{4})-(\d{2})-(\d{2})$/;

function fixed(year: number, month: number, day: number): CalendarDay {
  return { year, month, day };
}

/** The nth given weekday (0 = Sunday) of a month: Thanksgiving is the 4th Thursday of November. */
export function nthWeekday(year: number, month: number, weekday: number, nth: number): CalendarDay {
  const first = dayOfWeek(fixed(year, month, 1));
  return fixed(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
}

function lastWeekday(year: number, month: number, weekday: number): CalendarDay {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lastDow = dayOfWeek(fixed(year, month, last));
  return fixed(year, month, last - ((lastDow - weekday + 7) % 7));
}

/**
 * Reads NO_DELIVERY_DATES: comma-separated entries, each a named holiday
 * (new-years-day, memorial-day, independence-day, labor-day, thanksgiving,
 * christmas-eve, christmas-day, new-years-eve), an MM-DD date kept every year, or a
 * YYYY-MM-DD date kept once; a date may carry a name after "=" ("12-26=Boxing Day").
 * The list replaces the default. Returns the rules, or a message saying what is wrong.
 */
export function parseNoDeliveryDates(text: string): { rules: NoDeliveryRule[] } | { error: string } {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > MAX_RULES) return { error: `must list at most ${MAX_RULES} dates` };
  const rules: NoDeliveryRule[] = [];
  for (const entry of entries) {
    const [when = "", ...rest] = entry.split("=");
    const label = rest.length > 0 ? rest.join("=").trim() : undefined;
    if (label !== undefined && !LABEL.test(label)) return { error: `"${entry}": a name is 1-40 letters, digits, spaces or ' . & -` };
    const lower = when.trim().toLowerCase();
    if (Object.hasOwn(NAMED_HOLIDAYS, lower)) {
      if (label !== undefined) return { error: `"${entry}": a named holiday takes no "=" name` };
      rules.push({ kind: "named", holiday: lower as NamedHoliday });
      continue;
    }
    const yearly = YEARLY.exec(lower);
    // A leap year, so 02-29 is a day some years have.
    if (yearly && isIsoDay(`2028-${lower}`)) {
      rules.push({ kind: "yearly", month: Number(yearly[1]), day: Number(yearly[2]), ...(label ? { label } : {}) });
      continue;
    }
    const once = ONCE.exec(lower);
    if (once && isIsoDay(lower)) {
      rules.push({ kind: "once", year: Number(once[1]), month: Number(once[2]), day: Number(once[3]), ...(label ? { label } : {}) });
      continue;
    }
    return { error: `"${entry}" is not a holiday name, an MM-DD date or a YYYY-MM-DD date` };
  }
  return { rules };
}

/** The default rules, parsed once. */
export const DEFAULT_NO_DELIVERY_RULES: readonly NoDeliveryRule[] = (() => {
  const parsed = parseNoDeliveryDates(DEFAULT_NO_DELIVERY_DATES);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.rules;
})();

function sameDay(a: CalendarDay, b: CalendarDay): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

function ruleCause(rule: NoDeliveryRule, day: CalendarDay): ClosedCause | null {
  switch (rule.kind) {
    case "named":
      return sameDay(NAMED_HOLIDAYS[rule.holiday].on(day.year), day) ? { kind: "holiday", holiday: rule.holiday } : null;
    case "yearly":
      return rule.month === day.month && rule.day === day.day ? labelled(rule.label) : null;
    case "once":
      return sameDay(rule, day) ? labelled(rule.label) : null;
  }
}

const labelled = (label: string | undefined): ClosedCause => (label ? { kind: "named", label } : { kind: "unnamed" });

/**
 * Why the partner's network does not deliver on a day, as data (closed-text.ts words it per
 * language), or null when the rules allow delivery. A holiday's own name wins over "Sundays".
 */
export function noDeliveryCause(day: CalendarDay, rules: readonly NoDeliveryRule[] = DEFAULT_NO_DELIVERY_RULES): ClosedCause | null {
  for (const rule of rules) {
    const cause = ruleCause(rule, day);
    if (cause) return cause;
  }
  return dayOfWeek(day) === 0 ? { kind: "sunday" } : null;
}

/**
 * Why the partner's network does not deliver on a day, in words a visitor reads
 * ("No deliveries on Christmas Day"), or null when the rules allow delivery.
 * A holiday's own name wins over "Sundays" when both apply.
 */
export function noDeliveryReason(day: CalendarDay, rules: readonly NoDeliveryRule[] = DEFAULT_NO_DELIVERY_RULES, locale: Locale): string | null {
  const cause = noDeliveryCause(day, rules);
  return cause ? closedText(cause, locale) : null;
}
