import type { APIRequestContext, Page } from "@playwright/test";
import type { ClickEvent } from "#core/clicks/types";
import { E2E, SIM_URL } from "./env";
import { expect, test } from "./fixtures";
import { seriousAxeViolations } from "./page-helpers";

type LinkCount = { path: string; placement: string; targetKind: string; targetId: string | null; clicks: number };

const AUTH = { Authorization: `Bearer ${E2E.adminToken}` };

/** Clicks so far for one link (page x placement x target), read through the admin API. */
async function clicksFor(request: APIRequestContext, click: ClickEvent): Promise<number> {
  const response = await request.get("/api/admin/clicks?days=7", { headers: AUTH });
  expect(response.status()).toBe(200);
  const { links } = (await response.json()) as { links: LinkCount[] };
  const match = links.find(
    (link) => link.path === click.path && link.placement === click.placement && link.targetKind === click.targetKind && link.targetId === (click.targetId ?? null),
  );
  return match?.clicks ?? 0;
}

/** The event arrives once, and stays at one (no second report from the same click). */
async function expectOneMoreClick(request: APIRequestContext, click: ClickEvent, before: number) {
  await expect.poll(() => clicksFor(request, click), { timeout: 30_000 }).toBe(before + 1);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await clicksFor(request, click)).toBe(before + 1);
}

/**
 * Holds every beacon until `release()`: a navigation that waited for its beacon would never
 * finish, so finishing while they are held proves it did not wait, on a quiet machine or a
 * loaded one (a fixed delay measured the machine's speed instead).
 */
