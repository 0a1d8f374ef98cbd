import { describe, expect, it } from "vitest";
import { clickPeriod, dayOfHour, HOUR_MS } from "./period";
import { summarizeClicks } from "./summary";

const at = (iso: string) => Math.floor(new Date(iso).getTime() / HOUR_MS);

describe("clickPeriod", () => {
  it("covers N Central calendar days ending today, from local midnight", () => {
    // 03:00 UTC on 10 March is still 9 March in Chicago (CDT starts 8 March 2026).
    const period = clickPeriod(3, new Date("2026-03-10T03:00:00Z"));
    expect(period.dates).toEqual(["2026-03-07", "2026-03-08", "2026-03-09"]);
    expect(new Date(period.fromMs).toISOString()).toBe("2026-03-07T06:00:00.000Z");
    expect(period.toMs).toBe(new Date("2026-03-10T03:00:00Z").getTime());
  });

  it("gives one day for days=1 and 366 distinct days for a leap span", () => {
    expect(clickPeriod(1, new Date("2026-07-04T18:00:00Z")).dates).toEqual(["2026-07-04"]);
    const year = clickPeriod(366, new Date("2028-12-31T18:00:00Z"));
    expect(new Set(year.dates).size).toBe(366);
    expect(year.dates[0]).toBe("2028-01-01");
  });
});

describe("dayOfHour", () => {
  it("reads an hour bucket as a Central calendar day", () => {
    expect(dayOfHour(at("2026-11-21T05:30:00Z"))).toBe("2026-11-20");
    expect(dayOfHour(at("2026-11-21T06:00:00Z"))).toBe("2026-11-21");
  });
});

describe("summarizeClicks", () => {
  const period = clickPeriod(2, new Date("2026-11-21T18:00:00Z"));

  it("folds hours into days (zeros kept) and links into ranked lists that sum to the total", () => {
    const stats = summarizeClicks(
      period,
      [
        { hour: at("2026-11-20T07:00:00Z"), clicks: 1 },
        { hour: at("2026-11-21T05:00:00Z"), clicks: 2 },
        { hour: at("2026-11-21T17:00:00Z"), clicks: 4 },
      ],
      [
        { path: "/cities/omaha/", placement: "city-order", targetKind: "city", targetId: "omaha", clicks: 3 },
        { path: "/", placement: "carousel-card", targetKind: "product", targetId: "Roses", clicks: 2 },
        { path: "/categories/anniversary/", placement: "category-order", targetKind: "category", targetId: "anniversary", clicks: 1 },
        { path: "/", placement: "header-order", targetKind: "nebraska", targetId: null, clicks: 1 },
      ],
    );
    expect(stats.perDay).toEqual([
      { date: "2026-11-20", clicks: 3 },
      { date: "2026-11-21", clicks: 4 },
    ]);
    expect(stats.total).toBe(7);
    expect(stats.pages).toEqual([
      { path: "/", clicks: 3 },
      { path: "/cities/omaha/", clicks: 3 },
      { path: "/categories/anniversary/", clicks: 1 },
    ]);
    expect(stats.placements[0]).toEqual({ placement: "city-order", clicks: 3 });
    expect(stats.cities).toEqual([{ slug: "omaha", clicks: 3 }]);
    expect(stats.categories).toEqual([{ slug: "anniversary", clicks: 1 }]);
    expect(stats.links[0]).toMatchObject({ path: "/cities/omaha/", clicks: 3 });
    expect(stats.from).toBe("2026-11-20T06:00:00.000Z");
  });

  it("answers zeros for a period with no clicks", () => {
    const stats = summarizeClicks(period, [], []);
    expect(stats.total).toBe(0);
    expect(stats.perDay.map((day) => day.clicks)).toEqual([0, 0]);
    expect(stats.pages).toEqual([]);
    expect(stats.languages).toEqual([
      { language: "en", clicks: 0 },
      { language: "es", clicks: 0 },
    ]);
  });

  it("counts clicks by the language of the page they were made on (issue 41)", () => {
    const stats = summarizeClicks(period, [], [
      { path: "/es/ciudades/lexington/", placement: "city-order", targetKind: "city", targetId: "lexington", clicks: 5 },
      { path: "/es/", placement: "hero", targetKind: "nebraska", targetId: null, clicks: 2 },
      { path: "/cities/lexington/", placement: "city-order", targetKind: "city", targetId: "lexington", clicks: 3 },
    ]);
    expect(stats.languages).toEqual([
      { language: "en", clicks: 3 },
      { language: "es", clicks: 7 },
    ]);
    expect(stats.cities).toEqual([{ slug: "lexington", clicks: 8 }]);
  });
});
