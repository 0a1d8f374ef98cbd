import type { Page, Request } from "@playwright/test";
import { SITE_URL } from "./env";
import { expect, test } from "./fixtures";

const SITE_ORIGIN = new URL(SITE_URL).origin;

/** Every request the page makes from now on, as absolute URLs (data: and blob: addresses are not requests to anyone). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request: Request) => {
    if (!/^(data|blob):/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Waits until the server has products for the page, so the cards (and their pictures) are in the HTML. */
async function withProducts(page: Page, path: string) {
  await expect
    .poll(async () => ((await (await page.request.get(path)).text()).match(/data-slot="product-card"/g) ?? []).length, { timeout: 60_000 })
    .toBeGreaterThan(0);
}

test.describe("no third party before a click", () => {
  for (const path of ["/cities/omaha/", "/categories/birthday-flowers/", "/"]) {
    test(`${path}: every request goes to our origin, scrolled to the end and hovered, and the pictures come from /img/`, async ({ page }) => {
      await withProducts(page, path);
      const urls = recordRequests(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // The policy itself names no partner host for pictures.
      expect(response?.headers()["content-security-policy"]).toMatch(/img-src 'self' data:;/);

      const cards = page.locator('[data-slot="product-card"]');
      await expect(cards.first()).toBeAttached();
      // Scroll through the whole page and move the pointer (islands wake, lazy pictures load), but never click.
      for (let step = 0; step < 40; step += 1) {
        const atEnd = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight * 0.8);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        });
        await page.mouse.move(30 + step, 200 + step);
        if (atEnd) break;
      }
      await cards.first().scrollIntoViewIfNeeded();
      const picture = cards.first().locator("img");
      await expect(picture).toHaveAttribute("src", /^\/img\/v1\/[0-9a-z]{13}-360\.webp$/);
      await expect(picture).toHaveAttribute("width", "360");
      await expect(picture).toHaveAttribute("height", "360");
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 60_000 }).toBeGreaterThan(0);
      await page.waitForLoadState("networkidle");

      const elsewhere = urls.filter((url) => new URL(url).origin !== SITE_ORIGIN);
      expect(elsewhere).toEqual([]);
      expect(urls.some((url) => new URL(url).pathname.startsWith("/img/v1/"))).toBe(true);
    });
  }

  test("a product picture is a real AVIF or WebP of the card's size, immutable", async ({ page }) => {
    await withProducts(page, "/cities/omaha/");
    const html = await (await page.request.get("/cities/omaha/")).text();
    const avif = /srcSet="([^" ]+\.avif) 180w|srcset="([^" ]+\.avif) 180w/i.exec(html);
    const path = avif?.[1] ?? avif?.[2];
    expect(path).toMatch(/^\/img\/v1\//);
    const response = await page.request.get(path ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/avif");
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(response.headers()["x-image-placeholder"]).toBeUndefined();
  });
});
