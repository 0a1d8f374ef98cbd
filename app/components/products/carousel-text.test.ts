import { describe, expect, it } from "vitest";
import { carouselText } from "./carousel-text";

describe("carouselText", () => {
  it("has four heading variants, none claiming the statewide products are a town's favourites", () => {
    expect(carouselText("featured", "FloristOne", undefined, "en")).toEqual({ title: "Featured Products", subtitle: "Hand-picked items from FloristOne" });
    expect(carouselText("featured", "FloristOne", "Omaha", "en")).toEqual({
      title: "Featured flowers for Omaha",
      subtitle: "Hand-picked by FloristOne for delivery across Nebraska, Omaha included",
    });
    expect(carouselText("bestsellers", "FloristOne", undefined, "en")).toEqual({ title: "Bestselling Arrangements", subtitle: "Customer favorites from FloristOne" });
    expect(carouselText("bestsellers", "FloristOne", "Kearney", "en")).toEqual({
      title: "Bestsellers to Send to Kearney",
      subtitle: "FloristOne's best-selling bouquets, delivered in Kearney, NE by a local florist",
    });
  });
});
