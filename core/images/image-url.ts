import { stableHash } from "../hash";
import { z } from "../zod";

/**
 * Product pictures are served from our own origin under `/img/v1/{id}-{width}.{format}`
 * (docs/decisions/0021-own-origin-pictures.md):
 * the partner's picture fetched once, cropped square and re-encoded for the card.
 *
 * The id is a hash of the partner's image address, computed the same way on the server
 * and in the browser (an island re-renders cards from the products API or from its own
 * cards), so no secret and no lookup table travels with the page. The server answers only
 * ids of images among the products it serves, so the route is no open proxy. `v1` names the
 * encoder settings: changing them changes every address, so each address is immutable.
 */
export const IMAGE_PATH_PREFIX = "/img/v1/";

/** The card's picture at 1x and 2x of its widest rendered width on phones (about 180 CSS px). */
export const IMAGE_WIDTHS = [180, 360] as const;
export const IMAGE_FORMATS = ["avif", "webp"] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Rendered width of a card's picture per breakpoint (carousel and grid cards alike). */
const CARD_IMAGE_SIZES = "(min-width:1024px) 280px, (min-width:640px) 31vw, 46vw";

const ID = /^[0-9a-z]{13}$/;

/** A 64-bit hash of the partner's image address as 13 base-36 characters. */
export function imageId(sourceUrl: string): string {
  const high = stableHash(sourceUrl, 2166136261).toString(36).padStart(7, "0");
  const low = stableHash(sourceUrl, 0x9e3779b9).toString(36).padStart(7, "0");
  return `${high}${low}`.slice(0, 13);
}

/** Our address of one size and format of a picture. */
export function imagePath(id: string, width: ImageWidth, format: ImageFormat): string {
  return `${IMAGE_PATH_PREFIX}${id}-${width}.${format}`;
}

const imagePathSchema = z
  .string()
  .max(64)
  .regex(/^\/img\/v1\/[0-9a-z]{13}-\d{1,4}\.[a-z]{3,4}$/)
  .transform((path) => {
    const [id = "", rest = ""] = path.slice(IMAGE_PATH_PREFIX.length).split("-");
    const [width, format] = rest.split(".");
    return { id, width: Number(width), format };
  })
  .pipe(z.object({ id: z.string().regex(ID), width: z.union(IMAGE_WIDTHS.map((w) => z.literal(w))), format: z.enum(IMAGE_FORMATS) }));

export type ImageRequest = z.infer<typeof imagePathSchema>;

/** The id, width and format an `/img/` path names, or null when it is not one of ours. */
export function parseImagePath(path: string): ImageRequest | null {
  const parsed = imagePathSchema.safeParse(path);
  return parsed.success ? parsed.data : null;
}

export type CardImage = {
  /** `srcset` of the AVIF `<source>`, 1x and 2x. */
  avif: string;
  /**
   * The `<img>` fallback: the larger WebP alone. Only browsers without AVIF (Safari before
   * 16) use it, and a second `srcset` cost every card's HTML two more unique addresses,
   * about 270 bytes of brotli on a town page, which is what keeps it in the first window.
   */
  src: string;
  sizes: string;
};

/**
 * The `<picture>` sources of a product card, from the product's image field (the partner's
 * address); null when the product has no picture.
 */
export function cardImage(image: string): CardImage | null {
  if (!image) return null;
  const id = imageId(image);
  const avif = IMAGE_WIDTHS.map((width) => `${imagePath(id, width, "avif")} ${width}w`).join(", ");
  return { avif, src: imagePath(id, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as ImageWidth, "webp"), sizes: CARD_IMAGE_SIZES };
}