async function holdBeacons(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route("**/api/clicks", async (route) => {
    held += 1;
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release, held: () => held };
}

/**
 * The page's one delegated click listener is installed (a module script, so before
 * `load`), whether or not any island has hydrated: static links report clicks too.
 */
async function listening(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-partner-clicks", "on");
}

test.describe("outbound click events", () => {
  // Each waits out a held-back beacon and may be the first to crawl the partner's pages.
  test.describe.configure({ timeout: 120_000 });

  test("a carousel card records one carousel-card event for its product, without delaying the new tab", async ({ page, context, request }) => {
    await page.goto("/cities/hastings/");
    await listening(page);
    const card = page.locator('[data-slot="product-card"][data-placement="carousel-card"]').first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    const title = await card.getAttribute("data-target-id");
    expect(title).toBeTruthy();
    const click: ClickEvent = { path: "/cities/hastings/", placement: "carousel-card", targetKind: "product", targetId: title ?? "" };
    const before = await clicksFor(request, click);

    const beacons = await holdBeacons(page);
    const [popup] = await Promise.all([context.waitForEvent("page"), card.click()]);
    await popup.waitForURL(`${SIM_URL}/**`);
    expect(new URL(popup.url()).searchParams.get("AffiliateID")).toBe(E2E.affiliateId);
    await popup.close();
    beacons.release();

    await expectOneMoreClick(request, click, before);
  });

  test("a city 'Order for Delivery' records one city-order event for the city", async ({ page, context, request }) => {
    await page.goto("/cities/hastings/");
    await listening(page);
    const click: ClickEvent = { path: "/cities/hastings/", placement: "city-order", targetKind: "city", targetId: "hastings" };
    const before = await clicksFor(request, click);

    const beacons = await holdBeacons(page);
    const order = page.getByRole("main").getByRole("link", { name: "Order for Delivery" });
    const [popup] = await Promise.all([context.waitForEvent("page"), order.click()]);
    await popup.waitForURL(`${SIM_URL}/nebraska/**`);
    await popup.close();
    beacons.release();

    await expectOneMoreClick(request, click, before);
  });

  test("a middle click (new tab) is recorded too", async ({ page, request }) => {
    await page.goto("/cities/hastings/");
    await listening(page);
    const click: ClickEvent = { path: "/cities/hastings/", placement: "city-why-choose", targetKind: "city", targetId: "hastings" };
    const before = await clicksFor(request, click);
    const link = page.locator('a[data-placement="city-why-choose"]');
    await link.scrollIntoViewIfNeeded();
    await link.click({ button: "middle" });
    await expectOneMoreClick(request, click, before);
    expect(new URL(page.url()).pathname).toBe("/cities/hastings/");
  });

  test("a hero search result records one hero-search event for the town, and the same-tab jump is not held up", async ({ page, request }) => {
    await page.goto("/");
    await listening(page);
    const click: ClickEvent = { path: "/", placement: "hero-search", targetKind: "city", targetId: "beatrice" };
    const before = await clicksFor(request, click);

    const beacons = await holdBeacons(page);
    const form = page.locator('form[data-variant="hero"]');
    await form.getByRole("combobox").pressSequentially("beatrice");
    const option = form.getByRole("option", { name: /Beatrice/ });
    await expect(option).toBeVisible();
    await option.click();
    await page.waitForURL(`${SIM_URL}/nebraska/**`);
    beacons.release();

    await expectOneMoreClick(request, click, before);
  });
});

test.describe("owner dashboard", () => {
  test.describe.configure({ timeout: 120_000 });

  test("shows recorded clicks after signing in with the admin token", async ({ page, context, request }) => {
    await page.goto("/cities/york/");
    await listening(page);
    const click: ClickEvent = { path: "/cities/york/", placement: "city-order", targetKind: "city", targetId: "york" };
    const before = await clicksFor(request, click);
    const [popup] = await Promise.all([context.waitForEvent("page"), page.getByRole("main").getByRole("link", { name: "Order for Delivery" }).click()]);
    await popup.close();
    await expectOneMoreClick(request, click, before);

    const response = await page.goto("/admin/");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByLabel("Admin token").fill(E2E.adminToken);
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByRole("heading", { name: "Clicks per day" })).toBeVisible();
    await expect(page.locator('[data-slot="clicks-chart"] svg').first()).toBeVisible();
    const pages = page.getByRole("region", { name: "Top pages" });
    await expect(pages.getByRole("rowheader", { name: "/cities/york/" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Top placements" }).getByText("city-order", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Top cities" }).getByRole("rowheader", { name: /York/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Top categories" })).toBeVisible();

    // The period switch asks again; the token stays for this tab across a reload.
    await page.getByText("7 days", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "7 days" })).toBeChecked();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Clicks per day" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByLabel("Admin token")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Clicks per day" })).toHaveCount(0);
  });

  test("lists the page cache with a working 'Refresh now' per row", async ({ page, request }) => {
    // Any carousel fills the cache with the partner's category pages.
    const products = await request.get("/api/products/featured");
    expect(products.status()).toBe(200);

    await page.goto("/admin/");
    await page.getByLabel("Admin token").fill(E2E.adminToken);
    await page.getByRole("button", { name: "Sign in" }).click();
    const cache = page.getByRole("region", { name: "Page cache" });
    const row = cache.locator('[data-slot="cache-row"]').filter({ hasText: SIM_URL }).first();
    await expect(row).toBeVisible();
    await expect(row.getByText(/^(Fresh|Stale|Expired)$/)).toBeVisible();
    await expect(row.getByText("Last fetch")).toBeVisible();
    await expect(row.getByText("Hits")).toBeVisible();
    await expect(row.getByText("Last error")).toBeVisible();
    await row.getByRole("button", { name: "Refresh now" }).click();
    await expect(cache.getByRole("status")).toContainText("Refreshed");
  });

  test.describe("without the token", () => {
    test.use({ allowedConsoleErrors: [/401/] });

    test("the admin API answers 401 and the page asks for the token", async ({ page, request }) => {
      expect((await request.get("/api/admin/clicks?days=7")).status()).toBe(401);
      expect((await request.get("/api/admin/clicks?days=7", { headers: { Authorization: "Bearer wrong-token-0123456789" } })).status()).toBe(401);

      await page.goto("/admin/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Owner dashboard");
      await expect(page.getByLabel("Admin token")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Clicks per day" })).toHaveCount(0);

      await page.getByLabel("Admin token").fill("wrong-token-0123456789");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText("That admin token was not accepted. Please sign in again.");
      await expect(page.getByLabel("Admin token")).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    });
  });
});

