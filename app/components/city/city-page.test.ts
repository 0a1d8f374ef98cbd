import { describe, expect, it } from "vitest";
import type { PageHead } from "#app/lib/seo.ts";
import { cityHead } from "./city-meta";
import { pageAt } from "#core/site/page-route";
import { cityPageData } from "./city-page-data";

// The site configuration is vitest.config.ts's __SITE_CONFIG__ (siteUrl https://example.test).
type Descriptor = Record<string, unknown>;
const byName = (head: PageHead, name: string) => head.meta.find((entry) => "name" in entry && entry.name === name)?.content;
const jsonLd = (head: PageHead, type: string) => (head.structuredData as Descriptor[]).find((block) => block["@type"] === type);

/** A town page's data as its page gets it: from the route the server matched. */
function dataOf(slugInAddress: string) {
  const route = pageAt(`/cities/${slugInAddress}/`, { admin: false });
  return route?.slug === undefined ? null : cityPageData(route.slug, route.town, "en");
}

describe("cityPageData", () => {
  it("loads a directory town with its zone and position", () => {
    const page = dataOf("scottsbluff");
    expect(page?.known).toBe(true);
    expect(page?.timeZone).toBe("America/Denver");
    expect(page?.coordinates).toBeDefined();
    expect(page?.content.cityName).toBe("Scottsbluff");
  });

  it("applies the st-paul alias and keeps the canonical slug", () => {
    const page = dataOf("st-paul");
    expect(page?.known).toBe(true);
    expect(page?.content.cityName).toBe("Saint Paul");
    expect(page?.content.slug).toBe("saint-paul");
  });

  it("names an unknown town from its slug, without ZIPs or a position", () => {
    const page = dataOf("atlantis-xyz");
    expect(page?.known).toBe(false);
    expect(page?.content.cityName).toBe("Atlantis Xyz");
    expect(page?.content.zipCodes).toEqual([]);
    expect(page?.coordinates).toBeUndefined();
    expect(page?.timeZone).toBe("America/Chicago");
  });

  it("gives nothing for a slug with no letters or digits", () => {
    expect(dataOf("---")).toBeNull();
  });
});

describe("cityHead", () => {
  it("Omaha: override title, canonical, geo tags and matching FAQ data", () => {
    const page = dataOf("omaha");
    if (!page) throw new Error("Omaha is in the directory");
    const meta = cityHead(page, "en");
    expect(meta.title).toBe(page.content.seo.title);
    expect(meta.canonical).toBe("https://example.test/cities/omaha/");
    expect(byName(meta, "robots")).toBeUndefined();
    expect(byName(meta, "geo.region")).toBe("US-NE");
    expect(byName(meta, "geo.placename")).toBe("Omaha, Nebraska");
    expect(byName(meta, "geo.position")).toMatch(/^41\.\d+;-95\.\d+$/);
    expect(byName(meta, "ICBM")).toMatch(/^41\.\d+, -95\.\d+$/);

    const faq = jsonLd(meta, "FAQPage") as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((entry) => entry.name)).toEqual(page.content.faq.entries.map((entry) => entry.question));
    expect(faq.mainEntity).toHaveLength(6);

    const service = jsonLd(meta, "Service") as { name: string; areaServed: { name: string; geo?: unknown }; hasOfferCatalog: { itemListElement: unknown[] } };
    expect(service.name).toContain("Omaha");
    expect(service.areaServed.name).toBe("Omaha, Nebraska");
    expect(service.areaServed.geo).toBeDefined();
    expect(jsonLd(meta, "Florist")).toBeUndefined();
    expect(service.hasOfferCatalog.itemListElement.length).toBeLessThanOrEqual(6);
    expect(jsonLd(meta, "BreadcrumbList")).toBeDefined();
  });

  it("an unknown town: default title, noindex, state-centre geo tags, no business coordinates", () => {
    const page = dataOf("atlantis-xyz");
    if (!page) throw new Error("a slug with letters always gives a page");
    const meta = cityHead(page, "en");
    expect(meta.title).toBe(
      "Atlantis Xyz Flower Delivery | Same Day Local Florists in Atlantis Xyz, NE | Fresh Bouquets",
    );
    expect(byName(meta, "robots")).toMatch(/noindex/);
    expect(byName(meta, "geo.position")).toBe("41.5;-99.9");
    expect(byName(meta, "ICBM")).toBe("41.5, -99.9");
    expect((jsonLd(meta, "Service") as { areaServed: { geo?: unknown } }).areaServed.geo).toBeUndefined();
  });
});
