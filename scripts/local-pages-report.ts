/**
 * The town pages' uniqueness figures, measured from the same builders the pages use:
 *   npx tsx scripts/local-pages-report.ts
 * Prints: structured-data products that are not on their page, town pages whose related-town
 * links all lie within 80 miles, the template towns' median unique share of 5-word phrases,
 * the most similar pair of town pages.
 */
import { buildCityPageContent, cityPageText } from "#core/content/city-page";
import { CATEGORIES } from "#core/content/categories";
import { getCategoryPage } from "#core/content/category-pages";
import { CITY_PROFILES, getCityProfile } from "#core/content/city-profiles/index";
import { median, shingles, uniqueShares, worstPair } from "#core/content/page-uniqueness";
import { distanceKm } from "#core/nebraska/geo";
import { getAllCities, getCityBySlug } from "#core/nebraska/directory";

// The app reads its public config from a build-time constant; the report only needs a site URL.
(globalThis as Record<string, unknown>).__SITE_CONFIG__ = { siteUrl: "https://example.test", contactEmail: "info@example.test", partnerName: "Partner" };
const { categoryHead } = await import("../app/components/category/category-head");

const KM_PER_MILE = 1.609344;
const cities = getAllCities();

function productsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(productsIn);
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = record["@type"] === "Product" && typeof record.name === "string" ? [record.name] : [];
  return [...own, ...Object.values(record).flatMap(productsIn)];
}

// The head is rendered apart from the grid; any Product it emits is not backed by the page (the grid emits its own list).
const strayProducts = CATEGORIES.flatMap(({ slug }) => categoryHead(slug, getCategoryPage(slug, "en"), { locale: "en" }).structuredData.flatMap(productsIn));

const pages = cities.map((city) => ({ city, content: buildCityPageContent(city, getCityProfile(city.name), { cities }) }));
const within80 = pages.filter(({ city, content }) =>
  content.serviceArea.related.length > 0 &&
  content.serviceArea.related.every((link) => {
    const other = getCityBySlug(link.slug);
    return other?.coordinates && city.coordinates && distanceKm(city.coordinates, other.coordinates) / KM_PER_MILE <= 80;
  }),
);

const shingled = pages.map(({ city, content }) => ({ name: city.name, set: shingles(cityPageText(content), city.name) }));
const shares = uniqueShares(shingled);
const template = cities.filter((city) => !Object.hasOwn(CITY_PROFILES, city.name));
const written = cities.filter((city) => Object.hasOwn(CITY_PROFILES, city.name));
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const worst = worstPair(shingled);

console.log(`structured-data products not on their page: ${strayProducts.length}`);
console.log(`town pages whose related links all lie within 80 miles: ${within80.length} of ${pages.length}`);
console.log(`template towns (${template.length}) median unique share: ${pct(median(template.map((c) => shares.get(c.name) ?? 0)))}`);
console.log(`towns with a profile (${written.length}) median unique share: ${pct(median(written.map((c) => shares.get(c.name) ?? 0)))}`);
console.log(`most similar town pages: ${worst.a} / ${worst.b}, Jaccard ${worst.score.toFixed(3)}`);
