import type { ProductsResponse } from "#core/products/schema";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CategoryCollection } from "./category-collection";
import { categoryCollection } from "../../../tests/fixtures/product-islands";

const links = (html: string) => html.match(/<a [^>]*data-placement="category-collection"/g) ?? [];

describe("category collection", () => {
  it("with no products: one calm line and one partner link, no lead promising arrangements", () => {
    const html = renderToString(<CategoryCollection locale="en" slug="flowers-for-cats" title="Flowers For Cats" served={null} />);
    expect(html).toContain("We couldn’t load products right now.");
    expect(html).not.toContain("Arrangements from");
    expect(html).not.toContain("Browse Complete");
    expect(links(html)).toHaveLength(1);
  });

  it("waiting for products: the skeleton for a browser that runs script, the fallback for one that does not", () => {
    const html = renderToString(<CategoryCollection locale="en" slug="birthday-flowers" title="Birthday Flowers" served={null} />);
    const loading = html.match(/<div data-slot="collection-loading" class="([^"]*)"/);
    const fallback = html.match(/<div data-slot="collection-fallback" class="([^"]*)"/);
    expect(loading?.[1]?.split(" ")).toContain("noscript:hidden");
    expect(fallback?.[1]?.split(" ")).toEqual(expect.arrayContaining(["hidden", "noscript:block"]));
    expect(html).toContain('aria-label="Loading products"');
    expect(html).toContain("Browse Birthday Flowers on");
    expect(links(html)).toHaveLength(1);
  });

  it("the server asked and the partner had none: the fallback alone, no skeleton to wait on", () => {
    const html = renderToString(<CategoryCollection locale="en" slug="birthday-flowers" title="Birthday Flowers" served={{ cacheStatus: "unavailable", fetchedAt: null, count: 0, delivered: false }} />);
    expect(html).toContain("We couldn’t load products right now.");
    expect(html).not.toContain("Loading products");
    expect(html).not.toContain("noscript:");
    expect(links(html)).toHaveLength(1);
  });

  it("with products: the lead, the grid and one closing link, and no second referral note", () => {
    const initial: ProductsResponse = {
      products: [{ title: "Sunny Days Bouquet", priceCents: 49_99, image: "https://partner.test/a.jpg", url: "https://partner.test/p/a" }],
      cacheStatus: "fresh",
      fetchedAt: "2025-01-01T00:00:00.000Z",
    };
    const html = renderToString(categoryCollection(initial, { title: "Birthday Flowers" }));
    expect(html).toContain("Arrangements from");
    expect(html).toContain("Browse Complete Birthday Flowers Collection");
    expect(links(html)).toHaveLength(1);
    expect(html).not.toContain("we may earn a commission");
  });
});
