import type { SiteConfig } from "#core/config/site";
import type { ProductOrigins } from "#core/products/safety";
import { createInlineExtractor, type Extractor } from "../partner/extraction";
import type { PageCache } from "../page-cache/service";
import { pagesCatalogue } from "../partner/catalogue";
import { createProductsService, type ProductsServiceDeps } from "./service";

export { createProductsService, type ProductsService } from "./service";

/** The crawler's products service (extraction in this thread unless an extractor is given): tests and tools. */
export function pagesProductsService(options: {
  pageCache: Pick<PageCache, "getOrFetch">;
  siteConfig: SiteConfig;
  logger: ProductsServiceDeps["logger"];
  extractor?: Extractor;
  origins?: ProductOrigins;
  categoryDelayMs?: number;
}) {
  const { extractor, siteConfig, ...rest } = options;
  return createProductsService({ ...rest, siteConfig, catalogue: pagesCatalogue(siteConfig, extractor ?? createInlineExtractor()) });
}
