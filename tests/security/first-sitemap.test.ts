/**
 * Issue 52, row 3: the first /sitemap.xml after a start, and a start with INDEXNOW_KEY, read the
 * dates the build recorded (core/site/lastmod.json) instead of rebuilding every town's copy in
 * both languages to hash it (that held every answer 4.2–4.7 s on every restart). Counted, not
 * timed: how many town pages' copy is built while the site starts and answers its first sitemap.
 */
import { describe, expect, it, vi } from "vitest";
import { useBuiltSite } from "./helpers/app";

const built = vi.hoisted(() => ({ english: 0, spanish: 0 }));

vi.mock("../../core/content/city-page", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../core/content/city-page")>();
  return { ...original, buildCityPageContent: (...args: Parameters<typeof original.buildCityPageContent>) => (built.english++, original.buildCityPageContent(...args)) };
});
vi.mock("../../core/content/city-copy-es/index", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../core/content/city-copy-es/index")>();
  return { ...original, buildSpanishCityPageContent: (...args: Parameters<typeof original.buildSpanishCityPageContent>) => (built.spanish++, original.buildSpanishCityPageContent(...args)) };
});

describe("the first sitemap costs nothing", () => {
  // A first check far away: start-up itself is what is counted, not the background check.
  const site = useBuiltSite({ env: { INDEXNOW_KEY: "0123456789abcdef0123456789abcdef", INDEXNOW_ENDPOINT: "http://127.0.0.1:9/indexnow" } });

  it("starts with INDEXNOW_KEY and answers the first /sitemap.xml without building any town page's copy", async () => {
    const atStart = { ...built };
    const started = performance.now();
    const response = await site().request("/sitemap.xml");
    const body = await response.text();
    const ms = Math.round(performance.now() - started);
    const health = performance.now();
    expect((await site().request("/api/health")).status).toBe(200);
    console.log(`first sitemap: ${ms} ms; health after it ${Math.round(performance.now() - health)} ms; town copies built at start ${atStart.english} en + ${atStart.spanish} es, by the sitemap ${built.english - atStart.english} en + ${built.spanish - atStart.spanish} es`);
    expect(response.status).toBe(200);
    // The dates are still there, each edition its own (lastmod.test.ts holds them equal to the pages' data).
    expect(body).toMatch(/<loc>[^<]*\/es\/ciudades\/lexington\/<\/loc>.*<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(body).toMatch(/<loc>[^<]*\/cities\/lexington\/<\/loc>.*<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(atStart).toEqual({ english: 0, spanish: 0 });
    expect(built).toEqual({ english: 0, spanish: 0 });
  });
});
