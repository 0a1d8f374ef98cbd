import { type ProductsJson, productsResponseSchema } from "#core/products/schema";

/** How long the browser keeps its own copy of a product list (docs/product.md). */
const STORED_COPY_MS = 24 * 60 * 60 * 1000;
const PREFIX = "nfd:products:";

/**
 * The API's body as it came (money as "$49.99" text, the spec's card), not the cards as the
 * page holds them: the stored form does not change when the page's does, so a copy saved by
 * an earlier version of the site reads the same (docs/decisions/0065).
 */
type Stored = { savedAt: number; data: ProductsJson };

/** The stored copy when it is younger than 24 h and still well-formed; otherwise null. */
export function readStoredProducts(key: string, now = Date.now()): Stored | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { savedAt?: unknown; data?: unknown };
    if (typeof parsed.savedAt !== "number" || now - parsed.savedAt > STORED_COPY_MS) return null;
    const data = productsResponseSchema.safeParse(parsed.data);
    return data.success ? { savedAt: parsed.savedAt, data: data.data } : null;
  } catch {
    // Private mode or a full quota: the browser copy is a bonus, never a failure.
    return null;
  }
}

export function writeStoredProducts(key: string, data: ProductsJson, now = Date.now()): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: now, data }));
  } catch {
    /* ignored: see readStoredProducts */
  }
}
