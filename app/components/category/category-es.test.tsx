import { CATEGORIES } from "#core/content/categories";
import { getCategoryPage } from "#core/content/category-pages";
import { mayTenthOrderBy } from "#core/content/may-tenth";
import { englishWordsIn } from "../../../tests/fixtures/english-words";
import { getCityBySlug } from "#core/nebraska/directory";
import type { City } from "#core/nebraska/types";
import { FLORISTONE_CATEGORY_CODES } from "#core/partner-api/categories";
import type { ProductsResponse } from "#core/products/schema";
import { productsApiPath } from "#core/products/source";
import { Window } from "happy-dom";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CategoryCollection } from "#app/components/products/category-collection.tsx";
import { CollectionGrid } from "#app/components/products/product-lists.tsx";
import { servedProducts } from "#app/components/products/served-products.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { categoryBreadcrumb, categoryHead } from "./category-head";
import { CategoryHero } from "./category-hero";
import { CategorySections } from "./category-sections";
import { MayTenthLine } from "./may-tenth-line";
import { MayTenthOrderByList } from "./may-tenth-order-by";

const ALLOWED = ["Nebraska Flower Delivery", "FloristOne", siteConfig.partnerName, "Lincoln", "Omaha", "Kearney", "Scottsbluff", "Lexington"];

function pageOf(html: string) {
  const { document } = new Window();
  document.body.innerHTML = html;
  return document as unknown as Document;
}

/** What a visitor reads or hears: the text (structured data aside) and every accessible name. */
function heard(html: string): string {
  const page = pageOf(html);
  for (const element of page.querySelectorAll("script")) element.remove();
  const labels = [...page.querySelectorAll("[aria-label], [alt]")].flatMap((element) => [element.getAttribute("aria-label") ?? "", element.getAttribute("alt") ?? ""]);
  return [page.body.textContent ?? "", ...labels].join(" \n ");
}

function town(slug: string): City {
  const city = getCityBySlug(slug);
  if (!city) throw new Error(`no town ${slug}`);
  return city;
}

describe("category hero and head in Spanish", () => {
  it("every category's hero reads as Spanish, with a Spanish breadcrumb and the checkout-language sentence once", () => {
    for (const { slug } of CATEGORIES) {
      const page = getCategoryPage(slug, "es");
      const html = renderToString(<CategoryHero slug={slug} page={page} breadcrumb={categoryBreadcrumb(page.title, "es")} locale="es" />);
      expect(englishWordsIn(heard(html), ALLOWED), slug).toEqual([]);
      expect(pageOf(html).querySelectorAll('[data-slot="checkout-language"]'), slug).toHaveLength(1);
      expect(html).toContain('href="/es/"');
      expect(html).toContain("Ver la colección");
    }
  });

  it("an English hero has no sentence about the checkout's language", () => {
    const page = getCategoryPage("mothers-day", "en");
    expect(renderToString(<CategoryHero locale="en" slug="mothers-day" page={page} breadcrumb={categoryBreadcrumb(page.title, "en")} />)).not.toContain("checkout-language");
  });

  it("every category's head is Spanish: title, description, the Spanish canonical, es-US in its structured data", () => {
    for (const { slug } of CATEGORIES) {
      const page = getCategoryPage(slug, "es");
      const head = categoryHead(slug, page, { locale: "es", faq: page.faq });
      expect(englishWordsIn(`${head.title} ${head.description}`, ALLOWED), slug).toEqual([]);
      expect(head.canonical, slug).toMatch(/^https:\/\/example\.test\/es\/categorias\/[a-z-]+\/$/);
      expect(head.meta).toContainEqual({ property: "og:locale", content: "es_US" });
      expect(head.meta).toContainEqual({ property: "og:url", content: head.canonical });
      const blocks = head.structuredData as Record<string, unknown>[];
      const webPages = blocks.filter((block) => block["@type"] === "WebPage");
      expect(webPages, slug).toHaveLength(1);
      expect(webPages[0], slug).toMatchObject({ inLanguage: "es-US", url: head.canonical, name: page.seoTitle });
      expect(blocks.find((block) => block["@type"] === "Service"), slug).toMatchObject({ name: page.title, serviceType: page.serviceType, url: head.canonical });
      const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
      expect(crumbs.itemListElement.map((item) => [item.name, item.item])).toEqual([["Inicio", "https://example.test/es/"], [page.title, head.canonical]]);
      expect(JSON.stringify(blocks), slug).not.toMatch(/"Product"|"price"|en-US/);
    }
    const mothers = categoryHead("mothers-day", getCategoryPage("mothers-day", "es"), { locale: "es", faq: getCategoryPage("mothers-day", "es").faq });
    expect(mothers.canonical).toBe("https://example.test/es/categorias/dia-de-las-madres/");
    expect((mothers.structuredData as Record<string, unknown>[]).find((block) => block["@type"] === "FAQPage")).toMatchObject({ inLanguage: "es-US" });
  });
});

