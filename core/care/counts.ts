import { ALL_FACILITIES, rosterOf } from "./facilities";
import { PAGED_HOSPITALS } from "./hospital-pages";

/** The counts and dates the data-sources page states, read from the table so the page cannot drift from it. */
export const CARE_COUNTS = {
  hospitals: ALL_FACILITIES.filter((facility) => facility.roster === "hospital").length,
  homes: ALL_FACILITIES.filter((facility) => facility.roster === "alf").length,
  paged: PAGED_HOSPITALS.length,
  hospitalRosterDate: rosterOf("hospital").date,
  alfRosterDate: rosterOf("alf").date,
} as const;
