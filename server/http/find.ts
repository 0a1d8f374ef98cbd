import { Hono } from "hono";
import { isbot } from "isbot";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { partnerUrl } from "#core/affiliate/links";
import { clickTargetOf } from "#core/affiliate/target";
import { isSitePagePath } from "#core/clicks/site-path";
import type { SiteConfig } from "#core/config/site";
import { findQuerySchema, resolveFind } from "#core/search/index";
import type { ClickCeiling } from "../clicks/ceiling";
import { insertClick } from "../clicks/repository";
import type { Database } from "../db/schema";

type FindRoutesDeps = {
  db: Kysely<Database>;
  site: SiteConfig;
  logger: Pick<Logger, "warn">;
  ceiling: ClickCeiling;
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
 * beacon's (bots and days over the ceiling are not). A query that is not a search gets a
 * 400 that says why.
 */
export function findRoutes(deps: FindRoutesDeps): Hono {
  const now = deps.now ?? (() => new Date());
  return new Hono().get("/", async (c) => {
    const query = findQuerySchema.safeParse({ q: c.req.query("q"), from: c.req.query("from") || undefined });
    if (!query.success) return c.text(`Bad search: ${query.error.issues[0]?.message ?? "not a search"}`, 400, NO_STORE);
    const target = resolveFind(query.data);
    const agent = c.req.header("user-agent") ?? "";
    if (agent !== "" && !isbot(agent)) {
      try {
        const time = now();
        const click = { path: fromPage(c.req.header("referer"), deps.site.siteUrl), ...clickTargetOf(target, query.data.from) };
        if (await deps.ceiling.admit(time)) await insertClick(deps.db, click, time);
      } catch (error) {
        // The visitor still goes where they asked; a lost click is only a lost figure.
        deps.logger.warn({ err: error }, "search click not recorded");
      }
    }
    return c.redirect(partnerUrl(deps.site, target), 302);
  });
}
