import { describe, expect, it } from "vitest";
import { PAGED_HOSPITALS } from "../care/hospital-pages";
import { findLandingWithHospitals } from "./find-hospital";
import { ALL_FACILITIES } from "../care/facilities";
import { hospitalPagePath } from "../care/hospital-pages";
import { careListPathIn } from "../routes/routes";
import { directorySearchIndex } from "./directory-index";
import { hasOwnPage, matchHospitals } from "./hospitals";
import { suggestCities } from "./suggest";

const names = (input: string, max = 6) => matchHospitals(input, max).map((hospital) => hospital.name);

describe("matchHospitals", () => {
  it("finds a hospital from part of its name, words in any order, case and accents aside", () => {
    expect(names("good samaritan")[0]).toBe("CHI Health Good Samaritan");
    expect(names("bryan east")).toEqual(["Bryan Medical Center – East Campus"]);
    expect(names("EAST bryan")).toEqual(["Bryan Medical Center – East Campus"]);
    expect(names("régional wést")[0]).toBe("Regional West Medical Center");
    expect(names("bryan")).toEqual(expect.arrayContaining(["Bryan Medical Center – East Campus", "Bryan Medical Center – West Campus"]));
  });

  it("finds only hospitals with a page, at most max, and nothing for too little or no text", () => {
    const paged = new Set(PAGED_HOSPITALS.map((hospital) => hospital.licence));
    for (const hospital of matchHospitals("health", 50)) expect(paged.has(hospital.licence)).toBe(true);
    expect(matchHospitals("health", 50).length).toBeGreaterThan(3);
    expect(matchHospitals("health", 3)).toHaveLength(3);
    expect(matchHospitals("health", 0)).toEqual([]);
    expect(names("richard young")).toEqual([]); // a psychiatric hospital: listed, no page
    expect(names("st")).toEqual([]);
    expect(names(" - ")).toEqual([]);
    expect(names("zzzz hospital")).toEqual([]);
  });
});

describe("findLandingWithHospitals", () => {
  it("lands a hospital's name on its page in the visitor's edition", () => {
    expect(findLandingWithHospitals({ q: "good samaritan" })).toEqual({ kind: "page", path: "/cities/kearney/hospitals/chi-health-good-samaritan/" });
    expect(findLandingWithHospitals({ q: " Good Samaritan ", lang: "es" })).toEqual({ kind: "page", path: "/es/ciudades/kearney/hospitales/chi-health-good-samaritan/" });
    expect(findLandingWithHospitals({ q: "bryan east", lang: "es" })).toEqual({ kind: "page", path: "/es/ciudades/lincoln/hospitales/bryan-medical-center-east-campus/" });
    expect(findLandingWithHospitals({ q: "regional west" })).toEqual({ kind: "page", path: "/cities/scottsbluff/hospitals/regional-west-medical-center/" });
    expect(findLandingWithHospitals({ q: "kearney regional" })).toEqual({ kind: "page", path: "/cities/kearney/hospitals/kearney-regional-medical-center/" });
  });

  it("lets towns win for a town's name or ZIP, and keeps the old landings otherwise", () => {
    expect(findLandingWithHospitals({ q: "kearney" })).toEqual({ kind: "partner", target: { kind: "city", slug: "kearney" } });
    expect(findLandingWithHospitals({ q: "lincoln", lang: "es" })).toEqual({ kind: "page", path: "/es/ciudades/lincoln/" });
    expect(findLandingWithHospitals({ q: "68847" })).toEqual({ kind: "partner", target: { kind: "city", slug: "kearney" } });
    expect(findLandingWithHospitals({ q: "" })).toEqual({ kind: "partner", target: { kind: "nebraska" } });
    expect(findLandingWithHospitals({ q: "zzzz" })).toEqual({ kind: "partner", target: { kind: "nebraska" } });
  });
});

describe("assisted-living homes (issue 49, item 5)", () => {
  it("lands a home's name, or part of it, on its town's list in the visitor's edition", () => {
    expect(findLandingWithHospitals({ q: "custer care" })).toEqual({ kind: "page", path: "/cities/broken-bow/hospitals-and-care-homes/" });
    expect(findLandingWithHospitals({ q: "off broadway", lang: "es" })).toEqual({ kind: "page", path: "/es/ciudades/broken-bow/hospitales-y-residencias/" });
    expect(findLandingWithHospitals({ q: "Quality Senior Villages" })).toEqual({ kind: "page", path: "/cities/broken-bow/hospitals-and-care-homes/" });
  });

  it("sends a hospital listed without flowers to its town's list, and keeps hospitals with a page first", () => {
    expect(findLandingWithHospitals({ q: "richard young" })).toEqual({ kind: "page", path: "/cities/kearney/hospitals-and-care-homes/" });
    expect(findLandingWithHospitals({ q: "good samaritan" })).toEqual({ kind: "page", path: "/cities/kearney/hospitals/chi-health-good-samaritan/" });
    expect(findLandingWithHospitals({ q: "broken bow" })).toEqual({ kind: "partner", target: { kind: "city", slug: "broken-bow" } });
  });

  it("lands every listed place's full name on its own page or its own town's list, unless it names a town", () => {
    const index = directorySearchIndex();
    for (const facility of ALL_FACILITIES) {
      if (suggestCities(index, facility.name, 1).length > 0) continue; // towns win
      const expected = hasOwnPage(facility) ? hospitalPagePath(facility, "en") : careListPathIn("en", facility.townSlug);
      const landing = findLandingWithHospitals({ q: facility.name });
      expect(landing, facility.name).toEqual({ kind: "page", path: expected });
    }
  });
});
