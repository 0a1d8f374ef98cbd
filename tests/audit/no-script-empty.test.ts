/**
 * A visitor whose browser runs no script, on a server that has no products (the partner
 * down since start-up): the pages must not wait for ever. The category page shows its
 * fallback line and partner link and no loading skeleton, and a town page draws no product
 * carousel at all (docs/decisions/0024-quiet-empty-states.md); neither carries an island for
 * them (docs/decisions/0045-a-first-run-that-explains-itself.md).
 *
 * Real Chromium with JavaScript off, every request answered by the built site in process.
 */
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium";
import { E2E, SIM_URL } from "../e2e/env";
import { useBuiltSite } from "../security/helpers/app";

const ORIGIN = "http://site.test";
// Down from the start: set after the site started, a quick first crawl (a quiet machine) could win
// the race and leave products in the cache.
const site = useBuiltSite({ sim: { mode: "down" } });
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

async function openWithoutScript(path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  // The page the server settled on (below) is the one opened: asked again, a busy machine's next
  // answer could fall inside a new crawl's 150 ms budget and show the placeholder that settling ruled out.
  let settledPage: string | undefined;
  await context.route(`${ORIGIN}/**`, async (route) => {
    const target = route.request().url().slice(ORIGIN.length);
    if (target === path && settledPage !== undefined) {
      await route.fulfill({ status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: settledPage });
      return;
    }
    const answer = await site().request(target);
    await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: Buffer.from(await answer.arrayBuffer()) });
  });
  // Nothing may leave for the partner before a click.
  await context.route((url) => !url.href.startsWith(ORIGIN), (route) => route.abort());
  const page = await context.newPage();
  // The very first render may precede the first crawl's failure (the budget is 150 ms); from
  // then on the outage is known. What is tested is the page the server settles on: one with
  // neither a placeholder nor a carousel shell (a page that keeps either fails here, after 30 s).
  const settled = (html: string) => !html.includes("Loading products") && !html.includes('data-slot="product-carousel"');
  await expect
    .poll(
      async () => {
        const response = await site().request(path);
        const html = await response.text();
        if (response.status === 200 && settled(html)) settledPage = html;
        return settledPage !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const response = await page.goto(`${ORIGIN}${path}`);
  expect(response?.status()).toBe(200);
  return { page, context };
}

describe("without script and without products", () => {
  it("a category page shows its fallback and partner link, not a skeleton", async () => {
    const { page, context } = await openWithoutScript("/categories/birthday-flowers/");
    try {
      const collection = page.locator('[data-slot="category-collection"]');
      // What is drawn at load is what stays: no skeleton, and no island that could replace it.
      expect(await collection.locator('[aria-label="Loading products"]').count()).toBe(0);
      expect(await page.locator('astro-island[component-export="CategoryCollection"]').count()).toBe(0);
      expect(await collection.getByText("We couldn’t load products right now.").isVisible()).toBe(true);
      const link = collection.getByRole("link", { name: /^Browse Birthday Flowers on / });
      expect(await link.isVisible()).toBe(true);
      // The partner's category page, with our tracking.
      const href = new URL((await link.getAttribute("href")) ?? "");
      expect(href.origin).toBe(SIM_URL);
      expect(href.searchParams.get("AffiliateID")).toBe(E2E.affiliateId);
    } finally {
      await context.close();
    }
  });

  it("a town page draws no product carousel and no loading placeholder", async () => {
    const { page, context } = await openWithoutScript("/cities/omaha/");
    try {
      expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
      // Nothing is drawn for the carousels, for this browser or one that runs script.
      expect(await page.locator('[data-slot="product-carousel"]').count()).toBe(0);
      expect(await page.locator('astro-island[component-export="ProductCarousels"]').count()).toBe(0);
      expect(await page.getByRole("status", { name: "Loading products" }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
