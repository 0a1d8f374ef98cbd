import { Hono, type Context } from "hono";
import type { Logger } from "pino";
import { z } from "zod";
import { CATEGORIES, categoryBySlug } from "#core/content/categories";
import { FETCH_PRODUCTS_FAILED, type ProductsResponse } from "#core/products/schema";
import { deliveredTo } from "#core/products/delivered-to";
import { productsJson } from "#core/products/products-json";
import { MAX_TOWN_TEXT } from "#core/nebraska/zip";
import type { ProductSource } from "#core/products/source";
import type { ProductsService } from "../products/service";

type ProductsRoutesDeps = {
  products: Pick<ProductsService, "get">;
  logger: Pick<Logger, "error">;
};

const UNKNOWN_CATEGORY = `category must be one of: ${CATEGORIES.map((category) => category.slug).join(", ")}`;

/** Parses the slug into its category record, so the handler looks nothing up again. */
const categoryQuery = z.object({
  category: z.string({ error: "category is required" }).transform((slug, ctx) => {
    const category = categoryBySlug(slug);
    if (category) return category;
    ctx.addIssue({ code: "custom", message: UNKNOWN_CATEGORY });
    return z.NEVER;
  }),
});

const BAD_TOWN = "to must be a Nebraska town or one of its five-digit ZIP codes";

/** `to`, when given: a town or ZIP we price for, as its ZIP. Empty is not given (a form's box left blank). */
const toQuery = z.object({
  to: z
    .string()
    .max(MAX_TOWN_TEXT, BAD_TOWN)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return undefined;
      const place = deliveredTo(value);
      if (place) return place.zip;
      ctx.addIssue({ code: "custom", message: BAD_TOWN });
      return z.NEVER;
    }),
});

const CACHE_CONTROL: Record<ProductsResponse["cacheStatus"], string> = {
  fresh: "public, max-age=300, stale-while-revalidate=600",
  stale_but_acceptable: "public, max-age=60, stale-while-revalidate=300",
  expired_but_served: "public, max-age=60, stale-while-revalidate=300",
  // The partner failing is not our server failing: 200 with no products and the error,
  // so the page shows the spec's messages and monitoring sees no 5xx storm.
  unavailable: "no-store",
  local_cache: "no-store",
  error_fallback: "no-store",
};

/**
 * GET /            ?category={slug}: one category's products.
 * GET /featured    the carousel's products.
 * Either with ?to={town or ZIP}: each card with the partner's delivered price there
 * (where the provider has one), for the home and category pages' town box (issue 29).
 * The browser names a category, never a URL; server/products/ does the rest.
 */
export function productsRoutes({ products, logger }: ProductsRoutesDeps): Hono {
  const app = new Hono();

  const fail = (c: Context, error: string, status: 400 | 502) => c.json({ error }, status, { "Cache-Control": "no-store" });

  async function respond(c: Context, source: ProductSource) {
    const body = await products.get(source);
    if (!body) return fail(c, UNKNOWN_CATEGORY, 400);
    // The cards' cents written as the spec's "$49.99" here, at the edge (docs/decisions/0065).
    return c.json(productsJson(body), 200, { "Cache-Control": CACHE_CONTROL[body.cacheStatus] });
  }

  app.get("/", async (c) => {
    const query = categoryQuery.safeParse({ category: c.req.query("category") });
    if (!query.success) return fail(c, query.error.issues[0]?.message ?? "Invalid query", 400);
    const to = toQuery.safeParse({ to: c.req.query("to") });
    if (!to.success) return fail(c, to.error.issues[0]?.message ?? BAD_TOWN, 400);
    return respond(c, { kind: "category", slug: query.data.category.slug, ...(to.data.to ? { zip: to.data.to } : {}) });
  });

  app.get("/featured", (c) => {
    const to = toQuery.safeParse({ to: c.req.query("to") });
    if (!to.success) return fail(c, to.error.issues[0]?.message ?? BAD_TOWN, 400);
    return respond(c, { kind: "featured", ...(to.data.to ? { zip: to.data.to } : {}) });
  });

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "products request failed");
    return fail(c, FETCH_PRODUCTS_FAILED, 502);
  });

  return app;
}
