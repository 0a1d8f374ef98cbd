import { type CompactPlan, createProcessor } from "beasties/runtime";

/** Written beside the server entry at build time; the entry reads it to inline the pages it renders. */
export const PLAN_FILE = "critical-css.json";

/**
 * The CSS a page's first screen needs, inlined with its HTML, so the first paint waits for
 * no second request (docs/decisions/0022). The site's stylesheets are compiled into plans
 * once, at build time (app/astro/critical-css.ts); this splices each document's used rules
 * into a `<style>` in its head and moves the stylesheet links to the end of the body, where
 * they no longer hold the first paint. That strategy needs no script, so the CSP stays as it is
 * (styles are already allowed inline). The display font's `@font-face` travels inline too: the
 * page preloads the face, and with `font-display: optional` a rule arriving later could still
 * swap the face in after the first paint.
 */
export function createCriticalCss(plans: readonly CompactPlan[]): (html: string) => string {
  if (plans.length === 0) return (html) => html;
  const processor = createProcessor([...plans], { preload: "body", inlineFonts: true, preloadFonts: false, keyframes: "critical", logger: { warn: () => undefined } });
  return (html) => processor.process(html);
}

export type { CompactPlan };
