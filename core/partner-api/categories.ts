import type { PartnerCategorySlug } from "../affiliate/links";

/** One row of the code table: the partner's list a category reads, why, and what stands in off season. */
export type FloristoneCode = { code: string; fallback?: string; reason: string };

/**
 * Every category's partner API code, with its reason (issue 29). The codes are the ones
 * the partner's public sample code and WordPress plugin use.
 * - Mother's Day and Valentine's Day ask the holiday codes `md` and `vd`, which the partner
 *   lists in their season only; when one answers an empty list or an error, the page shows
 *   the fallback list instead (best sellers, love & romance) and /admin/ says which was used.
 * - graduation → `ao` (all occasions): the partner has no graduation code; a graduation
 *   gift is a congratulations bouquet, and the catch-all list is where those are.
 * just-because and graduation share `ao`, so they show the same list (one cache row).
 */
export const FLORISTONE_CODES = {
  "valentines-day": { code: "vd", fallback: "lr", reason: "the partner's Valentine's Day list (in season); love & romance off season" },
  "birthday-flowers": { code: "bd", reason: "the partner's birthday list" },
  "mothers-day": { code: "md", fallback: "bs", reason: "the partner's Mother's Day list (in season); its best sellers off season" },
  "sympathy-funeral": { code: "sy", reason: "the partner's sympathy list" },
  anniversary: { code: "an", reason: "the partner's anniversary list" },
  "get-well-soon": { code: "gw", reason: "the partner's get-well list" },
  "new-baby": { code: "nb", reason: "the partner's new-baby list" },
  graduation: { code: "ao", reason: "no graduation code: all occasions, where congratulations bouquets are" },
  "just-because": { code: "ao", reason: "all occasions: any reason at all" },
} as const satisfies Record<PartnerCategorySlug, FloristoneCode>;

/** The code each category asks first. */
export const FLORISTONE_CATEGORY_CODES = Object.fromEntries(Object.entries(FLORISTONE_CODES).map(([slug, row]) => [slug, row.code])) as {
  readonly [Slug in PartnerCategorySlug]: (typeof FLORISTONE_CODES)[Slug]["code"];
};

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
