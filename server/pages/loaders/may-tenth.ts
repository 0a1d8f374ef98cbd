import { shortHash } from "../../hash/short-hash";
import { type MayTenthTownOrderBy, mayTenthOrderBy, mayTenthTowns } from "#core/content/may-tenth";
import { type DeliveryCalendar, deliveryCalendar } from "#core/delivery/delivery-calendar";
import { DEFAULT_NO_DELIVERY_RULES, type NoDeliveryRule } from "#core/delivery/no-delivery-days";
import type { OnDemandPage } from "#core/site/page-route";
import { within } from "../../concurrency/within";
import type { DeliveryService } from "../../delivery/service";

/** As long as a render waits for a town's partner days (as the sympathy sections wait for theirs); past it, the rules answer this time. */
const BUDGET_MS = 150;
/** One answer serves every request of the kept page for this long, and never past the first order-by it names. */
const REUSE_MS = 60_000;

type MayTenthOptions = {
  /** The no-delivery rules the checker falls back on: the site's NO_DELIVERY_DATES, as the delivery service has them. */
  rules?: readonly NoDeliveryRule[];
  budgetMs?: number;
  reuseMs?: number;
};

/** Whether a category page is Día de las Madres, the Spanish twin of Mother's Day: by its kind, edition and slug, never by its address. */
export function isMayTenthPage(page: Pick<OnDemandPage, "section" | "known" | "locale" | "slug">): boolean {
  return page.section === "categories" && page.known && page.locale === "es" && page.slug === "mothers-day";
}

/** The list with its version (the page's memo key). */
export type MayTenthList = () => Promise<{ mayTenth: MayTenthTownOrderBy[]; version: string }>;

/**
 * The Día de las Madres page's order-by for May 10, per town, from the checker's own calendars
 * (issue 41, item 5): the partner's delivery days for each town's ZIP where it lists them (asked
 * at most once per ZIP per site day, shared with /api/delivery-dates and the flower-dates files),
 * the rules beyond them, and the rules alone for a town whose partner answer is slow or failed:
 * the page never waits on the partner longer than a render's budget. The version is the rows
 * themselves, so the kept page changes when an answer does and not otherwise.
 */
export function mayTenthList(delivery: Pick<DeliveryService, "calendarFor" | "now">, options: MayTenthOptions = {}): MayTenthList {
  const { rules = DEFAULT_NO_DELIVERY_RULES, budgetMs = BUDGET_MS, reuseMs = REUSE_MS } = options;
  const towns = mayTenthTowns();
  let kept: { until: number; answer: Awaited<ReturnType<MayTenthList>> } | undefined;

  async function calendarOf(town: (typeof towns)[number], at: Date): Promise<DeliveryCalendar> {
    const answer = await within(delivery.calendarFor(town, at).catch(() => null), budgetMs, () => null);
    return answer?.calendar ?? deliveryCalendar(town.timeZone, rules);
  }

  return async () => {
    const at = delivery.now();
    if (kept && at.getTime() < kept.until) return kept.answer;
    const calendars = new Map<string, DeliveryCalendar>(await Promise.all(towns.map(async (town) => [town.slug, await calendarOf(town, at)] as const)));
    const rows: MayTenthTownOrderBy[] = mayTenthOrderBy(towns, at, { rules, calendarOf: (town) => calendars.get(town.slug)! });
    const version = shortHash(JSON.stringify(rows.map((row) => [row.town.slug, row.delivery, row.orderBy?.getTime() ?? null, row.closed])), 16);
    // Kept until the first order-by passes, so at 2 PM on the day a town moves to next year at once.
    const firstOrderBy = Math.min(...rows.map((row) => row.orderBy?.getTime() ?? Number.POSITIVE_INFINITY));
    kept = { until: Math.min(at.getTime() + reuseMs, firstOrderBy), answer: { mayTenth: rows, version } };
    return kept.answer;
  };
}
