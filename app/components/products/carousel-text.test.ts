import { describe, expect, it } from "vitest";
import { carouselText } from "./carousel-text";

describe("carouselText", () => {
  it("has the four heading variants of the spec", () => {
    expect(carouselText("featured", "FloristOne")).toEqual({ title: "Featured Products", subtitle: "Hand-picked items from FloristOne" });
    expect(carouselText("featured", "FloristOne", "Omaha")).toEqual({ title: "Featured flowers in Omaha", subtitle: "Premium selections for Omaha, NE" });
    expect(carouselText("bestsellers", "FloristOne")).toEqual({ title: "Bestselling Arrangements", subtitle: "Customer favorites from FloristOne" });
    expect(carouselText("bestsellers", "FloristOne", "Kearney")).toEqual({
      title: "Kearney Bestsellers",
      subtitle: "Most loved bouquets by customers in Kearney, NE",
    });
  });
});
