import { describe, expect, it } from "vitest";
import { townMentions } from "../page-repetition";
import { countiesMarked } from "./ledger";
import { away, direction, joinY, place, regionOf, zipLabel, zipPhrase } from "./words";

describe("Spanish words from data", () => {
  it("writes directions and distances in Spanish, and refuses a direction it does not know", () => {
    expect(away({ miles: 35, direction: "northeast" })).toBe("a 35 millas al noreste");
    expect(away({ miles: 1, direction: "south" })).toBe("a 1 milla al sur");
    expect(() => direction("up")).toThrow();
  });

  it("joins lists with y, and with e before an i sound", () => {
    expect(joinY(["Overton", "Cozad", "Elwood"])).toBe("Overton, Cozad y Elwood");
    expect(joinY(["Culbertson", "Imperial"])).toBe("Culbertson e Imperial");
    expect(joinY(["Wauneta", "Hildreth"])).toBe("Wauneta e Hildreth");
    expect(joinY(["Ord"])).toBe("Ord");
  });

  it("places counties and regions with their articles", () => {
    expect(place("el condado de Dawson").de).toBe("del condado de Dawson");
    expect(place("la zona de Grand Island, en el centro de Nebraska").de).toBe("de la zona de Grand Island, en el centro de Nebraska");
    expect(regionOf({ region: "Central Nebraska", area: "Grand Island Area" })).toBe("la zona de Grand Island, en el centro de Nebraska");
    expect(regionOf({ region: "Eastern Nebraska", area: "Omaha Metro" })).toBe("el área metropolitana de Omaha, en el este de Nebraska");
    expect(regionOf({ region: "Western Nebraska", area: "Other Western" })).toBe("el oeste de Nebraska");
    expect(regionOf({ region: "Nebraska" })).toBeUndefined();
  });

  it("names ZIPs as codes, and a post office's as the post office's", () => {
    expect(zipPhrase(["68801", "68802", "68803"])).toBe("códigos postales 68801, 68802 y 68803");
    expect(zipLabel(["68850"], [])).toBe("código postal 68850");
    expect(zipLabel([], ["68031"])).toBe("código postal 68031, el del correo");
    expect(zipLabel(["68801", "68802"], [])).toBe("2 códigos postales");
  });

  it("reads 'condado de Valley' as a county, not as the town of Valley", () => {
    const text = "Arcadia está en el condado de Valley; Valley queda lejos.";
    expect(townMentions(text, "Valley")).toBe(2);
    expect(townMentions(countiesMarked(text, ["Valley", "Dawson"]), "Valley")).toBe(1);
  });
});
