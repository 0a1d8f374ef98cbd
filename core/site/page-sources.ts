import { CATEGORIES } from "../content/categories";
import { getCategoryPage } from "../content/category-pages";
import { SPANISH_CATEGORY_COPY } from "../content/category-pages-es";
import { buildCityPageContent } from "../content/city-page";
import { buildSpanishCityPageContent } from "../content/city-copy-es/index";
import { getCityProfile } from "../content/city-profiles";
import { categoryOrMadeUpPathIn, cityPathIn, twinPath } from "../routes/routes";
import { getAllCities } from "../nebraska/directory";
import { FIXED_PAGES } from "./pages";

/** A page and the data it is built from (for content-hash lastmod); null: text that lives in a component. */
export type PageData = { path: string; source: unknown };

/** A page with its listing text (the RSS feed's items) and its data. */
export type PageSource = PageData & { title: string; description: string };

/** Every canonical page: fixed pages, the nine categories, every city (docs/product.md). */
export function pageSources(): PageSource[] {
  const categories = CATEGORIES.map(({ slug }) => {
    const page = getCategoryPage(slug, "en");
    return { path: categoryOrMadeUpPathIn("en", slug), title: page.seoTitle, description: page.seoDescription, source: page };
  });
  const cities = getAllCities().map((city) => {
    const content = buildCityPageContent(city, getCityProfile(city.name));
    return { path: cityPathIn("en", city.slug), title: content.seo.title, description: content.seo.description, source: { city, content } };
  });
  const fixed = FIXED_PAGES.map(({ path, title, description }) => ({ path, title, description, source: null }));
  return [...fixed, ...categories, ...cities];
}

/**
 * The Spanish twin of every page of pageSources(), in the same order, each with the data its
 * own page is written from (issue 41): a Spanish page's lastmod is the day its Spanish text
 * changed, not its English twin's, and IndexNow announces a change to either edition alone.
 */
export function spanishPageSources(): PageData[] {
  const categories = CATEGORIES.map(({ slug }) => ({
    path: spanishPath(categoryOrMadeUpPathIn("en", slug)),
    // The page object leaves out the sections and FAQ the Spanish page also shows.
    source: { page: getCategoryPage(slug, "es"), copy: SPANISH_CATEGORY_COPY[slug] },
  }));
  const cities = getAllCities().map((city) => ({
    path: spanishPath(cityPathIn("en", city.slug)),
    source: { city, content: buildSpanishCityPageContent(city, getCityProfile(city.name)) },
  }));
  const fixed = FIXED_PAGES.map(({ path }) => ({ path: spanishPath(path), source: null }));
  return [...fixed, ...categories, ...cities];
}

function spanishPath(englishPath: string): string {
  const twin = twinPath(englishPath);
  if (!twin) throw new Error(`no Spanish twin for ${englishPath}`);
  return twin;
}

/** cyrb53: a fast 53-bit string hash; enough to notice that a page's data changed. */
export function contentHash(value: unknown): string {
  const text = JSON.stringify(value) ?? "";
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
