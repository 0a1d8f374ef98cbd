import { getCategoryPage } from "../content/categories";
import { buildCityPageContent } from "../content/city-page";
import { getCityProfile } from "../content/city-profiles";
import { getAllCities } from "../nebraska";
import { CATEGORY_SLUGS, categoryPath, cityPath } from "./pages";

/** A page with its listing text and the data it is built from (for content-hash lastmod). */
export type PageSource = { path: string; title: string; description: string; source: unknown };

const FIXED: PageSource[] = [
  { path: "/", title: "Nebraska Flower Delivery | Same Day Flowers Across Nebraska", description: "Same-day flower delivery across Nebraska from local partner florists.", source: null },
  { path: "/cities/", title: "Nebraska Cities Overview", description: "Every Nebraska town we cover, by region, with ZIP codes and local flower delivery pages.", source: null },
  { path: "/about/", title: "About Nebraska Flower Delivery", description: "Who we are and how we connect you with local Nebraska florists.", source: null },
  { path: "/contact/", title: "Contact Nebraska Flower Delivery", description: "Questions about flower delivery in Nebraska? Write to us.", source: null },
  { path: "/privacy-policy/", title: "Privacy Policy", description: "What we collect, how we use it and the partners we work with.", source: null },
  { path: "/terms-of-service/", title: "Terms of Service", description: "The referral nature of this site, affiliate commissions and liability limits.", source: null },
];

/** Every canonical page: fixed pages, the nine categories, every city (spec §2 Sitemap and RSS). */
export function pageSources(): PageSource[] {
  const categories = CATEGORY_SLUGS.map((slug) => {
    const page = getCategoryPage(slug);
    return { path: categoryPath(slug), title: page.seoTitle, description: page.seoDescription, source: page };
  });
  const cities = getAllCities().map((city) => {
    const content = buildCityPageContent(city, getCityProfile(city.name));
    return { path: cityPath(city.slug), title: content.seo.title, description: content.seo.description, source: { city, content } };
  });
  return [...FIXED, ...categories, ...cities];
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
