import { readFileSync } from "node:fs";
import { createApp } from "astro/app/entrypoint";
import { type CompactPlan, createCriticalCss, PLAN_FILE } from "#core/first-paint/critical-css";

const app = createApp();

/** The plans written beside this entry at the end of the build; none (pages keep their link) without them. */
function loadPlans(): CompactPlan[] {
  try {
    return JSON.parse(readFileSync(new URL(`./${PLAN_FILE}`, import.meta.url), "utf8")) as CompactPlan[];
  } catch {
    return [];
  }
}

const inlineCritical = createCriticalCss(loadPlans());

/**
 * Renders one on-demand page (home, town, category) with the products the server
 * read from its page cache. The server decides which paths reach this and caches
 * the result per product version (docs/decisions/0008), so the critical CSS is
 * inlined once per page and product version, like the prerendered pages' at build.
 */
export async function renderPage(request: Request, locals: App.Locals): Promise<Response> {
  const response = await app.render(request, { locals });
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const html = inlineCritical(await response.text());
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
}
