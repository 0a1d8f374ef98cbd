import { citySlug } from "../nebraska/slug";
import { addressFromServices, displayName, hasLegalForm, isNebraskaZip, mayBeCut, phoneOf, streetAddress } from "./tidy";
import type { Facility, FacilityKind, LeftOutRow, RosterId } from "./types";

/** One roster row as the CSVs give it, columns renamed to one shape (scripts/care/read-rosters.ts). */
export type RosterRow = {
  roster: RosterId;
  /** As printed: "KEARNEY", "O' NEILL", "ST PAUL". */
  town: string;
  zip: string;
  /** The roster's facility type: HOSP-ACU, HOSP-CAH, …, ALF. */
  type: string;
  name: string;
  licence: string;
  address: string;
  phone: string;
  /** ALF roster only: the services cell, where the parse sometimes put the address. */
  services?: string;
};

/** A hand-checked correction, checked against the PDF; `checked` says what was read there. */
export type Override = {
  name?: string;
  address?: string;
  phone?: string;
  kind?: FacilityKind;
  /** False: listed without a flowers suggestion (the reason goes in `checked`). */
  flowers?: boolean;
  /** Why a facility's ZIP is not one of its town's delivery ZIPs. */
  zipNote?: string;
  checked: string;
};

export type Overrides = {
  byLicence: Readonly<Record<string, Override>>;
  /** `roster|TOWN|zip` → the licence number the PDF prints for a row the parse left without one. */
  licenceOfRow: Readonly<Record<string, string>>;
  /** A licence printed twice in the roster: the row kept (by phone) and why. */
  duplicates: Readonly<Record<string, { keepPhone: string; reason: string }>>;
};

/** A directory town as the table needs it. */
export type TownRef = { name: string; slug: string; deliveryZips: readonly string[] };

export type Places = {
  /** The directory town a roster town name is, if we have a page for it. */
  townOf(rosterTown: string): TownRef | undefined;
  /** For a town we have no page for: the nearest one we do, by the facility ZIP's position. */
  nearestTown(zip: string): { name: string; miles: number } | undefined;
};

export type Table = { facilities: Facility[]; leftOut: LeftOutRow[]; overridden: number; problems: string[] };

const KINDS: Readonly<Record<string, FacilityKind>> = {
  "HOSP-ACU": "general",
  "HOSP-CAH": "critical-access",
  "HOSP-CHD": "childrens",
  "HOSP-LT": "long-term",
  "REH HOSP": "rehabilitation",
  PSYCH: "psychiatric",
  PSY: "psychiatric",
  ALF: "assisted-living",
};

/** Kinds listed without a flowers suggestion: many such units accept none, or have no overnight patients. */
const NO_FLOWERS: ReadonlySet<FacilityKind> = new Set(["psychiatric", "rural-emergency"]);

const rowKey = (row: RosterRow): string => `${row.roster}|${row.town.trim()}|${row.zip.trim()}`;

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Turns both rosters into the site's facility table. Every row ends up on a town's list or in
 * `leftOut` with a reason; anything the rules cannot settle (an unknown type, a name that may be
 * cut or carries a legal form, a bad phone, a ZIP outside the town without a recorded reason,
 * a licence printed twice without a decision) lands in `problems`, and the script refuses to write.
 */
