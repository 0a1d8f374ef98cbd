/**
 * The Spanish sympathy page whole (issue 50, item 1): with the partner's API, plain and with a
 * service answer for Kearney, /es/categorias/condolencias-y-funerales/ shows the same four
 * purpose sections as the English page, under their Spanish labels, and the answer's pieces
 * priced delivered to Kearney's ZIP, each total the partner's own. The sections were once
 * matched by the English form path, so the Spanish page showed one flat grid. In process:
 * the production wiring on the built site (tests/security/helpers/app.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAll, getAttributeValue, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { FUNERAL_PIECES, FUNERAL_PURPOSES } from "#core/content/funeral-pieces";
import { englishWordsIn } from "../fixtures/english-words";
import { getCityBySlug } from "#core/nebraska/directory";
import { deliveryZipOf } from "#core/nebraska/town-zip";
import { centsOfPrice } from "#core/products/price";
import { SYMPATHY_TEXT } from "#app/components/sympathy/sympathy-text.ts";
import { apiPriceOf } from "../partner-sim/api";
import { EMPTY_FUNERAL_CODES } from "../partner-sim/funeral";
import { getTotalAnswer } from "../partner-sim/totals";
import { startSecuritySite, type SecuritySite, PRICED_ENV } from "../security/helpers/app";
import { cardFigures, type CardFigures, settledFirstAnswer, sleep } from "./helpers/town-pages";

let site: SecuritySite;

beforeAll(async () => {
  site = await startSecuritySite({ env: { PARTNER_PROVIDER: "floristone-api", PARTNER_LINK_CHECKS_PER_MINUTE: "0", LOG_LEVEL: "error", ...PRICED_ENV } });
});
afterAll(async () => {
  await site?.close();
});

const SPANISH = "/es/categorias/condolencias-y-funerales/";
const KEARNEY_ZIP = deliveryZipOf(getCityBySlug("kearney") ?? (undefined as never));
/** A service three days out: inside the simulator's ten listed delivery days. */
const serviceQuery = () => `?town=Kearney&date=${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}&time=afternoon`;

/** The partner's own total for one product alone delivered to a ZIP, in cents. */
function partnerTotalCents(code: string, zip: string): number {
  const params = new URLSearchParams({ products: JSON.stringify([{ CODE: code, PRICE: apiPriceOf(code), RECIPIENT: { ZIPCODE: zip } }]) });
  return Math.round((getTotalAnswer(params, apiPriceOf).body as { ORDERTOTAL: number }).ORDERTOTAL * 100);
}

/** The pieces the simulator has products for: a render within the budget may leave a slow one out, a later one has them all. */
const SHOWN_PIECES = FUNERAL_PIECES.filter((piece) => !EMPTY_FUNERAL_CODES.includes(piece.code)).length;

/** The page once all its sections are in and, when `priced`, every card shows its delivered total (the first render waits for neither). */
async function sympathyPage(path: string, priced: boolean): Promise<string> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const response = await site.request(path);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    const cards = cardFigures(html);
    if ((html.match(/data-slot="funeral-piece"/g) ?? []).length >= SHOWN_PIECES && (!priced || (cards.length > 0 && cards.every((card) => card.total !== "")))) return html;
    await sleep(250);
  }
  throw new Error(`${path} never showed its ${priced ? "priced " : ""}purpose sections`);
}

type Purposes = { ids: (string | undefined)[]; titles: string[] };

function purposesOf(html: string): Purposes {
  const purposes = findAll((element) => getAttributeValue(element, "data-slot") === "funeral-purpose", parseDocument(html).children);
  return {
    ids: purposes.map((purpose) => getAttributeValue(purpose, "data-purpose")),
    titles: purposes.map((purpose) => textContent(findAll((element) => element.name === "h3", purpose.children)[0] ?? []).trim()),
  };
}

const SPANISH_TITLES = FUNERAL_PURPOSES.map((purpose) => SYMPATHY_TEXT.es.purposes[purpose.id].title);
const ENGLISH_TITLES = FUNERAL_PURPOSES.map((purpose) => purpose.title);

describe("the Spanish sympathy page with the partner's pieces", () => {
  it("shows the four purpose sections the English page shows, under Spanish labels", async () => {
    const english = purposesOf(await sympathyPage("/categories/sympathy-funeral/", false));
    expect(english).toEqual({ ids: ["service", "casket", "guest-book", "home"], titles: ENGLISH_TITLES });
    const html = await sympathyPage(SPANISH, false);
    expect(purposesOf(html)).toEqual({ ids: english.ids, titles: SPANISH_TITLES });
    expect(SPANISH_TITLES.filter((title) => ENGLISH_TITLES.includes(title))).toEqual([]);
    expect(html).toContain('<html lang="es-US"');
    // One page of pieces, not the crawler's flat grid besides them.
    expect(findAll((element) => getAttributeValue(element, "data-slot") === "category-collection", parseDocument(html).children)).toEqual([]);
    // Not priced anywhere yet: the checkout note says so once, in Spanish.
    const note = findAll((element) => getAttributeValue(element, "data-slot") === "checkout-note", parseDocument(html).children).map((element) => textContent(element));
    expect(note).toHaveLength(1);
    expect(englishWordsIn(note[0] ?? "", ["FloristOne"])).toEqual([]);
    // The page's first answer, once kept and recompressed, within the first 14.6 KB window.
    const bytes = await settledFirstAnswer(site.request, SPANISH);
    console.log(JSON.stringify({ page: SPANISH, firstAnswerBytes: bytes }));
    expect(bytes).toBeLessThanOrEqual(14_600);
  });

  it("answers a service in Kearney with the same sections, every piece priced delivered to Kearney, in Spanish", async () => {
    const path = `${SPANISH}${serviceQuery()}`;
    const html = await sympathyPage(path, true);
    expect(html).toContain('data-slot="service-answer"');
    expect(purposesOf(html)).toEqual({ ids: ["service", "casket", "guest-book", "home"], titles: SPANISH_TITLES });
    // The sections come after "When is the service?" and its answer.
    expect(html.indexOf('data-slot="funeral-sections"')).toBeGreaterThan(html.indexOf('data-slot="service-answer"'));
    const cards: CardFigures[] = cardFigures(html).filter((card) => card.code !== undefined && card.price !== "");
    expect(cards.length).toBeGreaterThanOrEqual(FUNERAL_PURPOSES.length);
    for (const card of cards) {
      expect(card.zip, card.code).toBe(KEARNEY_ZIP);
      expect(Math.abs((centsOfPrice(card.total) ?? -1) - partnerTotalCents(card.code as string, KEARNEY_ZIP as string)), card.code).toBeLessThanOrEqual(1);
    }
    // Each delivered line in Spanish ("al 68845: + … por servicio, + … de impuesto"), and no checkout note once priced.
    const lines = findAll((element) => getAttributeValue(element, "data-slot") === "product-delivered", parseDocument(html).children).map((element) => textContent(element));
    expect(lines.length).toBe(cards.length);
    for (const line of lines) expect(englishWordsIn(line, []), line).toEqual([]);
    expect(html).not.toContain('data-slot="checkout-note"');
    // The English answer shows the same pieces at the same totals.
    const english = cardFigures(await sympathyPage(`/categories/sympathy-funeral/${serviceQuery()}`, true)).filter((card) => card.code !== undefined && card.price !== "");
    expect(english.map((card) => [card.code, card.total])).toEqual(cards.map((card) => [card.code, card.total]));
  });
});
