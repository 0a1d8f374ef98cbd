import type { APIRequestContext, Page } from "@playwright/test";
import { displayFontText } from "../../scripts/display-font";
import { expect, test } from "./fixtures";

/** Undoes the escaping of attribute values and text (& < > " ' as Astro and React write them). */
const decodeHTML = (text: string) =>
  text.replace(/&quot;|&#34;|&#39;|&#x27;|&lt;|&gt;/g, (entity) => ({ "&quot;": '"', "&#34;": '"', "&#39;": "'", "&#x27;": "'", "&lt;": "<", "&gt;": ">" })[entity] ?? entity).replace(/&amp;/g, "&");

/** The page's HTML once the server has products cached for it (the first answer may precede the crawl). */
async function htmlWithProducts(request: APIRequestContext, path: string): Promise<string> {
  let html = "";
  await expect
    .poll(async () => {
      html = await (await request.get(path)).text();
      return (html.match(/data-slot="product-card"/g) ?? []).length;
    }, { timeout: 30_000 })
    .toBeGreaterThan(0);
  return html;
}

const cardLinks = (page: Page, root: string) => page.locator(`[data-slot="${root}"] [data-slot="product-card"]`).evaluateAll((cards) => cards.map((card) => card.getAttribute("href")));

/** Wakes a "contact" island (app/astro/directives/near.ts) and waits until Astro has hydrated it. */
async function wake(page: Page, component: string) {
  const island = page.locator(`astro-island[component-export="${component}"]`);
  await island.scrollIntoViewIfNeeded();
  await page.mouse.move(20, 20);
  await page.mouse.move(60, 60);
  await expect(island).not.toHaveAttribute("ssr", /.*/);
}

test.describe("products are in the HTML once", () => {
  for (const { path, component, root } of [
    { path: "/cities/omaha/", component: "ProductCarousels", root: "product-carousels" },
    { path: "/categories/birthday-flowers/", component: "CategoryCollection", root: "category-collection" },
  ]) {
    test(`${path}: each product link appears once, the island's props hold no product, and it hydrates to the same cards`, async ({ page, request }) => {
      const html = await htmlWithProducts(request, path);
      const hrefs = [...html.matchAll(/data-slot="product-card"[^>]*?href="([^"]+)"|href="([^"]+)"[^>]*?data-slot="product-card"/g)].map((m) => decodeHTML(m[1] ?? m[2] ?? ""));
      expect(hrefs.length).toBeGreaterThan(0);
      // Decoded, so a copy inside an attribute (the island's props) counts too; the JSON-LD
      // list of the category page is the one intended second copy and is left out.
      const text = decodeHTML(html.replace(/<script type="application\/ld\+json">.*?<\/script>/gs, ""));
      for (const href of new Set(hrefs)) expect(text.split(href).length - 1, href).toBe(hrefs.filter((h) => h === href).length);
      const props = new RegExp(`<astro-island[^>]*component-export="${component}"[^>]*props="([^"]*)"`).exec(html)?.[1];
      expect(props).toBeDefined();
      const keys = JSON.stringify(JSON.parse(decodeHTML(props ?? "")) as unknown);
      expect(keys).toContain("cacheStatus");
      // No product travels in the props: no product list, picture or name (the category
      // island does take the category's own title, for its closing link).
      expect(keys).not.toMatch(/"products"|"image"|"price"/);
      const names = [...html.matchAll(/data-slot="product-title"[^>]*>([^<]+)</g)].map((m) => decodeHTML(m[1] ?? ""));
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(keys, name).not.toContain(JSON.stringify(name).slice(1, -1));

      const asked: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/api/products")) asked.push(request.url());
      });
      await page.goto(path);
      const before = await cardLinks(page, root);
      expect(before.length).toBeGreaterThan(0);
      await wake(page, component);
      // The hydrated island kept the server's cards (its slots): same products, same order (a mismatch would also log an error).
      expect(await cardLinks(page, root)).toEqual(before);
      // The server's cards are final for the page: the island asked the API for nothing.
      expect(asked).toEqual([]);
      if (component === "ProductCarousels") {
        // The carousel moves the track the server rendered.
        const next = page.getByRole("button", { name: "Next products" }).first();
        await expect(next).toBeEnabled();
        const track = page.locator('[data-slot="carousel-track"]').first();
        const offset = () => track.evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m41);
        const start = await offset();
        await next.click();
        await expect.poll(offset).toBeLessThan(start - 10);
      }
    });
  }
});

