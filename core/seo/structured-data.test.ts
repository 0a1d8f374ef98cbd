import { describe, expect, it } from "vitest";
import {
  breadcrumbJsonLd,
  categoryServiceJsonLd,
  faqJsonLd,
  organizationJsonLd,
  productListJsonLd,
  referralServiceJsonLd,
  webSiteJsonLd,
} from "./structured-data";

const base = { siteUrl: "https://example.test", email: "info@example.test" };

function hasBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.some(hasBlank);
  if (typeof value === "object") return Object.values(value as object).some(hasBlank);
  return false;
}

/** Every @type anywhere in a block. */
function types(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(types);
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  return [...(typeof record["@type"] === "string" ? [record["@type"]] : []), ...Object.values(record).flatMap(types)];
}

// schema.org's LocalBusiness subtypes a referral site must not claim without a real address.
const SHOP_TYPES = ["LocalBusiness", "Florist", "Store", "PostalAddress"];

describe("referralServiceJsonLd", () => {
  const block = referralServiceJsonLd({
    ...base,
    path: "/cities/omaha/",
    name: "Nebraska Flower Delivery – Omaha",
    description: "Same-day flowers in Omaha",
    area: { kind: "town", name: "Omaha", coordinates: { lat: 41.26, lng: -95.94 } },
    services: ["A", "B", "A", "C", "D", "E", "F", "G", " "],
    locale: "en",
  });

  it("caps the offer catalog at 6 distinct services", () => {
    const offers = block.hasOfferCatalog.itemListElement;
    expect(offers.map((o) => o.itemOffered.name)).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(offers[0]).toEqual({ "@type": "Offer", itemOffered: { "@type": "Service", name: "A" } });
  });

  it("is a referral Service by the Organization, serving the town, with no shop, address or price range", () => {
    expect(block["@type"]).toBe("Service");
    expect(block.serviceType).toBe("Flower delivery referral");
    expect(block.provider).toMatchObject({ "@type": "Organization", "@id": "https://example.test/#organization", email: "info@example.test" });
    expect(block.areaServed).toEqual({
      "@type": "City",
      name: "Omaha, Nebraska",
      containedInPlace: { "@type": "State", name: "Nebraska" },
      geo: { "@type": "GeoCoordinates", latitude: 41.26, longitude: -95.94 },
    });
    expect(types(block).filter((type) => SHOP_TYPES.includes(type))).toEqual([]);
    expect(block).not.toHaveProperty("priceRange");
    expect(hasBlank(block)).toBe(false);
  });

  it("serves the state when no town is given, without blanks", () => {
    const statewide = referralServiceJsonLd({ ...base, path: "/", name: "X", description: "Y", area: { kind: "state" }, services: ["S"], locale: "en" });
    expect(statewide.areaServed).toEqual({ "@type": "State", name: "Nebraska" });
    expect(statewide.hasOfferCatalog.name).toBe("Flower delivery services in Nebraska");
    expect(hasBlank(statewide)).toBe(false);
  });
});

describe("organisation and site", () => {
  it("links the WebSite to the Organization that publishes it", () => {
    const org = organizationJsonLd({ ...base, description: "d" });
    const site = webSiteJsonLd({ siteUrl: base.siteUrl, description: "d", locale: "en" });
    expect(org["@type"]).toBe("Organization");
    expect(site.publisher["@id"]).toBe(org["@id"]);
    expect(types([org, site]).filter((type) => SHOP_TYPES.includes(type))).toEqual([]);
  });

  it("says the language of the edition whose description it carries", () => {
    expect(webSiteJsonLd({ siteUrl: base.siteUrl, description: "d", locale: "en" }).inLanguage).toBe("en-US");
    expect(webSiteJsonLd({ siteUrl: base.siteUrl, description: "d", locale: "es" }).inLanguage).toBe("es-US");
  });

  it("names its logo: the square PNG the build draws", () => {
    const org = organizationJsonLd({ ...base, description: "d" });
    expect(org.logo).toEqual({ "@type": "ImageObject", url: "https://example.test/icon-512.png", width: 512, height: 512 });
  });
});

describe("other blocks", () => {
  it("builds FAQ and breadcrumb data matching the visible items", () => {
    const faq = faqJsonLd([{ question: "Q?", answer: "A." }], "en");
    expect(faq.mainEntity).toEqual([{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }]);
    const crumbs = breadcrumbJsonLd([{ label: "Home", path: "/" }, { label: "Omaha Flowers" }], base.siteUrl, "/cities/omaha/");
    expect(crumbs.itemListElement.map((i) => i.item)).toEqual(["https://example.test/", "https://example.test/cities/omaha/"]);
  });

  it("a breadcrumb names pages only: a crumb that is a section of another page is left out of the data", () => {
    const crumbs = breadcrumbJsonLd([{ label: "Home", path: "/" }, { label: "Categories", path: "/#categories" }, { label: "Anniversary" }], base.siteUrl, "/categories/anniversary/");
    expect(crumbs.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, "Home", "https://example.test/"],
      [2, "Anniversary", "https://example.test/categories/anniversary/"],
    ]);
  });

  it("describes a category as a service and lists no products of its own", () => {
    const service = categoryServiceJsonLd({ ...base, path: "/categories/anniversary/", name: "Anniversary", description: "d", serviceType: "Flower delivery" });
    expect(types(service)).not.toContain("Product");
    expect(service).not.toHaveProperty("hasOfferCatalog");
  });

  it("lists exactly the products it is given, in order", () => {
    const list = productListJsonLd([
      { title: "Roses", url: "https://p.test/roses", image: "https://p.test/r.jpg" },
      { title: "Lilies", url: "https://p.test/lilies", image: "https://p.test/l.jpg" },
    ]);
    expect(list.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, "Roses"],
      [2, "Lilies"],
    ]);
  });
});
