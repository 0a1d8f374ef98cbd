/**
 * Every page ships script only for what a visitor can interact with on it
 *: the island runtime only beside an island, the click listener only
 * where there is a partner link to report, and nothing preloaded ahead of an
 * interaction. Every page the site serves is checked, plus the 404 page (the run's one walk of
 * the sitemap, helpers/site-snapshot.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sitePagePaths } from "#core/site/pages";
import type { FetchedPage } from "./helpers/pages";
import { siteSnapshot } from "./helpers/site-snapshot";

/** The layout's one module script: the delegated partner-click listener (app/lib/click-listener.ts). */
const CLICK_LISTENER = /^\/assets\/page\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/;
/** The hydration directives of docs/decisions/0007 and Astro's own client:only. */
const DIRECTIVES = new Set(["interact", "near", "idle", "only"]);

type PageScripts = { external: string[]; inline: string[]; preloads: string[]; islands: string[]; partnerLinks: number };

function scriptsOf(html: string): PageScripts {
  const external: string[] = [];
  const inline: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/type="application\/ld\+json"/.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) external.push(src);
    else inline.push(match[2] ?? "");
  }
  return {
    external,
    inline,
    preloads: [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/gi)].map((m) => m[0]),
    islands: [...html.matchAll(/<astro-island\b[^>]*\bclient="([^"]+)"/gi)].map((m) => m[1] ?? ""),
    partnerLinks: [...html.matchAll(/<a\b[^>]*\bdata-placement="/gi)].length,
  };
}

/** What is wrong with one page's scripts, as readable findings. */
function findings(page: FetchedPage): string[] {
  const { external, inline, preloads, islands, partnerLinks } = scriptsOf(page.html);
  const problems: string[] = [];
  for (const src of external) {
    if (!CLICK_LISTENER.test(src)) problems.push(`loads ${src}, which no island or link on the page needs`);
    else if (partnerLinks === 0) problems.push(`loads the click listener with no partner link to report`);
  }
  if (partnerLinks > 0 && !external.some((src) => CLICK_LISTENER.test(src))) problems.push(`has ${partnerLinks} partner links and no click listener`);
  for (const preload of preloads) problems.push(`preloads a module before any interaction: ${preload}`);
  for (const directive of islands) if (!DIRECTIVES.has(directive)) problems.push(`has an island hydrating on "${directive}"`);
  const runtime = inline.filter((text) => text.includes("astro-island") || text.includes("customElements"));
  if (islands.length === 0 && runtime.length > 0) problems.push("carries the island runtime without an island");
  if (islands.length > 0 && runtime.length === 0) problems.push("has islands but no island runtime");
  return problems.map((problem) => `${page.path}: ${problem}`);
}

let pages: FetchedPage[];
beforeAll(async () => {
  const walked = await siteSnapshot();
  pages = [...walked.pages, walked.notFound];
});

describe("scripts per page", () => {
  it("every page loads only the scripts its islands and partner links need", () => {
    expect(pages.map((page) => page.path)).toEqual([...sitePagePaths(), "/no-such-page/"]);
    expect(pages.every((page) => page.status === 200 || page.path === "/no-such-page/")).toBe(true);
    expect(pages.flatMap(findings)).toEqual([]);
  });

  it("catches a page that loads a script without an island for it", () => {
    const html = '<html><head><script type="module" src="/assets/carousel.abc.js"></script></head><body><main></main></body></html>';
    expect(findings({ path: "/x/", status: 200, location: null, html })).toEqual(["/x/: loads /assets/carousel.abc.js, which no island or link on the page needs"]);
    const runtimeOnly = "<html><body><script>customElements.define('astro-island',class{})</script></body></html>";
    expect(findings({ path: "/y/", status: 200, location: null, html: runtimeOnly })).toEqual(["/y/: carries the island runtime without an island"]);
  });
});
