import { describe, expect, it } from "vitest";
import { getAllCities } from "./directory";
import { servedZipsOf } from "./served-zips";
import { searchableZips, zipOwners } from "./zip";

describe("zipOwners: the rule", () => {
  it("gives a ZIP listed by two towns to the first in the given order", () => {
    const owners = zipOwners([
      { slug: "boys-town", zipCodes: ["68010"] },
      { slug: "omaha", zipCodes: ["68010", "68102"] },
    ]);
    expect(owners.get("68010")?.slug).toBe("boys-town");
    expect(owners.get("68102")?.slug).toBe("omaha");
  });

  it("keeps a town's own ZIP over one that only serves another, whatever the order", () => {
    const owners = zipOwners([
      { slug: "shadow", zipCodes: [], servedZips: ["68801", "68831"] },
      { slug: "grand-island", zipCodes: ["68801"] },
    ]);
    expect(owners.get("68801")?.slug).toBe("grand-island");
    expect(owners.get("68831")?.slug).toBe("shadow");
  });

  it("lists own ZIPs before served ones and nothing more", () => {
    expect(searchableZips({ slug: "a", zipCodes: ["68001"], servedZips: ["68002"] })).toEqual(["68001", "68002"]);
    expect(searchableZips({ slug: "b", zipCodes: ["68003"] })).toEqual(["68003"]);
  });
});

describe("zipOwners over the directory", () => {
  const cities = getAllCities();
  const owners = zipOwners(cities.map((city) => ({ ...city, servedZips: servedZipsOf(city) })));
  const townOf = (zip: string) => owners.get(zip)?.name;

  it("covers every ZIP in the table and points at a town that lists it", () => {
    const own = new Set(cities.flatMap((city) => city.zipCodes));
    const served = new Set(cities.flatMap((city) => servedZipsOf(city)));
    expect([...owners.keys()].sort()).toEqual([...new Set([...own, ...served])].sort());
    for (const zip of own) expect(owners.get(zip)?.zipCodes, zip).toContain(zip);
  });

  it("gives a shared ZIP to the town first by name (68127: Omaha, also listed by Ralston)", () => {
    expect(cities.filter((city) => city.zipCodes.includes("68127")).map((city) => city.name)).toEqual(["Omaha", "Ralston"]);
    expect(townOf("68127")).toBe("Omaha");
  });

  it.each([
    ["68801", "Grand Island"],
    ["68101", "Omaha"],
    ["68501", "Lincoln"],
    ["68005", "Bellevue"],
    ["68845", "Kearney"],
    ["69361", "Scottsbluff"],
    ["69162", "Sidney"],
    ["68010", "Boys Town"],
  ])("%s → %s", (zip, name) => {
    expect(townOf(zip)).toBe(name);
  });

  it("knows no town for unknown or malformed ZIPs", () => {
    for (const zip of ["10001", "688", "", "abcde", " 68801 "]) expect(townOf(zip), zip).toBeUndefined();
  });
});
