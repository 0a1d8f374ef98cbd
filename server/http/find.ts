import { Hono } from "hono";
import { isbot } from "isbot";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { partnerUrl } from "#core/affiliate/links";
import { clickTargetOf } from "#core/clicks/target";
import { isSitePagePath } from "#core/clicks/site-path";
import type { TrustProxy } from "#core/config/env";
import type { SiteConfig } from "#core/config/site";
import { FIND_LANG_FIELD, findQuerySchema } from "#core/search/find";
import { findLandingWithHospitals } from "#core/search/find-hospital";
import type { ClickCeiling } from "../clicks/ceiling";
import { insertClick } from "../clicks/repository";
import type { Database } from "../db/schema";
import { clientAddressResolver } from "./client-address";
import { isSameOriginRequest } from "./same-origin";

type FindRoutesDeps = {
  db: Kysely<Database>;
  site: SiteConfig;
  logger: Pick<Logger, "warn">;
  ceiling: ClickCeiling;
  /** How the client address is found (TRUST_PROXY), for each address's share of the ceiling. */
  trustProxy?: TrustProxy;
  now?: () => Date;
};

const NO_STORE = { "Cache-Control": "no-store" };

/** The page the form was on, from the browser's Referer; "/" when it is missing or not one of ours. */
function fromPage(referer: string | undefined, siteUrl: string): string {
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(siteUrl).origin) return "/";
    return isSitePagePath(url.pathname) ? url.pathname : "/";
  } catch {
    return "/";
  }
}

/**
 * GET /?q=…&from=hero-search — the plain search form, before the search island wakes
 * or without script (docs/product.md, "Search"). The query is resolved with the island's
 * rules and answered with a 302 to the tracked partner page; the click is recorded like a
 * beacon's when the search was made on this site (isSameOriginRequest), not for bots, nor past
 * the day's ceiling or the address's share of it. A query that is not a search gets a 400
 * that says why.
 */
export function findRoutes(deps: FindRoutesDeps): Hono {
  const now = deps.now ?? (() => new Date());
  const clientAddress = clientAddressResolver(deps.trustProxy ?? false);
  return new Hono().get("/", async (c) => {
    const query = findQuerySchema.safeParse({ q: c.req.query("q"), from: c.req.query("from") || undefined, [FIND_LANG_FIELD]: c.req.query(FIND_LANG_FIELD) });
    if (!query.success) return c.text(`Bad search: ${query.error.issues[0]?.message ?? "not a search"}`, 400, NO_STORE);
    const landing = findLandingWithHospitals(query.data);
    // A Spanish search lands on our own Spanish town page (or the Spanish towns list), a hospital's name on its page
    // in the visitor's edition: our own pages, no partner click (issues 41, 49).
    if (landing.kind === "page") return c.redirect(landing.path, 302);
    const { target } = landing;
    const agent = c.req.header("user-agent") ?? "";
    // Only a search made on our pages (or typed) is a visitor's click: an <img> or a link on
    // another site, or a script, still gets its redirect but writes nothing.
    if (agent !== "" && !isbot(agent) && isSameOriginRequest(c, deps.site.siteUrl)) {
      const time = now();
      try {
        const click = { path: fromPage(c.req.header("referer"), deps.site.siteUrl), ...clickTargetOf(target, query.data.from) };
        // Refused by the ceiling or the address's share: counted there, and the visitor still goes.
        await deps.ceiling.admit(time, clientAddress(c), (trx) => insertClick(trx, click, time));
      } catch (error) {
        // The visitor still goes where they asked; a lost click is only a lost figure.
        deps.logger.warn({ err: error }, "search click not recorded");
      }
    }
    return c.redirect(partnerUrl(deps.site, target), 302);
  });
}
