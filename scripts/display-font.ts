// The display face (Fraunces) cut down to what the pages set in it: headings at weight 600,
// in basic Latin, the letters and marks Spanish headings use (issue 41: without them "Día" and
// "cumpleaños" set their accented letters in Georgia beside Fraunces; 580 bytes), and a little
// typographic punctuation. The installed variable font is 36 KB (every weight, all of Latin-1);
// this one is about 12.5 KB, so it arrives within the first
// round trip and the town or category h1 (the LCP element) stops waiting for a second one.
// See docs/decisions/0014-first-round-trip.md. Run `npm run fonts:build` after upgrading
// @fontsource-variable/fraunces; scripts/display-font.test.ts fails while the file is stale.
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

export const DISPLAY_FONT_WEIGHT = 600;
export const DISPLAY_FONT_FILE = fileURLToPath(new URL("../app/assets/fonts/fraunces-600-latin-spanish.woff2", import.meta.url));

/** Code point ranges kept; anything else falls back to the next family (Georgia) per character. */
export const DISPLAY_FONT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], // printable ASCII
  [0xa1, 0xa1], // ¡
  [0xbf, 0xbf], // ¿
  [0xc1, 0xc1], // Á
  [0xc9, 0xc9], // É
  [0xcd, 0xcd], // Í
  [0xd1, 0xd1], // Ñ
  [0xd3, 0xd3], // Ó
  [0xda, 0xda], // Ú
  [0xdc, 0xdc], // Ü
  [0xe1, 0xe1], // á
  [0xe9, 0xe9], // é
  [0xed, 0xed], // í
  [0xf1, 0xf1], // ñ
  [0xf3, 0xf3], // ó
  [0xfa, 0xfa], // ú
  [0xfc, 0xfc], // ü
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
];

export function displayFontText(): string {
  let text = "";
  for (const [from, to] of DISPLAY_FONT_RANGES) for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  return text;
}

/** The @font-face unicode-range that matches the subset, as app/app.css writes it. */
export function displayFontUnicodeRange(): string {
  const hex = (code: number) => code.toString(16).toUpperCase();
  return DISPLAY_FONT_RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

export async function makeDisplayFont(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const source = await readFile(require.resolve("@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2"));
  // The SIL Open Font License travels with every copy: keep the copyright (name ID 0), the
  // licence description (13) and its URL (14) in the cut; OFL.txt sits beside the file.
  return subsetFont(source, displayFontText(), { targetFormat: "woff2", variationAxes: { wght: DISPLAY_FONT_WEIGHT }, preserveNameIds: [0, 13, 14] });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await makeDisplayFont();
  await writeFile(DISPLAY_FONT_FILE, font);
  console.log(`wrote ${DISPLAY_FONT_FILE} (${font.length} bytes; unicode-range: ${displayFontUnicodeRange()})`);
}
