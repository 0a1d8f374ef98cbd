/**
 * A smoke of the built site, one page of each kind a visitor lands on: the home page, a town,
 * a category, a Spanish town and a town's calendar file. It is what `npm run check` runs after
 * a build (seconds, not the full audits), so it checks what a broken change most often breaks:
 * the status, the title the spec gives, and that every partner link carries our tracking.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { E2E, SITE_URL, SIM_URL } from "../e2e/env";
import { auditPage, type AuditContext } from "../audit/helpers/page-rules";
import { useBuiltSite } from "../security/helpers/app";

// The pages were built with the e2e partner address; pages rendered live must carry the same.
const site = useBuiltSite({ env: { PARTNER_BASE_URL: SIM_URL } });

const context: AuditContext = {
  siteUrl: SITE_URL,
  partnerOrigin: new URL(SIM_URL).origin,
  sourceId: E2E.sourceId,
  affiliateId: E2E.affiliateId,
};

/** The spec's shapes: the home title's prefix, and a town's "{City} Flower Delivery | … | …" (product-spec, "SEO"). */
const HOME_TITLE_PREFIX = "Nebraska Flower Delivery | ";
const townTitle = (town: string) => new RegExp(`^${town} Flower Delivery \\| [^|]+ \\| [^|]+$`);

async function page(path: string) {
  const response = await site().request(path);
  const html = await response.text();
  return { status: response.status, html, audit: auditPage(path, html, `${SITE_URL}${path}`, context) };
}

describe("smoke of the built site", () => {
  it.each([
    { path: "/", title: (title: string) => title.startsWith(HOME_TITLE_PREFIX) },
    { path: "/cities/kearney/", title: (title: string) => townTitle("Kearney").test(title) },
    { path: "/categories/birthday-flowers/", title: (title: string) => title.startsWith("Birthday") || title.includes("Birthday Flowers") },
    { path: "/es/ciudades/lexington/", title: (title: string) => title.startsWith("Flores a domicilio en Lexington, NE | ") },
  ])("$path answers 200 with its title, and every partner link is tracked", async ({ path, title }) => {
    const { status, audit, html } = await page(path);
    expect(status).toBe(200);
    expect(audit.facts.title, "the page's <title>").toBeDefined();
    expect(title(audit.facts.title ?? ""), `title: ${audit.facts.title}`).toBe(true);
    expect(audit.facts.partnerLinks, "partner links on the page").toBeGreaterThan(0);
    expect(audit.findings).toEqual([]);
    if (path.startsWith("/es/")) expect(html).toMatch(/<html[^>]* lang="es/);
  });

  it("a town's flower-dates file is a calendar with events", async () => {
    const response = await site().request("/cities/kearney/flower-dates.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getAllSubcomponents("vevent").length).toBeGreaterThan(0);
  });

  it("an unknown address answers the 404 page", async () => {
    const response = await site().request("/no-such-town-page/");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<h1");
  });
});
