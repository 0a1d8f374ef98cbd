/**
 * Towns' lists of hospitals and assisted-living homes and the statewide index (issue 49, items
 * 3, 4 and the hospital pages' delivery days) on the built site in process with
 * PARTNER_PROVIDER=floristone-api against the simulator: every place on a town's list with its
 * phone, each place's price the partner's delivered total to its own ZIP, a second pass with no
 * partner calls, both editions as an hreflang pair, the town page's one line, the first answers
 * within 14,600 B on the wire, and a hospital's delivery days asked at its own ZIP.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARE_TOWNS } from "#core/care/care-pages";
import { careCounts, facilitiesIn } from "#core/care/facilities";
import { telHref } from "#core/care/contact";
import { startSecuritySite, type SecuritySite, PRICED_ENV } from "../security/helpers/app";
import { settledFirstAnswer } from "./helpers/town-pages";

let site: SecuritySite;
const GETTOTAL = "/api/rest/flowershop/gettotal";
const DATES = "/api/rest/flowershop/checkdeliverydate";
const KEARNEY = "/cities/kearney/hospitals-and-care-homes/";
const KEARNEY_ES = "/es/ciudades/kearney/hospitales-y-residencias/";
const OMAHA = "/cities/omaha/hospitals-and-care-homes/";

beforeAll(async () => {
  site = await startSecuritySite({ env: { PARTNER_PROVIDER: "floristone-api", PARTNER_LINK_CHECKS_PER_MINUTE: "0", ...PRICED_ENV } });
});
afterAll(async () => {
  await site?.close();
});

const calls = (path: string) => site.sim.stats().byPath[path] ?? 0;

/** Each priced place's ZIP and total, in the page's order. */
function prices(html: string): { zip: string; text: string }[] {
  return [...html.matchAll(/data-slot="care-price" data-zip="(\d{5})"[^>]*>([^<]*)</g)].map((match) => ({ zip: match[1] ?? "", text: match[2] ?? "" }));
}

