import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, categoryServiceJsonLd, faqJsonLd, localBusinessJsonLd } from "./structured-data";

const base = { siteUrl: "https://example.test", email: "info@example.test" };

function hasBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.some(hasBlank);
  if (typeof value === "object") return Object.values(value as object).some(hasBlank);
  return false;
}

describe("localBusinessJsonLd", () => {
  const block = localBusinessJsonLd({
    ...base,
    path: "/cities/omaha/",
    businessName: "Nebraska Flower Delivery Omaha",
    description: "Same-day flowers in Omaha",
    cityName: "Omaha",
    geoCoordinates: { lat: 41.26, lng: -95.94 },
    serviceArea: ["Omaha", "Bellevue"],
    services: ["A", "B", "A", "C", "D", "E", "F", "G", " "],
  });

  it("caps the offer catalog at 6 distinct services", () => {
    const offers = block.hasOfferCatalog.itemListElement;
    expect(offers.map((o) => o.itemOffered.name)).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(offers[0]).toEqual({ "@type": "Offer", itemOffered: { "@type": "Service", name: "A" } });
  });

  it("states only locality, region and country, with $$ and the email", () => {
    expect(block.address).toEqual({ "@type": "PostalAddress", addressLocality: "Omaha", addressRegion: "NE", addressCountry: "US" });
    expect(block.priceRange).toBe("$$");
    expect(block.email).toBe("info@example.test");
    expect(hasBlank(block)).toBe(false);
  });

  it("omits coordinates and locality when unknown instead of leaving blanks", () => {
    const statewide = localBusinessJsonLd({ ...base, path: "/", businessName: "X", description: "Y", serviceArea: ["Nebraska"], services: ["S"] });
    expect(statewide).not.toHaveProperty("geo");
    expect(statewide.address).not.toHaveProperty("addressLocality");
    expect(hasBlank(statewide)).toBe(false);
  });
});

describe("other blocks", () => {
  it("builds FAQ and breadcrumb data matching the visible items", () => {
    const faq = faqJsonLd([{ question: "Q?", answer: "A." }]);
    expect(faq.mainEntity).toEqual([{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }]);
    const crumbs = breadcrumbJsonLd([{ label: "Home", path: "/" }, { label: "Omaha Flowers" }], base.siteUrl, "/cities/omaha/");
    expect(crumbs.itemListElement.map((i) => i.item)).toEqual(["https://example.test/", "https://example.test/cities/omaha/"]);
  });

  it("prices placeholder products in USD with two decimals", () => {
    const service = categoryServiceJsonLd({
      ...base,
      path: "/categories/anniversary/",
      name: "Anniversary",
      description: "d",
      serviceType: "Flower delivery",
      products: [{ name: "P", price: 44.99, sku: "S1" }],
    });
    expect(service.hasOfferCatalog.itemListElement.itemListElement[0]?.item.offers).toEqual({ "@type": "Offer", price: "44.99", priceCurrency: "USD" });
  });
});
