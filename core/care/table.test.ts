/**
 * The whole facility table against the roster CSVs it was built from (scripts/data/care/), read
 * here independently of the build script: every row in a town we have a page for is on that
 * town's list (licence and phone) or left out with a reason; names are public names; ZIPs fit.
 */
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { getCityBySlug } from "../nebraska/directory";
import { servedZipsOf } from "../nebraska/served-zips";
import { citySlug, resolveCitySlug } from "../nebraska/slug";
import { ALL_FACILITIES, careCounts, facilitiesIn, hospitalIn, LEFT_OUT_ROWS, rosterOf } from "./facilities";
import { hasLegalForm, NAME_COLUMN_WIDTH } from "./tidy";

type Csv = Record<string, string>;
const read = (file: string): Csv[] => parse(readFileSync(new URL(`../../scripts/data/care/${file}`, import.meta.url), "utf8"), { columns: true }) as Csv[];
const hospitalRows = read("hospital_roster_2026-06-16.csv").map((row) => ({ town: row.city ?? "", licence: row.license_no ?? "", phone: row.phone ?? "", name: row.facility_name ?? "" }));
const alfRows = read("alf_roster_2026-08-16.csv").map((row) => ({ town: row.town ?? "", licence: row.license_number ?? "", phone: row.phone ?? "", name: row.facility_name ?? "" }));
const rows = [...hospitalRows, ...alfRows];

const townSlugOf = (town: string): string | undefined => getCityBySlug(resolveCitySlug(citySlug(town.replace(/\s*'\s*/g, ""))))?.slug ?? getCityBySlug(town)?.slug;

/** Names the PDF prints in full although they reach the column's edge (checked by hand). */
const FULL_AT_THE_EDGE = new Set(["ALF366", "ALF428", "ALF307", "ALF340", "507001", "H000132", "H000144", "H000106", "680001", "620002"]);

describe("the facility table", () => {
  it("holds every roster row in our towns, by licence and phone, or leaves it out with a reason", () => {
    let inOurTowns = 0;
    for (const row of rows) {
      const slug = townSlugOf(row.town);
      const listed = ALL_FACILITIES.find((facility) => facility.licence === row.licence && facility.phone === row.phone);
      const left = LEFT_OUT_ROWS.find((out) => out.licence === row.licence && out.phone === row.phone);
      if (!slug) {
        expect(left?.reason, `${row.town} ${row.licence}`).toMatch(/^no page for /);
        continue;
      }
      inOurTowns += 1;
      if (row.licence === "") continue; // the two rows the parse left without a licence: below
      if (listed) expect(listed.townSlug).toBe(slug);
      else expect(left?.reason, `${row.town} ${row.licence} ${row.phone}`).toMatch(/printed twice/);
    }
    expect(inOurTowns).toBeGreaterThan(350);
    // The roster rows without a licence number in the CSV carry the PDF's (REH0001, REH0002).
    expect(ALL_FACILITIES.filter((facility) => facility.licence.startsWith("REH")).map((facility) => facility.townSlug)).toEqual(["friend", "oshkosh"]);
  });

  it("has one entry per licence number", () => {
    const licences = ALL_FACILITIES.map((facility) => facility.licence);
    expect(new Set(licences).size).toBe(licences.length);
  });

  it("shows public names: no legal form, no word cut at the roster's column", () => {
    for (const facility of ALL_FACILITIES) {
      expect(hasLegalForm(facility.name), facility.name).toBe(false);
      expect(facility.name, facility.licence).not.toMatch(/\bdba\b|\s$|^\s/i);
      const raw = rows.find((row) => row.licence === facility.licence)?.name.trim() ?? "";
      if (raw.length >= NAME_COLUMN_WIDTH && !FULL_AT_THE_EDGE.has(facility.licence)) {
        const cutWord = raw.split(/\s+/).at(-1) ?? "";
        // The name may complete the cut word ("Medic" → "Medical Center") or drop it, never stop on it.
        expect(facility.name.toLowerCase().endsWith(` ${cutWord.toLowerCase()}`), `${facility.licence}: "${cutWord}" is the cut word`).toBe(false);
      }
    }
  });

  it("puts each facility at one of its town's delivery ZIPs, or says why not", () => {
    for (const facility of ALL_FACILITIES) {
      const town = getCityBySlug(facility.townSlug);
      expect(town, facility.townSlug).toBeDefined();
      if (!town) continue;
      const zips = [...town.zipCodes, ...servedZipsOf(town)];
      if (!zips.includes(facility.zip)) expect(facility.zipNote, `${facility.name} ${facility.zip}`).toMatch(/^.{20,}$/);
    }
    expect(ALL_FACILITIES.filter((facility) => facility.zipNote).map((facility) => facility.licence).sort()).toEqual(["ALF400", "ALF492"]);
  });

  it("gives every listed place a street address and a Nebraska phone", () => {
    for (const facility of ALL_FACILITIES) {
      expect(facility.address, facility.name).toMatch(/^\d[\d-]*\s+\S/);
      expect(facility.address, facility.name).not.toMatch(/\b(?:p\.?\s?o\.?\s*)?box\s+\d/i);
      expect(facility.phone, facility.name).toMatch(/^\((402|308|531)\) \d{3}-\d{4}$/);
    }
  });

  it("answers the issue's examples", () => {
    expect(hospitalIn("kearney", "chi-health-good-samaritan")).toMatchObject({ zip: "68847", address: "10 East 31st St", phone: "(308) 865-7100" });
    expect(hospitalIn("kearney", "kearney-regional-medical-center")).toMatchObject({ zip: "68845" });
    expect(hospitalIn("lincoln", "bryan-medical-center-east-campus")).toMatchObject({ address: "1600 South 48th St" });
    expect(careCounts("kearney")).toEqual({ hospitals: 3, homes: 8 });
    expect(facilitiesIn("broken-bow").map((facility) => facility.roster)).toEqual(["hospital", "alf", "alf", "alf"]);
    expect(facilitiesIn("no-such-town")).toEqual([]);
  });

  it("lists psychiatric and rural emergency hospitals without a flowers suggestion", () => {
    for (const facility of ALL_FACILITIES) {
      if (facility.kind === "psychiatric" || facility.kind === "rural-emergency") expect(facility.flowers, facility.name).toBe(false);
    }
    expect(ALL_FACILITIES.filter((facility) => !facility.flowers).map((facility) => facility.licence).sort()).toEqual(
      ["070002", "260006", "500004", "520003", "H000110", "REH0001", "REH0002"].sort(),
    );
  });

  it("carries each roster's date", () => {
    expect(rosterOf("hospital").date).toBe("2026-06-16");
    expect(rosterOf("alf").date).toBe("2026-08-16");
  });
});
