/**
 * Issue 47, item 2: the app parses a request's path once and hands the match down. A town page
 * and a calendar file each cost one parse (the route table's counter), through the whole app:
 * logging and metrics, rate limit, calendar files, page handler.
 */
import { Hono } from "hono";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { Locale } from "#core/i18n/locale";
import type { City } from "#core/nebraska/types";
import { routeParseCount } from "#core/routes/routes";
import type { OnDemandPage } from "#core/site/page-route";
import { createApp } from "./app";

function appWithStubs() {
  const pages: OnDemandPage[] = [];
  const files: { town: City; locale: Locale }[] = [];
  const app = createApp({
    logger: pino({ level: "silent" }),
    api: new Hono(),
    security: { partnerOrigin: "http://127.0.0.1:9", hsts: false },
    siteUrl: "https://flowers.example.org",
    rateLimit: { perMinute: 10_000, trustProxy: false },
    renderedPages: {
      respond: (page) => {
        pages.push(page);
        return Promise.resolve(new Response("page", { headers: { "Content-Type": "text/plain" } }));
      },
    },
    calendars: (town, locale) => {
      files.push({ town, locale });
      return Promise.resolve(new Response("file", { headers: { "Content-Type": "text/calendar" } }));
    },
  });
  return { app, pages, files };
}

/** The route table's parses while the app answers `path`. */
async function parsesFor(app: Hono, path: string): Promise<{ parses: number; status: number }> {
  const before = routeParseCount();
  const response = await app.request(path);
  await response.text();
  return { parses: routeParseCount() - before, status: response.status };
}

describe("one parse per request", () => {
  it("parses a town page's path once and hands the page its match", async () => {
    const { app, pages } = appWithStubs();
    expect(await parsesFor(app, "/cities/st-paul/")).toEqual({ parses: 1, status: 200 });
    expect(pages.map((page) => [page.path, page.slug, page.town?.name, page.locale])).toEqual([["/cities/st-paul/", "saint-paul", "Saint Paul", "en"]]);
    expect(await parsesFor(app, "/es/ciudades/kearney/")).toEqual({ parses: 1, status: 200 });
  });

  it("parses a calendar file's path once and hands the handler the town it found", async () => {
    const { app, files } = appWithStubs();
    expect(await parsesFor(app, "/cities/kearney/flower-dates.ics")).toEqual({ parses: 1, status: 200 });
    expect(await parsesFor(app, "/es/ciudades/st-paul/fechas-de-flores.ics")).toEqual({ parses: 1, status: 200 });
    expect(files.map(({ town, locale }) => [town.slug, locale])).toEqual([
      ["kearney", "en"],
      ["saint-paul", "es"],
    ]);
  });

  it("sends a made-up town's file and an unknown path to the 404 after one parse", async () => {
    const { app, files, pages } = appWithStubs();
    expect(await parsesFor(app, "/cities/atlantis/flower-dates.ics")).toEqual({ parses: 1, status: 404 });
    expect(await parsesFor(app, "/nowhere/")).toEqual({ parses: 1, status: 404 });
    expect(files).toEqual([]);
    expect(pages).toEqual([]);
  });
});
