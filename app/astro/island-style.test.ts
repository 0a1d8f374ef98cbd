import { describe, expect, it } from "vitest";
import { hoistIslandStyle } from "./island-style";

const STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

describe("hoistIslandStyle", () => {
  it("moves the island style from the body to the end of the head, once", () => {
    const html = `<html><head><title>x</title></head><body><p>a</p>${STYLE}<script>1</script><astro-island></astro-island>${STYLE}</body></html>`;
    expect(hoistIslandStyle(html)).toBe(
      `<html><head><title>x</title>${STYLE}</head><body><p>a</p><script>1</script><astro-island></astro-island>${STYLE}</body></html>`,
    );
  });

  it("leaves pages without islands, or with the style already in the head, alone", () => {
    const plain = "<html><head></head><body><p>a</p></body></html>";
    expect(hoistIslandStyle(plain)).toBe(plain);
    const inHead = `<html><head>${STYLE}</head><body></body></html>`;
    expect(hoistIslandStyle(inHead)).toBe(inHead);
  });

  it("finds the style by where it is, not by its text, and leaves a drawing's own style alone", () => {
    const respaced = "<style>astro-island, astro-slot, astro-static-slot { display: contents }</style>";
    const svg = '<svg viewBox="0 0 1 1"><style>.a{fill:red}</style></svg>';
    const html = `<html><head><title>x</title></head><body>${svg}<p>a</p>${respaced}<astro-island></astro-island></body></html>`;
    expect(hoistIslandStyle(html)).toBe(`<html><head><title>x</title>${respaced}</head><body>${svg}<p>a</p><astro-island></astro-island></body></html>`);
  });
});
