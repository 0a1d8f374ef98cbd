import { describe, expect, it } from "vitest";
import type { SiteConfig } from "#core/config/site";
import type { ProductCard } from "#core/products/schema";
import type { ReadOutcome } from "../partner/catalogue";
import { createProductsService, FAILURE_MEMORY_MS } from "./service";

/** What the service reads of the site's settings: the partner's origin and the affiliate's ids. */
const site = { partnerBaseUrl: "https://partner.test", affiliateSourceId: "src", affiliateId: "1234567890" } as SiteConfig;
const card = (n: number): ProductCard => ({ title: `Roses ${n}`, url: `https://partner.test/p/${n}`, image: `https://partner.test/i/${n}.jpg` });
const silent = { warn() {}, error() {}, info() {} };

/** One stored birthday page, read by a catalogue that answers `outcomes` in turn. */
function service(outcomes: ReadOutcome[]) {
  // Not 0: lru-cache takes an entry set at 0 for one without a time to live.
  const clock = { now: 1_000 };
  let reads = 0;
  const products = createProductsService({
    pageCache: { getOrFetch: async () => ({ success: true, body: "<html>", fromCache: true, cacheStatus: "fresh", fetchedAt: new Date("2026-11-28T08:00:00Z") }) },
    catalogue: {
      category: () => ({ url: "https://partner.test/birthday-flowers/", limit: 24 }),
      featured: () => [],
      read: async () => outcomes[Math.min(reads++, outcomes.length - 1)] as ReadOutcome,
    },
    siteConfig: site,
    logger: silent,
    categoryDelayMs: 0,
    now: () => clock.now,
  });
  const titles = async () => (await products.get({ kind: "category", slug: "birthday-flowers" }))?.products.map((product) => product.title);
  return { titles, clock, reads: () => reads };
}

describe("a stored page read short", () => {
  it("by the clock (a busy machine) shows what was found and is read again after a failure's memory", async () => {
    const { titles, clock, reads } = service([
      { products: [], complete: false, cut: "clock", ms: 9_400 },
      { products: [card(1), card(2)], complete: true, ms: 12 },
    ]);
    expect(await titles()).toEqual([]);
    clock.now += FAILURE_MEMORY_MS - 1;
    expect(await titles()).toEqual([]);
    expect(reads()).toBe(1);
    clock.now += 2;
    expect(await titles()).toEqual(["Roses 1", "Roses 2"]);
    expect(reads()).toBe(2);
  });

  it("by its steps (a hostile page) keeps its verdict for the stored version", async () => {
    const { titles, clock, reads } = service([
      // Slow on the wall clock too: what decides is what ran out.
      { products: [card(1)], complete: false, cut: "steps", ms: 9_400 },
      { products: [card(1), card(2)], complete: true, ms: 12 },
    ]);
    expect(await titles()).toEqual(["Roses 1"]);
    clock.now += 10 * FAILURE_MEMORY_MS;
    expect(await titles()).toEqual(["Roses 1"]);
    expect(reads()).toBe(1);
  });
});
