import { describe, expect, it } from "vitest";
import { markupText } from "./markup-text";

describe("markupText", () => {
  it("breaks words at tags and decodes entities, named and numeric", () => {
    expect(markupText("<b>Roses &amp; lilies</b>in a vase")).toBe(" Roses & lilies in a vase");
    expect(markupText("18&quot;H x 14&#34;W, caf&eacute; &#x2014; &lt;tall&gt;")).toBe('18"H x 14"W, café — <tall>');
  });

  it("keeps a lone angle bracket as text, and reads unclosed markup to its end", () => {
    expect(markupText("Stems < 20 in")).toBe("Stems < 20 in");
    expect(markupText("<p>Peonies <i>in season")).toBe(" Peonies  in season  ");
  });
});
