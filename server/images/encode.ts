import sharp, { type Metadata, type Sharp } from "sharp";
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat, type ImageWidth } from "#core/images/image-url";

/** Raster formats a partner picture may be in; SVG (which can carry script), PDF, TIFF and the rest are refused. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);
/** Larger than any product photo (about 5,000 x 5,000): more is a decompression bomb or a mistake. */
export const MAX_INPUT_PIXELS = 25_000_000;

/**
 * The settings every `/img/v1/` address stands for. Changing them must change the
 * address's version (IMAGE_PATH_PREFIX), since the old addresses are cached for good.
 */
const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
};

export class RefusedImage extends Error {
  constructor(readonly reason: string) {
    super(`refused image: ${reason}`);
    this.name = "RefusedImage";
  }
}

export type Variant = { width: ImageWidth; format: ImageFormat };
const VARIANTS: readonly Variant[] = IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map((format) => ({ width, format })));

const decodeOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", pages: 1, sequentialRead: true } as const;

/**
 * Every card size and format of one picture, from the partner's bytes. The header is read
 * first, so a format off the list or too many pixels is refused before anything is decoded;
 * sharp's pixel limit guards the decode itself. Throws RefusedImage.
 */
export async function encodeVariants(source: Buffer): Promise<Map<string, Buffer>> {
  let metadata: Metadata;
  try {
    metadata = await sharp(source, decodeOptions).metadata();
  } catch (error) {
    throw new RefusedImage(error instanceof Error ? error.message : "unreadable");
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new RefusedImage(`format ${metadata.format ?? "unknown"}`);
  const { width = 0, height = 0 } = metadata;
  if (width < 1 || height < 1 || width * height > MAX_INPUT_PIXELS) throw new RefusedImage(`${width}x${height} pixels`);
  try {
    // Decoded once; each size and format is cut from the same pixels.
    const base = sharp(source, decodeOptions).rotate().flatten({ background: "#ffffff" });
    const entries = await Promise.all(
      VARIANTS.map(async ({ width: size, format }) => {
        const resized = base.clone().resize(size, size, { fit: "cover", withoutEnlargement: false });
        return [variantKey(size, format), await ENCODERS[format](resized).toBuffer()] as const;
      }),
    );
    return new Map(entries);
  } catch (error) {
    throw new RefusedImage(error instanceof Error ? error.message : "undecodable");
  }
}

export function variantKey(width: ImageWidth, format: ImageFormat): string {
  return `${width}.${format}`;
}

/** The card's neutral placeholder (the muted background colour), for pictures that could not be had. */
export function placeholder(width: ImageWidth, format: ImageFormat): Promise<Buffer> {
  const image = sharp({ create: { width, height: width, channels: 3, background: "#f5ede6" } });
  return ENCODERS[format](image).toBuffer();
}
