import type { PartnerCategorySlug } from "../affiliate/links";

/**
 * The partner API's category code for each of our category slugs. The codes are the
 * ones its public sample code uses; it publishes none for graduation or Mother's Day:
 * - graduation → `ao` (all occasions): a graduation gift is a congratulations bouquet,
 *   and the partner's catch-all list is where those are; a guessed code could answer an
 *   empty list or an error and leave the page without products.
 * - mothers-day → `bs` (best sellers): Mother's Day is the partner's busiest day, and its
 *   best sellers are the arrangements sent for it; again no guessed code.
 * Valentine's Day reads love & romance (`lr`), sympathy & funeral the sympathy list (`sy`).
 * just-because and graduation share `ao`, so they show the same list (one cache row).
 */
export const FLORISTONE_CATEGORY_CODES = {
  "valentines-day": "lr",
  "birthday-flowers": "bd",
  "mothers-day": "bs",
  "sympathy-funeral": "sy",
  anniversary: "an",
  "get-well-soon": "gw",
  "new-baby": "nb",
  graduation: "ao",
  "just-because": "ao",
} as const satisfies Record<PartnerCategorySlug, string>;

/** The carousel's list: the partner's best sellers. */
export const FLORISTONE_FEATURED_CODE = "bs";

/** Products asked for per list: a category page shows 24, the carousel 20. */
export const FLORISTONE_COUNTS = { category: 24, featured: 20 } as const;

/** GET {base}/flowershop/getproducts for one category code (first page). */
export function floristoneProductsUrl(apiBase: string, code: string, count: number): string {
  const url = new URL(`${apiBase.replace(/\/+$/, "")}/flowershop/getproducts`);
  url.searchParams.set("category", code);
  url.searchParams.set("count", String(count));
  url.searchParams.set("start", "1");
  return url.toString();
}

/** GET {base}/flowershop/checkdeliverydate for one ZIP. */
export function floristoneDeliveryDatesUrl(apiBase: string, zip: string): string {
  const url = new URL(`${apiBase.replace(/\/+$/, "")}/flowershop/checkdeliverydate`);
  url.searchParams.set("zipcode", zip);
  return url.toString();
}
