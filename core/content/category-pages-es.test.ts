import { describe, expect, it } from "vitest";
import { englishWordsIn } from "../../tests/fixtures/english-words";
import { CATEGORIES, categoryWordsIn, SPANISH_CATEGORY_WORDS } from "./categories";
import { categoryPagePath } from "../site/category-path";
import { categoryCollectionTitle, getCategoryPage, MAY_TENTH_LINE, otherEditionLine } from "./category-pages";
import { SPANISH_CATEGORY_COPY } from "./category-pages-es";

/** Names a Spanish category page may carry: the brand, places and campuses. */
const ALLOWED = ["Nebraska Flower Delivery", "Lincoln", "Omaha", "Kearney", "Scottsbluff"];

/** Every string a Spanish category shows or gives to a search engine. */
function spanishStrings(slug: (typeof CATEGORIES)[number]["slug"]): string[] {
  const page = getCategoryPage(slug, "es");
  const words = SPANISH_CATEGORY_WORDS[slug];
  return [
    page.title,
    page.description,
    page.heroText,
    page.serviceType,
    page.seoTitle,
    page.seoDescription,
    categoryCollectionTitle(slug, "es"),
    words.description,
    ...(page.sections ?? []).flatMap((section) => [section.heading, section.body]),
    ...(page.faq ?? []).flatMap((entry) => [entry.question, entry.answer]),
  ];
}

describe("the nine categories in Spanish", () => {
  it("say everything in Spanish, all nine", () => {
    for (const { slug } of CATEGORIES) {
      for (const text of spanishStrings(slug)) expect(englishWordsIn(text, ALLOWED), `${slug}: ${text}`).toEqual([]);
    }
  });

  it("are written for themselves, not copied from the English page", () => {
    for (const { slug } of CATEGORIES) {
      const english = getCategoryPage(slug, "en");
      const spanish = getCategoryPage(slug, "es");
      for (const field of ["title", "description", "heroText", "serviceType", "seoTitle", "seoDescription"] as const) {
        expect(spanish[field], `${slug} ${field}`).not.toBe(english[field]);
      }
      expect(spanish.icon).toBe(english.icon);
    }
    // Nine different titles, descriptions and headings.
    for (const strings of [CATEGORIES.map(({ slug }) => getCategoryPage(slug, "es").title), CATEGORIES.map(({ slug }) => getCategoryPage(slug, "es").seoTitle), CATEGORIES.map(({ slug }) => categoryCollectionTitle(slug, "es"))]) {
      expect(new Set(strings).size).toBe(9);
    }
  });

  it("keep SEO titles within 70 characters and descriptions within 50-160, as English does", () => {
    for (const { slug } of CATEGORIES) {
      const page = getCategoryPage(slug, "es");
      expect(page.seoTitle.length, slug).toBeLessThanOrEqual(70);
      expect(page.seoDescription.length, slug).toBeGreaterThanOrEqual(50);
      expect(page.seoDescription.length, slug).toBeLessThanOrEqual(160);
    }
  });

  it("address with usted, never tú", () => {
    const all = CATEGORIES.flatMap(({ slug }) => spanishStrings(slug)).join(" ");
    // Forms only tú takes ("pide" is usted's "usted pide" too, so it is not here).
    expect(all).not.toMatch(/(?<!\p{L})(tú|tu|te|tus|contigo|puedes|quieres|pides|mandas|envías|tienes|sorprende)(?!\p{L})/iu);
    expect("Si tú quieres").toMatch(/(?<!\p{L})(tú|quieres)(?!\p{L})/iu);
  });

  it("give the home cards Spanish titles and lines, English as the records say", () => {
    for (const category of CATEGORIES) {
      expect(categoryWordsIn("en", category)).toEqual({ title: category.title, description: category.description, shopWhat: category.title });
      const spanish = categoryWordsIn("es", category);
      expect(englishWordsIn(`${spanish.title}. ${spanish.description} ${spanish.shopWhat}`, ALLOWED), category.slug).toEqual([]);
    }
    expect(categoryWordsIn("es", CATEGORIES.find(({ slug }) => slug === "mothers-day") ?? CATEGORIES[0]!).title).toBe("Día de las Madres");
  });

  it("live at the Spanish addresses", () => {
    expect(categoryPagePath("birthday-flowers", "es")).toBe("/es/categorias/cumpleanos/");
    expect(categoryPagePath("mothers-day", "es")).toBe("/es/categorias/dia-de-las-madres/");
    expect(categoryPagePath("mothers-day", "en")).toBe("/categories/mothers-day/");
    expect(categoryPagePath("made-up", "es")).toBe("/es/categorias/made-up/");
  });

  it("an unknown slug gets a Spanish fallback", () => {
    const page = getCategoryPage("spring-tulips", "es");
    expect(page.title).toBe("Spring Tulips");
    expect(englishWordsIn(`${page.description} ${page.heroText} ${page.serviceType}`)).toEqual([]);
    expect(page.seoTitle.length).toBeLessThanOrEqual(70);
  });
});

describe("Día de las Madres: May 10", () => {
  it("the Spanish twin of Mother's Day is about May 10, not the US second Sunday", () => {
    const page = getCategoryPage("mothers-day", "es");
    expect(page.title).toBe("Día de las Madres");
    for (const text of [page.description, page.heroText, page.seoTitle, page.seoDescription, categoryCollectionTitle("mothers-day", "es")]) {
      expect(text).toMatch(/10 de mayo/);
    }
    expect(page.sections?.map((section) => section.heading)).toEqual(["¿Por qué el 10 de mayo?", "Pida a tiempo"]);
    expect(page.faq?.length).toBeGreaterThan(0);
    expect(SPANISH_CATEGORY_COPY["mothers-day"].sections?.[1]?.body).toContain("hora de la Montaña");
  });

  it("the English page keeps its copy, and gives May 10 one line with a link to the Spanish page", () => {
    for (const { slug } of CATEGORIES) {
      const english = getCategoryPage(slug, "en");
      expect(english.sections, slug).toBeUndefined();
      expect(english.faq, slug).toBeUndefined();
      expect(JSON.stringify(english), slug).not.toMatch(/May 10|Día de las Madres/);
      expect(otherEditionLine(slug, "es"), slug).toBeUndefined();
    }
    expect(otherEditionLine("mothers-day", "en")).toBe(MAY_TENTH_LINE);
    expect(otherEditionLine("birthday-flowers", "en")).toBeUndefined();
    expect(MAY_TENTH_LINE).toEqual({ text: "Many families also celebrate Día de las Madres on May 10 — ", linkText: "en español", href: "/es/categorias/dia-de-las-madres/", lang: "es" });
  });
});
