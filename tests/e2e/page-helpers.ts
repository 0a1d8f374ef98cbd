import type { Page } from "@playwright/test";

/** Every JSON-LD block of the page, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

export type AxeViolation = { id: string; impact: string; targets: string[] };

/**
 * Runs axe-core (injected; the spec must `test.use({ bypassCSP: true })`, since our
 * CSP rightly refuses injected scripts) over the page or one selector, and returns
 * the serious and critical violations. Injects once per page.
 */
export async function seriousAxeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  return (await axeViolations(page, selector)).filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** Every axe violation of the page (or one selector), whatever its impact (landmark-unique is "moderate"). */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  const ready = await page.evaluate(() => ({ axe: "axe" in window, drawn: document.documentElement.hasAttribute("data-axe-drawn") }));
  // axe may already be there: a context's init script (axe-everywhere.spec.ts) puts it in every page.
  if (!ready.axe) await page.addScriptTag({ path: "node_modules/axe-core/axe.min.js" });
  if (!ready.drawn) {
    // Sections past the first screen are drawn only near it (content-visibility: auto), and
    // axe reads colours from what is drawn: the audit draws the whole page first, once per page.
    await page.addStyleTag({ content: "*{content-visibility:visible!important}" });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.setAttribute("data-axe-drawn", ""))))));
  }
  const violations = await page.evaluate(async (context) => {
    // Injected above; the window type does not know it.
    const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(context ?? document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")) }));
  }, selector);
  return violations;
}
