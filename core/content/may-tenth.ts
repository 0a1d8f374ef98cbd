import { type CalendarDay, calendarDayInZone } from "../delivery/calendar-day";
import { type DeliveryCalendar, deliveryCalendar, isDeliveryDay, lastDeliveryDayBy, orderDeadline } from "../delivery/delivery-calendar";
import { DEFAULT_NO_DELIVERY_RULES, type NoDeliveryRule } from "../delivery/no-delivery-days";
import { FLOWER_DAYS } from "../calendar/flower-days";
import { getCityBySlug } from "../nebraska/directory";
import { MAY_TENTH_TOWNS } from "./may-tenth-towns";
import { GLOSSARY } from "../i18n/glossary";
import type { City, TimeZone } from "../nebraska/types";

/** The town a May 10 answer is for: its name, its page and its zone. */
export type MayTenthTown = Pick<City, "name" | "slug" | "timeZone">;

/** When to order, in one town, for flowers on Día de las Madres (May 10). */
export type MayTenthTownOrderBy = {
  town: MayTenthTown;
  timeZone: TimeZone;
  /** The May 10 answered: this year's while its order-by is ahead, else next year's. */
  day: CalendarDay;
  /** May 10 itself when it is a delivery day, else the last delivery day before it (a Sunday's Saturday). */
  delivery: CalendarDay | null;
  /** 2 PM on the delivery day in the town's zone; null only for a calendar closed a whole year. */
  orderBy: Date | null;
  /** True when May 10 has no deliveries (a Sunday). */
  closed: boolean;
};

/** The zone as a Spanish page names it, from the glossary. */
export const SPANISH_ZONE_NAME: Record<TimeZone, string> = {
  "America/Chicago": GLOSSARY.centralTime,
  "America/Denver": GLOSSARY.mountainTime,
};

const MAY_TENTH = FLOWER_DAYS.find((entry) => entry.key === "dia-de-las-madres");

function mayTenthOf(year: number): CalendarDay {
  return MAY_TENTH ? MAY_TENTH.on(year) : { year, month: 5, day: 10 };
}

/** The towns the Día de las Madres page lists, as the directory has them. */
export function mayTenthTowns(): City[] {
  return MAY_TENTH_TOWNS.flatMap((slug) => getCityBySlug(slug) ?? []);
}

type MayTenthOptions = {
  /** The no-delivery rules (the site's setting); the built-in ones by default. */
  rules?: readonly NoDeliveryRule[];
  /** A town's delivery calendar, where the caller has the partner's days for it; the rules' calendar by default. */
  calendarOf?: (town: MayTenthTown) => DeliveryCalendar;
};

/**
 * Per town, the order-by for delivery on May 10 (issue 41, item 5), from the same calendar as
 * the checker and the town's flower-dates calendar (core/calendar: the "dia-de-las-madres"
 * flower day, its last delivery day on or before it, 2 PM there in the town's own zone). The
 * May 10 answered is the next one whose order-by is still ahead in that town, so at 2:30 PM
 * Central on May 10 Lexington is answered for next year while Scottsbluff (1:30 PM Mountain)
 * can still order for today. The clock is injected.
 */
export function mayTenthOrderBy(towns: readonly MayTenthTown[], now: Date, options: MayTenthOptions = {}): MayTenthTownOrderBy[] {
  return flowerDayOrderBy(mayTenthOf, towns, now, options);
}

/**
 * The same answer for any day of the year a page is about (`on` gives it in a year): the
 * Spanish guide for December 12 (core/content/guides-es.ts) asks it as May 10's page does.
 */
export function flowerDayOrderBy(on: (year: number) => CalendarDay, towns: readonly MayTenthTown[], now: Date, options: MayTenthOptions = {}): MayTenthTownOrderBy[] {
  const { rules = DEFAULT_NO_DELIVERY_RULES, calendarOf = (town: MayTenthTown) => deliveryCalendar(town.timeZone, rules) } = options;
  return towns.map((town) => {
    const calendar = calendarOf(town);
    const { year } = calendarDayInZone(now, town.timeZone);
    const answers = [year, year + 1].map((candidate) => {
      const day = on(candidate);
      const delivery = lastDeliveryDayBy(calendar, day);
      const orderBy = delivery ? orderDeadline(delivery, town.timeZone) : null;
      return { town, timeZone: town.timeZone, day, delivery, orderBy, closed: !isDeliveryDay(calendar, day) };
    });
    return answers.find((answer) => answer.orderBy !== null && answer.orderBy.getTime() > now.getTime()) ?? (answers[1] as MayTenthTownOrderBy);
  });
}
