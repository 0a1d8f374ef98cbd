import { CATEGORIES } from "../content/categories";
import { getCategoryPage } from "../content/category-pages";
import { buildCityPageContent } from "../content/city-page";
import { getCityProfile } from "../content/city-profiles";
import { getAllCities } from "../nebraska/directory";
import { categoryPath, cityPath, FIXED_PAGES } from "./pages";

/** A page with its listing text and the data it is built from (for content-hash lastmod). */
export type PageSource = { path: string; title: string; description: string; source: unknown };

/** Every canonical page: fixed pages, the nine categories, every city (docs/product.md). */
export function pageSources(): PageSource[] {
  const categories = CATEGORIES.map(({ slug }) => {
    const page = getCategoryPage(slug);
    return { path: categoryPath(slug), title: page.seoTitle, description: page.seoDescription, source: page };
  });
  const cities = getAllCities().map((city) => {
    const content = buildCityPageContent(city, getCityProfile(city.name));
    return { path: cityPath(city.slug), title: content.seo.title, description: content.seo.description, source: { city, content } };
  });
  const fixed = FIXED_PAGES.map(({ path, title, description }) => ({ path, title, description, source: null }));
  return [...fixed, ...categories, ...cities];
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