/** A list once every ZIP on it is priced (the first render does not wait for the partner). */
async function pricedList(path: string, zips: number): Promise<string> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const response = await site.request(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    if (new Set(prices(html).map((price) => price.zip)).size >= zips) return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} never priced its ${zips} ZIPs`);
}

/** Kept pages are recompressed at brotli 11 in the background; the settled copy is what visitors get. */
const bytesOnWire = (path: string) => settledFirstAnswer((target, init) => site.request(target, init), path);

describe("a town's list of hospitals and assisted-living homes", () => {
  it("lists every place on the town's rosters with its phone, each priced delivered to its own ZIP", async () => {
    const html = await pricedList(KEARNEY, 2);
    for (const facility of facilitiesIn("kearney")) {
      expect(html).toContain(`data-licence="${facility.licence}"`);
      expect(html).toContain(`href="${telHref(facility.phone)}"`);
    }
    const shown = prices(html);
    expect(new Set(shown.map((price) => price.zip))).toEqual(new Set(["68845", "68847"]));
    expect(shown.every((price) => /^\$\d+\.\d\d delivered to \d{5}$/.test(price.text))).toBe(true);
    // The two ZIPs are priced by the partner separately: their totals are its own, not one figure copied.
    expect(html).toContain('href="/cities/kearney/hospitals/chi-health-good-samaritan/"');
    expect(html).toContain("2 hospitals and 8 assisted-living homes in Kearney".replace("2 hospitals", `${careCounts("kearney").hospitals} hospitals`).replace("8 assisted", `${careCounts("kearney").homes} assisted`));
  });

  it("costs no partner calls the second time", async () => {
    await pricedList(KEARNEY, 2);
    const before = calls(GETTOTAL);
    for (const path of [KEARNEY, KEARNEY_ES]) {
      const html = await pricedList(path, 2);
      expect(prices(html).length).toBeGreaterThan(0);
    }
    expect(calls(GETTOTAL) - before).toBe(0);
  });

  it("answers in Spanish at its Spanish address, as an hreflang pair", async () => {
    const html = await pricedList(KEARNEY_ES, 2);
    expect(html).toContain('lang="es');
    expect(html).toContain("Hospitales y residencias para adultos mayores en Kearney");
    expect(html).toContain("Qué escribir para alguien que vive en una residencia");
    expect(html).toMatch(/\$\d+\.\d\d con entrega al 68847/);
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="https?:\/\/[^/"]+([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(alternates).toEqual([`en-us ${KEARNEY}`, `es-us ${KEARNEY_ES}`, `x-default ${KEARNEY}`]);
    expect(html).not.toMatch(/"@type":\s*"(?:LocalBusiness|Florist|Hospital)"/);
  });

  it("answers 404 for a town without facilities and a made-up town", async () => {
    const without = ["ansley", "arapahoe"].find((slug) => facilitiesIn(slug).length === 0) ?? "ansley";
    expect((await site.request(`/cities/${without}/hospitals-and-care-homes/`)).status).toBe(404);
    expect((await site.request("/cities/atlantis/hospitals-and-care-homes/")).status).toBe(404);
  });

  it("is linked from its town's page in one line, and only towns with facilities carry the line", async () => {
    const kearney = await (await site.request("/cities/kearney/")).text();
    expect(kearney).toMatch(new RegExp(`<a[^>]*href="${KEARNEY}"[^>]*>${careCounts("kearney").hospitals} hospitals and ${careCounts("kearney").homes} assisted-living homes in Kearney</a>`));
    const spanish = await (await site.request("/es/ciudades/kearney/")).text();
    expect(spanish).toContain(`href="${KEARNEY_ES}"`);
    const without = CARE_TOWNS.some((town) => town.slug === "ansley") ? undefined : "ansley";
    if (without) expect(await (await site.request(`/cities/${without}/`)).text()).not.toContain('data-slot="care-line"');
  });

  it("keeps the first answers within 14,600 bytes on the wire (Omaha's list, the largest; Omaha's town page)", async () => {
    await pricedList(OMAHA, 1);
    const sizes: Record<string, number> = {};
    for (const path of [OMAHA, "/es/ciudades/omaha/hospitales-y-residencias/", "/cities/omaha/", "/es/ciudades/omaha/", KEARNEY]) sizes[path] = await bytesOnWire(path);
    console.log(JSON.stringify({ careFirstAnswerBytesOnWire: sizes }));
    for (const size of Object.values(sizes)) expect(size).toBeLessThanOrEqual(14_600);
  });
});

describe("the statewide index", () => {
  it("lists every town's list and hospital pages in both editions", async () => {
    const english = await (await site.request("/hospitals-and-care-homes/")).text();
    for (const town of CARE_TOWNS) expect(english).toContain(`href="/cities/${town.slug}/hospitals-and-care-homes/"`);
    expect(english).toContain('href="/cities/kearney/hospitals/chi-health-good-samaritan/"');
    const spanish = await site.request("/es/hospitales-y-residencias/");
    expect(spanish.status).toBe(200);
    expect(await spanish.text()).toContain('href="/es/ciudades/broken-bow/hospitales-y-residencias/"');
    expect(english).toContain('href="/hospitals-and-care-homes/"');
  });

  it("puts the index and every town's list in the sitemap, dated by the rosters", async () => {
    const sitemap = await (await site.request("/sitemap.xml")).text();
    expect(sitemap).toMatch(/\/hospitals-and-care-homes\/<\/loc>(?:<xhtml:link[^>]*>)*<lastmod>2026-08-16<\/lastmod>/);
    expect(sitemap).toMatch(/\/cities\/kearney\/hospitals-and-care-homes\/<\/loc>(?:<xhtml:link[^>]*>)*<lastmod>2026-08-16<\/lastmod>/);
    expect(sitemap).toContain("/es/ciudades/kearney/hospitales-y-residencias/</loc>");
  });
});

describe("a hospital page's delivery days", () => {
  it("are asked of the partner at the hospital's own ZIP, once", async () => {
    const before = calls(DATES);
    const answer = await site.request("/api/delivery-dates?city=kearney&zip=68847");
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { zip: string; source: string; dates: string[] };
    expect(body).toMatchObject({ zip: "68847", source: "partner" });
    expect(body.dates.length).toBeGreaterThan(0);
    await site.request("/api/delivery-dates?city=kearney&zip=68847");
    expect(calls(DATES) - before).toBeLessThanOrEqual(1);
    const page = await (await site.request("/cities/kearney/hospitals/chi-health-good-samaritan/")).text();
    // The checker island is told the hospital's ZIP, and the page names it, whichever calendar the build promises.
    expect(page).toMatch(/<astro-island[^>]*props="[^"]*&quot;zip&quot;:\[0,&quot;68847&quot;\]/);
    expect(page).toMatch(/(?:florists deliver to 68847, the hospital|every ZIP code in town, 68847 included)/);
  });

  it("refuse a ZIP that is not one of the town's places'", async () => {
    expect((await site.request("/api/delivery-dates?city=kearney&zip=68102")).status).toBe(400);
    expect((await site.request("/api/delivery-dates?city=kearney&zip=abc")).status).toBe(400);
  });
});
