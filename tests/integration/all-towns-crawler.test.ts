/**
 * The default set-up, the crawler (issue 37): every town page that shows products says once,
 * not per card, that the partner's service charge and tax are added at checkout, and its first
 * answer stays within the first 14.6 KB window; the price finder's `?to=` takes every directory
 * town by name and each of its ZIPs and refuses made-up names; budget and order links keep the
 * town a view was priced for. In process: the production wiring.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAll, getAttributeValue } from "domutils";
import { parseDocument } from "htmlparser2";
import { getAllCities } from "#core/nebraska/directory";
import { servedZipsOf } from "#core/nebraska/served-zips";
import { startSecuritySite, type SecuritySite, PRICED_ENV } from "../security/helpers/app";
import { cardFigures, inPool, largest, occurrences, settledFirstAnswer, sleep } from "./helpers/town-pages";

let site: SecuritySite;
const towns = getAllCities();
const CHARGE = "service charge and tax are added at checkout";

beforeAll(async () => {
  site = await startSecuritySite({ env: { LOG_LEVEL: "error", ...PRICED_ENV } });
});
afterAll(async () => {
  await site?.close();
});

/** A page once its cards are in (the first render does not wait for the partner). */
async function pageWithCards(path: string): Promise<string> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const html = await (await site.request(path)).text();
    if (cardFigures(html).length > 0) return html;
    await sleep(250);
  }
  throw new Error(`${path} never showed products`);
}

const viewLinks = (html: string) =>
  findAll((element) => element.name === "a" && (getAttributeValue(element, "href") ?? "").includes("budget="), parseDocument(html).children).map((link) => getAttributeValue(link, "href") ?? "");

describe("every town with the crawler", () => {
  it("says once per page, never per card, that charge and tax come at checkout, and fits the first window", async () => {
    const sizes: Record<string, number> = {};
    await inPool(towns, 4, async (town) => {
      const path = `/cities/${town.slug}/`;
      const html = await pageWithCards(path);
      expect(cardFigures(html).some((card) => card.total !== ""), town.name).toBe(false);
      expect(occurrences(html, CHARGE), town.name).toBe(1);
      sizes[town.slug] = await settledFirstAnswer(site.request, path);
    });
    const { page, bytes } = largest(sizes);
    console.log(JSON.stringify({ setUp: "crawler", pages: Object.keys(sizes).length, largest: page, bytes, omaha: sizes.omaha }));
    expect(Object.keys(sizes)).toHaveLength(189);
    expect(bytes).toBeLessThanOrEqual(14_600);
  }, 600_000);

  it("the price finder takes every town by name (any case) and each of its ZIPs, and answers 400 to made-up names", async () => {
    const asks = towns.flatMap((town) => [town.name, town.name.toLowerCase(), ...town.zipCodes, ...servedZipsOf(town)]);
    const statuses = await inPool(asks, 8, async (to) => [to, (await site.request(`/api/products/featured?to=${encodeURIComponent(to)}`)).status] as const);
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
    for (const to of ["Atlantis", "Springfield Gardens", "99999", "68", "zzzz"]) {
      const response = await site.request(`/api/products/featured?to=${encodeURIComponent(to)}`);
      expect(response.status, to).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/Nebraska town/);
    }
    console.log(JSON.stringify({ toAsked: asks.length }));
  });

  it("a view priced for a town keeps it in every budget and order link; the sympathy form from a town page is filled with it", async () => {
    const birthday = await pageWithCards("/categories/birthday-flowers/?to=kearney&budget=under-60");
    expect(viewLinks(birthday).length).toBeGreaterThan(5);
    for (const href of viewLinks(birthday)) expect(href).toContain("to=kearney");
    const sympathy = await (await site.request("/categories/sympathy-funeral/?town=boys-town")).text();
    expect(sympathy).toContain('name="town" value="Boys Town"');
    for (const href of viewLinks(sympathy)) expect(href).toContain("to=boys-town");
    const madeUp = await (await site.request("/categories/sympathy-funeral/?town=atlantis")).text();
    expect(madeUp).toContain('name="town" value=""');
    for (const href of viewLinks(madeUp)) expect(href).not.toContain("to=");
  });
});
