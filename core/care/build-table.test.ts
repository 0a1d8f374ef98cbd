import { describe, expect, it } from "vitest";
import { buildTable, type Overrides, type Places, type RosterRow } from "./build-table";

const places: Places = {
  townOf: (town) => (town === "KEARNEY" ? { name: "Kearney", slug: "kearney", deliveryZips: ["68845", "68847"] } : undefined),
  nearestTown: (zip) => (zip === "68746" ? { name: "O'Neill", miles: 28.4 } : undefined),
};
const none: Overrides = { byLicence: {}, licenceOfRow: {}, duplicates: {} };

const row = (fields: Partial<RosterRow>): RosterRow => ({
  roster: "hospital",
  town: "KEARNEY",
  zip: "68847",
  type: "HOSP-ACU",
  name: "CHI Health Good Samaritan",
  licence: "070001",
  address: "P O BOX 1990, 10 EAST 31ST ST",
  phone: "(308) 865-7100",
  ...fields,
});

describe("buildTable", () => {
  it("places a clean row on its town's list with its street address", () => {
    const table = buildTable([row({})], none, places);
    expect(table.problems).toEqual([]);
    expect(table.facilities).toEqual([
      expect.objectContaining({ licence: "070001", name: "CHI Health Good Samaritan", slug: "chi-health-good-samaritan", address: "10 East 31st St", zip: "68847", townSlug: "kearney", kind: "general", flowers: true }),
    ]);
  });

  it("refuses a cut or legal name until the override table gives the public one", () => {
    const cut = row({ licence: "H000141", zip: "68845", name: "Bryan Hospital Kearney dba Kearney Regional Medic" });
    expect(buildTable([cut], none, places).problems[0]).toMatch(/H000141.*public name/);
    const fixed = buildTable([cut], { ...none, byLicence: { H000141: { name: "Kearney Regional Medical Center", checked: "PDF" } } }, places);
    expect(fixed.problems).toEqual([]);
    expect(fixed.facilities[0]?.name).toBe("Kearney Regional Medical Center");
    expect(fixed.overridden).toBe(1);
  });

  it("refuses a public name that still carries a legal form", () => {
    const table = buildTable([row({})], { ...none, byLicence: { "070001": { name: "Good Samaritan, Inc", checked: "PDF" } } }, places);
    expect(table.problems.join()).toMatch(/legal form/);
  });

  it("refuses a ZIP outside the town's delivery ZIPs unless a reason is recorded", () => {
    expect(buildTable([row({ zip: "68124" })], none, places).problems.join()).toMatch(/not one of Kearney's delivery ZIPs/);
    const noted = buildTable([row({ zip: "68124" })], { ...none, byLicence: { "070001": { zipNote: "filed under Kearney", checked: "PDF" } } }, places);
    expect(noted.problems).toEqual([]);
    expect(noted.facilities[0]?.zipNote).toBe("filed under Kearney");
  });

  it("refuses a non-Nebraska ZIP, a bad phone, a row without licence or street, and an unknown type", () => {
    const problems = buildTable(
      [row({ zip: "51501" }), row({ licence: "1", phone: "865-7100" }), row({ licence: "" }), row({ licence: "2", address: "P O BOX 5" }), row({ licence: "3", type: "CLINIC" })],
      none,
      places,
    ).problems.join("\n");
    expect(problems).toMatch(/not a Nebraska ZIP/);
    expect(problems).toMatch(/phone "865-7100"/);
    expect(problems).toMatch(/no licence number/);
    expect(problems).toMatch(/no street address/);
    expect(problems).toMatch(/unknown facility type "CLINIC"/);
  });

  it("refuses a licence printed twice until the duplicate is decided, then records the other row", () => {
    const twice = [row({}), row({ phone: "(308) 865-7199" })];
    expect(buildTable(twice, none, places).problems.join()).toMatch(/appears twice/);
    const decided = buildTable(twice, { ...none, duplicates: { "070001": { keepPhone: "(308) 865-7100", reason: "printed twice" } } }, places);
    expect(decided.problems).toEqual([]);
    expect(decided.facilities.map((facility) => facility.phone)).toEqual(["(308) 865-7100"]);
    expect(decided.leftOut).toEqual([expect.objectContaining({ licence: "070001", phone: "(308) 865-7199", reason: "printed twice" })]);
  });

  it("leaves out a row in a town without a page, naming the nearest town, and fails where it cannot place one", () => {
    const table = buildTable([row({ town: "LYNCH", zip: "68746" }), row({ town: "NOWHERE", zip: "68999", licence: "9" })], none, places);
    expect(table.leftOut).toEqual([expect.objectContaining({ licence: "070001", reason: "no page for Lynch; nearest town with a page: O'Neill, 28 mi" })]);
    expect(table.problems.join()).toMatch(/cannot be placed/);
  });

  it("lists psychiatric rows without a flowers suggestion", () => {
    expect(buildTable([row({ type: "PSYCH" })], none, places).facilities[0]).toMatchObject({ kind: "psychiatric", flowers: false });
  });

  it("names an override that matches no row", () => {
    expect(buildTable([row({})], { ...none, byLicence: { X1: { name: "Ghost", checked: "PDF" } } }, places).problems).toEqual(["override for X1 matches no roster row"]);
  });
});
