import { describe, expect, it } from "vitest";
import type { ProductsResponse } from "#core/products/schema";
import type { ProductSource } from "#core/products/source";
import { productImageUrls } from "./product-image-urls";

const answer = (images: string[]): ProductsResponse => ({
  products: images.map((image, index) => ({ title: `Bouquet ${index}`, image, url: `https://partner.test/p/${index}` })),
  cacheStatus: "fresh",
  fetchedAt: "2026-11-28T12:00:00.000Z",
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the pictures /img/ knows", () => {
  it("waits for a list slower than a page render's budget (a new or busy server), so a picture a page just showed is known", async () => {
    const list = productImageUrls({
      get: async (source: ProductSource) => {
        // The first crawl of a new server: well past the 150 ms a render waits.
        await sleep(400);
        return source.kind === "featured" ? answer(["https://partner.test/featured.jpg"]) : answer([`https://partner.test/${source.slug}.jpg`]);
      },
    });
    const urls = await list();
    expect(urls).toContain("https://partner.test/featured.jpg");
    expect(urls).toContain("https://partner.test/birthday-flowers.jpg");
  });

  it("goes on without a list that fails or never answers, and names the others", async () => {
    const list = productImageUrls(
      {
        get: async (source: ProductSource) => {
          if (source.kind === "featured") return new Promise<ProductsResponse | null>(() => undefined);
          if (source.slug === "birthday-flowers") throw new Error("partner down");
          return answer([`https://partner.test/${source.slug}.jpg`]);
        },
      },
      100,
    );
    const urls = await list();
    expect(urls).toContain("https://partner.test/anniversary.jpg");
    expect(urls.some((url) => url.includes("featured") || url.includes("birthday"))).toBe(false);
  });
});
