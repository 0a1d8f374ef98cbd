import type { OnDemandPage } from "#core/site/page-route";
import type { PageVariant } from "./page-dispatcher";

type GoneTowns = () => ReadonlySet<string>;

const GONE: ReturnType<PageVariant> = { key: "nebraska-link", locals: { partnerPageGone: true } };

/**
 * Town pages whose partner page is gone link to the partner's Nebraska page instead, until
 * the link checker sees the page again: the page is told (Astro.locals.partnerPageGone) and
 * its partner links render the Nebraska address (core/affiliate/links.ts), fragment and
 * tracking kept. The variant's key renders the page again when the town's page goes or comes back.
 */
export function townFallback(goneTowns: GoneTowns): PageVariant {
  return (page: OnDemandPage) => (page.section === "cities" && page.slug !== undefined && goneTowns().has(page.slug) ? GONE : null);
}
