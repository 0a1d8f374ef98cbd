import { productsOfJson } from "#core/products/products-json";
import { FETCH_PRODUCTS_FAILED, type ProductsJson, productsErrorSchema, productsResponseSchema } from "#core/products/schema";
import { type ProductSource, productSourceKey, productsApiPath } from "#core/products/source";
import { useQuery } from "@tanstack/react-query";
import { QUERY_TIMES, queryTimes } from "#app/lib/query-client.ts";
import { readStoredProducts, writeStoredProducts } from "#app/lib/stored-products.ts";


async function fetchProducts(source: ProductSource): Promise<ProductsJson> {
  const response = await fetch(productsApiPath(source), { headers: { Accept: "application/json" } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = productsErrorSchema.safeParse(body);
    throw new Error(error.success ? error.data.error : response.status === 429 ? "Rate limit (429)" : FETCH_PRODUCTS_FAILED);
  }
  const parsed = productsResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(FETCH_PRODUCTS_FAILED);
  if (parsed.data.error && parsed.data.products.length === 0) throw new Error(parsed.data.error);
  return parsed.data;
}

type UseProductsOptions = {
  enabled?: boolean;
};

/**
 * Products for a carousel or a collection the server had none for (where it had some, they
 * are the island's slots: served-products.ts), read from the API's JSON into cents at this edge. A browser copy younger than 24 h is shown at
 * once (local_cache) and used when the API fails (error_fallback). Call only after
 * hydration: the stored copy must not change the first render.
 */
export function useProducts(source: ProductSource, { enabled = true }: UseProductsOptions = {}) {
  const key = productSourceKey(source);
  const times = queryTimes(source.kind === "featured" ? QUERY_TIMES.carousel : QUERY_TIMES.category);
  return useQuery({
    queryKey: ["products", key],
    enabled,
    ...times,
    queryFn: async () => {
      try {
        const data = await fetchProducts(source);
        if (data.products.length > 0) writeStoredProducts(key, data);
        return productsOfJson(data);
      } catch (error) {
        const stored = readStoredProducts(key);
        if (stored && stored.data.products.length > 0) return productsOfJson({ ...stored.data, cacheStatus: "error_fallback" });
        throw error;
      }
    },
    initialData: () => {
      const stored = readStoredProducts(key);
      return stored ? productsOfJson({ ...stored.data, cacheStatus: "local_cache" }) : undefined;
    },
    initialDataUpdatedAt: () => readStoredProducts(key)?.savedAt,
  });
}
