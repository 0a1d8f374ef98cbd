import { describe, expect, it } from "vitest";
import { indexNowBody, INDEXNOW_KEY, occasionNoticeKey, pageFingerprint, productSourceOf } from "./page-content";

describe("productSourceOf", () => {
  it.each([
    ["/", { kind: "featured" }],
    ["/cities/omaha/", { kind: "featured" }],
    ["/categories/birthday/", { kind: "category", slug: "birthday" }],
    ["/about/", null],
    ["/cities/", null],
    ["/es/", { kind: "featured" }],
    ["/es/ciudades/lexington/", { kind: "featured" }],
    ["/es/categorias/cumpleanos/", { kind: "category", slug: "birthday-flowers" }],
    ["/es/categorias/dia-de-las-madres/", { kind: "category", slug: "mothers-day" }],
    ["/es/acerca-de/", null],
    ["/es/ciudades/", null],
    ["/cities/kearney/hospitals/chi-health-good-samaritan/", { kind: "category", slug: "get-well-soon", zip: "68847" }],
    ["/es/ciudades/kearney/hospitales/chi-health-good-samaritan/", { kind: "category", slug: "get-well-soon", zip: "68847" }],
    ["/cities/kearney/hospitals/no-such-hospital/", null],
  ])("%s shows %j", (path, source) => {
    expect(productSourceOf(path)).toEqual(source);
  });
});

describe("occasionNoticeKey", () => {
  it("names the occasions within 30 days on home and town pages, nothing on fixed pages", () => {
    const early = new Date("2027-01-05T18:00:00Z");
    const late = new Date("2027-01-20T18:00:00Z");
    expect(occasionNoticeKey("/", early)).toBe("");
    expect(occasionNoticeKey("/", late)).toContain("valentines-day-2027");
    expect(occasionNoticeKey("/cities/omaha/", late)).toBe(occasionNoticeKey("/", late));
    expect(occasionNoticeKey("/about/", late)).toBe("");
  });

  it("names the next occurrence on an occasion's category page, and changes with the year", () => {
    const before = occasionNoticeKey("/categories/valentines-day/", new Date("2027-02-01T18:00:00Z"));
    const after = occasionNoticeKey("/categories/valentines-day/", new Date("2027-02-20T18:00:00Z"));
    expect(before).toBe("valentines-day-2027");
    expect(after).toBe("valentines-day-2028");
    expect(occasionNoticeKey("/categories/birthday/", new Date("2027-02-01T18:00:00Z"))).toBe("");
  });
});

describe("occasionNoticeKey in the Spanish edition", () => {
  it("announces May 10 where the English pages announce the second Sunday of May", () => {
    // 2027: Mother's Day is Sunday May 9, Día de las Madres Monday May 10.
    const april = new Date("2027-04-20T18:00:00Z");
    expect(occasionNoticeKey("/", april)).toBe("mothers-day-2027");
    expect(occasionNoticeKey("/es/", april)).toBe("dia-de-las-madres-2027");
    expect(occasionNoticeKey("/es/ciudades/lexington/", april)).toBe(occasionNoticeKey("/es/", april));
    expect(occasionNoticeKey("/es/categorias/dia-de-las-madres/", april)).toBe("dia-de-las-madres-2027");
    expect(occasionNoticeKey("/es/categorias/san-valentin/", april)).toBe("valentines-day-2028");
    expect(occasionNoticeKey("/es/acerca-de/", april)).toBe("");
  });
});

describe("pageFingerprint", () => {
  it("changes with the lastmod, the products and the notice, and only with them", () => {
    const base = pageFingerprint({ path: "/", lastmod: "2026-11-01" }, "v1", "");
    expect(pageFingerprint({ path: "/", lastmod: "2026-11-01" }, "v1", "")).toBe(base);
    expect(pageFingerprint({ path: "/", lastmod: "2026-11-02" }, "v1", "")).not.toBe(base);
    expect(pageFingerprint({ path: "/", lastmod: "2026-11-01" }, "v2", "")).not.toBe(base);
    expect(pageFingerprint({ path: "/", lastmod: "2026-11-01" }, "v1", "valentines-day-2027")).not.toBe(base);
  });
});

describe("IndexNow key and body", () => {
  it.each([
    ["abcd1234", true],
    ["a".repeat(128), true],
    ["abc-DEF-123", true],
    ["short12", false],
    ["a".repeat(129), false],
    ["has_underscore", false],
    ["has space1", false],
  ])("%s is a key: %s", (key, valid) => {
    expect(INDEXNOW_KEY.test(key)).toBe(valid);
  });

  it("writes host, key, key location and absolute URLs", () => {
    expect(indexNowBody("https://www.example.test", "key-12345678", ["/", "/cities/omaha/"])).toEqual({
      host: "www.example.test",
      key: "key-12345678",
      keyLocation: "https://www.example.test/key-12345678.txt",
      urlList: ["https://www.example.test/", "https://www.example.test/cities/omaha/"],
    });
  });
});
