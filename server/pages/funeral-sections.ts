import { FUNERAL_PIECES, type FuneralSection, funeralSections } from "#core/content/funeral-pieces";
import type { ProductCard } from "#core/products/schema";
import type { ProductsService } from "../products/service";
import { within } from "../concurrency/within";

/** As long as a page render waits for products (load-products.ts): past it, the page goes without the sections this time. */
const BUDGET_MS = 150;
/** One answer serves every render for this long (each request of a kept page asks for its version). */
const REUSE_MS = 1_000;

export type FuneralLoad = () => Promise<FuneralSection[]>;

/**
 * The sympathy page's purpose sections (docs/decisions/0033): each funeral code's products
 * from the products service (the API provider only; the crawler has no codes and gets none),
 * all codes asked at once, within the render budget. A code that fails or answers nothing
 * leaves its section out. The sympathy page prices and versions them (loaders/sympathy-sections.ts);
 * the picture list names their pictures (server/images/product-image-urls.ts).
 */
export function funeralProducts(products: Pick<ProductsService, "byCode">, budgetMs = BUDGET_MS, now: () => number = Date.now): FuneralLoad {
  let kept: { at: number; sections: FuneralSection[] } | undefined;
  return async () => {
    if (kept && now() - kept.at < REUSE_MS) return kept.sections;
    const lists = await Promise.all(
      FUNERAL_PIECES.map(async (piece): Promise<[string, ProductCard[]]> => {
        const answer = await within(products.byCode(piece.code).catch(() => null), budgetMs, () => null);
        return [piece.code, answer?.products ?? []];
      }),
    );
    const sections = funeralSections(new Map(lists));
    kept = { at: now(), sections };
    return sections;
  };
}
