import type { Page } from "@playwright/test";
import { E2E, SIM_URL } from "./env";
import { expect, test } from "./fixtures";
import { seriousAxeViolations } from "./page-helpers";

/** The hero or header search form, once a first focus has hydrated its island. */
async function searchBox(page: Page, variant: "hero" | "header") {
  const form = page.locator(`form[data-variant="${variant}"]`);
  const input = form.getByRole("combobox");
  await expect(form).not.toHaveAttribute("data-hydrated", "true");
  await input.focus();
  await expect(form).toHaveAttribute("data-hydrated", "true");
  return { form, input, listbox: form.getByRole("listbox", { includeHidden: true }) };
}

function expectTracked(url: string, path: string) {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(`${SIM_URL}${path}`);
  expect(parsed.searchParams.get("source_id")).toBe(E2E.sourceId);
  expect(parsed.searchParams.get("AffiliateID")).toBe(E2E.affiliateId);
}

test.describe("hero city/ZIP search", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("typing 'oma' offers Omaha among at most six options", async ({ page }) => {
    const { input, form } = await searchBox(page, "hero");
    await input.pressSequentially("oma");
    const options = form.getByRole("option");
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(6);
    await expect(options.filter({ hasText: "Omaha" })).toHaveCount(1);
    await expect(input).toHaveAttribute("aria-expanded", "true");
  });

  test("keys typed while the island wakes on first focus are all kept", async ({ page }) => {
    const form = page.locator('form[data-variant="hero"]');
    const input = form.getByRole("combobox");
    await expect(form).not.toHaveAttribute("data-hydrated", "true");
    // No wait for hydration: the first key's focus starts it, the rest arrive while it loads.
    await input.pressSequentially("kearn");
    await expect(input).toHaveValue("kearn");
    await expect(form.getByRole("option", { name: /Kearney/ })).toBeVisible();
  });

  test("a broad query is capped at six suggestions", async ({ page }) => {
    const { input, form } = await searchBox(page, "hero");
    await input.pressSequentially("a");
    await expect(form.getByRole("option")).toHaveCount(6);
  });

  test("68801 puts Grand Island first and Enter lands on its partner page with tracking", async ({ page }) => {
    const { input, form } = await searchBox(page, "hero");
    await input.pressSequentially("68801");
    await expect(form.getByRole("option").first()).toContainText("Grand Island");
    await input.press("Enter");
    await page.waitForURL(`${SIM_URL}/nebraska/grand-island/**`);
    expectTracked(page.url(), "/nebraska/grand-island/");
  });

  test("an unknown name shows the hero no-match text, hint and the Nebraska-wide button", async ({ page }) => {
    const { input, form } = await searchBox(page, "hero");
    await input.pressSequentially("zzqx");
    await expect(form.getByText('No matches for "zzqx"')).toBeVisible();
    await expect(form.getByText("Try searching by city name or ZIP", { exact: true })).toBeVisible();
    const anywhere = form.getByRole("link", { name: "Flower Delivery for anywhere in Nebraska" });
    await expect(anywhere).toHaveAttribute("target", "_blank");
    await expect(anywhere).toHaveAttribute("data-placement", "search-empty");
    expectTracked((await anywhere.getAttribute("href")) ?? "", "/nebraska/");
    await expect(form.getByRole("option")).toHaveCount(0);
  });

  test("Find with an empty box lands on the partner's Nebraska page", async ({ page }) => {
    const { form } = await searchBox(page, "hero");
    await form.getByRole("button", { name: "Find Flowers" }).click();
    await page.waitForURL(`${SIM_URL}/nebraska/?**`);
    expectTracked(page.url(), "/nebraska/");
  });

  test("Find uses the first suggestion for a partial name", async ({ page }) => {
    const { input, form } = await searchBox(page, "hero");
    await input.pressSequentially("linc");
    await form.getByRole("button", { name: "Find Flowers" }).click();
    await page.waitForURL(`${SIM_URL}/nebraska/lincoln/**`);
    expectTracked(page.url(), "/nebraska/lincoln/");
  });

  test("clicking a suggestion goes to that town in the same tab", async ({ page }) => {
    const { input, form } = await searchBox(page, "hero");
    await input.pressSequentially("north pl");
    await form.getByRole("option", { name: /North Platte/ }).click();
    await page.waitForURL(`${SIM_URL}/nebraska/north-platte/**`);
    expectTracked(page.url(), "/nebraska/north-platte/");
  });

  test("arrow keys choose a suggestion and Enter opens it", async ({ page }) => {
    const { input, form } = await searchBox(page, "hero");
    await input.pressSequentially("grand");
    await expect(form.getByRole("option").first()).toContainText("Grand Island");
    await input.press("ArrowDown");
    await expect(form.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", /.+/);
    await input.press("Enter");
    await page.waitForURL(`${SIM_URL}/nebraska/grand-island/**`);
  });

  test("suggestions open on focus and close on Escape and on blur", async ({ page }) => {
    const { input, listbox, form } = await searchBox(page, "hero");
    await input.pressSequentially("kear");
    await expect(listbox).toBeVisible();
    await input.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(input).toHaveValue("kear");
    // Focus again: the same suggestions come back without typing.
    await page.locator("h1").click();
    await input.focus();
    await expect(form.getByRole("option", { name: /Kearney/ })).toBeVisible();
    // Clicking elsewhere (the backdrop) closes them.
    await page.locator("h1").click();
    await expect(listbox).toBeHidden();
  });
});

