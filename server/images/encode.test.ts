import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cpuMsAsync } from "../../tests/helpers/cpu-time";
import { encodeVariants, MAX_INPUT_PIXELS, placeholder, RefusedImage } from "./encode";
import { HTML_PAGE, jpeg, pngClaiming, SVG_WITH_SCRIPT } from "../../tests/fixtures/pictures";

describe("encodeVariants", () => {
  it("makes the card's square sizes in AVIF and WebP from a real picture", async () => {
    const variants = await encodeVariants(await jpeg(500));
    expect([...variants.keys()].sort()).toEqual(["180.avif", "180.webp", "360.avif", "360.webp"]);
    const large = await sharp(variants.get("360.avif")).metadata();
    expect(large).toMatchObject({ width: 360, height: 360, format: "heif" });
  });

  it("crops a wide picture to the square card instead of stretching it", async () => {
    const wide = await sharp({ create: { width: 900, height: 300, channels: 3, background: "#204080" } }).png().toBuffer();
    const small = await sharp((await encodeVariants(wide)).get("180.webp")).metadata();
    expect(small).toMatchObject({ width: 180, height: 180 });
  });

  it.each([
    ["20,000 x 20,000 pixels", pngClaiming(20_000, 20_000), /pixels|limit/],
    ["more pixels than the limit (a bomb)", pngClaiming(Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1, Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1, 8), /pixels|limit/],
    ["SVG with script", SVG_WITH_SCRIPT, /format svg/],
    ["HTML", HTML_PAGE, /unsupported|format/],
    ["nothing", Buffer.alloc(0), /./],
  ])("refuses %s", async (_name, bytes, reason) => {
    const refusal = await encodeVariants(bytes).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RefusedImage);
    expect((refusal as RefusedImage).reason).toMatch(reason);
  });

  it("refuses huge dimensions from the header, before decoding anything", async () => {
    const { ms, value: refusal } = await cpuMsAsync(async () => (await encodeVariants(pngClaiming(20_000, 20_000)).catch((error: unknown) => error)) as RefusedImage);
    expect(refusal.reason).toMatch(/20000x20000 pixels|pixel limit/);
    // Decoding 400 megapixels would take seconds of CPU; refusing from the header takes none.
    expect(ms).toBeLessThan(2_000);
  });
});

describe("placeholder", () => {
  it("is one flat colour at the asked size", async () => {
    const bytes = await placeholder(180, "avif");
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 180, height: 180 });
  });
});
