import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import type { ProductsResponse } from "#core/products/schema";
import { createRenderedPages, type RenderPage } from "./rendered-pages";

const products = (title: string): ProductsResponse => ({
  products: [{ title, url: "https://partner.test/p/1", image: "https://partner.test/i/1.jpg", price: "$1.00" }],
  cacheStatus: "fresh",
  fetchedAt: "2026-11-23T08:00:00.000Z",
});

function pages(current: { value: ProductsResponse | null }) {
  const render = vi.fn<RenderPage>(async (request, locals) => {
    const title = locals.featured?.products[0]?.title ?? "none";
    const filler = Array.from({ length: 400 }, (_, index) => `<p>${title} paragraph ${index % 37}</p>`).join("");
    return new Response(`<!doctype html><html><head></head><body><h1>${new URL(request.url).pathname} ${title}</h1>${filler}</body></html>`);
  });
  const site = createRenderedPages({ render, loadProducts: async () => current.value, siteUrl: "https://example.test", csp: () => "default-src 'self'" });
  return { site, render };
}

const home = { path: "/", products: { kind: "featured" as const }, known: true };
const unknown = { path: "/cities/atlantis/", products: { kind: "featured" as const }, known: false };
const get = (encoding = "br") => new Request("https://example.test/", { headers: { "accept-encoding": encoding } });

describe("rendered pages", () => {
  it("renders a page once per product version and serves it from memory", async () => {
    const current = { value: products("Roses") as ProductsResponse | null };
    const { site, render } = pages(current);
    await site.respond(home, get());
    await site.respond(home, get());
    expect(render).toHaveBeenCalledTimes(1);
    current.value = products("Tulips");
    const answer = await site.respond(home, get());
    expect(render).toHaveBeenCalledTimes(2);
    expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toContain("Tulips");
  });

  it("never keeps pages for unknown slugs, so made-up addresses cannot evict real pages", async () => {
    const { site, render } = pages({ value: null });
    await site.respond(unknown, get());
    await site.respond(unknown, get());
    expect(render).toHaveBeenCalledTimes(2);
    expect(site.size()).toBe(0);
  });

  it("recompresses a kept page at the best levels in the background, with new ETags", async () => {
    const { site } = pages({ value: products("Roses") });
    const first = await site.respond(home, get());
    expect(first.headers.get("etag")).toMatch(/-br-fast"$/);
    await vi.waitFor(async () => expect((await site.respond(home, get())).headers.get("etag")).toMatch(/-br-best"$/));
    const best = await site.respond(home, get());
    expect(Number(best.headers.get("content-length"))).toBeLessThanOrEqual(Number(first.headers.get("content-length")));
    expect((await site.respond(home, get("gzip"))).headers.get("etag")).toMatch(/-gz-best"$/);
    const revalidated = await site.respond(home, new Request("https://example.test/", { headers: { "accept-encoding": "br", "if-none-match": best.headers.get("etag") ?? "" } }));
    expect(revalidated.status).toBe(304);
  });
});
