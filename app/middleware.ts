import { defineMiddleware } from "astro:middleware";
import { pageAt } from "#core/site/page-route";
import { hoistIslandStyle } from "./astro/island-style";

/** Every page, prerendered or on demand, leaves with valid HTML (see hoistIslandStyle). */
export const onRequest = defineMiddleware(async (context, next) => {
  // The server matches each request once and hands the route in; Astro's dev server renders pages itself.
  if (!context.isPrerendered && context.locals.route === undefined) {
    context.locals.route = pageAt(context.url.pathname, { admin: true }, context.url.searchParams);
  }
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const html = hoistIslandStyle(await response.text());
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
