import { describe, expect, it } from "vitest";
import { cardImage, IMAGE_WIDTHS, imageId, imagePath, parseImagePath } from "./image-url";

const PARTNER = "https://www.floristone.com/images/products/large/blush-peony-and-garden-rose-luxury-bouquet-F10231.jpg";

describe("imageId", () => {
  it("is 13 base-36 characters, stable, and differs between addresses", () => {
    const id = imageId(PARTNER);
    expect(id).toMatch(/^[0-9a-z]{13}$/);
    expect(imageId(PARTNER)).toBe(id);
    expect(imageId(`${PARTNER}?v=2`)).not.toBe(id);
    expect(imageId("")).toMatch(/^[0-9a-z]{13}$/);
  });

  it("has no collisions over many similar addresses", () => {
    const ids = new Set(Array.from({ length: 20_000 }, (_, index) => imageId(`https://partner.example/images/products/p-${index}.jpg`)));
    expect(ids.size).toBe(20_000);
  });
});

describe("parseImagePath", () => {
  it("reads back what imagePath writes", () => {
    const id = imageId(PARTNER);
    for (const width of IMAGE_WIDTHS) {
      expect(parseImagePath(imagePath(id, width, "avif"))).toEqual({ id, width, format: "avif" });
      expect(parseImagePath(imagePath(id, width, "webp"))).toEqual({ id, width, format: "webp" });
    }
  });

  it.each([
    "/img/v1/abc-180.avif",
    "/img/v1/0123456789abc-181.avif",
    "/img/v1/0123456789abc-180.png",
    "/img/v1/0123456789abc-180.svg",
    "/img/v2/0123456789abc-180.avif",
    "/img/v1/0123456789ABC-180.avif",
    "/img/v1/../../etc/passwd",
    "/img/v1/0123456789abc-180.avif/",
    "/img/v1/0123456789abc-99999.webp",
    `/img/v1/${"a".repeat(5000)}`,
  ])("refuses %s", (path) => {
    expect(parseImagePath(path)).toBeNull();
  });
});

describe("cardImage", () => {
  it("gives 1x and 2x AVIF sources and the larger WebP as the fallback", () => {
    const image = cardImage(PARTNER);
    const id = imageId(PARTNER);
    expect(image).toEqual({
      avif: `/img/v1/${id}-180.avif 180w, /img/v1/${id}-360.avif 360w`,
      src: `/img/v1/${id}-360.webp`,
      sizes: expect.stringContaining("46vw") as string,
    });
  });

  it("is null without a picture", () => {
    expect(cardImage("")).toBeNull();
  });
});
