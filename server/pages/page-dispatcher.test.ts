import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import type { ProductsResponse } from "#core/products/schema";
import { createRenderGate } from "./render-gate";
import { pageLoaders } from "./loaders/page-loaders";
import { createPageDispatcher } from "./page-dispatcher";
import type { PageExtras, RenderPage } from "./page-renderer";
import { SHELL_SLUG } from "./unknown-pages";
import { type OnDemandPage, pageAt } from "#core/site/page-route";
import { CATEGORIES } from "#core/content/categories";
import { getAllCities } from "#core/nebraska/directory";

const products = (title: string): ProductsResponse => ({
  products: [{ title, url: "https://partner.test/p/1", image: "https://partner.test/i/1.jpg", priceCents: 1_00 }],
  cacheStatus: "fresh",
  fetchedAt: "2026-11-23T08:00:00.000Z",
});

function pages(current: { value: ProductsResponse | null }) {
  const render = vi.fn<RenderPage>(async (request, locals) => {
    const title = locals.featured?.products[0]?.title ?? "none";
    const filler = Array.from({ length: 400 }, (_, index) => `<p>${title} paragraph ${index % 37}</p>`).join("");
    return new Response(`<!doctype html><html><head></head><body><h1>${new URL(request.url).pathname} ${title}</h1>${filler}</body></html>`);
  });
  const site = createPageDispatcher({ render, loaders: pageLoaders({ loadProducts: async () => current.value }), siteUrl: "https://example.test", csp: () => "default-src 'self'" });
  return { site, render };
}

const route = (path: string, search = "") => pageAt(path, { admin: false }, new URLSearchParams(search)) as OnDemandPage;
const home = route("/");
const unknown = route("/cities/atlantis/");
const text = async (answer: Response) => brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString();
const get = (encoding = "br") => new Request("https://example.test/", { headers: { "accept-encoding": encoding } });

