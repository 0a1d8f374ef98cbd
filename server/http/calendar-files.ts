import type { Locale } from "#core/i18n/locale";
import type { City } from "#core/nebraska/types";

/**
 * What the app asks of the town calendar files (server/calendar/town-calendars.ts implements it):
 * the route table has already found the town and the edition, so the handler gets them, not a path.
 * Declared here, where it is used, so server/http does not reach into server/calendar.
 */
export type TownCalendarFiles = (city: City, locale: Locale, request: Request) => Promise<Response>;
