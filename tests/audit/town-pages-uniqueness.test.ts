/**
 * No doorway pages (docs/product.md, "Town pages"), measured on what a visitor and a
 * crawler read: the <main> text of every built town page, served by the built app. The
 * partner's products are left out (the same statewide list on every page), and so are
 * scripts (an island's loader is code, not text) and the calendar line under the checker (two
 * links, "Subscribe to {town}'s flower dates · Download (.ics)": a control, the same on every
 * page by design, as the header's are; with it the median was 25.0 %, without 25.2 %), and
 * the one-line link to the town's care list (issue 49: "2 hospitals and 4 assisted-living homes
 * in …", a link to another page, in 112 towns; with it the median was 24.98 %); the
 * town's own name is masked. The
 * repetition check over the same text is town-pages-reading.test.ts; the copy-level
 * twin of both is core/content/city-page.test.ts. The pages are the run's one walk of the
 * sitemap (helpers/site-snapshot.ts).
 */
import { findAll, findOne, removeElement, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { beforeAll, describe, expect, it } from "vitest";
import { CITY_PROFILES } from "#core/content/city-profiles/index";
import { median, shingles, uniqueShares, worstPair, type PageShingles } from "#core/content/page-uniqueness";
import { getAllCities } from "#core/nebraska/directory";
import { pageOf, siteSnapshot, type SiteSnapshot } from "./helpers/site-snapshot";

let walked: SiteSnapshot;
beforeAll(async () => {
  walked = await siteSnapshot();
});

function mainText(path: string): string {
  const page = pageOf(walked, path);
  expect(page.status, path).toBe(200);
  const document = parseDocument(page.html);
  const skipped = (element: { name: string; attribs: Record<string, string> }) =>
    element.attribs["data-slot"] === "product-carousel" || element.attribs["data-slot"] === "flower-dates" || element.attribs["data-slot"] === "care-line" || element.name === "script" || element.name === "style";
  for (const element of findAll(skipped, document.children)) removeElement(element);
  const main = findOne((element) => element.name === "main", document.children, true);
  if (!main) throw new Error(`${path} has no <main>`);
  return textContent(main).replace(/\s+/g, " ");
}

describe("built town pages", () => {
  it("give the template towns a median unique share of 5-word phrases of at least 25 %, and no two pages share half", async () => {
    const cities = getAllCities();
    const pages: PageShingles[] = [];
    for (const city of cities) pages.push({ name: city.name, set: shingles(mainText(`/cities/${city.slug}/`), city.name) });
    const shares = uniqueShares(pages);
    const template = cities.filter((city) => !Object.hasOwn(CITY_PROFILES, city.name)).map((city) => shares.get(city.name) ?? 0);
    const worst = worstPair(pages);
    console.log(`built town pages: template towns' median unique share ${(median(template) * 100).toFixed(1)} % (${template.length} towns); most similar ${worst.a} / ${worst.b}, Jaccard ${worst.score.toFixed(3)}`);
    expect(template.length).toBeGreaterThan(80);
    expect(median(template)).toBeGreaterThanOrEqual(0.25);
    expect(worst.score).toBeLessThanOrEqual(0.5);
  });
});
