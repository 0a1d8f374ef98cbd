import { startOfCalendarDay, type CalendarDay } from "#core/delivery/calendar-day";
import { DEFAULT_NO_DELIVERY_RULES, type NoDeliveryRule } from "#core/delivery/no-delivery-days";
import { deliveryCalendar } from "#core/delivery/delivery-calendar";
import { isOccasionSlug, nextOccasion, type OccasionDates, type OccasionSlug, upcomingOccasions } from "#core/delivery/occasions";
import type { TimeZone } from "#core/nebraska/types";
import { format } from "date-fns";
import { SITE_TIME_ZONE } from "#core/nebraska/site-time";

const ZONES: Record<TimeZone, { short: string; long: string }> = {
  "America/Chicago": { short: "CT", long: "Central Time" },
  "America/Denver": { short: "MT", long: "Mountain Time" },
};

/** One occasion as a page states it: the day, the last delivery day, and the order-by time per zone. */
export type OccasionText = {
  slug: OccasionSlug;
  name: string;
  /** "Sunday, February 14, 2027" */
  day: string;
  /** The last delivery day when it is not the day itself, else null. */
  lastDeliveryDay: string | null;
  /** The day orders close, at 2:00 PM local time: "Saturday, February 13, 2027". */
  orderDay: string;
  /** That moment in each zone the page speaks for. */
  orderBy: { zone: string; zoneName: string; iso: string }[];
};

const longDay = (day: CalendarDay, timeZone: TimeZone) => format(startOfCalendarDay(day, timeZone), "EEEE, MMMM d, yyyy");

function sameDay(a: CalendarDay, b: CalendarDay): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

function textOf(perZone: OccasionDates[]): OccasionText {
  const [first] = perZone;
  if (!first) throw new Error("an occasion needs at least one zone");
  return {
    slug: first.slug,
    name: first.name,
    day: longDay(first.day, first.timeZone),
    lastDeliveryDay: sameDay(first.day, first.lastDeliveryDay) ? null : longDay(first.lastDeliveryDay, first.timeZone),
    orderDay: longDay(first.lastDeliveryDay, first.timeZone),
    orderBy: perZone.map((occasion) => ({
      zone: ZONES[occasion.timeZone].short,
      zoneName: ZONES[occasion.timeZone].long,
      iso: occasion.orderBy.toISOString(),
    })),
  };
}

/** Statewide pages speak for both of Nebraska's zones; a town page for its own. */
const STATEWIDE: TimeZone[] = ["America/Chicago", "America/Denver"];

/** The category page's occasion, next occurrence, both zones; null for other categories. */
export function categoryOccasion(slug: string, now: Date, rules: readonly NoDeliveryRule[] = DEFAULT_NO_DELIVERY_RULES): OccasionText | null {
  if (!isOccasionSlug(slug)) return null;
  // The occurrence is chosen on the site's (Central) day, so both zones state the same year.
  const chosen = nextOccasion(slug, now, deliveryCalendar(SITE_TIME_ZONE, rules));
  return textOf(STATEWIDE.map((zone) => nextOccasionIn(chosen, zone, rules)));
}

function nextOccasionIn(chosen: OccasionDates, timeZone: TimeZone, rules: readonly NoDeliveryRule[]): OccasionDates {
  const calendar = deliveryCalendar(timeZone, rules);
  // Same year as the Central choice.
  const at = new Date(Date.UTC(chosen.day.year, 0, 1, 12));
  const occurrence = nextOccasion(chosen.slug, at, calendar);
  return occurrence.day.year === chosen.day.year ? occurrence : chosen;
}

/** The occasions within 30 days, for the home page (both zones) or one town (its zone). */
export function upcomingOccasionTexts(now: Date, timeZone: TimeZone | null, rules: readonly NoDeliveryRule[] = DEFAULT_NO_DELIVERY_RULES): OccasionText[] {
  const zones = timeZone ? [timeZone] : STATEWIDE;
  const [lead] = zones;
  if (!lead) return [];
  return upcomingOccasions(now, deliveryCalendar(lead, rules)).map((chosen) => textOf(zones.map((zone) => nextOccasionIn(chosen, zone, rules))));
}
