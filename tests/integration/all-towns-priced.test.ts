/**
 * Every directory town priced (issue 37), with the API's key and password only, against the
 * simulator: all 189 town pages show each priced card's delivered total for the town's delivery
 * ZIP (its own first, else the post office's that serves it), equal within a cent to what the
 * partner's gettotal answers for that product alone there; the 189 pages served twice cost at
 * most three gettotal calls a ZIP and none the second time; every first answer stays within
 * the first 14.6 KB window. The service answer and a town page's link to the sympathy form
 * show the funeral pieces priced for their town. In process: the production wiring.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAllCities, getCityByName } from "#core/nebraska/directory";
import { deliveryZipOf } from "#core/nebraska/town-zip";
import { centsOfPrice } from "#core/products/price";
import { apiPriceOf } from "../partner-sim/api";
import { getTotalAnswer } from "../partner-sim/totals";
import { startSecuritySite, type SecuritySite, PRICED_ENV } from "../security/helpers/app";
import { cardFigures, type CardFigures, inPool, largest, occurrences, settledFirstAnswer, settledPage, sleep } from "./helpers/town-pages";

let site: SecuritySite;
const GETTOTAL = "/api/rest/flowershop/gettotal";
const gettotalCalls = () => site.sim.stats().byPath[GETTOTAL] ?? 0;
/** ZIPs whose totals failed so far (each is asked again, up to three calls more). */
const totalsFailures = () => site.logs.filter((line) => line.includes("partner totals unavailable")).length;
const towns = getAllCities();

beforeAll(async () => {
  // A ZIP whose gettotal fails is asked again after 1 s, not 15 minutes: beside Playwright and a build
  // loop (issue 48, run M) a 10 s answer can still fail, and the back-off is tested in partner-budget.
  site = await startSecuritySite({ env: { PARTNER_PROVIDER: "", PARTNER_LINK_CHECKS_PER_MINUTE: "0", LOG_LEVEL: "warn", DELIVERED_PRICES_RETRY_MS: "1000", ...PRICED_ENV }, apiHost: "localhost" });
});
afterAll(async () => {
  await site?.close();
});

/** The partner's own total for one product alone delivered to a ZIP, in cents. */
function partnerTotalCents(code: string, zip: string): number {
  const params = new URLSearchParams({ products: JSON.stringify([{ CODE: code, PRICE: apiPriceOf(code), RECIPIENT: { ZIPCODE: zip } }]) });
  const answer = getTotalAnswer(params, apiPriceOf).body as { ORDERTOTAL: number };
  return Math.round(answer.ORDERTOTAL * 100);
}

const priced = (cards: CardFigures[]) => cards.filter((card) => card.price !== "");

/** A page once every card with a price shows its total (the first render does not wait for the partner). */
const pricedPage = (path: string) =>
  settledPage(site, path, (html) => {
    const cards = priced(cardFigures(html));
    return cards.length > 0 && cards.every((card) => card.total !== "");
  });

