import type { ProductsResponse } from "#core/products/schema";
import { renderToString } from "react-dom/server";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { cardImage } from "#core/images/image-url";
import { CategoryCollection } from "./category-collection";
import { ProductCarousels } from "./product-carousel";
import { productsFromCards, productsInHtml, resolveProductsInHtml } from "./products-in-html";

const product = (n: number, extra: Partial<ProductsResponse["products"][number]> = {}) => ({
  title: `Bouquet ${n}`,
  price: `$${40 + n}.99`,
  image: `https://partner.test/img/${n}.jpg`,
  url: `https://partner.test/product/${n}/?source_id=src&AffiliateID=1234567890`,
  ...extra,
});

const answer = (products: ProductsResponse["products"]): ProductsResponse => ({ products, cacheStatus: "fresh", fetchedAt: "2026-11-23T10:00:00.000Z" });

/** A card shows its picture from our origin (/img/), so that is the address read back from it. */
const asOnCards = (full: ProductsResponse): ProductsResponse => ({
  ...full,
  products: full.products.map((item) => ({ ...item, image: cardImage(item.image)?.src ?? item.image })),
});

/** What Astro writes into an island's props attribute: the enumerable fields only. */
const serialized = (value: unknown) => JSON.stringify(value);

/** The server's HTML as a browser would parse it (one fresh document each time). */
function pageOf(html: string) {
  const { document } = new Window();
  document.body.innerHTML = html;
  return document as unknown as Document;
}

describe("products carried once, as their cards", () => {
  it("keeps the list off the serialized props and on the server's copy", () => {
    const full = answer([product(1), product(2)]);
    const inHtml = productsInHtml(full);
    expect(inHtml?.products).toEqual(full.products);
    expect(serialized(inHtml)).not.toContain("Bouquet");
    expect(JSON.parse(serialized(inHtml))).toEqual({ cacheStatus: "fresh", fetchedAt: "2026-11-23T10:00:00.000Z" });
    expect(productsInHtml(null)).toBeNull();
  });

  it("reads back what each card holds, its size and its delivered price, and a town card without one says checkout adds them", () => {
    const delivered = { zip: "68845", charge: "$14.99", tax: "$4.87", total: "$69.85", pricedAt: "2026-11-26T17:30:00.000Z" };
    const products = [
      product(1, { description: 'Roses & "lilies" <in> a vase', size: '18"H x 14"W', delivered }),
      product(2, { size: "Small" }),
      product(3),
    ];
    const full = answer(products);
    const html = renderToString(<ProductCarousels city="Kearney" zip="68845" carousels={[{ variant: "featured", offset: 0 }]} initial={productsInHtml(full)} />);
    const page = pageOf(html);
    expect(resolveProductsInHtml(JSON.parse(serialized(productsInHtml(full))) as ReturnType<typeof productsInHtml>, '[data-slot="product-carousels"]', page)).toEqual(asOnCards(full));
    expect(page.querySelectorAll('[data-slot="product-checkout-note"]')).toHaveLength(2);
    expect(page.querySelector('[data-slot="product-delivered"]')?.textContent).toBe("$69.85 delivered to 68845: $14.99 service charge + $4.87 tax. Priced Nov 26, 11:30 AM");
    // Off a town page a card without a total says nothing about checkout.
    const collection = pageOf(renderToString(<ProductCarousels carousels={[{ variant: "featured", offset: 0 }]} initial={productsInHtml(answer([product(3)]))} />));
    expect(collection.querySelector('[data-slot="product-checkout-note"]')).toBeNull();
  });

  it("a category view shows its budget in its order, with plain links to every other view, and reads back as rendered", () => {
    const full = answer([product(1, { price: "$59.99" }), product(2, { price: "$99.00" }), product(3, { price: "$45.00" }), product(4, { price: "$120.00" })]);
    const view = { budget: "under-60", order: "price-low" } as const;
    const html = renderToString(<CategoryCollection slug="birthday-flowers" title="Birthday" view={view} initial={productsInHtml(full)} />);
    const page = pageOf(html);
    const shown = resolveProductsInHtml(JSON.parse(serialized(productsInHtml(full))) as ReturnType<typeof productsInHtml>, '[data-slot="category-collection"]', page);
    expect(shown?.products.map((item) => item.title)).toEqual(["Bouquet 3", "Bouquet 1"]);
    const links = [...page.querySelectorAll('[data-slot="shop-view"] a')].map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")]);
    expect(links).toContainEqual(["$100 and up", "/categories/birthday-flowers/?budget=100-up&order=price-low", null]);
    expect(links).toContainEqual(["Under $60", "/categories/birthday-flowers/?budget=under-60&order=price-low", "page"]);
    expect(links).toContainEqual(["As the partner ranks them", "/categories/birthday-flowers/?budget=under-60", null]);
    expect(links).toContainEqual(["All prices", "/categories/birthday-flowers/?order=price-low", null]);
    // A view with nothing in it says so, and the browser's first render says the same.
    const empty = renderToString(<CategoryCollection slug="birthday-flowers" title="Birthday" view={{ budget: "80-100", order: "partner" }} emptyView initial={productsInHtml(full)} />);
    expect(empty).toContain("None of today");
    expect(renderToString(<CategoryCollection slug="birthday-flowers" title="Birthday" view={{ budget: "80-100", order: "partner" }} emptyView initial={productsInHtml(answer([]))} />)).toBe(empty);
  });

  it("reads back exactly the list the two town carousels rendered: awkward text, no price, a short list that wraps", () => {
    for (const count of [20, 12, 4]) {
      const products = Array.from({ length: count }, (_, index) =>
        product(index, index === 1 ? { title: `Rose & "Lily" <Vase> — ’s`, price: undefined } : {}),
      ).map(({ price, ...rest }) => (price === undefined ? rest : { ...rest, price }));
      const full = answer(products);
      const page = pageOf(renderToString(
        <ProductCarousels city="Omaha" carousels={[{ variant: "featured", offset: 0 }, { variant: "bestsellers", offset: 10 }]} initial={productsInHtml(full)} />,
      ));
      // In the browser the props carry no list: the island starts from its cards.
      const browserProps = JSON.parse(serialized(productsInHtml(full))) as ReturnType<typeof productsInHtml>;
      expect(resolveProductsInHtml(browserProps, '[data-slot="product-carousels"]', page), `${count} products`).toEqual(asOnCards(full));
    }
  });

  it("reads back the category grid, and nothing where no cards were rendered", () => {
    const full = answer([product(1), product(2, { title: "Tulips & More" }), product(3)]);
    const page = pageOf(renderToString(<CategoryCollection slug="birthday-flowers" title="Birthday Flowers" initial={productsInHtml(full)} />));
    expect(resolveProductsInHtml({ cacheStatus: "fresh", fetchedAt: full.fetchedAt }, '[data-slot="category-collection"]', page)).toEqual(asOnCards(full));
    expect(productsFromCards(null)).toEqual([]);
    expect(resolveProductsInHtml(null, "body", page)).toBeNull();
    expect(resolveProductsInHtml({ cacheStatus: "fresh", fetchedAt: null }, '[data-slot="nowhere"]', page)?.products).toEqual([]);
  });
});