test.describe("the display face", () => {
  for (const path of ["/", "/cities/omaha/", "/categories/birthday-flowers/", "/about/", "/cities/"]) {
    test(`${path}: every text set in Fraunces is at the cut weight and within the cut characters`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const uses = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((element) => getComputedStyle(element).fontFamily.startsWith("Fraunces"))
          .map((element) => ({
            weight: getComputedStyle(element).fontWeight,
            text: [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? "").join(""),
          }))
          .filter((use) => use.text.trim() !== ""),
      );
      expect(uses.length).toBeGreaterThan(0);
      const covered = new Set(displayFontText());
      expect(uses.filter((use) => use.weight !== "600")).toEqual([]);
      expect([...new Set(uses.flatMap((use) => [...use.text]).filter((char) => !covered.has(char) && char.trim() !== ""))]).toEqual([]);
      // What counts is that one file at the one weight is fetched.
      const faces = await page.evaluate(() => [...document.fonts].filter((font) => font.family === "Fraunces" && font.status === "loaded").map((font) => font.weight));
      expect(faces.length).toBeGreaterThan(0);
      expect(new Set(faces)).toEqual(new Set(["600"]));
      expect(await page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".woff2")).length)).toBe(1);
    });
  }
});

test.describe("the town map", () => {
  test("the map and the home bouquet load on large screens and never on phones", async ({ browser }) => {
    for (const { width, expected } of [
      { width: 390, expected: 0 },
      { width: 1280, expected: 1 },
    ]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      let fetched = 0;
      page.on("request", (request) => {
        if (request.url().endsWith("/images/nebraska.svg")) fetched += 1;
      });
      await page.goto("/cities/kearney/");
      await page.waitForLoadState("networkidle");
      expect(fetched, `${width} px`).toBe(expected);
      const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;
      if (expected) {
        const outline = page.locator('[data-slot="nebraska-map"] img');
        await expect(outline).toBeVisible();
        await expect.poll(() => outline.evaluate(loaded)).toBe(true);
      }
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      const bouquet = page.locator('img[src="/images/hero-bouquet.svg"]');
      if (expected) await expect.poll(() => bouquet.evaluate(loaded)).toBe(true);
      else expect(await bouquet.evaluate(loaded)).toBe(false);
      await context.close();
    }
  });
});

test.describe("the first screen", () => {
  for (const path of ["/", "/cities/", "/cities/omaha/", "/categories/birthday-flowers/", "/about/"]) {
    test(`${path}: one stylesheet, linked in the head, and no CSS inlined into the document`, async ({ request }) => {
      // The document stays inside the first round trip; its CSS is one cached file (docs/decisions/0026-first-window-over-inline-css.md).
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []).toHaveLength(1);
      expect(html.slice(html.indexOf("</head>"))).not.toMatch(/<link[^>]*rel="stylesheet"/);
      expect([...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "").join("").length).toBeLessThan(200);
    });
  }

  test("a town page's second carousel fetches no picture until the visitor nears it, then the visible ones", async ({ browser }) => {
    // On a phone the carousels start below the first screen: the first one is near enough to
    // be drawn (and its visible cards' pictures fetched), the second is not.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const fetched = new Set<string>();
    page.on("request", (request) => {
      const id = /^\/img\/v1\/([0-9a-z]{13})-/.exec(new URL(request.url()).pathname)?.[1];
      if (id) fetched.add(id);
    });
    await page.goto("/cities/omaha/");
    const second = page.locator('[data-slot="product-carousel"]').nth(1);
    const idsOf = (carousel: typeof second) =>
      carousel.locator("picture source").evaluateAll((sources) => sources.map((source) => /\/img\/v1\/([0-9a-z]{13})-/.exec(source.getAttribute("srcset") ?? "")?.[1] ?? ""));
    const secondIds = await idsOf(second);
    expect(secondIds.length).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    expect([...fetched].filter((id) => secondIds.includes(id))).toEqual([]);
    expect(fetched.size).toBeLessThanOrEqual(4);
    await second.scrollIntoViewIfNeeded();
    await expect.poll(() => [...fetched].filter((id) => secondIds.includes(id)).length).toBeGreaterThan(0);
    const firstCard = second.locator('[data-slot="product-card"] img').first();
    await expect.poll(() => firstCard.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await context.close();
  });
});

test.describe("the header on a phone, painted before it is all parsed", () => {
  // A phone may paint the header before the parser reaches the search and the order button.
  // Their rows have their final heights from the start, so the menu never moves when they arrive.
  for (const width of [320, 360, 412, 700]) {
    test(`${width} px: the logo and the menu keep their places without the search and the order button`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto("/categories/birthday-flowers/");
      const header = page.locator('[data-slot="header"]');
      const boxes = async () => ({
        logo: await header.getByRole("link", { name: /home$/ }).boundingBox(),
        nav: await header.getByRole("navigation", { name: "Main" }).boundingBox(),
      });
      const search = header.locator('[data-slot="search-disclosure"]');
      const searchBox = await search.boundingBox();
      const whole = await boxes();
      // As if the parser had not reached the order button yet, then not the search either.
      await header.locator('[data-placement="header-order"]').evaluate((node) => node.remove());
      expect(await boxes()).toEqual(whole);
      expect(await search.boundingBox()).toEqual(searchBox);
      await search.evaluate((node) => node.remove());
      expect(await boxes()).toEqual(whole);
      await context.close();
    });
  }
});
