import { describe, expect, it } from "vitest";
import { fullAddress, telHref, telText } from "./contact";

describe("a facility's contact lines", () => {
  it("dials the digits with the country code", () => {
    expect(telHref("(308) 865-7100")).toBe("tel:+13088657100");
  });
  it("keeps a phone number on one line", () => {
    expect(telText("(308) 865-7100")).toBe("(308)\u00a0865\u20117100");
  });
  it("writes the address as a visitor types it at checkout", () => {
    expect(fullAddress({ address: "10 E 31st St", zip: "68847" }, "Kearney")).toBe("10 E 31st St, Kearney, NE 68847");
  });
});
