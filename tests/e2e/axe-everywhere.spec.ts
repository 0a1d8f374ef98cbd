import type { BrowserContext, Page } from "@playwright/test";
import { spanishOnlyPagePaths } from "#core/site/pages";
import { expect, test } from "./fixtures";
import { type AxeViolation, axeViolations } from "./page-helpers";

/**
 * axe-core, every rule at every impact (landmark-unique is "moderate", and was missed by the
 * serious-only checks beside each page's spec), over every page of the sitemap and the
 * answers a visitor can ask for: the 404 page, a sympathy service answer and budget views.
 */

// The site's CSP forbids inline scripts, and addScriptTag injects axe inline.
test.use({ bypassCSP: true });

/** The sitemap's pages, as paths; split in chunks so workers can share them. */
const CHUNKS = 16;
/**
 * Tabs each chunk keeps open in its browser (docs/decisions/0061): while one tab waits for the
 * server or its load event, another runs axe, so the worker's core stays busy. Two workers of
 * three tabs each on two cores; every page is still checked, one page per tab at a time.
 */
const TABS = 3;

async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

async function violationsOf(page: Page, path: string): Promise<(AxeViolation & { path: string })[]> {
  await page.goto(path);
  await page.waitForLoadState("load");
  return (await axeViolations(page)).map((violation) => ({ path, ...violation }));
}

/**
 * More tabs in the test's own context, each held to what the pageErrors fixture holds `page` to
 * (tests/e2e/fixtures.ts): any page error or unexpected console error is reported.
 */
async function moreTabs(context: BrowserContext, count: number, allowed: RegExp[], problems: string[]): Promise<Page[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const tab = await context.newPage();
      tab.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      tab.on("console", (message) => {
        if (message.type() === "error" && !allowed.some((pattern) => pattern.test(message.text()))) problems.push(`console.error: ${message.text()}`);
      });
      return tab;
    }),
  );
}

/**
 * axe in every document the context opens, before the page's own scripts: Chromium compiles the
 * same init script once and reuses it, where an injected tag is compiled again on every page
 * (docs/decisions/0066: about 29 % of the browser's CPU per page). `axeViolations` finds `axe`
 * present and injects nothing. It only defines `window.axe`; the page's scripts never read it.
 */
async function withAxeOnEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: "node_modules/axe-core/axe.min.js" });
}

/** The Monday after next in Kearney's calendar: a day the built-in rules deliver on, within the form's 60 days. */
function serviceDay(): string {
  const day = new Date(Date.now() + 8 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test.describe("axe finds no violation", () => {
  // One more try for a part whose tab logged an error: once (run G, 2026-11-28), the first two parts,
  // the first pages asked of a new server, saw four product pictures (/img/v1/…) answer 404; runs F
  // and R1 of the same code passed. The cause is not found yet (issue 48 records it). A second
  // failure still fails the run, and the first one's trace is kept.
  test.describe.configure({ retries: 1 });
  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    test(`on the sitemap's pages, part ${chunk + 1} of ${CHUNKS}`, async ({ page, context, allowedConsoleErrors }) => {
      // A hang guard, not a speed check: the work is bounded by the sitemap's pages.
      test.setTimeout(900_000);
      await withAxeOnEveryPage(context);
      const paths = await sitemapPaths(page);
      // The sitemap lists every page twice over (an English page and its Spanish twin), then the
      // Spanish-only guides; feeds.test.ts checks which.
      const spanishOnly = spanishOnlyPagePaths().length;
      expect(paths.length).toBeGreaterThan(spanishOnly);
      expect(paths.filter((path) => path.startsWith("/es/")).length - spanishOnly).toBe((paths.length - spanishOnly) / 2);
      const mine = paths.filter((_, index) => index % CHUNKS === chunk);
      const problems: string[] = [];
      const tabs = [page, ...(await moreTabs(context, TABS - 1, allowedConsoleErrors, problems))];
      const found: (AxeViolation & { path: string })[] = [];
      const checked: string[] = [];
      let next = 0;
      await Promise.all(
        tabs.map(async (tab) => {
          for (let index = next++; index < mine.length; index = next++) {
            const path = mine[index] as string;
            found.push(...(await violationsOf(tab, path)));
            checked.push(path);
          }
        }),
      );
      expect(checked.sort()).toEqual([...mine].sort());
      expect(problems, "a tab logged errors").toEqual([]);
      expect(found).toEqual([]);
    });
  }

  test.describe("on the 404 page", () => {
    // The document itself answers 404.
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test("an unknown address", async ({ page }) => {
      expect(await violationsOf(page, "/no-such-page/")).toEqual([]);
    });
  });

  test("on a sympathy service answer", async ({ page }) => {
    expect(await violationsOf(page, `/categories/sympathy-funeral/?town=Kearney&date=${serviceDay()}&time=morning`)).toEqual([]);
  });

  test("on budget views, one with products and one without", async ({ page }) => {
    expect(await violationsOf(page, "/categories/birthday-flowers/?budget=60-80")).toEqual([]);
    expect(await violationsOf(page, "/categories/birthday-flowers/?budget=100-up&order=price-low")).toEqual([]);
  });
});
