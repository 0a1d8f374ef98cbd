import { describe, expect, it } from "vitest";
import { isPartnerCategorySlug } from "../affiliate/links";
import { englishWordsIn } from "../../tests/fixtures/english-words";
import { sitemapAlternatesOf, SPANISH_GUIDE_SLUGS, spanishGuideOf, spanishGuidePath, twinPath } from "../routes/routes";
import { spanishFaultsIn } from "../i18n/spanish-faults";
import { getCityBySlug } from "../nebraska/directory";
import { pageAt } from "../site/page-route";
import { pagePathsOf } from "../site/pages";
import { categoryBySlug } from "./categories";
import { SPANISH_GUIDES } from "./guides-es";
import { flowerDayOrderBy } from "./may-tenth";

/** Every word a guide page writes. */
const textOf = (slug: (typeof SPANISH_GUIDE_SLUGS)[number]) => {
  const guide = SPANISH_GUIDES[slug];
  return [guide.title, guide.seoTitle, guide.seoDescription, ...guide.intro, guide.collectionTitle, guide.noMatch, ...guide.sections.flatMap((section) => [section.title, section.text]), guide.orderBy.title, guide.orderBy.subtitle].join("\n");
};

describe("the Spanish guides (issue 50, item 4)", () => {
  it("show the products of a real partner category and link real categories, never an invented one", () => {
    for (const slug of SPANISH_GUIDE_SLUGS) {
      const guide = SPANISH_GUIDES[slug];
      for (const category of [guide.category, ...guide.closest]) {
        expect(categoryBySlug(category), `${slug} ${category}`).toBeDefined();
        expect(isPartnerCategorySlug(category), `${slug} ${category}`).toBe(true);
      }
      // The page says the partner has no section for the occasion itself.
      expect(guide.noMatch).toMatch(/^Nuestra tienda asociada no tiene una sección/);
    }
  });

  it("read as Spanish: no English word, none of the faults a native reader marked, heads within the audit's lengths", () => {
    for (const slug of SPANISH_GUIDE_SLUGS) {
      expect(englishWordsIn(textOf(slug)), slug).toEqual([]);
      expect(spanishFaultsIn(textOf(slug)), slug).toEqual([]);
      expect(SPANISH_GUIDES[slug].seoTitle.length, slug).toBeLessThanOrEqual(70);
      expect(SPANISH_GUIDES[slug].seoDescription.length, slug).toBeLessThanOrEqual(160);
    }
  });

  it("are rendered on demand with their category's products, have no English twin, and are in the sitemap with only themselves as alternate", () => {
    const page = pageAt("/es/guias/quinceanera/", { admin: false });
    expect(page).toMatchObject({ locale: "es", section: "guides", slug: "quinceanera", products: { kind: "category", slug: "birthday-flowers" }, known: true });
    expect(pageAt("/es/guias/12-de-diciembre/", { admin: false })?.products).toEqual({ kind: "category", slug: "valentines-day" });
    expect(spanishGuideOf("/es/guias/otra/")).toBeUndefined();
    expect(pageAt("/es/guias/otra/", { admin: false })).toBeNull();
    const listed = pagePathsOf(true);
    for (const slug of SPANISH_GUIDE_SLUGS) {
      const path = spanishGuidePath(slug);
      expect(twinPath(path)).toBeNull();
      expect(listed.filter((entry) => entry === path)).toHaveLength(1);
      expect(sitemapAlternatesOf(path, "https://example.org")).toEqual([{ hreflang: "es-us", href: `https://example.org${path}` }]);
    }
    expect(pagePathsOf(false).some((path) => path.startsWith("/es/"))).toBe(false);
  });

  it("answer December 12 per town as May 10's list does: the day itself on a Saturday, Saturday the 11th when the 12th is a Sunday", () => {
    const day = SPANISH_GUIDES["12-de-diciembre"].orderBy.day;
    const lexington = getCityBySlug("lexington");
    const scottsbluff = getCityBySlug("scottsbluff");
    if (!day || !lexington || !scottsbluff) throw new Error("fixtures missing");
    // 2026: Saturday December 12, order by 2 PM there (Central 20:00 UTC, Mountain 21:00 UTC).
    const [lex, scb] = flowerDayOrderBy(day, [lexington, scottsbluff], new Date("2026-12-01T12:00:00Z"));
    expect(lex).toMatchObject({ day: { year: 2026, month: 12, day: 12 }, delivery: { year: 2026, month: 12, day: 12 }, closed: false });
    expect(lex?.orderBy?.toISOString()).toBe("2026-12-12T20:00:00.000Z");
    expect(scb?.orderBy?.toISOString()).toBe("2026-12-12T21:00:00.000Z");
    // After that cut-off the next year's: 2027's December 12 is a Sunday, so Saturday the 11th.
    const [next] = flowerDayOrderBy(day, [lexington], new Date("2026-12-12T20:30:00Z"));
    expect(next).toMatchObject({ day: { year: 2027, month: 12, day: 12 }, delivery: { year: 2027, month: 12, day: 11 }, closed: true });
  });
});
