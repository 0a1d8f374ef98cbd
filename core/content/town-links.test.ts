import { describe, expect, it } from "vitest";
import { linkTownNames } from "./town-links";

const TOWNS = [
  { name: "Platte", slug: "platte" },
  { name: "North Platte", slug: "north-platte" },
  { name: "Valentine", slug: "valentine" },
];

describe("linkTownNames", () => {
  it("links each named town once, longest name first, keeping the text whole", () => {
    const parts = linkTownNames("North Platte is 30 miles east; North Platte again.", TOWNS);
    expect(parts).toEqual([{ text: "North Platte", slug: "north-platte" }, { text: " is 30 miles east; North Platte again." }]);
    expect(parts.map((part) => part.text).join("")).toBe("North Platte is 30 miles east; North Platte again.");
  });

  it("leaves occasions and parts of words alone", () => {
    expect(linkTownNames("Valentine's Day roses near Plattemouth", TOWNS)).toEqual([{ text: "Valentine's Day roses near Plattemouth" }]);
    expect(linkTownNames("Roses for Valentine, 12 miles north", TOWNS)).toContainEqual({ text: "Valentine", slug: "valentine" });
  });

  it("returns the text unchanged with no towns", () => {
    expect(linkTownNames("Hello", [])).toEqual([{ text: "Hello" }]);
  });
});
