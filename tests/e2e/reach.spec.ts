/**
 * The town/ZIP search in reach on a 360 px phone (before and
 * after its island loads), the /cities/ filter, and the delivery checker's tracked
 * "Order for delivery" link.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { ClickEvent } from "#core/clicks/types";
import { getAllCities } from "#core/nebraska/directory";
import { openChecker } from "./clock";
import { E2E, SIM_URL } from "./env";
import { expect, test } from "./fixtures";
import { seriousAxeViolations } from "./page-helpers";

const AUTH = { Authorization: `Bearer ${E2E.adminToken}` };
const TOWNS = getAllCities().length;

type LinkCount = { path: string; placement: string; targetKind: string; targetId: string | null; clicks: number };

async function clicksFor(request: APIRequestContext, click: ClickEvent): Promise<number> {
  const response = await request.get("/api/admin/clicks?days=7", { headers: AUTH });
  expect(response.status()).toBe(200);
  const { links } = (await response.json()) as { links: LinkCount[] };
  return (
    links.find((link) => link.path === click.path && link.placement === click.placement && link.targetKind === click.targetKind && link.targetId === (click.targetId ?? null))
      ?.clicks ?? 0
  );
}

function expectTracked(url: string, path: string) {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(`${SIM_URL}${path}`);
  expect(parsed.searchParams.get("source_id")).toBe(E2E.sourceId);
  expect(parsed.searchParams.get("AffiliateID")).toBe(E2E.affiliateId);
}

async function openPhoneSearch(page: Page) {
  const header = page.locator("header[data-slot=header]");
  const toggle = header.locator("summary", { hasText: "Search towns or ZIP codes" });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const form = header.locator('form[data-variant="menu"]');
  await expect(form).toBeVisible();
  return { form, input: form.getByRole("combobox", { name: "Search Nebraska cities or ZIP codes" }) };
}

test.describe("search on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 800 } });
  test.describe.configure({ timeout: 120_000 });

  for (const path of ["/about/", "/cities/omaha/", "/categories/anniversary/", "/cities/"]) {
    test(`${path}: the header offers the search, which fits the screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('form[data-variant="header"]')).toBeHidden();
      const { input } = await openPhoneSearch(page);
      await expect(input).toBeInViewport();
      const box = await input.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }

  test("a ZIP finds the town it serves (Boys Town, 68010) and opens its partner page, counted as menu-search", async ({ page, context, request }) => {
    await page.goto("/about/");
    const { form, input } = await openPhoneSearch(page);
    await input.focus();
    await expect(form).toHaveAttribute("data-hydrated", "true");
    await input.pressSequentially("68010");
    const option = form.getByRole("option", { name: /Boys Town/ });
    await expect(option).toBeVisible();
    const click: ClickEvent = { path: "/about/", placement: "menu-search", targetKind: "city", targetId: "boys-town" };
    const before = await clicksFor(request, click);
    const [popup] = await Promise.all([context.waitForEvent("page"), input.press("Enter")]);
    await popup.waitForURL(`${SIM_URL}/nebraska/boys-town/**`);
    expectTracked(popup.url(), "/nebraska/boys-town/");
    await popup.close();
    await expect.poll(() => clicksFor(request, click), { timeout: 30_000 }).toBe(before + 1);
  });

});

test.describe("phone search accessibility", () => {
  // axe is injected as a script tag, which the site's CSP rightly refuses.
  test.use({ viewport: { width: 360, height: 800 }, bypassCSP: true });

  test("axe finds no serious or critical violation with the phone search open", async ({ page }) => {
    await page.goto("/about/");
    const { form, input } = await openPhoneSearch(page);
    await input.focus();
    await expect(form).toHaveAttribute("data-hydrated", "true");
    await input.pressSequentially("kear");
    await expect(form.getByRole("option").first()).toBeVisible();
    expect(await seriousAxeViolations(page, "header")).toEqual([]);
  });
});

test.describe("before any script", () => {
  test.use({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false });

  test("the phone search opens and submits as a plain form that lands on the town's partner page in a new tab", async ({ page, context }) => {
    await page.goto("/contact/");
    const { form, input } = await openPhoneSearch(page);
    await input.fill("Omaha");
    const [partner] = await Promise.all([context.waitForEvent("page"), form.getByRole("button", { name: "Find flowers" }).click()]);
    await partner.waitForURL((url) => url.href.startsWith(SIM_URL));
    const landed = new URL(partner.url());
    expect(landed.pathname).toBe("/nebraska/omaha/");
    expect(landed.searchParams.get("AffiliateID")).toBe(E2E.affiliateId);
    expect(new URL(page.url()).pathname).toBe("/contact/");
  });
});

test.describe("/cities/ filter", () => {
  test("narrows the list by name and by ZIP, including a town without its own ZIP", async ({ page }) => {
    await page.goto("/cities/");
    const list = page.locator('[data-slot="city-list"]');
    await expect(list.locator('a[href^="/cities/"]')).toHaveCount(TOWNS);
    const filter = page.getByRole("searchbox", { name: "Filter towns by name or ZIP code" });
    await filter.focus();
    await filter.pressSequentially("kearn");
    const status = page.locator('[data-slot="cities-filter"] [role="status"]');
    await expect(status).toHaveText(`1 of ${TOWNS} towns match.`);
    await expect(list.locator('a[href="/cities/kearney/"]')).toBeVisible();
    await expect(list.locator('a[href="/cities/omaha/"]')).toBeHidden();
    // Regions left without a match disappear with their heading.
    await expect(page.locator("#eastern-nebraska")).toBeHidden();

    await filter.fill("68010");
    await expect(list.locator('a[href="/cities/boys-town/"]')).toBeVisible();
    await expect(status).toHaveText(`1 of ${TOWNS} towns match.`);

    await filter.fill("");
    await expect(list.locator('a[href^="/cities/"]:visible')).toHaveCount(TOWNS);
    await expect(status).toHaveText("");
  });
});

test.describe("delivery checker: act on a yes", () => {
  test.use({ timezoneId: "America/Chicago" });
  test.describe.configure({ timeout: 120_000 });

  test("a yes offers a tracked 'Order for delivery' link to the town's partner page, counted under its own placement", async ({ page, context, request }) => {
    const checker = await openChecker(page, "lincoln", "2026-03-10T17:00:00Z");
    await checker.locator('[data-day="2026-03-11"] button').click();
    await checker.getByRole("radio", { name: "3:00 PM" }).check();
    const order = checker.locator('[data-slot="delivery-status"]').getByRole("link", { name: "Order for delivery" });
    await expect(order).toBeVisible();
    await expect(order).toHaveAttribute("data-placement", "delivery-checker-order");
    await expect(order).toHaveAttribute("target", "_blank");
    await expect(order).toHaveAttribute("rel", /sponsored/);
    expectTracked((await order.getAttribute("href")) ?? "", "/nebraska/lincoln/");

    const click: ClickEvent = { path: "/cities/lincoln/", placement: "delivery-checker-order", targetKind: "city", targetId: "lincoln" };
    const before = await clicksFor(request, click);
    const [popup] = await Promise.all([context.waitForEvent("page"), order.click()]);
    await popup.waitForURL(`${SIM_URL}/nebraska/lincoln/**`);
    await popup.close();
    await expect.poll(() => clicksFor(request, click), { timeout: 30_000 }).toBe(before + 1);
  });
});
