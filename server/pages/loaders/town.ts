import type { LoadProducts } from "../shared-loads";
import { type PageLoader, productsOf } from "./page-loader";

/** The towns whose partner page the link checker finds gone (server/partner/link-health.ts). */
export type GoneTowns = () => ReadonlySet<string>;

/** A gone town's page is another page than its plain one: kept under this variant, told in its locals. */
const GONE = { variant: "nebraska-link", locals: { partnerPageGone: true } } as const;

/**
 * A town page: the featured list priced delivered to the town's ZIP (page.products), and, while
 * the town's partner page is gone, links to the partner's Nebraska page instead
 * (Astro.locals.partnerPageGone; its partner links render the Nebraska address, fragment and
 * tracking kept: core/affiliate/links.ts). The variant renders the page again when the town's
 * partner page goes or comes back. A made-up town's shell is rendered with the same list.
 */
export function townLoader(load: LoadProducts, goneTowns: GoneTowns = () => new Set()): PageLoader {
  return {
    async load(page) {
      const products = await productsOf(load, page);
      const gone = page.slug !== undefined && goneTowns().has(page.slug);
      return gone ? { products, ...GONE } : { products, locals: {} };
    },
  };
}
