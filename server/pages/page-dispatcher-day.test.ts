import { afterEach, describe, expect, it, vi } from "vitest";
import { pageAt } from "#core/site/page-route";
import { pageLoaders } from "./loaders/page-loaders";
import { createPageDispatcher } from "./page-dispatcher";
import type { RenderPage } from "./page-renderer";

const home = pageAt("/", { admin: false }) ?? { path: "/", locale: "en" as const, section: "home", products: null, known: true };

afterEach(() => {
  vi.useRealTimers();
});

describe("rendered pages carry the site's day", () => {
  it("renders a page again when the day changes in Nebraska (Central), not in UTC", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const render = vi.fn<RenderPage>(async () => new Response(`<!doctype html><p>${new Date().toISOString()}</p>`));
    const site = createPageDispatcher({ render, loaders: pageLoaders({ loadProducts: async () => null }), siteUrl: "https://example.test", csp: () => "default-src 'self'" });
    const get = () => site.respond(home, new Request("https://example.test/"));

    vi.setSystemTime(new Date("2026-11-24T23:00:00Z")); // 17:00 CST, Nov 24
    await get();
    vi.setSystemTime(new Date("2026-11-25T05:59:00Z")); // 23:59 CST: still Nov 24, though Nov 25 in UTC
    await get();
    expect(render).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date("2026-11-25T06:00:00Z")); // midnight CST
    const fresh = await (await get()).text();
    expect(render).toHaveBeenCalledTimes(2);
    expect(fresh).toContain("2026-11-25T06:00:00.000Z");
  });
});
