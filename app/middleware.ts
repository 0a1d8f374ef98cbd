import { defineMiddleware } from "astro:middleware";
import { hoistIslandStyle } from "./astro/island-style";

/** Every page, prerendered or on demand, leaves with valid HTML (see hoistIslandStyle). */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const html = hoistIslandStyle(await response.text());
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
