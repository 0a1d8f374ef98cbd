import { CATEGORIES } from "#core/content/categories";
import { getCategoryPage } from "#core/content/category-pages";
import type { ProductsResponse } from "#core/products/schema";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { categoryBreadcrumb, categoryHead } from "#app/components/category/category-head.ts";
import { CategoryHero } from "#app/components/category/category-hero.tsx";
import { categoryCollection, townCarousels } from "../../../tests/fixtures/product-islands";
import { CategoryCollection } from "./category-collection";
import { CheckoutNote } from "./checkout-note";
import { DeliveredPriceFinder } from "./delivered-price-finder";
import { ProductCard } from "./product-card";
import { ProductCarousels } from "./product-carousel";
import { ShopViewLinks } from "./shop-view-links";

/**
 * The English edition's HTML as it was before the Spanish edition (issue 41): every component
 * that learned a `locale` renders, without one, exactly what it rendered before. The file
 * snapshot was written from the code before any Spanish was added; a change to it is a change
 * to the English pages.
 */
const product = (n: number, extra: Partial<ProductsResponse["products"][number]> = {}) => ({
  title: `Bouquet ${n}`,
  priceCents: (40 + n) * 100 + 99,
  image: `https://partner.test/img/${n}.jpg`,
  url: `https://partner.test/product/${n}/?source_id=src&AffiliateID=1234567890`,
  ...extra,
});
const answer = (products: ProductsResponse["products"]): ProductsResponse => ({ products, cacheStatus: "fresh", fetchedAt: "2026-11-23T10:00:00.000Z" });
const delivered = { zip: "68845", chargeCents: 14_99, taxCents: 4_87, totalCents: 69_85, pricedAt: "2026-11-26T17:30:00.000Z" };
const twenty = answer(Array.from({ length: 20 }, (_, index) => product(index)));
const priced = answer([product(1, { description: 'Roses & "lilies" <in> a vase', size: '18"H x 14"W', delivered }), product(2, { size: "Small" }), product(3)]);

function englishRenders(): Record<string, string> {
  const renders: Record<string, string> = {
    card: renderToString(<ProductCard locale="en" product={product(1, { description: "Roses", size: "Small", delivered })} placement="collection-card" />),
    checkoutNote: renderToString(<CheckoutNote locale="en" className="x" />),
    townCarouselsPriced: renderToString(townCarousels(priced, "68845")),
    townCarouselsTwenty: renderToString(townCarousels(twenty)),
    townCarouselsEmpty: renderToString(townCarousels(answer([]))),
    carouselsWaiting: renderToString(<ProductCarousels locale="en" carousels={[{ variant: "featured" }]} served={null} />),
    collectionTwenty: renderToString(categoryCollection(twenty)),
    collectionView: renderToString(categoryCollection(priced, { view: { budget: "under-60", order: "price-low", to: "kearney" } })),
    collectionEmptyView: renderToString(categoryCollection(twenty, { view: { budget: "80-100", order: "partner" }, emptyView: true })),
    collectionWaiting: renderToString(<CategoryCollection locale="en" slug="birthday-flowers" title="Birthday Flowers" served={null} />),
    collectionUnknown: renderToString(<CategoryCollection locale="en" slug="flowers-for-cats" title="Flowers For Cats" served={null} />),
    collectionUnavailable: renderToString(
      <CategoryCollection locale="en" slug="birthday-flowers" title="Birthday Flowers" served={{ cacheStatus: "unavailable", fetchedAt: null, count: 0, delivered: false }} />,
    ),
    finder: renderToString(<DeliveredPriceFinder locale="en" source={{ kind: "category", slug: "anniversary" }} />),
    shopView: renderToString(<ShopViewLinks locale="en" slug="anniversary" view={{ budget: "60-80", order: "price-high" }} />),
  };
  for (const { slug } of [...CATEGORIES, { slug: "spring-tulips" }]) {
    const page = getCategoryPage(slug, "en");
    renders[`hero-${slug}`] = renderToString(<CategoryHero locale="en" slug={slug} page={page} breadcrumb={categoryBreadcrumb(page.title, "en")} />);
    renders[`head-${slug}`] = JSON.stringify(categoryHead(slug, page, { locale: "en", faq: slug === "sympathy-funeral" ? [{ question: "Q?", answer: "A." }] : undefined }));
    renders[`page-${slug}`] = JSON.stringify(page);
  }
  renders.categories = JSON.stringify(CATEGORIES);
  return renders;
}

describe("the English edition is unchanged", () => {
  it("renders every product and category component byte for byte as before", async () => {
    await expect(`${JSON.stringify(englishRenders(), null, 1)}\n`).toMatchFileSnapshot("./__snapshots__/english-unchanged.json");
  });
});
