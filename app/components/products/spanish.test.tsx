import { englishWordsIn } from "../../../tests/fixtures/english-words";
import type { ProductsResponse } from "#core/products/schema";
import { applyView, DEFAULT_VIEW, type ShopView } from "#core/products/shop-view";
import { Window } from "happy-dom";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/lib/site-config.ts";
import { carouselProducts, carouselText } from "./carousel-text";
import { CategoryCollection } from "./category-collection";
import { CheckoutLanguageNote } from "./checkout-note";
import { DeliveredPriceFinder } from "./delivered-price-finder";
import { ProductCard } from "./product-card";
import { ProductCarousels } from "./product-carousel";
import { CarouselTrack, CollectionGrid } from "./product-lists";
import { checkoutLanguageText } from "./products-text";
import { servedProducts } from "./served-products";
import { ShopViewLinks } from "./shop-view-links";

const product = (n: number, extra: Partial<ProductsResponse["products"][number]> = {}) => ({
  title: `Sunny Days Bouquet ${n}`,
  priceCents: (40 + n) * 100 + 99,
  image: `https://partner.test/img/${n}.jpg`,
  url: `https://partner.test/product/${n}/?source_id=src&AffiliateID=1234567890`,
  ...extra,
});
const answer = (products: ProductsResponse["products"]): ProductsResponse => ({ products, cacheStatus: "fresh", fetchedAt: "2026-11-23T10:00:00.000Z" });
const delivered = { zip: "68845", chargeCents: 14_99, taxCents: 4_87, totalCents: 69_85, pricedAt: "2026-11-26T17:30:00.000Z" };
/** The partner writes its descriptions in English: they stay as written, and are allowed. */
const DESCRIPTION = "Roses and lilies with greens, in a glass vase for the table";
const twenty = answer(Array.from({ length: 20 }, (_, index) => product(index, index === 0 ? { description: DESCRIPTION, size: "Large", delivered } : {})));
const listOnly = answer(Array.from({ length: 4 }, (_, index) => product(index)));

/** Names a Spanish page may carry: the brand, the partner, towns, and the partner's own product text. */
const ALLOWED = ["Nebraska Flower Delivery", "FloristOne", siteConfig.partnerName, "Omaha", "Kearney", DESCRIPTION, ...twenty.products.map((item) => item.title)];

function pageOf(html: string) {
  const { document } = new Window();
  document.body.innerHTML = html;
  return document as unknown as Document;
}

