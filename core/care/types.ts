/** Which DHHS roster a facility comes from. */
export type RosterId = "hospital" | "alf";

/**
 * What the roster calls the place, in the words a sender needs. The hospital roster's
 * HOSP-REH rows are rural emergency hospitals (no inpatient stays), not rehabilitation.
 */
export type FacilityKind =
  | "general"
  | "critical-access"
  | "childrens"
  | "long-term"
  | "rehabilitation"
  | "psychiatric"
  | "rural-emergency"
  | "assisted-living";

/** One licensed facility as the site shows it (core/care/generated/facilities.ts). */
export type Facility = {
  /** The state's licence number, unique across both rosters. */
  licence: string;
  roster: RosterId;
  kind: FacilityKind;
  /** The name the public uses: never a cut word, never dba/LLC/Inc. */
  name: string;
  /** URL segment for a hospital page, unique within the town. */
  slug: string;
  /** Street address only (no PO box), as a delivery driver reads it. */
  address: string;
  zip: string;
  /** "(402) 555-0100". */
  phone: string;
  /** The directory town whose list it is on. */
  townSlug: string;
  /**
   * False for places that often refuse flowers (psychiatric-only, licensed-only, rural emergency
   * hospitals without inpatients): listed with name, address and phone, no suggestion to send.
   */
  flowers: boolean;
  /** Why the ZIP is not one of the town's delivery ZIPs, when it is not. */
  zipNote?: string;
};

/** A roster row not on any list, and why. */
export type LeftOutRow = { roster: RosterId; licence: string; town: string; zip: string; phone: string; reason: string };

/** A roster's identity and date; the date is the PDF's "Updated" date as the CSV carries it. */
export type Roster = { id: RosterId; title: string; date: string; source: string; parse: string };
