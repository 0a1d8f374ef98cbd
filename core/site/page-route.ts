import { categoryBySlug } from "../content/categories";
import { getCityBySlug } from "../nebraska/directory";
import { resolveCitySlug } from "../nebraska/slug";
import { deliveryZipOf } from "../nebraska/town-zip";
import { isDefaultView, type ShopView, shopViewOf } from "../products/shop-view";
import type { ProductSource } from "../products/source";

/**
 * The pages the server renders on demand, because they show products from the page
 * cache (docs/decisions/0008). Everything else is a prerendered file or the 404 page.
 */
export type OnDemandPage = {
  path: string;
  products: ProductSource | null;
  /**
   * False for a well-formed slug the directory does not know: the spec still renders a
   * generic page for it, which answers 404 with noindex (docs/decisions/0004) and is not
   * kept in the rendered-page memo, so made-up slugs cannot crowd real pages out of it.
   */
  known: boolean;
  /** A category page's budget and order (issue 29), when not the canonical page's. */
  view?: ShopView;
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longer than any town or category slug we have; longer ones are not worth a lookup. */
export const MAX_SLUG_LENGTH = 60;

const validSlug = (slug: string) => slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug);

/**
 * The on-demand page at a (decoded, trailing-slash) path, or null. Malformed and
 * over-long slugs are null: they get the plain 404 page, which never echoes the slug.
 * Unknown categories show the spec's fallback without asking the partner for products.
 */
export function onDemandPage(path: string, options: { admin: boolean }, search: URLSearchParams = new URLSearchParams()): OnDemandPage | null {
  if (path === "/") return { path, products: { kind: "featured" }, known: true };
  if (path === "/admin/") return options.admin ? { path, products: null, known: true } : null;
  const match = /^\/(cities|categories)\/([^/]+)\/$/.exec(path);
  if (!match) return null;
  const [, section, slug = ""] = match;
  if (!validSlug(slug)) return null;
  if (section === "categories") {
    if (!categoryBySlug(slug)) return { path, products: null, known: false };
    const view = shopViewOf(search);
    // A view for a town prices its cards delivered there (issue 37).
    const zip = view.to ? townZip(view.to) : undefined;
    return { path, products: { kind: "category", slug, ...(zip ? { zip } : {}) }, known: true, ...(isDefaultView(view) ? {} : { view }) };
  }
  const zip = townZip(slug);
  return { path, products: { kind: "featured", ...(zip ? { zip } : {}) }, known: getCityBySlug(resolveCitySlug(slug)) !== undefined };
}

/** The ZIP a town page's cards are priced delivered to (core/nebraska/town-zip.ts); none for a town we do not know. */
export function townZip(slug: string): string | undefined {
  const town = getCityBySlug(resolveCitySlug(slug));
  return town ? deliveryZipOf(town) : undefined;
}

/**
 * A town's flower-dates calendar at a (decoded) path: its slug as written, and whether the
 * directory knows the town. Null for any other path. One regex and one lookup: a made-up town
 * costs no more than that (docs/decisions/0019).
 */
export function townCalendar(path: string): { slug: string; known: boolean } | null {
  const match = /^\/cities\/([^/]+)\/flower-dates\.ics$/.exec(path);
  const slug = match?.[1] ?? "";
  if (!match || !validSlug(slug)) return null;
  return { slug: resolveCitySlug(slug), known: getCityBySlug(resolveCitySlug(slug)) !== undefined };
}