test.describe("bundles and accessibility", () => {
  test("public pages never load the chart library; the dashboard loads it on demand", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
    });
    // Wake every island a visitor could: the search on focus, the carousels and the checker near the viewport.
    await page.goto("/");
    await listening(page);
    await page.locator('form[data-variant="hero"]').getByRole("combobox").focus();
    await expect(page.locator('form[data-variant="hero"]')).toHaveAttribute("data-hydrated", "true");
    await page.goto("/cities/hastings/");
    await listening(page);
    await page.mouse.wheel(0, 4000);
    await page.locator('[data-slot="delivery-checker"]').scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    const publicScripts = [...scripts];
    expect(publicScripts.length).toBeGreaterThan(0);
    expect(publicScripts.filter((path) => /clicks-chart|recharts|admin/i.test(path))).toEqual([]);

    await page.goto("/admin/");
    await page.getByLabel("Admin token").fill(E2E.adminToken);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator('[data-slot="clicks-chart"] svg').first()).toBeVisible();
    expect(scripts.slice(publicScripts.length).some((path) => /clicks-chart/.test(path))).toBe(true);
  });

  test.describe("axe", () => {
    // addScriptTag injects axe inline, which the site's CSP forbids.
    test.use({ bypassCSP: true, viewport: { width: 360, height: 800 } });

    test("the sign-in form and the dashboard have no serious or critical violation and fit 360 px", async ({ page }) => {
      await page.goto("/admin/");
      await expect(page.getByLabel("Admin token")).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByLabel("Admin token").fill(E2E.adminToken);
      await page.getByLabel("Admin token").press("Enter");
      await expect(page.locator('[data-slot="clicks-chart"] svg').first()).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      // The partner's link table scrolls inside its own named, focusable box, within its card.
      const table = page.getByRole("region", { name: "Partner pages and their status" });
      await expect(table.locator('[data-slot="link-check"]').first()).toBeVisible();
      await expect(table).toHaveAttribute("tabindex", "0");
      const edges = await table.evaluate((region) => {
        const card = region.closest("section")?.getBoundingClientRect();
        const box = region.getBoundingClientRect();
        return { left: box.left, right: box.right, cardLeft: card?.left ?? -1, cardRight: card?.right ?? Infinity };
      });
      expect(edges.left).toBeGreaterThanOrEqual(edges.cardLeft);
      expect(edges.right).toBeLessThanOrEqual(Math.min(edges.cardRight, 360));
      // Scrolled to its end, the table shows its last column whole inside the box.
      const lastColumn = await table.evaluate((region) => {
        region.scrollLeft = region.scrollWidth;
        const header = [...region.querySelectorAll("th")].find((cell) => cell.textContent === "Last check")?.getBoundingClientRect();
        const box = region.getBoundingClientRect();
        return { left: header?.left ?? -1, right: header?.right ?? Infinity, boxLeft: box.left, boxRight: box.right };
      });
      expect(lastColumn.left, JSON.stringify(lastColumn)).toBeGreaterThanOrEqual(lastColumn.boxLeft);
      expect(lastColumn.right, JSON.stringify(lastColumn)).toBeLessThanOrEqual(lastColumn.boxRight + 0.5);
      // Addresses wrap between their parts, never inside a word.
      expect(await table.locator('[data-slot="link-check"] .font-mono').first().evaluate((url) => getComputedStyle(url).wordBreak)).not.toBe("break-all");
      // "Show all" is a button that looks like one: outlined, and it shows the rest.
      const showAll = page.getByRole("button", { name: /^Show all \d+ pages$/ });
      expect(await showAll.evaluate((button) => getComputedStyle(button).borderTopWidth)).not.toBe("0px");
      const before = await table.locator('[data-slot="link-check"]').count();
      await showAll.click();
      expect(await table.locator('[data-slot="link-check"]').count()).toBeGreaterThan(before);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});