test.describe("header search (large screens)", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("is visible and uses the header wording for no match", async ({ page }) => {
    await page.goto("/about/");
    const { input, form } = await searchBox(page, "header");
    await expect(input).toBeVisible();
    await input.pressSequentially("zzqx");
    await expect(form.getByText('No cities found for "zzqx"')).toBeVisible();
    await expect(form.getByText("Try searching by city name or zip code", { exact: true })).toBeVisible();
    await expect(form.getByRole("link", { name: "Flower Delivery for anywhere in Nebraska" })).toHaveAttribute("target", "_blank");
  });

  test("Enter opens the partner town page in a new tab and keeps this page", async ({ page, context }) => {
    await page.goto("/about/");
    const { input } = await searchBox(page, "header");
    await input.pressSequentially("omaha");
    const [popup] = await Promise.all([context.waitForEvent("page"), input.press("Enter")]);
    await popup.waitForURL(`${SIM_URL}/nebraska/omaha/**`);
    expectTracked(popup.url(), "/nebraska/omaha/");
    expect(new URL(page.url()).pathname).toBe("/about/");
    await popup.close();
  });

  test("is hidden on small screens", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/about/");
    await expect(page.locator('form[data-variant="header"]')).toBeHidden();
  });
});

test.describe("search accessibility", () => {
  test.use({ bypassCSP: true });

  test("axe finds no serious or critical violation with suggestions or the no-match panel open", async ({ page }) => {
    await page.goto("/");
    const { input, form } = await searchBox(page, "hero");
    const seriousViolations = () => seriousAxeViolations(page, 'form[data-variant="hero"]');
    await input.pressSequentially("oma");
    await expect(form.getByRole("option").first()).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
    await input.fill("zzqx");
    await expect(form.getByText('No matches for "zzqx"')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form resolves the query like the island: a name goes to its town's partner page", async ({ page }) => {
    await page.goto("/");
    const form = page.locator('form[data-variant="hero"]');
    await form.getByRole("combobox").fill("omaha");
    await form.getByRole("button", { name: /find/i }).click();
    await page.waitForURL((url) => url.href.startsWith(SIM_URL));
    expectTracked(page.url(), "/nebraska/omaha/");
  });

  test("an empty box goes to the partner's Nebraska page", async ({ page }) => {
    await page.goto("/");
    const form = page.locator('form[data-variant="hero"]');
    await form.getByRole("button", { name: /find/i }).click();
    await page.waitForURL((url) => url.href.startsWith(SIM_URL));
    expectTracked(page.url(), "/nebraska/");
  });

  test.describe("from the 404 page", () => {
    // The document itself answers 404, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("a post-office ZIP goes to its town's partner page", async ({ page }) => {
      await page.goto("/no-such-page/");
      const form = page.locator('form[data-variant="hero"]');
      await form.getByRole("combobox").fill("68031");
      await form.getByRole("button", { name: /find/i }).click();
      await page.waitForURL((url) => url.href.startsWith(SIM_URL));
      expectTracked(page.url(), "/nebraska/hooper/");
    });
  });
});

test.describe("a hospital's name (issue 49)", () => {
  const GOOD_SAMARITAN = "/cities/kearney/hospitals/chi-health-good-samaritan/";

  test("'good samaritan' typed on the home page lands on the hospital's page", async ({ page }) => {
    await page.goto("/");
    const { input, form } = await searchBox(page, "hero");
    await input.fill("good samaritan");
    await form.getByRole("button", { name: /find/i }).click();
    await page.waitForURL((url) => url.pathname === GOOD_SAMARITAN);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("CHI Health Good Samaritan");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the plain form takes 'good samaritan' to the hospital's page", async ({ page }) => {
      await page.goto("/");
      const form = page.locator('form[data-variant="hero"]');
      await form.getByRole("combobox").fill("good samaritan");
      await form.getByRole("button", { name: /find/i }).click();
      await page.waitForURL((url) => url.pathname === GOOD_SAMARITAN);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("CHI Health Good Samaritan");
    });
  });
});