export function buildTable(rows: readonly RosterRow[], overrides: Overrides, places: Places): Table {
  const problems: string[] = [];
  const facilities: Facility[] = [];
  const leftOut: LeftOutRow[] = [];
  const seen = new Set<string>();
  let overridden = 0;

  for (const row of rows) {
    const where = `${row.roster} row ${row.town}/${row.zip}/${row.licence || "no licence"} "${row.name}"`;
    const licence = row.licence.trim() || overrides.licenceOfRow[rowKey(row)];
    if (!licence) {
      problems.push(`${where}: no licence number; add it from the PDF to licenceOfRow under "${rowKey(row)}"`);
      continue;
    }
    const override = Object.hasOwn(overrides.byLicence, licence) ? overrides.byLicence[licence] : undefined;
    const zip = row.zip.trim();
    const rawPhone = override?.phone ?? row.phone;

    const duplicate = Object.hasOwn(overrides.duplicates, licence) ? overrides.duplicates[licence] : undefined;
    if (seen.has(licence) || (duplicate && rawPhone.trim() !== duplicate.keepPhone)) {
      if (!duplicate) {
        problems.push(`${where}: licence ${licence} appears twice; record which row to keep in duplicates`);
        continue;
      }
      leftOut.push({ roster: row.roster, licence, town: row.town, zip, phone: row.phone, reason: duplicate.reason });
      continue;
    }
    seen.add(licence);

    if (!isNebraskaZip(zip)) {
      problems.push(`${where}: "${zip}" is not a Nebraska ZIP`);
      continue;
    }
    const town = places.townOf(row.town);
    if (!town) {
      const nearest = places.nearestTown(zip);
      if (!nearest) {
        problems.push(`${where}: no page for ${row.town} and ZIP ${zip} cannot be placed near any town`);
        continue;
      }
      leftOut.push({
        roster: row.roster,
        licence,
        town: row.town,
        zip,
        phone: row.phone,
        reason: `no page for ${displayName(row.town)}; nearest town with a page: ${nearest.name}, ${Math.round(nearest.miles)} mi`,
      });
      continue;
    }

    const kind = override?.kind ?? KINDS[row.type.trim()];
    if (!kind) {
      problems.push(`${where}: unknown facility type "${row.type}"`);
      continue;
    }
    const rawName = row.name.trim();
    if (!override?.name && (rawName === "" || mayBeCut(rawName) || hasLegalForm(displayName(rawName)))) {
      problems.push(`${where}: the name may be cut or carries a legal form; add a public name to byLicence["${licence}"]`);
      continue;
    }
    const name = override?.name ?? displayName(rawName);
    if (hasLegalForm(name)) problems.push(`${where}: the public name "${name}" still carries a legal form`);

    const rawAddress = override?.address ?? (row.address.trim() || addressFromServices(row.services ?? "") || "");
    const address = streetAddress(rawAddress);
    if (!/^\d[\d-]*\s+\S/.test(address)) {
      problems.push(`${where}: no street address ("${rawAddress}"); add one from the PDF to byLicence["${licence}"]`);
      continue;
    }
    const phone = phoneOf(rawPhone);
    if (!phone) {
      problems.push(`${where}: phone "${rawPhone}" is not (NNN) NNN-NNNN with a Nebraska area code`);
      continue;
    }
    const zipNote = override?.zipNote;
    if (!town.deliveryZips.includes(zip) && !zipNote) {
      problems.push(`${where}: ZIP ${zip} is not one of ${town.name}'s delivery ZIPs (${town.deliveryZips.join(", ")}); record a zipNote`);
      continue;
    }
    if (override) overridden += 1;
    facilities.push({
      licence,
      roster: row.roster,
      kind,
      name,
      slug: citySlug(name.replace(/['’]/g, "")),
      address,
      zip,
      phone,
      townSlug: town.slug,
      flowers: override?.flowers ?? !NO_FLOWERS.has(kind),
      ...(zipNote ? { zipNote } : {}),
    });
  }

  for (const licence of Object.keys(overrides.byLicence)) {
    if (!seen.has(licence)) problems.push(`override for ${licence} matches no roster row`);
  }
  const slugs = new Set<string>();
  for (const facility of facilities) {
    // Only hospitals have pages; homes are found on their town's list by licence number.
    if (facility.roster !== "hospital") continue;
    const key = `${facility.townSlug}/${facility.slug}`;
    if (slugs.has(key)) problems.push(`two facilities in ${facility.townSlug} share the page name ${facility.slug}`);
    slugs.add(key);
  }

  facilities.sort(
    (a, b) => byText(a.townSlug, b.townSlug) || byText(a.roster === "hospital" ? "0" : "1", b.roster === "hospital" ? "0" : "1") || byText(a.name, b.name),
  );
  leftOut.sort((a, b) => byText(a.roster, b.roster) || byText(a.town, b.town) || byText(a.licence, b.licence));
  return { facilities, leftOut, overridden, problems };
}
