import { ALL_FACILITIES } from "../care/facilities";
import { PAGED_HOSPITALS } from "../care/hospital-pages";
import type { Facility } from "../care/types";
import { foldText } from "./search-index";

/** Fewer letters than this is not a hospital's name: "a" or "st" would match most of them. */
const MIN_LETTERS = 3;
/** A query's words beyond this are not read (the query itself is at most 100 characters). */
const MAX_WORDS = 8;

const words = (text: string) => foldText(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");

type HospitalEntry = { hospital: Facility; words: readonly string[]; folded: string; paged: boolean };

const PAGED = new Set(PAGED_HOSPITALS.map((hospital) => hospital.licence));

/** Hospitals with a page first (so "good samaritan" is the hospital, not one of the Good Samaritan Society homes), then every other listed place. */
const ENTRIES: readonly HospitalEntry[] = [...PAGED_HOSPITALS, ...ALL_FACILITIES.filter((facility) => !PAGED.has(facility.licence))].map((hospital) => {
  const nameWords = words(hospital.name);
  return { hospital, words: nameWords, folded: nameWords.join(" "), paged: PAGED.has(hospital.licence) };
});

/** Whether a facility has a page of its own (a hospital we suggest flowers for); any other lands on its town's list. */
export function hasOwnPage(facility: Facility): boolean {
  return PAGED.has(facility.licence);
}

/**
 * Hospitals with a page whose name the text names (issue 49, item 5): every word typed is the
 * start of a word of the name, in any order ("bryan east" finds "Bryan Medical Center – East
 * Campus", "good samaritan" finds "CHI Health Good Samaritan"), accents and case aside. Names
 * holding the words as typed, in a row, come first, then shorter names, then the table's order.
 */
export function matchHospitals(input: string, max: number): Facility[] {
  return matchEntries(ENTRIES.filter((entry) => entry.paged), input, max);
}

/**
 * Any listed place whose name the text names (issue 49, item 5): hospitals with a page, then
 * assisted-living homes and the hospitals listed without flowers, by the same rule and order
 * as matchHospitals, a hospital with a page before any other place equally well named.
 */
export function matchFacilities(input: string, max: number): Facility[] {
  return matchEntries(ENTRIES, input, max);
}

function matchEntries(entries: readonly HospitalEntry[], input: string, max: number): Facility[] {
  const asked = words(input).slice(0, MAX_WORDS);
  if (max <= 0 || asked.join("").length < MIN_LETTERS) return [];
  const phrase = asked.join(" ");
  return entries.filter((entry) => asked.every((word) => entry.words.some((nameWord) => nameWord.startsWith(word))))
    .map((entry, position) => ({ entry, position, inRow: entry.folded.includes(phrase) ? 0 : 1 }))
    .sort((a, b) => a.inRow - b.inRow || Number(b.entry.paged) - Number(a.entry.paged) || a.entry.words.length - b.entry.words.length || a.position - b.position)
    .slice(0, max)
    .map(({ entry }) => entry.hospital);
}
