import { partnerProductPageUrl } from "#core/affiliate/links";
import type { SiteConfig } from "#core/config/site";
import { PRODUCTS_PER_PIECE } from "#core/content/funeral-pieces";
import { FLORISTONE_CATEGORY_CODES, FLORISTONE_CODES, type FloristoneCode, FLORISTONE_COUNTS, FLORISTONE_FEATURED_CODE, floristoneProductsUrl } from "#core/partner-api/categories";
import { floristoneProductList, readFloristoneProducts } from "#core/partner-api/products";
import { floristoneTotalUrl, isFloristoneTotalUrl, readFloristoneTotal } from "#core/partner-api/totals";
import type { ProductCatalogue, ProductList } from "./catalogue";
import { createPartnerApiClient, type PartnerApiClient } from "./client";
import { createPartnerDeliveryDates } from "./delivery-dates";
import { directFetcher } from "./direct";
import type { PartnerSourceDefinition, PartnerTotals } from "./source";
import type { PartnerFetcher } from "./types";

/** What is wrong with a getproducts answer, or undefined when it is one. */
function productsAnswerProblem(text: string): string | undefined {
  return floristoneProductList(text) ? undefined : "partner API answer is not a product list (not JSON, cut short, or nested too deep)";
}

/** What is wrong with a gettotal answer (errors, garbage, absurd or inconsistent amounts), or undefined. */
function totalAnswerProblem(text: string): string | undefined {
  return readFloristoneTotal(text) ? undefined : "partner API answer is not an order total (errors, not JSON, absurd amounts, or a total that is not its sum)";
}

/**
 * The response cache's fetcher with the partner API: addresses under the API base are
 * answered by the API (its JSON is what the cache stores, keyed by the address, which
 * carries no credentials); anything else (an admin refresh of a row from the crawler's
 * days) goes to the partner pages' fetcher. An answer that is not what was asked fails like
 * any failed fetch, so the cache keeps serving the last good one.
 */
export function floristoneApiFetcher(client: PartnerApiClient, pages: PartnerFetcher): PartnerFetcher {
  return {
    name: "floristone-api",
    fetchAnswer: (url, signal) => (client.owns(url) ? client.get(url, signal, isFloristoneTotalUrl(url) ? totalAnswerProblem : productsAnswerProblem) : pages.fetchAnswer(url, signal)),
  };
}

/** Order totals from gettotal under the API base. */
export function floristoneTotals(apiBaseUrl: string): PartnerTotals {
  return { address: (items, zip) => floristoneTotalUrl(apiBaseUrl, items, zip), read: readFloristoneTotal };
}

export type ApiCatalogueOptions = { siteConfig: SiteConfig; apiBaseUrl: string; productUrlTemplate: string };

/**
 * The partner API's products: getproducts per category code, the best sellers for the
 * carousel. An answer is at most 1 MB and its depth was checked before it was stored, so
 * it is read on this thread (a few milliseconds, once per stored version).
 */
export function apiCatalogue({ siteConfig, apiBaseUrl, productUrlTemplate }: ApiCatalogueOptions): ProductCatalogue {
  const productUrl = (code: string) => partnerProductPageUrl(siteConfig, productUrlTemplate, code);
  return {
    category: (slug) => {
      const row: FloristoneCode = FLORISTONE_CODES[slug];
      const list = (code: string): ProductList => ({ url: floristoneProductsUrl(apiBaseUrl, code, FLORISTONE_COUNTS.category), limit: FLORISTONE_COUNTS.category, code });
      return row.fallback ? { ...list(FLORISTONE_CATEGORY_CODES[slug]), fallback: list(row.fallback) } : list(FLORISTONE_CATEGORY_CODES[slug]);
    },
    featured: () => [{ url: floristoneProductsUrl(apiBaseUrl, FLORISTONE_FEATURED_CODE, FLORISTONE_COUNTS.featured), limit: FLORISTONE_COUNTS.featured }],
    // A section shows PRODUCTS_PER_PIECE; a few more leave room for the ones the safety filter drops.
    code: (code) => ({ url: floristoneProductsUrl(apiBaseUrl, code, PRODUCTS_PER_PIECE * 2), limit: PRODUCTS_PER_PIECE * 2, code }),
    async read(list, body) {
      const started = performance.now();
      const products = readFloristoneProducts(body, { limit: list.limit, productUrl, imageBase: siteConfig.partnerBaseUrl });
      if (!products) throw new Error("stored partner API answer is not a product list");
      return { products, complete: true, ms: performance.now() - started };
    },
  };
}

/**
 * The partner's affiliate REST API (PARTNER_PROVIDER=floristone-api, or unset with its key
 * and password): products per code, delivered totals per ZIP, the florists' delivery days.
 * Its credentials never leave its client (Basic auth to FLORISTONE_API_URL only).
 */
export const floristoneApiSource: PartnerSourceDefinition = {
  kind: "floristone-api",
  requires: ["FLORISTONE_API_KEY", "FLORISTONE_API_PASSWORD"],
  chosenWhenSet: ["FLORISTONE_API_KEY", "FLORISTONE_API_PASSWORD"],
  calendar: true,
  create({ env, site, logger, inFlight }) {
    const client = createPartnerApiClient({
      baseUrl: env.FLORISTONE_API_URL,
      key: env.FLORISTONE_API_KEY ?? "",
      password: env.FLORISTONE_API_PASSWORD ?? "",
      timeoutMs: env.PARTNER_TIMEOUT_MS,
      maxBytes: env.PARTNER_MAX_BYTES,
      logger,
      ...(inFlight ? { inFlight } : {}),
    });
    return {
      kind: "floristone-api",
      fetcher: floristoneApiFetcher(client, directFetcher(env, inFlight)),
      catalogue: apiCatalogue({ siteConfig: site, apiBaseUrl: client.baseUrl, productUrlTemplate: env.PARTNER_PRODUCT_URL_TEMPLATE }),
      totals: floristoneTotals(client.baseUrl),
      deliveryDates: createPartnerDeliveryDates(client),
      pictureOrigin: new URL(client.baseUrl).origin,
      // The delivered-price answers (one set per town ZIP) are in use while the API is the provider.
      keeps: (address) => client.owns(address) && isFloristoneTotalUrl(address),
      status: () => client.status(),
    };
  },
};