describe("rendered pages", () => {
  it("renders a page once per product version and serves it from memory", async () => {
    const current = { value: products("Roses") as ProductsResponse | null };
    const { site, render } = pages(current);
    await site.respond(home, get());
    await site.respond(home, get());
    expect(render).toHaveBeenCalledTimes(1);
    current.value = products("Tulips");
    await site.respond(home, get());
    expect(render).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => expect(text(await site.respond(home, get()))).resolves.toContain("Tulips"));
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("answers with the previous best copy while a refreshed page is made, then with the new one, never fast", async () => {
    const current = { value: products("Roses") as ProductsResponse | null };
    const { site } = pages(current);
    await site.respond(home, get());
    await vi.waitFor(async () => expect((await site.respond(home, get())).headers.get("etag")).toMatch(/-br-best"$/));
    current.value = products("Tulips");
    const during = await site.respond(home, get());
    expect(during.headers.get("etag")).toMatch(/-br-best"$/);
    expect(await text(during)).toContain("Roses");
    await vi.waitFor(async () => expect(text(await site.respond(home, get()))).resolves.toContain("Tulips"));
    const after = await site.respond(home, get());
    expect(after.headers.get("etag")).toMatch(/-br-best"$/);
  });

  it("does not carry a page over to a new site day", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T20:00:00-06:00") });
    try {
      const { site } = pages({ value: products("Roses") });
      await site.respond(home, get());
      await vi.waitFor(async () => expect((await site.respond(home, get())).headers.get("etag")).toMatch(/-br-best"$/));
      vi.setSystemTime(new Date("2026-11-25T00:30:00-06:00"));
      // A new day is rendered for its first visitor, not answered with yesterday's page.
      expect((await site.respond(home, get())).headers.get("etag")).toMatch(/-br-fast"$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it("renders one shell for made-up slugs, fills each slug in, and keeps none of them", async () => {
    const { site, render } = pages({ value: null });
    const first = await site.respond(unknown, get(""));
    const second = await site.respond(route("/cities/el-dorado-9/"), get(""));
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0]?.[0].url).toBe(`https://example.test/cities/${SHELL_SLUG}/`);
    const [one, two] = [await first.text(), await second.text()];
    expect(one).toContain("<h1>/cities/atlantis/ none</h1>");
    expect(two).toContain("<h1>/cities/el-dorado-9/ none</h1>");
    expect(one + two).not.toContain(SHELL_SLUG);
    expect(site.size()).toBe(0);
  });

  it("answers 503 with Retry-After when the render queue is full, and renders again once it drains", async () => {
    const { site, render } = pages({ value: null });
    const gate = createRenderGate({ maxActive: 1, maxQueued: 0 });
    const busySite = createPageDispatcher({ render, loaders: pageLoaders({ loadProducts: async () => null }), siteUrl: "https://example.test", csp: () => "", gate });
    const category = (slug: string): OnDemandPage => ({ path: `/categories/${slug}/`, locale: "en", section: "categories", slug, products: { kind: "category", slug }, known: true });
    const [a, b] = await Promise.all([busySite.respond(category("roses"), get()), busySite.respond(category("lilies"), get())]);
    expect([a.status, b.status].sort()).toEqual([200, 503]);
    const refused = a.status === 503 ? a : b;
    expect(refused.headers.get("retry-after")).toBe("5");
    expect((await busySite.respond(category("lilies"), get())).status).toBe(200);
    expect(site.size()).toBe(0);
  });

  it("answers a view with its kept canonical page while the render queue is full, never a 503", async () => {
    const { render } = pages({ value: products("Roses") });
    const gate = createRenderGate({ maxActive: 1, maxQueued: 2 });
    const busySite = createPageDispatcher({ render, loaders: pageLoaders({ loadProducts: async () => products("Roses") }), siteUrl: "https://example.test", csp: () => "", gate });
    const path = "/categories/sympathy-funeral/";
    const towns = ["kearney", "omaha", "lincoln", "boys-town", "ansley", "arapahoe", "hastings", "york", "wayne", "crete"];
    // The canonical page is kept first, as a crawler reading the sitemap before the links finds it.
    expect((await busySite.respond(route(path), get())).status).toBe(200);
    const answers = await Promise.all(towns.map((town) => busySite.respond(route(path, `town=${town}`), get())));
    expect(answers.map((answer) => answer.status)).toEqual(towns.map(() => 200));
    // Some views were rendered, the rest got the kept canonical page, which was rendered once.
    const canonicalRenders = render.mock.calls.filter(([request]) => new URL(request.url).search === "").length;
    expect(canonicalRenders).toBe(1);
    expect(render.mock.calls.length).toBeLessThan(towns.length + 1);
  });

  it("keeps views in their own room: 600 distinct views re-render no kept page (issue 52)", async () => {
    const { site, render } = pages({ value: products("Roses") });
    const towns = getAllCities().map((city) => city.slug);
    const real = [...towns.slice(0, 150).map((slug) => route(`/cities/${slug}/`)), ...CATEGORIES.map((category) => route(`/categories/${category.slug}/`))];
    for (const page of real) await site.respond(page, get());
    const afterPages = render.mock.calls.length;
    expect(afterPages).toBe(real.length);
    const budgets = ["under-60", "60-80", "80-100", "100-up"];
    const views = towns.flatMap((town) => budgets.map((budget) => `budget=${budget}&to=${town}`)).slice(0, 600);
    for (const search of views) expect((await site.respond(route("/categories/birthday-flowers/", search), get())).status).toBe(200);
    expect(render.mock.calls.length - afterPages).toBe(600);
    for (const page of real) await site.respond(page, get());
    const rerendered = render.mock.calls.length - afterPages - 600;
    console.log(`after 600 distinct views, kept pages rendered again: ${rerendered} of ${real.length}; views kept: ${site.views()}, pages kept: ${site.size()}`);
    expect(rerendered).toBe(0);
  });

  it("a view with an unknown budget or order, or a town written another way, is the same view", async () => {
    const { site, render } = pages({ value: products("Roses") });
    const path = "/categories/birthday-flowers/";
    for (const search of ["budget=60-80&to=omaha", "to=Omaha&budget=60-80", "budget=60-80&to=68104&order=junk", "budget=60-80&to=omaha,ne&utm_source=x"]) {
      expect((await site.respond(route(path, search), get())).status).toBe(200);
    }
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("keeps a gone town's page apart from its plain page, told so, and serves the plain page at once when the town's page comes back", async () => {
    const gone = new Set(["omaha"]);
    const render = vi.fn<RenderPage>(async (request, locals) => new Response(`<!doctype html><html><head></head><body><h1>${new URL(request.url).pathname} ${locals.partnerPageGone ? "Nebraska page" : "town page"}</h1></body></html>`));
    const site = createPageDispatcher({ render, loaders: pageLoaders({ loadProducts: async () => products("Roses"), goneTowns: () => gone }), siteUrl: "https://example.test", csp: () => "" });
    const omaha = route("/cities/omaha/");
    expect(await text(await site.respond(omaha, get()))).toContain("/cities/omaha/ Nebraska page");
    expect(await text(await site.respond(route("/cities/lincoln/"), get()))).toContain("/cities/lincoln/ town page");
    await site.respond(omaha, get());
    expect(render).toHaveBeenCalledTimes(2);
    gone.clear();
    // Another page, not a newer version of the same one: never the gone copy while the plain one is made.
    expect(await text(await site.respond(omaha, get()))).toContain("/cities/omaha/ town page");
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("sends no brotli to br;q=0 and identity with a working ETag to deflate-only clients", async () => {
    const { site } = pages({ value: products("Roses") });
    expect((await site.respond(home, get("br;q=0, gzip"))).headers.get("content-encoding")).toBe("gzip");
    const plain = await site.respond(home, get("deflate"));
    expect(plain.headers.get("content-encoding")).toBeNull();
    const etag = plain.headers.get("etag") ?? "";
    const again = await site.respond(home, new Request("https://example.test/", { headers: { "accept-encoding": "deflate", "if-none-match": etag } }));
    expect(again.status).toBe(304);
    expect((await site.respond(home, get("*"))).headers.get("content-encoding")).toBe("br");
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

const standIn = (locals: Record<string, string>) => locals as unknown as PageExtras;

describe("rendered pages answering a query (the sympathy page's service form)", () => {
  const sympathy = route("/categories/sympathy-funeral/");

  function answering() {
    const render = vi.fn<RenderPage>(async (request, locals) => {
      const asked = (locals as { service?: string }).service ?? "blank form";
      const sections = (locals as { funeral?: string }).funeral ?? "no sections";
      return new Response(`<!doctype html><html><head></head><body><h1>${new URL(request.url).search || "no query"}</h1><p>${asked}</p><p>${sections}</p></body></html>`);
    });
    const loaders = pageLoaders({ loadProducts: async () => products("Lilies") });
    const site = createPageDispatcher({
      render,
      // Strings stand in for the sections and the answer: this renderer only prints them.
      loaders: {
        ...loaders,
        categories: {
          load: async (page) => ({ products: products("Lilies"), ...(page.path === sympathy.path ? { locals: standIn({ funeral: "sprays and wreaths" }), version: "v1" } : { locals: {} }) }),
          answer: async (page) => standIn({ service: `answer for ${new URLSearchParams(page.answerQuery).get("date") ?? ""}` }),
        },
      },
      siteUrl: "https://example.test",
      csp: () => "default-src 'self'",
    });
    return { site, render };
  }
  const ask = (search: string) => new Request(`https://example.test/categories/sympathy-funeral/${search}`, { headers: { "accept-encoding": "br" } });
  // A request as the app hands it over: the route matched from its address, and the request.
  const asking = (site: ReturnType<typeof answering>["site"], search: string) => site.respond(route(sympathy.path, search), ask(search));

  it("renders each query for its request only, with the page's extras, and keeps none of them", async () => {
    const { site, render } = answering();
    const plain = await asking(site, "");
    expect(plain.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(await text(plain)).toContain("sprays and wreaths");
    expect(site.size()).toBe(1);
    for (let index = 0; index < 50; index += 1) {
      const answer = await asking(site, `?town=kearney&date=2026-12-${String(index).padStart(2, "0")}&time=morning`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-cache");
      expect(answer.headers.get("x-robots-tag")).toBe("noindex");
      const html = await text(answer);
      expect(html).toContain(`answer for 2026-12-${String(index).padStart(2, "0")}`);
      expect(html).toContain("sprays and wreaths");
    }
    // The memo holds the plain page only: no query string grows it.
    expect(site.size()).toBe(1);
    expect(render).toHaveBeenCalledTimes(51);
    // A query that asks nothing (no date) is the kept page.
    await asking(site, "?utm_source=mail");
    expect(render).toHaveBeenCalledTimes(51);
  });

  it("keeps an answer by what it is made of: the same query asked 200 times renders once, whatever else the address holds", async () => {
    const { site, render } = answering();
    for (let index = 0; index < 200; index += 1) {
      const answer = await asking(site, `?town=kearney&date=2026-12-07&time=morning&utm_source=${index % 7}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-cache");
    }
    expect(render).toHaveBeenCalledTimes(1);
    expect(site.size()).toBe(0);
  });

  it("gives unique answers at most two render slots and a short line: past it 503, while kept pages render", async () => {
    const { site, render } = answering();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => asking(site, `?town=kearney&date=2026-12-${String(index + 1).padStart(2, "0")}&time=morning`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(8);
    expect(statuses.filter((status) => status === 503)).toHaveLength(12);
    expect(render).toHaveBeenCalledTimes(8);
  });

  it("a town's form (a town page's link) is a kept view rendered once per town; a made-up town is the plain page", async () => {
    const { site, render } = answering();
    const first = await asking(site, "?town=kearney");
    expect(await text(first)).toContain("?to=kearney");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const again = await asking(site, "?town=Kearney");
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    for (let index = 0; index < 200; index += 1) expect((await asking(site, `?town=town-${index}`)).status).toBe(200);
    expect(render).toHaveBeenCalledTimes(2);
    // The plain page among the pages, the town's view in the views' own room.
    expect([site.size(), site.views()]).toEqual([1, 1]);
  });
});
