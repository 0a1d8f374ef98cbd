import { Hono } from "hono";
import type { IndexNow } from "./service";

/** GET /{key}.txt: the key itself, which proves to search engines that the notices are ours. */
export function indexNowKeyRoute(key: string): Hono {
  return new Hono().get(`/${key}.txt`, (c) => c.text(key, 200, { "Cache-Control": "public, max-age=3600" }));
}

/** GET /indexnow under the admin router: the last notices and their answers (null service: IndexNow is off). */
export function adminIndexNowRoutes(indexNow: IndexNow | undefined): Hono {
  return new Hono().get("/indexnow", async (c) => c.json(indexNow ? { enabled: true, ...(await indexNow.status()) } : { enabled: false, notices: [] }));
}
