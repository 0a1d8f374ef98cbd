import { createApp } from "astro/app/entrypoint";

const app = createApp();

/**
 * Renders one on-demand page (home, town, category) with the products the server
 * read from its page cache. The server decides which paths reach this and caches
 * the result per product version (docs/decisions/0008).
 */
export function renderPage(request: Request, locals: App.Locals): Promise<Response> {
  return app.render(request, { locals });
}
