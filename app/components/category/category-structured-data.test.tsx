import { CATEGORIES } from "#core/content/categories";
import { getCategoryPage } from "#core/content/category-pages";
import type { ProductsResponse } from "#core/products/schema";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CategoryCollection } from "#app/components/products/category-collection.tsx";
import { categoryCollection } from "../../../tests/fixtures/product-islands";
import { categoryHead } from "./category-head";

/** Names of every Product or ListItem anywhere in some JSON-LD. */
function listedNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(listedNames);
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (record["@type"] === "BreadcrumbList") return [];
  const own = (record["@type"] === "Product" || record["@type"] === "ListItem") && typeof record.name === "string" ? [record.name] : [];
  return [...own, ...Object.values(record).flatMap(listedNames)];
}

function jsonLdIn(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? "null") as unknown);
}

const decode = (text: string) => text.replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

describe("category structured data lists only products visible on the page", () => {
  it("the head of every category lists no products at all", () => {
    for (const { slug } of CATEGORIES) {
      const head = categoryHead(slug, getCategoryPage(slug, "en"), { locale: "en" });
      expect(listedNames(head.structuredData), slug).toEqual([]);
      expect(JSON.stringify(head.structuredData), slug).not.toMatch(/"Product"|"price"/);
    }
  });

  it("the product grid's ItemList names exactly the products it renders", () => {
    const initial: ProductsResponse = {
      products: [
        { title: "Sunny Days Bouquet", priceCents: 49_99, image: "https://partner.test/a.jpg", url: "https://partner.test/p/a" },
        { title: "Rose & Lily Vase", image: "https://partner.test/b.jpg", url: "https://partner.test/p/b" },
      ],
      cacheStatus: "fresh",
      fetchedAt: "2025-01-01T00:00:00.000Z",
    };
    // As the page renders it: the cards as the island's children (served-products.ts).
    const html = renderToString(categoryCollection(initial, { title: "Birthday Flowers" }));
    const visible = [...html.matchAll(/<span data-slot="product-title"[^>]*>([^<]*)<\/span>/g)].map((match) => decode(match[1] ?? ""));
    const listed = jsonLdIn(html).flatMap(listedNames);
    expect(listed).toEqual(initial.products.map((product) => product.title));
    for (const name of listed) expect(visible).toContain(name);
  });

  it("renders no product list when the grid has no products", () => {
    const html = renderToString(<CategoryCollection locale="en" slug="birthday-flowers" title="Birthday Flowers" served={null} />);
    expect(jsonLdIn(html).flatMap(listedNames)).toEqual([]);
  });
});