/** What a visitor reads or hears: the text (structured data aside) and every accessible name. */
function heard(html: string): string {
  const page = pageOf(html);
  for (const script of page.querySelectorAll("script")) script.remove();
  const labels = [...page.querySelectorAll("[aria-label], [alt], [aria-roledescription], [title]")].flatMap((element) =>
    ["aria-label", "alt", "aria-roledescription", "title"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [page.body.textContent ?? "", ...labels].join(" \n ");
}

const languageNotes = (html: string) => pageOf(html).querySelectorAll('[data-slot="checkout-language"]').length;
const sentence = checkoutLanguageText(siteConfig.partnerName);

function spanishCollection(full: ProductsResponse, view: ShopView = DEFAULT_VIEW, emptyView = false) {
  return (
    <CategoryCollection slug="birthday-flowers" title="Flores de cumpleaños" served={servedProducts(full)} view={view} emptyView={emptyView} locale="es">
      {full.products.length > 0 && !emptyView && <CollectionGrid products={applyView(full.products, view)} locale="es" />}
    </CategoryCollection>
  );
}

function spanishCarousels(full: ProductsResponse) {
  return (
    <ProductCarousels
      city="Omaha"
      carousels={[{ variant: "featured", offset: 0 }, { variant: "bestsellers", offset: 10 }]}
      served={servedProducts(full)}
      featured={<CarouselTrack products={carouselProducts(full.products, 0)} locale="es" />}
      bestsellers={<CarouselTrack products={carouselProducts(full.products, 10)} locale="es" />}
      locale="es"
    />
  );
}

describe("the product card in Spanish", () => {
  it("labels what it holds and its size in Spanish, keeps the partner's words, and writes the delivered line short, with a Spanish date", () => {
    const html = renderToString(<ProductCard product={product(1, { description: DESCRIPTION, size: '18"H x 14"W', delivered })} placement="collection-card" locale="es" />);
    const page = pageOf(html);
    expect(page.querySelector("summary")?.textContent).toBe("Qué lleva");
    expect(page.querySelector('[data-slot="product-description"]')?.textContent).toBe(DESCRIPTION);
    expect(page.querySelector('[data-slot="product-size"]')?.textContent).toBe('Tamaño: 18"H x 14"W');
    expect(page.querySelector('[data-slot="product-delivered"]')?.textContent).toBe("$69.85 al 68845: +$14.99 por servicio, +$4.87 de impuesto, 26 nov");
    expect(page.querySelector("time")?.getAttribute("datetime")).toBe(delivered.pricedAt);
    expect(englishWordsIn(heard(html), ALLOWED)).toEqual([]);
    // The finder can fail: the same card in English still says English.
    expect(englishWordsIn(heard(renderToString(<ProductCard locale="en" product={product(1, { description: DESCRIPTION, delivered })} placement="collection-card" />)), ALLOWED)).toContain("charge");
  });
});

describe("the category collection in Spanish", () => {
  it("with products: Spanish lead, links, notes and closing link, and the checkout-language sentence once, above the first card", () => {
    for (const full of [twenty, listOnly]) {
      const html = renderToString(spanishCollection(full));
      expect(englishWordsIn(heard(html), ALLOWED)).toEqual([]);
      expect(languageNotes(html)).toBe(1);
      expect(pageOf(html).body.textContent?.split(sentence)).toHaveLength(2);
      // Before the first partner link of the collection.
      expect(html.indexOf('data-slot="checkout-language"')).toBeLessThan(html.indexOf('data-slot="partner-link"'));
    }
    expect(renderToString(spanishCollection(listOnly))).toContain("se suman al momento del pago");
    expect(renderToString(spanishCollection(listOnly))).toContain("Ver la colección completa: Flores de cumpleaños");
  });

  it("links every budget and order to the Spanish page with the same query", () => {
    const view = { budget: "under-60", order: "price-low", to: "kearney" } as const;
    const page = pageOf(renderToString(spanishCollection(twenty, view)));
    const links = [...page.querySelectorAll('[data-slot="shop-view"] a')].map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")]);
    expect(links).toContainEqual(["$100 o más", "/es/categorias/cumpleanos/?budget=100-up&order=price-low&to=kearney", null]);
    expect(links).toContainEqual(["Menos de $60", "/es/categorias/cumpleanos/?budget=under-60&order=price-low&to=kearney", "page"]);
    expect(links).toContainEqual(["Como los ordena nuestra tienda asociada", "/es/categorias/cumpleanos/?budget=under-60&to=kearney", null]);
    expect(links).toContainEqual(["Todos los precios", "/es/categorias/cumpleanos/?order=price-low&to=kearney", null]);
    expect(page.querySelector('[data-slot="shop-view"]')?.getAttribute("aria-label")).toBe("Elegir por presupuesto y orden");
    expect(renderToString(<ShopViewLinks slug="anniversary" view={DEFAULT_VIEW} locale="es" />)).toContain('href="/es/categorias/aniversario/?order=price-high"');
  });

  it("an empty view, a wait and a failure are Spanish too, each with the sentence once where a partner link is", () => {
    const empty = renderToString(spanishCollection(twenty, { budget: "80-100", order: "partner" }, true));
    expect(englishWordsIn(heard(empty), ALLOWED)).toEqual([]);
    expect(pageOf(empty).querySelector('[data-slot="view-empty"] a')?.getAttribute("href")).toBe("/es/categorias/cumpleanos/");
    // No partner link in an empty view: nothing to warn of.
    expect(languageNotes(empty)).toBe(0);
    const waiting = renderToString(<CategoryCollection slug="birthday-flowers" title="Flores de cumpleaños" served={null} locale="es" />);
    const failed = renderToString(<CategoryCollection slug="birthday-flowers" title="Flores de cumpleaños" served={{ cacheStatus: "unavailable", fetchedAt: null, count: 0, delivered: false }} locale="es" />);
    for (const html of [waiting, failed]) {
      expect(englishWordsIn(heard(html), ALLOWED)).toEqual([]);
      expect(languageNotes(html)).toBe(1);
    }
    expect(waiting).toContain('aria-label="Cargando productos"');
    expect(failed).toContain("No pudimos cargar los productos en este momento.");
    expect(failed).toContain("Ver Flores de cumpleaños en");
  });

  it("leaves the sentence to the page when the page said it nearer its first partner link", () => {
    const html = renderToString(
      <CategoryCollection slug="birthday-flowers" title="Flores de cumpleaños" served={servedProducts(twenty)} locale="es" languageNote={false}>
        <CollectionGrid products={twenty.products} locale="es" />
      </CategoryCollection>,
    );
    expect(languageNotes(html)).toBe(0);
  });

  it("never says it in English, whatever the state", () => {
    const renders = [
      renderToString(<CategoryCollection locale="en" slug="birthday-flowers" title="Birthday" served={servedProducts(twenty)} languageNote>{<CollectionGrid locale="en" products={twenty.products} />}</CategoryCollection>),
      renderToString(<CategoryCollection locale="en" slug="birthday-flowers" title="Birthday" served={null} />),
      renderToString(<CategoryCollection slug="birthday-flowers" title="Birthday" served={null} locale="en" languageNote />),
      renderToString(<ProductCarousels locale="en" carousels={[{ variant: "featured" }]} served={servedProducts(twenty)} featured={<CarouselTrack locale="en" products={twenty.products} />} />),
      renderToString(<CheckoutLanguageNote locale="en" />),
    ];
    for (const html of renders) {
      expect(languageNotes(html)).toBe(0);
      expect(html).not.toContain(sentence);
      expect(html).not.toContain("en inglés");
    }
  });
});

describe("the carousels in Spanish", () => {
  it("headings, controls and notes in Spanish, the sentence once for the group of two", () => {
    const html = renderToString(spanishCarousels(twenty));
    const page = pageOf(html);
    expect(englishWordsIn(heard(html), ALLOWED)).toEqual([]);
    expect(languageNotes(html)).toBe(1);
    expect(page.querySelector('button[aria-label="Productos siguientes"]')).not.toBeNull();
    expect(page.querySelector('[aria-roledescription="carrusel"]')).not.toBeNull();
    expect(page.querySelector("#products-featured")?.textContent).toBe("Flores destacadas para Omaha");
    expect(page.querySelector('[data-slot="product-delivered"]')?.textContent).toBe("$69.85 al 68845: +$14.99 por servicio, +$4.87 de impuesto, 26 nov");
    // The first carousel says it, above its cards.
    const featured = page.querySelector('[aria-labelledby="products-featured"]');
    expect(featured?.querySelector('[data-slot="checkout-language"]')?.textContent).toBe(sentence);
  });

  it("every heading variant reads as Spanish", () => {
    for (const variant of ["featured", "bestsellers"] as const) {
      for (const city of [undefined, "Kearney"]) {
        const text = carouselText(variant, "FloristOne", city, "es");
        expect(englishWordsIn(`${text.title} ${text.subtitle}`, ALLOWED), `${variant} ${city}`).toEqual([]);
      }
    }
  });

  it("waiting for products: a Spanish skeleton", () => {
    const html = renderToString(<ProductCarousels carousels={[{ variant: "featured" }]} served={null} locale="es" />);
    expect(html).toContain('aria-label="Cargando productos"');
    expect(englishWordsIn(heard(html), ALLOWED)).toEqual([]);
  });
});

describe("the delivered-price finder in Spanish", () => {
  it("asks in Spanish", () => {
    const html = renderToString(<DeliveredPriceFinder source={{ kind: "category", slug: "anniversary" }} locale="es" />);
    expect(englishWordsIn(heard(html), ALLOWED)).toEqual([]);
    expect(html).toContain("Ciudad o código postal en Nebraska");
    expect(html).toContain("Ver el precio con entrega");
  });
});
