import { floristoneProductList } from "#core/partner-api/products";
import type { PartnerApiClient } from "./client";
import type { CrawlProvider } from "./types";

/** What is wrong with a getproducts answer, or undefined when it is one. */
export function productsAnswerProblem(text: string): string | undefined {
  return floristoneProductList(text) ? undefined : "partner API answer is not a product list (not JSON, cut short, or nested too deep)";
}

/**
 * The page cache's provider with CRAWL_PROVIDER=floristone-api: addresses under the API
 * base are answered by the partner API (its JSON is what the cache row stores, keyed by
 * the address, which carries no credentials); anything else (an admin refresh of a row
 * from the crawler's days) goes to the partner pages' provider. An answer that is not a
 * product list fails like a failed crawl, so the cache keeps serving the last good one.
 */
export function createFloristoneApiProvider(client: PartnerApiClient, pages: CrawlProvider): CrawlProvider {
  return {
    name: "floristone-api",
    fetchHtml: (url, signal) => (client.owns(url) ? client.get(url, signal, productsAnswerProblem) : pages.fetchHtml(url, signal)),
  };
}
