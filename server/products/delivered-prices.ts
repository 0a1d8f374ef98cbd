import { LRUCache } from "lru-cache";
import { FAILURE_BACKOFF_MS } from "../concurrency/failure-backoff";
import { remembered } from "../concurrency/remembered";
import { timedCache } from "../concurrency/timed-cache";
import { deliveredOf, deriveTaxModel, MAX_TOTAL_ITEMS, type TaxModel, type TotalItem } from "#core/partner-api/totals";
import type { ProductCard } from "#core/products/schema";
import type { PageCache } from "../page-cache/service";
import type { PartnerTotals } from "../partner/source";
import { within } from "../concurrency/within";
import { siteDay } from "#core/nebraska/site-time";
import { isZip } from "#core/nebraska/zip";

/**
 * Delivered prices for a town's ZIP (docs/decisions/0029-delivered-price-per-town.md):
 * three gettotal answers per ZIP (one product alone, every product in one order, another
 * product alone) give the partner's charge and the ZIP's tax rule, checked against the
 * partner's own totals; each card's total is then within a cent of what gettotal answers
 * for that product alone. The answers are page-cache rows like product lists (same
 * freshness, failure back-off, size and time bounds, faults), and the rule is kept per
 * ZIP for the site's day, so a ZIP costs at most three calls a day whatever its pages list.
 */
export type DeliveredPrices = {
  /** The cards, with `delivered` where the ZIP's rule is to hand within the wait. Never rejects. */
  price(cards: ProductCard[], zip: string): Promise<ProductCard[]>;
};

type Rule = { model: TaxModel; pricedAt: string };

type DeliveredOptions = {
  pageCache: Pick<PageCache, "getOrFetch">;
  /** The partner's order totals: each order's address in the cache, and how its answer reads. */
  totals: PartnerTotals;
  logger: { warn(object: object, message: string): void };
  /** How long a page waits for a ZIP's rule before it shows no totals (the rule keeps coming for the next render). */
  waitMs?: number;
  now?: () => Date;
  /** The first failure back-off (DELIVERED_PRICES_RETRY_MS); FAILURE_BACKOFF_MS keeps its proportions. */
  retryMs?: number;
};

/** ZIPs whose rule is kept (Nebraska has about 600). */
const MAX_ZIPS = 1_000;
/** A ZIP whose answers failed is asked again after 15 minutes, then an hour, then every six hours (issue 39). */
export { FAILURE_BACKOFF_MS } from "../concurrency/failure-backoff";


export function createDeliveredPrices(options: DeliveredOptions): DeliveredPrices {
  const { pageCache, totals, logger } = options;
  const waitMs = options.waitMs ?? 50;
  const now = options.now ?? (() => new Date());
  const scale = (options.retryMs ?? FAILURE_BACKOFF_MS[0]) / FAILURE_BACKOFF_MS[0];
  const backoff = FAILURE_BACKOFF_MS.map((ms) => ms * scale);
  // The back-off runs on the injected clock, so it can be tested over a day.
  const rules = timedCache<string, Promise<Rule | undefined>>({ max: MAX_ZIPS, now });
  /** Failures in a row per ZIP, across days: the next back-off step. */
  const failures = new LRUCache<string, number>({ max: MAX_ZIPS });

  /** The three orders asked of gettotal for a ZIP, from the products of the first list priced there that day. */
  function orders(items: TotalItem[]): { single: TotalItem; batch: TotalItem[]; check: TotalItem | undefined } {
    const single = items[0] as TotalItem;
    // The dearest product with another price than the first: the one rounding would hurt most.
    const check = items.filter((item) => item.cents !== single.cents).sort((a, b) => b.cents - a.cents)[0];
    return { single, batch: items.slice(0, MAX_TOTAL_ITEMS), check };
  }

  async function ruleFor(zip: string, items: TotalItem[]): Promise<Rule | undefined> {
    const { single, batch, check } = orders(items);
    // The single order first: when it fails the partner is failing, and the other two are not asked.
    const first = await pageCache.getOrFetch(totals.address([single], zip));
    const rest = first.success ? await Promise.all([totals.address(batch, zip), ...(check ? [totals.address([check], zip)] : [])].map((url) => pageCache.getOrFetch(url))) : [];
    const results = [first, ...rest];
    const answers = results.map((result) => (result.success ? totals.read(result.body) : undefined));
    const [singleAnswer, batchAnswer, checkAnswer] = answers;
    if (!first.success || !singleAnswer || !batchAnswer || (check && !checkAnswer)) {
      logger.warn({ zip, errors: results.flatMap((result) => (result.success ? [] : [result.error])) }, "partner totals unavailable; cards show none");
      return undefined;
    }
    const model = deriveTaxModel(
      { item: single, answer: singleAnswer },
      { count: batch.length, answer: batchAnswer },
      check && checkAnswer ? { item: check, answer: checkAnswer } : undefined,
    );
    if (!model) {
      logger.warn({ zip }, "partner totals do not follow one charge and tax rule; cards show none");
      return undefined;
    }
    const oldest = Math.min(...results.map((result) => (result.success ? result.fetchedAt.getTime() : Infinity)));
    return { model, pricedAt: new Date(oldest).toISOString() };
  }

  function ruleOfDay(zip: string, items: TotalItem[]): Promise<Rule | undefined> {
    const failed = failures.get(zip) ?? 0;
    return remembered(
      rules,
      `${zip} ${siteDay(now())}`,
      async () => {
        const rule = await ruleFor(zip, items).catch(() => undefined);
        if (rule) failures.delete(zip);
        else failures.set(zip, failed + 1);
        return rule;
      },
      { failed: (found) => !found, forgetMs: backoff[Math.min(failed, backoff.length - 1)] as number },
    );
  }

  return {
    async price(cards, zip) {
      if (!isZip(zip)) return cards;
      const items = cards.flatMap((card) => (card.code && card.priceCents !== undefined ? [{ code: card.code, cents: card.priceCents }] : []));
      if (items.length === 0) return cards;
      const rule = await within(ruleOfDay(zip, items), waitMs, () => undefined);
      if (!rule) return cards;
      return cards.map((card) => {
        if (!card.code || card.priceCents === undefined) return card;
        const figure = deliveredOf(card.priceCents, rule.model);
        return { ...card, delivered: { zip, chargeCents: figure.charge, taxCents: figure.tax, totalCents: figure.total, pricedAt: rule.pricedAt } };
      });
    },
  };
}
