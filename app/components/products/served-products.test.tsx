import type { ProductsResponse } from "#core/products/schema";
import { Window } from "happy-dom";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { carouselProducts } from "./carousel-text";
import { ProductCarousels } from "./product-carousel";
import { servedProducts } from "./served-products";
import { categoryCollection, townCarousels } from "../../../tests/fixtures/product-islands";

const product = (n: number, extra: Partial<ProductsResponse["products"][number]> = {}) => ({
  title: `Bouquet ${n}`,
  priceCents: (40 + n) * 100 + 99,
  image: `https://partner.test/img/${n}.jpg`,
  url: `https://partner.test/product/${n}/?source_id=src&AffiliateID=1234567890`,
  ...extra,
});

const answer = (products: ProductsResponse["products"]): ProductsResponse => ({ products, cacheStatus: "fresh", fetchedAt: "2026-11-23T10:00:00.000Z" });

/** The server's HTML as a browser would parse it (one fresh document each time). */
function pageOf(html: string) {
  const { document } = new Window();
  document.body.innerHTML = html;
  return document as unknown as Document;
}

const hrefsIn = (root: ParentNode | null | undefined) => [...(root?.querySelectorAll('[data-slot="product-card"]') ?? [])].map((card) => card.getAttribute("href"));

describe("products carried once, as the island's slots", () => {
  it("keeps the list off the island's props: they say only how many products the server had", () => {
    const full = answer([product(1), product(2)]);
    const served = servedProducts(full);
    expect(JSON.stringify(served)).not.toContain("Bouquet");
    expect(JSON.parse(JSON.stringify(served))).toEqual({ cacheStatus: "fresh", fetchedAt: "2026-11-23T10:00:00.000Z", count: 2, delivered: false });
    expect(servedProducts(null)).toBeNull();
  });

  it("a town card shows what it holds, its size and its delivered price, short; cards never speak of checkout", () => {
    const delivered = { zip: "68845", chargeCents: 14_99, taxCents: 4_87, totalCents: 69_85, pricedAt: "2026-11-26T17:30:00.000Z" };
    const full = answer([product(1, { description: 'Roses & "lilies" <in> a vase', size: '18"H x 14"W', delivered }), product(2, { size: "Small" }), product(3)]);
    const page = pageOf(renderToString(townCarousels(full, "68845")));
    const featured = page.querySelector('[aria-labelledby="products-featured"]');
    expect(page.querySelectorAll('[data-slot="checkout-note"]')).toHaveLength(0);
    expect(featured?.querySelector('[data-slot="product-delivered"]')?.textContent).toBe("$69.85 to 68845: +$14.99 charge, +$4.87 tax, Nov 26");
    expect(featured?.querySelector('[data-slot="product-description"]')?.textContent).toBe('Roses & "lilies" <in> a vase');
    expect(featured?.querySelector('[data-slot="product-size"]')?.textContent).toBe('Size: 18"H x 14"W');
  });

  it("a collection without delivered totals says once that charge and tax come at checkout, whatever its cards", () => {
    const twenty = answer(Array.from({ length: 20 }, (_, index) => product(index)));
    const town = pageOf(renderToString(townCarousels(twenty, "68845")));
    expect(town.querySelectorAll('[data-slot="checkout-note"]')).toHaveLength(1);
    expect(town.body.textContent?.match(/service charge and tax are added at checkout/g)).toHaveLength(1);
    const category = pageOf(renderToString(categoryCollection(twenty)));
    expect(category.querySelectorAll('[data-slot="checkout-note"]')).toHaveLength(1);
    // No products, no sentence about their prices.
    expect(pageOf(renderToString(townCarousels(answer([])))).querySelector('[data-slot="checkout-note"]')).toBeNull();
  });

  it("each town carousel shows exactly its slice of the list, around the server's cards: awkward text, no price, a short list that wraps", () => {
    for (const count of [20, 12, 4]) {
      const products = Array.from({ length: count }, (_, index) =>
        product(index, index === 1 ? { title: `Rose & "Lily" <Vase> — ’s`, priceCents: undefined } : {}),
      ).map(({ priceCents, ...rest }) => (priceCents === undefined ? rest : { ...rest, priceCents }));
      const full = answer(products);
      const page = pageOf(renderToString(townCarousels(full)));
      for (const [variant, offset] of [["featured", 0], ["bestsellers", 10]] as const) {
        const section = page.querySelector(`[aria-labelledby="products-${variant}"]`);
        expect(hrefsIn(section), `${count} products, ${variant}`).toEqual(carouselProducts(products, offset).map((item) => item.url));
        // The island's own parts sit around the cards: the carousel moves the server's track.
        expect(section?.querySelector('[aria-roledescription="carousel"] > [data-slot="carousel-track"]')).not.toBeNull();
        expect(section?.querySelector('button[aria-label="Next products"]')).not.toBeNull();
      }
    }
  });

  it("with no products from the server, the island draws a skeleton for script and fetches after hydration", () => {
    const html = renderToString(<ProductCarousels locale="en" carousels={[{ variant: "featured" }]} served={null} />);
    expect(html).toContain('aria-label="Loading products"');
    expect(html).toContain("noscript:hidden");
    expect(html).not.toContain('data-slot="product-card"');
    // Products said to be served but no slot to show them: the same as none.
    expect(renderToString(<ProductCarousels locale="en" carousels={[{ variant: "featured" }]} served={servedProducts(answer([product(1)]))} />)).toBe(html);
  });

  it("a category view shows its budget in its order, with plain links to every other view", () => {
    const full = answer([product(1, { priceCents: 59_99 }), product(2, { priceCents: 99_00 }), product(3, { priceCents: 45_00 }), product(4, { priceCents: 120_00 })]);
    const view = { budget: "under-60", order: "price-low" } as const;
    const page = pageOf(renderToString(categoryCollection(full, { view })));
    const shown = [...page.querySelectorAll('[data-slot="category-collection"] [data-slot="product-title"]')].map((title) => title.textContent);
    expect(shown).toEqual(["Bouquet 3", "Bouquet 1"]);
    const links = [...page.querySelectorAll('[data-slot="shop-view"] a')].map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")]);
    expect(links).toContainEqual(["$100 and up", "/categories/birthday-flowers/?budget=100-up&order=price-low", null]);
    expect(links).toContainEqual(["Under $60", "/categories/birthday-flowers/?budget=under-60&order=price-low", "page"]);
    expect(links).toContainEqual(["As the partner ranks them", "/categories/birthday-flowers/?budget=under-60", null]);
    expect(links).toContainEqual(["All prices", "/categories/birthday-flowers/?order=price-low", null]);
    // A view with nothing in it says so, whatever the server had.
    const empty = renderToString(categoryCollection(full, { view: { budget: "80-100", order: "partner" }, emptyView: true }));
    expect(empty).toContain("None of today");
    expect(empty).not.toContain('data-slot="product-card"');
    expect(renderToString(categoryCollection(answer([]), { view: { budget: "80-100", order: "partner" }, emptyView: true }))).toBe(empty);
  });

  it("the category grid is the server's cards, with structured data of exactly those products", () => {
    const full = answer([product(1), product(2, { title: "Tulips & More" }), product(3)]);
    const page = pageOf(renderToString(categoryCollection(full)));
    expect(hrefsIn(page.querySelector('[data-slot="category-collection"]'))).toEqual(full.products.map((item) => item.url));
    const list = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}") as { itemListElement?: unknown[] };
    expect(list.itemListElement).toHaveLength(3);
  });
});
