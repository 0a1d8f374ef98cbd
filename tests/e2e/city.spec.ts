import { E2E, SIM_URL } from "./env";
import { expect, test } from "./fixtures";
import { jsonLd, seriousAxeViolations } from "./page-helpers";

function expectTrackedPartnerUrl(href: string | null, path: string, fragment = "") {
  const url = new URL(href ?? "");
  expect(url.origin).toBe(SIM_URL);
  expect(url.pathname).toBe(path);
  expect(url.searchParams.get("source_id")).toBe(E2E.sourceId);
  expect(url.searchParams.get("AffiliateID")).toBe(E2E.affiliateId);
  expect(url.hash).toBe(fragment);
}

test.describe("Omaha city page", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/cities/omaha/");
    expect(response?.status()).toBe(200);
  });

  test("breadcrumb, hero, order button and ZIP chips", async ({ page }) => {
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Nebraska Cities" })).toHaveAttribute("href", "/cities/");
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Omaha Flowers");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Same Day Floral Delivery in Omaha, Nebraska");
    await expect(page.locator('[data-slot="city-highlights"] li')).toHaveCount(4);
    const order = page.getByRole("link", { name: "Order for Delivery" });
    await expect(order).toHaveAttribute("data-placement", "city-order");
    expectTrackedPartnerUrl(await order.getAttribute("href"), "/nebraska/omaha/");

    await expect(page.getByRole("heading", { name: "Omaha ZIP Codes We Deliver To" })).toBeVisible();
    await expect(page.locator('[data-slot="zip-chip"]', { hasText: "68102" })).toBeVisible();
    expect(await page.locator('[data-slot="zip-chip"]').count()).toBeGreaterThan(10);
  });

  test("four service cards with tracked, fragment-specific partner links", async ({ page }) => {
    const cards = page.locator('[data-slot="service-card"]');
    await expect(cards).toHaveCount(4);
    const fragments = ["", "#birthday", "#sympathy", "#wedding"];
    for (const [index, fragment] of fragments.entries()) {
      const link = cards.nth(index).getByRole("link", { name: /Order Now/ });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "sponsored noopener");
      await expect(link).toHaveAttribute("data-placement", "city-service-card");
      expectTrackedPartnerUrl(await link.getAttribute("href"), "/nebraska/omaha/", fragment);
    }
    await expect(page.getByRole("link", { name: "View All Categories" })).toHaveAttribute("href", "/#categories");
  });

  test("florist network, why choose, FAQ and service area", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "The Omaha Florist Network" })).toBeVisible();
    const illustration = page.locator('[data-slot="florist-network"] img');
    await expect(illustration).toHaveAttribute("loading", "lazy");
    await expect(illustration).toHaveAttribute("width", "640");
    await expect(illustration).toHaveAttribute("height", "480");
    await expect(illustration).toHaveAttribute("alt", /florist/i);

    const start = page.getByRole("link", { name: "Start Your Order Today" });
    expectTrackedPartnerUrl(await start.getAttribute("href"), "/nebraska/omaha/");

    const questions = page.locator("#faq-title").locator("xpath=ancestor::section").locator('[data-slot="faq-question"]');
    await expect(questions).toHaveCount(6);
    const faq = (await jsonLd(page)).find((block) => block["@type"] === "FAQPage") as { mainEntity: { "@type": string; name: string }[] };
    expect(faq.mainEntity).toHaveLength(6);
    expect(faq.mainEntity.every((entry) => entry["@type"] === "Question")).toBe(true);
    expect(faq.mainEntity.map((entry) => entry.name)).toEqual(await questions.allTextContents());

    const related = page.locator('[data-slot="related-city"]');
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(3);
    for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/cities\/[a-z0-9-]+\/$/);
    }
  });

  test("SEO: title, canonical, geo tags and structured data", async ({ page }) => {
    await expect(page).toHaveTitle(/Omaha/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/cities\/omaha\/$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('meta[name="geo.region"]')).toHaveAttribute("content", "US-NE");
    await expect(page.locator('meta[name="geo.placename"]')).toHaveAttribute("content", /Omaha/);
    await expect(page.locator('meta[name="geo.position"]')).toHaveAttribute("content", /^41\.\d+;-95\.\d+$/);
    await expect(page.locator('meta[name="ICBM"]')).toHaveAttribute("content", /^41\.\d+, -95\.\d+$/);

    const blocks = await jsonLd(page);
    // A referral Service, not a Florist: the site has no shop (docs/decisions/0011-honest-structured-data.md).
    const business = blocks.find((block) => block["@type"] === "Service") as {
      name: string;
      provider: { email: string };
      areaServed: { geo?: unknown };
      hasOfferCatalog: { itemListElement: { "@type": string; itemOffered: { name: string } }[] };
    };
    expect(business.name).toContain("Omaha");
    expect(business.provider.email).toContain("@");
    expect(business.areaServed.geo).toBeDefined();
    const offers = business.hasOfferCatalog.itemListElement;
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.length).toBeLessThanOrEqual(6);
    expect(new Set(offers.map((offer) => offer.itemOffered.name)).size).toBe(offers.length);
    expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
  });
});

