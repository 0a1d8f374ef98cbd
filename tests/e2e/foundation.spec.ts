import { E2E, SIM_URL } from "./env";
import { expect, test } from "./fixtures";

const ROUTES = [
  { path: "/", h1: /Same Day Flower Delivery Across Nebraska/ },
  { path: "/cities/", h1: /Nebraska Cities Overview/ },
  { path: "/cities/omaha/", h1: /Same Day Floral Delivery in Omaha, Nebraska/ },
  { path: "/categories/birthday-flowers/", h1: /Birthday/ },
  { path: "/about/", h1: /./ },
  { path: "/data-sources/", h1: /Where Our Town Figures Come From/ },
  { path: "/contact/", h1: /./ },
  { path: "/privacy-policy/", h1: /Privacy/ },
  { path: "/terms/", h1: /Terms/ },
  { path: "/terms-of-service/", h1: /Terms/ },
];

test.describe("route table", () => {
  for (const route of ROUTES) {
    test(`${route.path} renders with header, footer and one h1`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(route.h1);
      await expect(page.locator("header[data-slot=header]")).toBeVisible();
      await expect(page.locator("footer[data-slot=footer]")).toBeVisible();
    });
  }

  test("both terms paths show the same page with one canonical", async ({ page }) => {
    await page.goto("/terms/");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    await page.goto("/terms-of-service/");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(canonical);
    expect(canonical).toMatch(/\/terms-of-service\/$/);
  });
});

test.describe("path normalising", () => {
  test("the server answers a slash-less path with 301 to the slash form, keeping the query", async ({ request }) => {
    const response = await request.get("/about?ref=x", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/about/?ref=x");
  });

  test("files, / and /api are not redirected", async ({ request }) => {
    expect((await request.get("/favicon.svg", { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get("/api/health", { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get("/", { maxRedirects: 0 })).status()).toBe(200);
  });

  test("a link to a slash-less path lands on the slash form with query and hash", async ({ page }) => {
    await page.goto("/");
    // Pages are documents now (no client router): the server's 301 does the work.
    await page.evaluate(() => {
      window.location.assign("/about?x=1#team");
    });
    await expect(page).toHaveURL(/\/about\/\?x=1#team$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("404", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown path shows the 404 screen with a 404 status and noindex", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => warnings.push(message.text()));
    const response = await page.goto("/no-such-page/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(warnings.some((text) => text.includes("/no-such-page/"))).toBe(true);
  });
});

test.describe("header and footer", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the top strip, nav and Order Now are where the spec puts them", async ({ page }) => {
    await page.goto("/about/");
    const header = page.locator("header[data-slot=header]");
    await expect(header.getByText("Same Day Delivery Available")).toBeVisible();
    await expect(header.getByText("Serving Nebraska Communities")).toBeVisible();
    const nav = header.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Categories" })).toHaveAttribute("href", "/#categories");
    await expect(nav.getByRole("link", { name: "Cities" })).toHaveAttribute("href", "/cities/");
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about/");
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact/");
    const order = header.getByRole("link", { name: "Order Now" });
    await expect(order).toHaveAttribute("target", "_blank");
    const href = await order.getAttribute("href");
    const url = new URL(href ?? "");
    expect(url.origin + url.pathname).toBe(`${SIM_URL}/nebraska/`);
    expect(url.searchParams.get("AffiliateID")).toBe(E2E.affiliateId);
    expect(url.searchParams.get("source_id")).toBe(E2E.sourceId);
  });

  test("the top strip is hidden on phones", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/about/");
    await expect(page.getByText("Same Day Delivery Available")).toBeHidden();
  });

  test("every partner link is tracked, opens a new tab and is marked sponsored", async ({ page }) => {
    await page.goto("/");
    const links = page.locator(`a[href^="${SIM_URL}"]`);
    const count = await links.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      const href = (await link.getAttribute("href")) ?? "";
      const url = new URL(href);
      expect(url.searchParams.get("AffiliateID"), href).toBe(E2E.affiliateId);
      expect(url.searchParams.get("source_id"), href).toBe(E2E.sourceId);
      expect(await link.getAttribute("rel"), href).toMatch(/(?=.*sponsored)(?=.*noopener)/);
    }
  });

  test("the footer links to the nine categories, five cities, legal pages and the contact address", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer[data-slot=footer]");
    await expect(footer.locator('a[href^="/categories/"]')).toHaveCount(9);
    for (const path of ["/cities/omaha/", "/cities/lincoln/", "/cities/bellevue/", "/cities/grand-island/", "/cities/kearney/", "/cities/"]) {
      await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    for (const path of ["/privacy-policy/", "/terms-of-service/", "/about/", "/data-sources/", "/contact/"]) {
      await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.getByText("Affiliate partnerships with premium florists")).toBeVisible();
    await expect(footer.getByText("Fresh. Local. Beautiful.")).toBeVisible();
    await expect(footer.getByText("Statewide Nebraska")).toBeVisible();
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });

  test("Categories from another page lands on /#categories scrolled to the section", async ({ page }) => {
    await page.goto("/contact/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Categories" }).click();
    await expect(page).toHaveURL(/\/#categories$/);
    await expect(page.locator("#categories")).toBeInViewport();
  });
});
