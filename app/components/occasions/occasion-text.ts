import { startOfCalendarDay, type CalendarDay } from "#core/delivery/calendar-day";
import { DEFAULT_NO_DELIVERY_RULES, type NoDeliveryRule } from "#core/delivery/no-delivery-days";
import { deliveryCalendar } from "#core/delivery/delivery-calendar";
import {
  categoryOccasionKey,
  isOccasionSlug,
  nextOccasion,
  occasionCategory,
  type OccasionDates,
  type OccasionKey,
  type OccasionSlug,
  upcomingOccasions,
} from "#core/delivery/occasions";
import { formatDay } from "#core/i18n/dates";
import type { Locale } from "#core/i18n/locale";
import type { TimeZone } from "#core/nebraska/types";
import { format } from "date-fns";
import { SITE_TIME_ZONE } from "#core/nebraska/site-time";
import { NOTICE_TEXT } from "./notice-text";

/** One occasion as a page states it: the day, the last delivery day, and the order-by time per zone. */
export type OccasionText = {
  /** The day announced (data-occasion): a category's occasion, or Día de las Madres. */
  slug: OccasionKey;
  /** The partner category whose flowers the notice offers. */
  category: OccasionSlug;
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

const longDay = (day: CalendarDay, timeZone: TimeZone, locale: Locale) =>
  locale === "en" ? format(startOfCalendarDay(day, timeZone), "EEEE, MMMM d, yyyy") : formatDay(startOfCalendarDay(day, timeZone), "weekdayDayYear", locale);

function sameDay(a: CalendarDay, b: CalendarDay): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

function textOf(perZone: OccasionDates[], locale: Locale): OccasionText {
  const [first] = perZone;
  if (!first) throw new Error("an occasion needs at least one zone");
  const text = NOTICE_TEXT[locale];
  return {
    slug: first.slug,
    category: occasionCategory(first.slug),
    name: text.names[first.slug],
    day: longDay(first.day, first.timeZone, locale),
    lastDeliveryDay: sameDay(first.day, first.lastDeliveryDay) ? null : longDay(first.lastDeliveryDay, first.timeZone, locale),
    orderDay: longDay(first.lastDeliveryDay, first.timeZone, locale),
    orderBy: perZone.map((occasion) => ({
      zone: text.zones[occasion.timeZone].short,
      zoneName: text.zones[occasion.timeZone].long,
      iso: occasion.orderBy.toISOString(),
    })),
  };
}

/** Statewide pages speak for both of Nebraska's zones; a town page for its own. */
const STATEWIDE: TimeZone[] = ["America/Chicago", "America/Denver"];

/**
 * The category page's occasion, next occurrence, both zones; null for other categories. The
 * Spanish Mother's Day page (Día de las Madres) announces May 10.
 */
export function categoryOccasion(slug: string, now: Date, rules: readonly NoDeliveryRule[] = DEFAULT_NO_DELIVERY_RULES, locale: Locale): OccasionText | null {
  if (!isOccasionSlug(slug)) return null;
  // The occurrence is chosen on the site's (Central) day, so both zones state the same year.
  const chosen = nextOccasion(categoryOccasionKey(slug, locale), now, deliveryCalendar(SITE_TIME_ZONE, rules));
  return textOf(
    STATEWIDE.map((zone) => nextOccasionIn(chosen, zone, rules)),
    locale,
  );
}

function nextOccasionIn(chosen: OccasionDates, timeZone: TimeZone, rules: readonly NoDeliveryRule[]): OccasionDates {
  const calendar = deliveryCalendar(timeZone, rules);
  // Same year as the Central choice.
  const at = new Date(Date.UTC(chosen.day.year, 0, 1, 12));
  const occurrence = nextOccasion(chosen.slug, at, calendar);
  return occurrence.day.year === chosen.day.year ? occurrence : chosen;
}

/** The occasions within 30 days, for the home page (both zones) or one town (its zone). */
export function upcomingOccasionTexts(
  now: Date,
  timeZone: TimeZone | null,
  rules: readonly NoDeliveryRule[] = DEFAULT_NO_DELIVERY_RULES,
  locale: Locale,
): OccasionText[] {
  const zones = timeZone ? [timeZone] : STATEWIDE;
  const [lead] = zones;
  if (!lead) return [];
  return upcomingOccasions(now, deliveryCalendar(lead, rules), undefined, locale).map((chosen) =>
    textOf(
      zones.map((zone) => nextOccasionIn(chosen, zone, rules)),
      locale,
    ),
  );
}