test.describe("accessibility", () => {
  // The site's CSP forbids inline scripts, and addScriptTag injects axe inline.
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 120_000 });

  test("Omaha has no serious or critical axe violation", async ({ page }) => {
    await page.goto("/cities/omaha/");
    // The checker wakes on a first scroll or pointer move, repeated until it is up (a loaded machine).
    await expect(async () => {
      await page.locator('[data-slot="delivery-checker"]').scrollIntoViewIfNeeded();
      await page.mouse.move(10 + Math.random() * 50, 10);
      await expect(page.locator('[data-slot="delivery-calendar"]')).toBeVisible({ timeout: 30_000 });
    }).toPass({ timeout: 60_000 });
    // Check the result panel too: pick the first open day and the last slot.
    await page.locator('[data-slot="delivery-calendar"] [data-day] button:not([disabled])').first().click();
    await page.getByRole("radio", { name: "5:00 PM" }).check();
    await expect(page.locator('[data-slot="delivery-result"]')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test("/cities/st-paul/ shows Saint Paul with the canonical slug", async ({ page }) => {
  const response = await page.goto("/cities/st-paul/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Same Day Floral Delivery in Saint Paul, Nebraska");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/cities\/saint-paul\/$/);
});

test.describe("a town the directory does not know", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("answers 404 with noindex and still shows its page", async ({ page }) => {
    const response = await page.goto("/cities/atlantis-xyz/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Same Day Floral Delivery in Atlantis Xyz, Nebraska");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page).toHaveTitle("Atlantis Xyz Flower Delivery | Same Day Local Florists in Atlantis Xyz, NE | Fresh Bouquets");
    await expect(page.locator('meta[name="geo.position"]')).toHaveAttribute("content", "41.5;-99.9");
    await expect(page.locator('[data-slot="zip-codes"]')).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "The Atlantis Xyz Florist Network" })).toBeVisible();
    await expect(page.getByRole("link", { name: /order for delivery/i }).first()).toHaveAttribute("href", /AffiliateID=/);
    // Nothing is known about a made-up place: no facts box, no neighbours, no figures.
    await expect(page.locator('[data-slot="local-facts"], [data-slot="service-area"]')).toHaveCount(0);
    await expect(page.locator('main a[href="/data-sources/"]')).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText(/towns below|within \d+ miles|keeps (Central|Mountain) time|\bpopulation\b/i);
  });
});

test("moving to another city scrolls back to the top", async ({ page }) => {
  await page.goto("/cities/omaha/");
  const related = page.locator('[data-slot="related-city"]').first();
  await related.scrollIntoViewIfNeeded();
  const target = await related.getAttribute("href");
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
