/**
 * Where a list of products comes from: the carousel set or one category. The island,
 * the products API and the page renderer all name a list this way.
 */
export type ProductSource = ({ kind: "featured" } | { kind: "category"; slug: string }) & {
  /** Priced delivered to this ZIP (a town page's first ZIP), where the provider can. */
  zip?: string;
};


/** The products API path the browser asks for a source (under /api). */
export function productsApiPath(source: ProductSource): string {
  const path = source.kind === "featured" ? "/api/products/featured" : `/api/products?category=${encodeURIComponent(source.slug)}`;
  return source.zip ? `${path}${path.includes("?") ? "&" : "?"}to=${encodeURIComponent(source.zip)}` : path;
}

/** A short stable name for a source (browser storage, memo keys). */
export function productSourceKey(source: ProductSource): string {
  const key = source.kind === "featured" ? "featured" : `category:${source.slug}`;
  return source.zip ? `${key}@${source.zip}` : key;
}
