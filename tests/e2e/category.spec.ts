import { CATEGORIES } from "#core/content/categories";
import { getCategoryPage } from "#core/content/category-pages";
import { E2E, SIM_URL } from "./env";
import { expect, test } from "./fixtures";
import { jsonLd, seriousAxeViolations } from "./page-helpers";

test.describe("category page", () => {
  for (const { slug } of CATEGORIES) {
    test(`${slug} renders its record`, async ({ page }) => {
      const record = getCategoryPage(slug, "en");
      const response = await page.goto(`/categories/${slug}/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.title);
      await expect(page.getByText(record.description)).toBeVisible();
      await expect(page).toHaveTitle(record.seoTitle);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/categories/${slug}/$`));
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });
  }

  test("birthday flowers: breadcrumb, buttons, collection and structured data", async ({ page }) => {
    await page.goto("/categories/birthday-flowers/");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Categories" })).toHaveAttribute("href", "/#categories");
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Birthday Flowers");

    await expect(page.getByRole("link", { name: "Browse Collection" })).toHaveAttribute("href", "#collection");
    await expect(page.locator("section#collection")).toHaveCount(1);

    for (const [name, placement] of [
      ["Order for Delivery", "category-order"],
      ["Browse Complete Birthday Flowers Collection", "category-collection"],
    ] as const) {
      const link = page.getByRole("link", { name });
      await expect(link).toHaveAttribute("data-placement", placement);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "sponsored noopener");
      const href = new URL((await link.getAttribute("href")) ?? "");
      expect(href.origin).toBe(SIM_URL);
      expect(href.pathname).toBe("/birthday-flowers/");
      expect(href.searchParams.get("source_id")).toBe(E2E.sourceId);
      expect(href.searchParams.get("AffiliateID")).toBe(E2E.affiliateId);
    }

    const blocks = await jsonLd(page);
    const service = blocks.find((block) => block["@type"] === "Service") as { serviceType: string; hasOfferCatalog?: unknown } | undefined;
    expect(service?.serviceType).toBe("Birthday Flower Delivery");
    // No invented products (docs/decisions/0011): the only product list is the grid's own, item for item.
    expect(JSON.stringify(service)).not.toMatch(/"price"/);
    const cards = page.locator('section#collection [data-slot="product-card"]');
    await expect(cards.first()).toBeVisible();
    const list = blocks.find((block) => block["@type"] === "ItemList") as { itemListElement: { name: string }[] } | undefined;
    // The partner's nameless card (a bare "View Product" link) is no product to show.
    const titles = await page.locator('section#collection [data-slot="product-title"]').allTextContents();
    expect(titles.length).toBeGreaterThan(10);
    expect(titles.filter((title) => /^\s*view product\s*$/i.test(title))).toEqual([]);
    const shown = await cards.evaluateAll((links) => links.map((link) => link.getAttribute("data-target-id")));
    expect(list?.itemListElement.map((entry) => entry.name)).toEqual(shown);
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] } | undefined;
    // Pages only: the visible "Categories" crumb is a jump to a section of the home page (docs/decisions/0045).
    expect(trail?.itemListElement.map((entry) => [entry.name, new URL(entry.item).pathname + new URL(entry.item).hash])).toEqual([
      ["Home", "/"],
      ["Birthday Flowers", "/categories/birthday-flowers/"],
    ]);
  });

  test.describe("unknown slug", () => {
    // The document itself is a 404; no product request is made for a slug the partner lacks.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("answers 404 with noindex and shows the generic record", async ({ page }) => {
      const response = await page.goto("/categories/flowers-for-cats/");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flowers For Cats");
      await expect(page.getByText("Beautiful flower arrangements for every occasion")).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByText("We couldn’t load products right now.")).toBeVisible();
    });
  });

  test.describe("accessibility", () => {
    // The site's CSP forbids inline scripts, and addScriptTag injects axe inline.
    test.use({ bypassCSP: true });

    test("has no serious or critical axe violation", async ({ page }) => {
      await page.goto("/categories/birthday-flowers/");
      await page.waitForLoadState("networkidle");
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
