import { describe, expect, it } from "vitest";
import { englishWordsIn } from "./english-words";

describe("englishWordsIn", () => {
  it("passes Spanish, accents and all", () => {
    expect(englishWordsIn("Flores a domicilio en Lexington: pida antes de las 2:00 p. m. del lunes 10 de mayo.", ["Lexington"])).toEqual([]);
    expect(englishWordsIn("No hay entregas el domingo; son las florerías de la zona.")).toEqual([]);
  });

  it("finds an English sentence and an English date", () => {
    expect(englishWordsIn("Order flowers by Monday")).toEqual(["order", "flowers", "by", "monday"]);
    expect(englishWordsIn("Entrega el February 13 a las 2 PM")).toEqual(["february", "pm"]);
  });

  it("takes allowed names out before it reads, the longest first", () => {
    expect(englishWordsIn("Nebraska Flower Delivery lleva flores a South Sioux City", ["Nebraska Flower Delivery", "South Sioux City", "Sioux"])).toEqual([]);
    expect(englishWordsIn("Boys Town y the town", ["Boys Town"])).toEqual(["the", "town"]);
  });
});
