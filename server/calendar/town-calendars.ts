import { LRUCache } from "lru-cache";
import { townCalendarIcs } from "#core/calendar/town-calendar";
import { calendarDayInZone, isoDay } from "#core/delivery/calendar-day";
import type { DeliveryCalendar } from "#core/delivery/delivery-calendar";
import { stableHash } from "#core/hash";
import type { DeliveryService } from "../delivery/service";
import type { TownCalendarFiles } from "../http/calendar-files";
import { type EncodedCopies, negotiatedResponse } from "../http/negotiation";
import { encodedCopies } from "./encoded";

/** A day's file per town, language and calendar source; 189 towns in two languages, with room for a day's change of source. */
const MAX_FILES = 800;

/** What makes two calendars give the same file: the partner's listed days, when it answered. */
function calendarKey(calendar: DeliveryCalendar): string {
  const { partner } = calendar;
  return partner ? `partner-${partner.from}-${partner.until}-${stableHash([...partner.dates].join(","))}` : "rules";
}

type TownCalendarDeps = {
  /** The checker's calendars: the partner asked at most once per ZIP per site day, shared with /api/delivery-dates. */
  delivery: Pick<DeliveryService, "calendarFor" | "now">;
  siteUrl: string;
  maxFiles?: number;
};

/** Answers a known town's flower-dates file in an edition (the app matched the request's route once and found the town). */

/**
 * A town's flower-dates file (the route table's `townCalendar`; docs/decisions/0044, issue 41: event
 * names and texts in Spanish, the same UIDs). Each town's file is written once per day and
 * calendar, compressed once, and answered like a page: revalidated on each request (ETag, 304),
 * so a subscribed calendar's daily refresh costs a lookup. A made-up town never gets here: the
 * app sends it on to the 404 page after its one directory lookup.
 */
export function townCalendarFiles({ delivery, siteUrl, maxFiles = MAX_FILES }: TownCalendarDeps): TownCalendarFiles {
  const files = new LRUCache<string, Promise<EncodedCopies>>({ max: maxFiles });
  return async (city, locale, request) => {
    const at = delivery.now();
    const { calendar } = await delivery.calendarFor(city, at);
    const key = `${locale}\n${city.slug}\n${isoDay(calendarDayInZone(at, city.timeZone))}\n${calendarKey(calendar)}`;
    let file = files.get(key);
    if (!file) {
      file = encodedCopies(townCalendarIcs({ town: city, calendar, now: at, siteUrl, locale }));
      files.set(key, file);
      file.catch(() => files.delete(key));
    }
    const headers = new Headers({
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${city.slug}-${locale === "es" ? "fechas-de-flores" : "flower-dates"}.ics"`,
      "Cache-Control": "public, max-age=0, must-revalidate",
    });
    return negotiatedResponse(await file, request, { headers });
  };
}
