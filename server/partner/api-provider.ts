import { floristoneProductList } from "#core/partner-api/products";
import { readFloristoneTotal } from "#core/partner-api/totals";
import type { PartnerApiClient } from "./client";
import type { CrawlProvider } from "./types";

/** What is wrong with a getproducts answer, or undefined when it is one. */
export function productsAnswerProblem(text: string): string | undefined {
  return floristoneProductList(text) ? undefined : "partner API answer is not a product list (not JSON, cut short, or nested too deep)";
}

/** What is wrong with a gettotal answer (errors, garbage, absurd or inconsistent amounts), or undefined. */
export function totalAnswerProblem(text: string): string | undefined {
  return readFloristoneTotal(text) ? undefined : "partner API answer is not an order total (errors, not JSON, absurd amounts, or a total that is not its sum)";
}

/** The check for an API address: gettotal answers are totals, everything else a product list. */
function answerCheck(url: string): (text: string) => string | undefined {
  return new URL(url).pathname.endsWith("/flowershop/gettotal") ? totalAnswerProblem : productsAnswerProblem;
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
    fetchHtml: (url, signal) => (client.owns(url) ? client.get(url, signal, answerCheck(url)) : pages.fetchHtml(url, signal)),
  };
}