describe("every town priced with the partner API", () => {
  const firstAnswers: Record<string, number> = {};

  it("all 189 town pages show the partner's total for the town's delivery ZIP on each card, within a cent", async () => {
    const before = gettotalCalls();
    const failedBefore = totalsFailures();
    const checked = await inPool(towns, 4, async (town) => {
      const cards = priced(cardFigures(await pricedPage(`/cities/${town.slug}/`)));
      const zip = deliveryZipOf(town) as string;
      for (const card of cards) {
        expect(card.zip, town.name).toBe(zip);
        expect(card.code, town.name).toBeDefined();
        expect(Math.abs((centsOfPrice(card.total) ?? -1) - partnerTotalCents(card.code as string, zip)), `${town.name} ${card.code}`).toBeLessThanOrEqual(1);
      }
      return { town: town.name, zip, cards: cards.length };
    });
    const zips = new Set(checked.map((entry) => entry.zip));
    const first = gettotalCalls() - before;
    expect(checked.every((entry) => entry.cards >= 10)).toBe(true);
    expect(first).toBeLessThanOrEqual(3 * (zips.size + totalsFailures() - failedBefore));

    // Served again: every answer is kept, so the partner is asked nothing more. A kept page may
    // still be swapping in its recompressed copy, so each is asked until its priced copy is served.
    const again = gettotalCalls();
    await inPool(towns, 6, async (town) => {
      expect(priced(cardFigures(await pricedPage(`/cities/${town.slug}/`))).every((card) => card.total !== ""), town.name).toBe(true);
    });
    const second = gettotalCalls() - again;
    expect(second).toBe(0);

    // The closing note's figures: three towns served by another post office, three cards each.
    const show = async (name: string) => priced(cardFigures(await (await site.request(`/cities/${getCityByName(name)?.slug}/`)).text())).slice(0, 3);
    console.log(JSON.stringify({ towns: towns.length, zips: zips.size, gettotalFirst: first, gettotalSecond: second, ansley: await show("Ansley"), boysTown: await show("Boys Town"), arapahoe: await show("Arapahoe") }, null, 1));
  }, 1_200_000);

  it("every town page's first answer, priced and recompressed, stays within the first 14.6 KB window", async () => {
    await inPool(towns, 4, async (town) => {
      // Kept pages are recompressed at brotli 11 in the background; the settled copy is what visitors get.
      firstAnswers[town.slug] = await settledFirstAnswer(site.request, `/cities/${town.slug}/`);
    });
    const { page, bytes } = largest(firstAnswers);
    console.log(JSON.stringify({ setUp: "api", pages: Object.keys(firstAnswers).length, largest: page, bytes, omaha: firstAnswers.omaha }));
    expect(Object.keys(firstAnswers)).toHaveLength(189);
    expect(bytes).toBeLessThanOrEqual(14_600);
  }, 1_200_000);

  it("every Spanish town page's first answer, priced, stays within the same window (issue 41)", async () => {
    const spanish: Record<string, number> = {};
    await inPool(towns, 4, async (town) => {
      spanish[town.slug] = await settledFirstAnswer(site.request, `/es/ciudades/${town.slug}/`);
    });
    const { page, bytes } = largest(spanish);
    console.log(JSON.stringify({ setUp: "api", edition: "es", pages: Object.keys(spanish).length, largest: page, bytes, lexington: spanish.lexington, omaha: spanish.omaha }));
    expect(bytes).toBeLessThanOrEqual(14_600);
  }, 1_200_000);

  it("a service answer and a town page's link to the sympathy form show the funeral pieces priced for that town, and never say checkout per card", async () => {
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    for (const [path, zip] of [
      [`/categories/sympathy-funeral/?town=Kearney&date=${date}&time=morning`, deliveryZipOf(getCityByName("Kearney")!)],
      [`/categories/sympathy-funeral/?town=68010&date=${date}&time=afternoon`, "68010"],
      ["/categories/sympathy-funeral/?town=boys-town", "68010"],
    ] as const) {
      let cards: CardFigures[] = [];
      let html = "";
      for (let attempt = 0; attempt < 240 && !(cards.length > 0 && cards.every((card) => card.total !== "")); attempt += 1) {
        const response = await site.request(path);
        expect(response.status, path).toBe(200);
        html = await response.text();
        cards = priced(cardFigures(html)).filter((card) => card.code !== undefined);
        if (!cards.every((card) => card.total !== "")) await sleep(250);
      }
      expect(cards.length, path).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.zip, path).toBe(zip);
        expect(Math.abs((centsOfPrice(card.total) ?? -1) - partnerTotalCents(card.code as string, zip as string)), `${path} ${card.code}`).toBeLessThanOrEqual(1);
      }
      expect(occurrences(html, "service charge and tax are added at checkout"), path).toBe(0);
    }
  });
});
