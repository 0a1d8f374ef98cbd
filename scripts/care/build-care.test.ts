import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildCare, OUTPUT_PATH, renderFacilitiesModule } from "./build-care";
import { readAlfRoster, readHospitalRoster } from "./read-rosters";

const data = (file: string): string => readFileSync(new URL(`../data/care/${file}`, import.meta.url), "utf8");
const hospitalCsv = data("hospital_roster_2026-06-16.csv");
const alfCsv = data("alf_roster_2026-08-16.csv");

describe("npm run data:care", () => {
  it("reproduces the checked-in module from the checked-in rosters, with nothing it cannot place", () => {
    const built = buildCare(hospitalCsv, alfCsv);
    expect(built.table.problems).toEqual([]);
    expect(renderFacilitiesModule(built)).toBe(readFileSync(new URL(`../../${OUTPUT_PATH}`, import.meta.url), "utf8"));
    expect(built.read).toEqual({ hospital: 101, alf: 277 });
    expect(built.table.facilities.length + built.table.leftOut.length).toBe(101 + 277);
  });

  it("reports a row it cannot place instead of writing it", () => {
    const header = hospitalCsv.slice(0, hospitalCsv.indexOf("\n") + 1); // the rosters end lines with CRLF
    const row = "KEARNEY,BUFFALO,68847,HOSP-ACU,Some Hospital dba Somewhere Regional Medic,999999,1 MAIN ST,,(308) 555-0100,,,,,,,,,,,2026-06-16\r\n";
    const built = buildCare(header + row, alfCsv);
    expect(built.table.problems.join()).toMatch(/999999.*public name/);
  });

  it("refuses a roster with more than one date or a missing column", () => {
    const lines = hospitalCsv.trimEnd().split("\r\n");
    const otherDate = [...lines.slice(0, 2), (lines[2] ?? "").replace(/2026-06-16$/, "2026-07-01")].join("\r\n");
    expect(() => readHospitalRoster(otherDate)).toThrow(/one roster date/);
    expect(() => readAlfRoster("town,zip_code\nKEARNEY,68847\n")).toThrow(/line 2/);
  });
});
