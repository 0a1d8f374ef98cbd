import { describe, expect, it } from "vitest";
import { clickCsvCells, clickExportQuerySchema, csvCell, csvLine, EXPORT_MAX_DAYS, exportDays } from "./export";

describe("clickExportQuerySchema", () => {
  it("takes two calendar dates, from not after to", () => {
    expect(clickExportQuerySchema.safeParse({ from: "2026-11-01", to: "2026-11-30" }).success).toBe(true);
    expect(clickExportQuerySchema.safeParse({ from: "2026-11-05", to: "2026-11-05" }).success).toBe(true);
  });

  it.each([
    [{ from: "2026-11-31", to: "2026-12-01" }, "from"],
    [{ from: "2026-02-29", to: "2026-03-01" }, "from"],
    [{ from: "2026-1-01", to: "2026-12-01" }, "from"],
    [{ from: "2026-11-01" }, "to"],
    [{ from: "2026-11-01", to: "yesterday" }, "to"],
    [{ from: "2026-11-02", to: "2026-11-01" }, "to"],
    [{ from: "2000-01-01", to: "2026-11-01" }, "to"],
  ])("refuses %j naming %s", (query, field) => {
    const result = clickExportQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("accepts the longest export and refuses one day more", () => {
    expect(EXPORT_MAX_DAYS).toBe(3_660);
    // 2020-01-01 plus 3,659 days is 2030-01-07.
    expect(clickExportQuerySchema.safeParse({ from: "2020-01-01", to: "2030-01-07" }).success).toBe(true);
    expect(clickExportQuerySchema.safeParse({ from: "2020-01-01", to: "2030-01-08" }).success).toBe(false);
    expect(exportDays({ from: "2026-01-01", to: "2026-12-31" })).toHaveLength(365);
  });
});

describe("exportDays", () => {
  it("gives each Central day from local midnight to the next, across the DST change", () => {
    const days = exportDays({ from: "2026-03-07", to: "2026-03-09" });
    expect(days.map((day) => day.date)).toEqual(["2026-03-07", "2026-03-08", "2026-03-09"]);
    expect(new Date(days[0]!.fromMs).toISOString()).toBe("2026-03-07T06:00:00.000Z");
    // 8 March 2026 has 23 hours in Chicago.
    expect(days[1]!.toMs - days[1]!.fromMs).toBe(23 * 3_600_000);
    expect(days[1]!.toMs).toBe(days[2]!.fromMs);
  });
});

describe("csv cells", () => {
  it.each([
    ["=HYPERLINK(\"http://x\")", "\"'=HYPERLINK(\"\"http://x\"\")\""],
    ["+1", "'+1"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTab", "'\tTab"],
    ["\rCR", "\"'\rCR\""],
    ["Roses, red", "\"Roses, red\""],
    ["plain", "plain"],
    [" =1+1", "' =1+1"],
    ["\u00a0=1+1", "'\u00a0=1+1"],
    ["\u3000\u2003+1", "'\u3000\u2003+1"],
    ["\ufeff\u200b@SUM(A1)", "'\ufeff\u200b@SUM(A1)"],
    ["\n=1+1", "\"'\n=1+1\""],
    ["\uff1d1+1", "'\uff1d1+1"],
    ["\uff0b1", "'\uff0b1"],
    ["\uff0d1", "'\uff0d1"],
    ["\uff20SUM(A1)", "'\uff20SUM(A1)"],
    ["\ufe661+1", "'\ufe661+1"],
    ["  Roses = love", "  Roses = love"],
    ["", ""],
  ])("writes %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("ends each line with CRLF", () => {
    expect(csvLine(["a", "b"])).toBe("a,b\r\n");
  });

  it("names the town and category from the target, else from the page", () => {
    const base = { occurredAt: Date.UTC(2026, 10, 21, 18), placement: "carousel-card" };
    expect(clickCsvCells({ ...base, path: "/cities/omaha/", targetKind: "product", targetId: "Red Roses" })).toEqual([
      "2026-11-21T18:00:00.000Z",
      "/cities/omaha/",
      "carousel-card",
      "product",
      "Red Roses",
      "omaha",
      "",
      "en",
      "pages",
    ]);
    expect(clickCsvCells({ ...base, path: "/", targetKind: "category", targetId: "roses" }).slice(4)).toEqual(["roses", "", "roses", "en", "pages"]);
    expect(clickCsvCells({ ...base, path: "/categories/sympathy/", targetKind: "nebraska", targetId: null }).slice(4)).toEqual(["", "", "sympathy", "en", "pages"]);
  });

  it("says each click's page language and names a Spanish page's town and category as English rows do (issue 41)", () => {
    const base = { occurredAt: Date.UTC(2027, 4, 3, 18), placement: "carousel-card" };
    expect(clickCsvCells({ ...base, path: "/es/ciudades/lexington/", targetKind: "product", targetId: "Rosas" }).slice(5)).toEqual(["lexington", "", "es", "pages"]);
    expect(clickCsvCells({ ...base, path: "/es/categorias/dia-de-las-madres/", targetKind: "nebraska", targetId: null }).slice(5)).toEqual(["", "mothers-day", "es", "pages"]);
  });

  it("marks a click from an assistant's answer by its source (issue 51)", () => {
    const click = { occurredAt: Date.UTC(2026, 10, 21, 18), path: "/es/ciudades/kearney/", placement: "assistant", targetKind: "city", targetId: "kearney" };
    expect(clickCsvCells(click).slice(5)).toEqual(["kearney", "", "es", "assistant"]);
  });
});