describe("Día de las Madres", () => {
  it("the Spanish page's own sections and questions read as Spanish; English pages have none", () => {
    const html = renderToString(<CategorySections page={getCategoryPage("mothers-day", "es")} locale="es" />);
    expect(html).toContain("¿Por qué el 10 de mayo?");
    expect(html).toContain("Preguntas frecuentes");
    expect(englishWordsIn(heard(html), ALLOWED)).toEqual([]);
    for (const { slug } of CATEGORIES) expect(renderToString(<CategorySections locale="en" page={getCategoryPage(slug, "en")} />), slug).toBe("");
  });

  it("sells the same partner products as the English Mother's Day page (its md code and fall-back)", () => {
    const products: ProductsResponse = { products: [{ title: "Mom's Garden", priceCents: 59_99, image: "https://partner.test/m.jpg", url: "https://partner.test/p/m" }], cacheStatus: "fresh", fetchedAt: "2027-05-01T00:00:00.000Z" };
    const render = (locale: "en" | "es") =>
      renderToString(
        <CategoryCollection slug="mothers-day" title="T" served={servedProducts(products)} locale={locale}>
          <CollectionGrid products={products.products} locale={locale} />
        </CategoryCollection>,
      );
    const partnerHrefs = (html: string) => [...pageOf(html).querySelectorAll('[data-slot="partner-link"]')].map((link) => link.getAttribute("href"));
    expect(partnerHrefs(render("es"))).toEqual(partnerHrefs(render("en")));
    expect(partnerHrefs(render("es")).some((href) => href?.includes("/mothers-day-flowers/"))).toBe(true);
    // The products are asked by the English slug, whose partner code is "md" with its fall-back.
    expect(productsApiPath({ kind: "category", slug: "mothers-day" })).toContain("mothers-day");
    expect(FLORISTONE_CATEGORY_CODES["mothers-day"]).toBe("md");
  });

  it("lists Lexington's and Scottsbluff's order-by for May 10, 2027, each in its zone, in Spanish", () => {
    const rows = mayTenthOrderBy([town("lexington"), town("scottsbluff")], new Date("2027-04-20T15:00:00Z"));
    const html = renderToString(<MayTenthOrderByList rows={rows} />);
    const page = pageOf(html);
    const items = [...page.querySelectorAll("li")].map((item) => item.textContent);
    expect(items).toEqual([
      "Lexington: pida antes de las 2:00 p. m. (hora del Centro) del lunes 10 de mayo de 2027.",
      "Scottsbluff: pida antes de las 2:00 p. m. (hora de la Montaña) del lunes 10 de mayo de 2027.",
    ]);
    expect([...page.querySelectorAll("time")].map((time) => time.getAttribute("datetime"))).toEqual(["2027-05-10T19:00:00.000Z", "2027-05-10T20:00:00.000Z"]);
    expect([...page.querySelectorAll("li a")].map((link) => link.getAttribute("href"))).toEqual(["/es/ciudades/lexington/", "/es/ciudades/scottsbluff/"]);
    expect(englishWordsIn(heard(html), ALLOWED)).toEqual([]);
  });

  it("on a Sunday May 10 says which day to choose instead", () => {
    const rows = mayTenthOrderBy([town("lexington")], new Date("2026-05-01T15:00:00Z"));
    const text = pageOf(renderToString(<MayTenthOrderByList rows={rows} />)).querySelector("li")?.textContent;
    expect(text).toBe("Lexington: el domingo 10 de mayo de 2026 no hay entregas; pida para el sábado 9 de mayo de 2026, antes de las 2:00 p. m. (hora del Centro).");
  });

  it("the English Mother's Day page alone has the May 10 line, linking the Spanish page", () => {
    const html = renderToString(<MayTenthLine locale="en" slug="mothers-day" />);
    const link = pageOf(html).querySelector("a");
    expect(pageOf(html).body.textContent).toBe("Many families also celebrate Día de las Madres on May 10 — en español");
    expect(link?.getAttribute("href")).toBe("/es/categorias/dia-de-las-madres/");
    expect(link?.getAttribute("hreflang")).toBe("es");
    expect(renderToString(<MayTenthLine slug="mothers-day" locale="es" />)).toBe("");
    expect(renderToString(<MayTenthLine locale="en" slug="birthday-flowers" />)).toBe("");
  });
});
