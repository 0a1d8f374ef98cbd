import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { DISPLAY_FONT_FILE, DISPLAY_FONT_WEIGHT, displayFontUnicodeRange, makeDisplayFont } from "./display-font";

describe("the display font subset", () => {
  it("is what scripts/display-font.ts makes from the installed Fraunces (run npm run fonts:build after an upgrade)", async () => {
    const [committed, made] = await Promise.all([readFile(DISPLAY_FONT_FILE), makeDisplayFont()]);
    expect(committed.equals(made)).toBe(true);
    expect(committed.length).toBeLessThan(14 * 1024);
  });

  it("is declared in app.css with the weight and unicode-range it was cut to", async () => {
    const css = await readFile(new URL("../app/app.css", import.meta.url), "utf8");
    const face = /@font-face\s*{([^}]*)}/.exec(css)?.[1] ?? "";
    expect(face).toContain(`font-weight: ${DISPLAY_FONT_WEIGHT};`);
    expect(face).toContain(`unicode-range: ${displayFontUnicodeRange()};`);
    expect(face).toContain("fraunces-600-latin-spanish.woff2");
  });
});
