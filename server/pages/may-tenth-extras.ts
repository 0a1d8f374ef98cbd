import { createHash } from "node:crypto";
import type { DeliveryCalendar } from "#core/delivery/delivery-calendar";
import { type MayTenthTownOrderBy, mayTenthOrderBy } from "#core/content/may-tenth";
import { MAY_TENTH_TOWNS } from "#core/content/may-tenth-towns";
import { categoryPathIn } from "#core/i18n/edition-paths";
import { getCityBySlug } from "#core/nebraska/directory";
import type { DeliveryService } from "../delivery/service";
import type { PageExtras } from "./page-renderer";

/** The Día de las Madres page: the Spanish twin of Mother's Day. */
export const MAY_TENTH_PATH = categoryPathIn("es", "mothers-day");

const TOWNS = MAY_TENTH_TOWNS.flatMap((slug) => getCityBySlug(slug) ?? []);

/**
 * The Día de las Madres page's order-by for May 10, per town, from the checker's own calendars
 * (issue 41, item 5): the partner's delivery days for each town's ZIP where it lists them (asked
 * at most once per ZIP per site day, shared with /api/delivery-dates and the flower-dates files),
 * the rules beyond them. The version is the rows themselves, so the kept page changes when an
 * answer does and not otherwise.
 */
export function mayTenthExtras(delivery: Pick<DeliveryService, "calendarFor" | "now">) {
  return async (page: { path: string; known?: boolean }): Promise<{ locals: PageExtras; version: string } | null> => {
    if (page.path !== MAY_TENTH_PATH) return null;
    const at = delivery.now();
    const calendars = new Map<string, DeliveryCalendar>();
    await Promise.all(TOWNS.map(async (town) => calendars.set(town.slug, (await delivery.calendarFor(town, at)).calendar)));
    const rows: MayTenthTownOrderBy[] = mayTenthOrderBy(TOWNS, at, { calendarOf: (town) => calendars.get(town.slug)! });
    const version = createHash("sha1")
      .update(JSON.stringify(rows.map((row) => [row.town.slug, row.delivery, row.orderBy?.getTime() ?? null, row.closed])))
      .digest("base64url")
      .slice(0, 16);
    return { locals: { mayTenth: rows }, version };
  };
}
