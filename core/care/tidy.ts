/**
 * Text tidying for roster cells (pure): the rosters are typed in capitals, cut at the PDF's
 * column width and carry the licensee's legal form. Used by scripts/care/build-care.ts.
 */

/** Legal forms that never belong in a name a visitor reads. */
const LEGAL_FORM = /\b(?:d\/?b\/?a|l\.?\s?l\.?\s?c\.?|inc\.?|incorporated|corp\.?|corporation|l\.?p\.?|co\.)(?=$|[\s,.;)])/i;

/** A visible name that still carries a legal form or a "dba" is a bug in the table. */
export function hasLegalForm(name: string): boolean {
  return LEGAL_FORM.test(name);
}

/**
 * The roster's name column is about 48 characters wide; a name that reaches it may end in a
 * cut word ("… dba CHI Health St. Fran"), so such a name needs a hand-checked public name.
 */
export const NAME_COLUMN_WIDTH = 46;

export function mayBeCut(rawName: string): boolean {
  return rawName.trim().length >= NAME_COLUMN_WIDTH;
}

const KEEP_UPPER = new Set(["CHI", "CC", "PEO", "CSL", "ALF", "SRMC", "II", "III", "IV", "NE", "SE", "SW", "NW", "N", "S", "E", "W", "PO", "US", "HWY", "YMCA", "RR"]);
const KEEP_LOWER = new Set(["of", "and", "at", "the", "in", "on", "for", "by"]);

function capitalise(word: string): string {
  const upper = word.toUpperCase();
  if (KEEP_UPPER.has(upper)) return upper;
  // Ordinals and numbers: 6TH → 6th, 13TH → 13th.
  if (/^\d/.test(word)) return word.toLowerCase();
  // Mc and O' names: MCCOOK → McCook, O'NEILL → O'Neill.
  const lower = word.toLowerCase();
  if (/^mc[a-z]{2,}/.test(lower)) return "Mc" + lower.charAt(2).toUpperCase() + lower.slice(3);
  return lower.replace(/(^|['’-])([a-z])/g, (_m, lead: string, letter: string) => lead + letter.toUpperCase()).replace(/'S$/, "'s");
}

/**
 * Title case for words typed in capitals, word by word: a word with a lower-case letter is kept as
 * written ("OrthoNebraska"), known abbreviations and dotted ones ("O.U.R.") stay in capitals, and
 * small words stay lower unless they open the name or follow a dash, slash or bracket.
 */
export function titleCase(text: string): string {
  let opening = true;
  return text
    .split(/(\s+|\/|\(|–)/)
    .map((part) => {
      if (part === "" || /^\s+$/.test(part)) return part;
      if (part === "/" || part === "(" || part === "–" || part === "-") {
        opening = true;
        return part;
      }
      const first = opening;
      opening = false;
      if (/[a-z]/.test(part) || !/[A-Z]/.test(part)) return part;
      if (/^[A-Z]\.(?:[A-Z]\.)+$/.test(part) || /^\(?[A-Z]{2,4}\)$/.test(part)) return part;
      const lower = part.toLowerCase();
      if (!first && KEEP_LOWER.has(lower)) return lower;
      return capitalise(part);
    })
    .join("");
}

/** A trailing legal form after an otherwise whole name: "EDGEWOOD FREMONT SENIOR LIVING, LLC". */
const TRAILING_LEGAL_FORM = /[,\s]+(?:l\.?\s?l\.?\s?c\.?|inc\.?)$/i;

/** A name as shown: a trailing legal form dropped, title case, spaced hyphens as en dashes, single spaces. */
export function displayName(raw: string): string {
  return titleCase(raw.replace(/\s+/g, " ").trim().replace(TRAILING_LEGAL_FORM, "")).replace(/ - /g, " – ");
}

const PO_BOX = /^(?:rr\s*\d+\s+)?(?:p\.?\s?o\.?\s*)?box\s+\d+$/i;

/**
 * The street part of a roster address: PO boxes dropped (a florist's driver cannot deliver to
 * one), each remaining comma part kept. "P O BOX 151, 723 WEST FAIRVIEW ST" → "723 West Fairview St".
 */
export function streetAddress(raw: string): string {
  const withoutLeadingBox = raw
    .trim()
    .replace(/^(?:p\.?\s?o\.?\s*)?box\s+\d+\s+(?=\d)/i, "")
    .replace(/\s*[-–]\s*(?:p\.?\s?o\.?\s*)?box\s+\d+$/i, "");
  const parts = withoutLeadingBox
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !PO_BOX.test(part));
  return titleCase(parts.join(", ").replace(/\s+/g, " "));
}

/** Services the ALF roster prints in its right-hand column; an address sometimes lands among them. */
const SERVICE_TERMS = ["MEMORY CARE ENDORSEMENT", "COMPLEX NURSING INTERVENT", "ALZHEIMERS UNIT", "AGED/DISABLED MED WVR CER"];

/**
 * The street address the parse pushed into the services cell ("…; 1617 BILLS DRIVE MEMORY CARE
 * ENDORSEMENT"), or undefined when there is none.
 */
export function addressFromServices(services: string): string | undefined {
  for (const part of services.split(";").map((item) => item.trim())) {
    if (!/^\d/.test(part)) continue;
    const term = SERVICE_TERMS.find((known) => part.endsWith(" " + known));
    const address = term ? part.slice(0, -term.length).trim() : part;
    if (address) return address;
  }
  return undefined;
}

const PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

/** "(402) 555-0100" with a Nebraska area code (402, 308, 531), or undefined. */
export function phoneOf(raw: string): string | undefined {
  const phone = raw.trim();
  return PHONE.test(phone) && /^\((?:402|308|531)\)/.test(phone) ? phone : undefined;
}

/** Nebraska ZIPs run 68001–69367. */
export function isNebraskaZip(zip: string): boolean {
  return /^6(?:8\d|9[0-3])\d\d$/.test(zip);
}
