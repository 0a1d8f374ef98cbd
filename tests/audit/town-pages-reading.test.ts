/**
 * Every built town page, read as a visitor reads it: the text of <main> (scripts and the
 * partner's product cards left out: their names are the partner's words, not our copy). It fails on a 6-word phrase said more than
 * twice, a neighbour named more than twice outside the nearby-towns lists, the referral
 * note more than once, ZIP wording that contradicts itself, or a "the next N nearest"
 * list of another length or with a town unlinked. The rules are docs/product.md,
 * "Town pages"; the copy-level twin is core/content/city-page.test.ts. The pages are the run's
 * one walk of the sitemap (helpers/site-snapshot.ts).
 */
import { findAll, findOne, removeElement, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_REPEATS, occurrences, repeatedPhrases, townMentions } from "#core/content/page-repetition";
import { getAllCities } from "#core/nebraska/directory";
import { servedZipsOf } from "#core/nebraska/served-zips";
import type { City } from "#core/nebraska/types";
import { pageOf, siteSnapshot, type SiteSnapshot } from "./helpers/site-snapshot";
import { zipFindings } from "./helpers/zip-wording";

let walked: SiteSnapshot;
beforeAll(async () => {
  walked = await siteSnapshot();
});
const CITIES = getAllCities();
const PAGES = new Set(CITIES.map((city) => `/cities/${city.slug}/`));
/** The referral note's own words (app/components/layout/affiliate-note.tsx). */
const NOTE = "we may earn a commission";

type Read = { text: string; nearby: { count: number | undefined; links: string[] }[] };

function read(city: City): Read {
  const path = `/cities/${city.slug}/`;
  const page = pageOf(walked, path);
  expect(page.status, path).toBe(200);
  const document = parseDocument(page.html);
  const main = findOne((element) => element.name === "main", document.children, true);
  if (!main) throw new Error(`${path} has no <main>`);
  const skipped = (element: { name: string; attribs: Record<string, string> }) =>
    element.name === "script" || element.name === "style" || element.attribs["data-slot"] === "product-card" || element.attribs["data-slot"] === "product";
  for (const element of findAll(skipped, main.children)) removeElement(element);
  const lists = findAll((element) => element.attribs["data-slot"] === "nearby-list", main.children);
  const nearby = lists.map((list) => {
    const label = list.attribs["aria-labelledby"];
    const heading = label ? findOne((element) => element.attribs.id === label, main.children, true) : null;
    const count = heading ? /(\d+) nearest/.exec(textContent(heading))?.[1] : undefined;
    const items = findAll((element) => element.name === "li", list.children);
    const links = items.map((item) => findOne((element) => element.name === "a", item.children, true)?.attribs.href ?? "");
    return { count: count === undefined ? undefined : Number(count), links };
  });
  for (const list of lists) removeElement(list);
  return { text: textContent(main).replace(/\s+/g, " "), nearby };
}

function findings(city: City, page: Read): string[] {
  const found: string[] = [];
  for (const { phrase, count } of repeatedPhrases(page.text, city.name)) found.push(`"${phrase}" ×${count}`);
  for (const other of CITIES) {
    if (other.name === city.name || city.name.includes(other.name)) continue;
    const count = townMentions(page.text, other.name);
    if (count > MAX_REPEATS) found.push(`${other.name} named ×${count}`);
  }
  const notes = occurrences(page.text, NOTE);
  if (notes !== 1) found.push(`referral note ×${notes}`);
  found.push(...zipFindings(page.text, city.name, city.zipCodes, servedZipsOf(city)));
  for (const list of page.nearby) {
    if (list.count !== undefined && list.count !== list.links.length) found.push(`"${list.count} nearest" lists ${list.links.length}`);
    for (const link of list.links) if (!PAGES.has(link)) found.push(`nearby link ${link || "(none)"} is not a town page`);
  }
  return found;
}

describe("built town pages, read as a visitor reads them", () => {
  it("repeat no phrase or neighbour more than twice, carry the referral note once, word ZIPs one way, and list what they count", async () => {
    const all: string[] = [];
    for (const city of CITIES) for (const finding of findings(city, read(city))) all.push(`${city.name}: ${finding}`);
    if (all.length > 0) console.log(all.slice(0, 40).join("\n"));
    expect(all.length, all.slice(0, 10).join("\n")).toBe(0);
  });

  it("would notice each kind of fault", () => {
    const hooper = CITIES.find((city) => city.name === "Hooper");
    if (!hooper) throw new Error("Hooper is not in the directory");
    const bad: Read = {
      text: `Hooper (ZIP 68031). Fremont, Fremont and Fremont. Hooper has no ZIP code of its own. ${NOTE}. ${NOTE}. one two three four five six, one two three four five six, one two three four five six.`,
      nearby: [{ count: 15, links: ["/cities/fremont/", "/nowhere/"] }],
    };
    const found = findings(hooper, bad).join("\n");
    expect(found).toContain("one two three four five six");
    expect(found).toContain("Fremont named ×3");
    expect(found).toContain("referral note ×2");
    expect(found).toContain("ZIP");
    expect(found).toContain('"15 nearest" lists 2');
    expect(found).toContain("/nowhere/");
  });
});
