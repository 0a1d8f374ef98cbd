import { describe, expect, it } from "vitest";
import { addressFromServices, displayName, hasLegalForm, isNebraskaZip, mayBeCut, phoneOf, streetAddress, titleCase } from "./tidy";

describe("roster text tidying", () => {
  it("title-cases capitals and keeps written case, abbreviations and small words", () => {
    expect(titleCase("GOOD SAMARITAN SOCIETY - SAMARITAN ESTATES")).toBe("Good Samaritan Society - Samaritan Estates");
    expect(titleCase("KINSHIP POINTE AT MCCOOK")).toBe("Kinship Pointe at McCook");
    expect(titleCase("CARTER PLACE Senior Living")).toBe("Carter Place Senior Living");
    expect(titleCase("O.U.R. HOMES")).toBe("O.U.R. Homes");
    expect(titleCase("ROYALE OAKS / HOUSE OF HOPE ALZHEIMER'S CARE")).toBe("Royale Oaks / House of Hope Alzheimer's Care");
    expect(titleCase("CHI Health Good Samaritan")).toBe("CHI Health Good Samaritan");
  });

  it("drops a trailing legal form and spaces a dash as an en dash", () => {
    expect(displayName("EDGEWOOD FREMONT SENIOR LIVING, LLC")).toBe("Edgewood Fremont Senior Living");
    expect(displayName("LINCOLN BICKFORD COTTAGE L.L.C.")).toBe("Lincoln Bickford Cottage");
    expect(displayName("HOSPICE HOUSE - THE JOSIE HARPER RESIDENCE")).toBe("Hospice House – The Josie Harper Residence");
  });

  it("finds legal forms and names at the column edge", () => {
    expect(hasLegalForm("Bellevue Medical Center, LLC dba Bellevue Medical")).toBe(true);
    expect(hasLegalForm("Midwest Surgical Hospital L L C")).toBe(true);
    expect(hasLegalForm("Inclusive Living Center")).toBe(false);
    expect(hasLegalForm("CHI Health Good Samaritan")).toBe(false);
    expect(mayBeCut("Saint Francis Medical Center dba CHI Health St. Fran")).toBe(true);
    expect(mayBeCut("CHI Health Good Samaritan")).toBe(false);
  });

  it("keeps the street and drops PO boxes", () => {
    expect(streetAddress("P O BOX 151, 723 WEST FAIRVIEW ST")).toBe("723 West Fairview St");
    expect(streetAddress("PO BOX 469 910 20TH ST")).toBe("910 20th St");
    expect(streetAddress("1111 4TH STREET, BOX 667")).toBe("1111 4th Street");
    expect(streetAddress("755 1ST STREET- P O BOX 526")).toBe("755 1st Street");
    expect(streetAddress("2101 BOX BUTTE AVE")).toBe("2101 Box Butte Ave");
    expect(streetAddress("RR 1 BOX 5, 611 NORTH MAIN")).toBe("611 North Main");
    expect(streetAddress("6901 NORTH 72ND ST, STE 20300")).toBe("6901 North 72nd St, Ste 20300");
  });

  it("recovers an address the parse put among the services", () => {
    expect(addressFromServices("AGED/DISABLED MED WVR CER; ALZHEIMERS UNIT; 1617 BILLS DRIVE MEMORY CARE ENDORSEMENT")).toBe("1617 BILLS DRIVE");
    expect(addressFromServices("ALZHEIMERS UNIT; MEMORY CARE ENDORSEMENT")).toBeUndefined();
  });

  it("accepts only a Nebraska phone shape and ZIP", () => {
    expect(phoneOf("(308) 865-7100")).toBe("(308) 865-7100");
    expect(phoneOf("308-865-7100")).toBeUndefined();
    expect(phoneOf("(712) 555-0100")).toBeUndefined();
    expect(phoneOf("")).toBeUndefined();
    expect(isNebraskaZip("68847")).toBe(true);
    expect(isNebraskaZip("69367")).toBe(true);
    expect(isNebraskaZip("51501")).toBe(false);
    expect(isNebraskaZip("6884")).toBe(false);
  });
});
