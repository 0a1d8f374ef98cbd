import { parse } from "csv-parse/sync";
import type { RosterRow } from "#core/care/build-table";
import { z } from "#core/zod";

/** The hospital roster CSV's columns this script reads (README of the source folder). */
const HospitalCsvRow = z.object({
  city: z.string(),
  zip_code: z.string(),
  facility_type: z.string(),
  facility_name: z.string(),
  license_no: z.string(),
  address: z.string(),
  phone: z.string(),
  date_parsed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** The assisted-living roster CSV's columns this script reads. */
const AlfCsvRow = z.object({
  roster_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  town: z.string(),
  zip_code: z.string(),
  facility_name: z.string(),
  address: z.string(),
  phone: z.string(),
  facility_type: z.string(),
  license_number: z.string(),
  services: z.string(),
});

export type ReadRoster = { rows: RosterRow[]; date: string };

function records(text: string): unknown[] {
  return parse(text, { columns: true, skip_empty_lines: true, trim: false, bom: true }) as unknown[];
}

/** One date for the whole roster, or a loud failure: the date travels with the data. */
function oneDate(dates: readonly string[], file: string): string {
  const distinct = [...new Set(dates)];
  if (distinct.length !== 1) throw new Error(`${file}: expected one roster date, found ${distinct.join(", ") || "none"}`);
  return distinct[0] as string;
}

function rowsOf<T>(schema: z.ZodType<T>, text: string, file: string): T[] {
  return records(text).map((record, index) => {
    const result = schema.safeParse(record);
    if (!result.success) throw new Error(`${file} line ${index + 2}: ${result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
    return result.data;
  });
}

export function readHospitalRoster(text: string, file = "hospital roster"): ReadRoster {
  const rows = rowsOf(HospitalCsvRow, text, file);
  return {
    date: oneDate(rows.map((row) => row.date_parsed), file),
    rows: rows.map((row) => ({
      roster: "hospital",
      town: row.city,
      zip: row.zip_code,
      type: row.facility_type,
      name: row.facility_name,
      licence: row.license_no,
      address: row.address,
      phone: row.phone,
    })),
  };
}

export function readAlfRoster(text: string, file = "assisted-living roster"): ReadRoster {
  const rows = rowsOf(AlfCsvRow, text, file);
  return {
    date: oneDate(rows.map((row) => row.roster_date), file),
    rows: rows.map((row) => ({
      roster: "alf",
      town: row.town,
      zip: row.zip_code,
      type: row.facility_type,
      name: row.facility_name,
      licence: row.license_number,
      address: row.address,
      phone: row.phone,
      services: row.services,
    })),
  };
}
