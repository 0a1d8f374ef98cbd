/**
 * Security in the browser: no screen trips the Content-Security-Policy, and the
 * partner's hostile markup never runs. The simulator's normal category page is
 * already hostile (an inline script setting document.title = "pwned", an
 * onerror handler, javascript: and mailto: links, a data: SVG with onload), so
 * no global fault mode is switched here: other specs share the simulator.
 * Fault modes (hang, huge, 429, 500, invalid HTML...) are tested in process in
 * tests/security/partner.test.ts.
 */
import type { Page } from "@playwright/test";
import { MARKUP_TITLE } from "../partner-sim/catalog";
import { SIM_URL } from "./env";
import { expect, test } from "./fixtures";

type Watch = { violations: () => Promise<string[]>; cspConsole: string[]; dialogs: string[] };

/** Records CSP violations (event and console) and any dialog a script opens. */
async function watch(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  const cspConsole: string[] = [];
  const dialogs: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspConsole.push(message.text());
  });
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), cspConsole, dialogs };
}

/** Scrolls through the page so lazy islands (products, calendar) load, then lets the network settle. */
async function visitFully(page: Page) {
  await page.waitForLoadState("networkidle");
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(40);
  }
  await page.waitForLoadState("networkidle");
}

const SCREENS = ["/admin/", "/", "/cities/", "/cities/omaha/", "/categories/birthday-flowers/", "/about/", "/data-sources/", "/contact/", "/privacy-policy/", "/terms-of-service/"];

test.describe("Content-Security-Policy", () => {
  for (const path of SCREENS) {
    test(`${path} runs under its CSP without a single violation`, async ({ page }) => {
      const watched = await watch(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      await visitFully(page);
      expect(await watched.violations()).toEqual([]);
      expect(watched.cspConsole).toEqual([]);
    });
  }

  test.describe("on the 404 screen", () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("an unknown path and a town slug with markup show no violation and run nothing", async ({ page }) => {
      const watched = await watch(page);
      expect((await page.goto("/no-such-page/"))?.status()).toBe(404);
      await visitFully(page);
      // A slug outside the slug grammar gets the plain 404 page: nothing of it is echoed.
      expect((await page.goto("/cities/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E/"))?.status()).toBe(404);
      await expect(page.locator("h1")).toHaveText("Oops! Page not found");
      expect(await page.content()).not.toContain("onerror");
      await visitFully(page);
      expect(await watched.violations()).toEqual([]);
      expect(watched.cspConsole).toEqual([]);
      expect(watched.dialogs).toEqual([]);
    });
  });
});

test.describe("hostile partner markup", () => {
  test("the category collection renders only http(s) partner links and plain-text titles; no partner script runs", async ({ page }) => {
    const watched = await watch(page);
    await page.goto("/categories/just-because/");
    const cards = page.locator('#collection [data-slot="product-card"]');
    await cards.first().scrollIntoViewIfNeeded();
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    await visitFully(page);

    const links = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect(links.filter((href) => !/^(https?:|mailto:)/.test(href))).toEqual([]);
    const cardLinks = await cards.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect(cardLinks.length).toBeGreaterThan(0);
    for (const href of cardLinks) expect(new URL(href).origin).toBe(SIM_URL);
    const images = await cards.locator("img").evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    for (const src of images) expect(src).toMatch(/^https?:/);

    // The partner's inline script would have renamed the page; its handlers would have left marks.
    await expect(page).not.toHaveTitle(/pwned/);
    expect(await page.locator("[onerror], [onload], [onclick]").count()).toBe(0);
    expect(await page.locator("[data-broken]").count()).toBe(0);
    expect(await page.evaluate(() => "__pwned" in window || "teaser" in window)).toBe(false);
    await expect(cards.filter({ hasText: MARKUP_TITLE })).toHaveCount(1);
    expect(watched.dialogs).toEqual([]);
    expect(await watched.violations()).toEqual([]);
  });

  test("markup typed in the search box is shown as text", async ({ page }) => {
    const watched = await watch(page);
    await page.goto("/");
    const form = page.locator('form[data-variant="hero"]');
    await form.getByRole("combobox").focus();
    await expect(form).toHaveAttribute("data-hydrated", "true");
    const payload = '"><img src=x onerror=alert(1)>';
    await form.getByRole("combobox").pressSequentially(payload);
    await expect(form.getByText(`No matches for "${payload}"`)).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(watched.dialogs).toEqual([]);
    expect(await watched.violations()).toEqual([]);
  });
});
