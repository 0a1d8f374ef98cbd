/**
 * The simulated partner's funeral codes (its public plugin code names them: fbs best sellers,
 * fa table arrangements, fb baskets, fs sprays, fp plants, fl inside the casket, fw wreaths,
 * fh hearts, fx crosses, fc casket sprays, fu urn arrangements). Each lists products named
 * for its piece, so a page that puts a code's products under the wrong heading shows it.
 * Urn arrangements answer an empty list, as a code the partner has nothing under would:
 * the sympathy page must leave that section out. Pure; api.ts serves it with its own
 * product shape.
 */
import { MARKUP_TITLE, NAMELESS_PRODUCT_TITLE, SHARED_PRODUCT } from "./catalog";

/** Each code's piece, as its products are named ("White Rose Standing Spray"). */
export const FUNERAL_CODE_PIECES: Readonly<Record<string, string>> = {
  fbs: "Sympathy Tribute",
  fa: "Table Arrangement",
  fb: "Sympathy Basket",
  fs: "Standing Spray",
  fp: "Peace Lily Plant",
  fl: "Casket Pillow",
  fw: "Standing Wreath",
  fh: "Standing Heart",
  fx: "Standing Cross",
  fc: "Casket Spray",
  fu: "Urn Arrangement",
};

/** The codes that answer no product. */
export const EMPTY_FUNERAL_CODES: readonly string[] = ["fu"];

const COLOURS = ["White", "Ivory", "Lavender", "Soft Pink", "Blue and White", "Red and White"];
const FLOWERS = ["Rose", "Lily", "Carnation", "Hydrangea", "Orchid"];

/**
 * A funeral code's products, made from the catalogue list `listOf` gives for a key of its
 * own and renamed for the piece; null for any other code (the catalogue answers those).
 */
export function funeralCodeProducts<T extends { NAME: string; DESCRIPTION: string }>(code: string, listOf: (key: string) => T[]): T[] | null {
  const piece = FUNERAL_CODE_PIECES[code];
  if (!Object.hasOwn(FUNERAL_CODE_PIECES, code) || !piece) return null;
  if (EMPTY_FUNERAL_CODES.includes(code)) return [];
  return listOf(`funeral-${code}`).map((product, index) =>
    // The catalogue's special names (nameless, markup, shared) keep testing what they test.
    [NAMELESS_PRODUCT_TITLE, MARKUP_TITLE, SHARED_PRODUCT.title].includes(product.NAME)
      ? product
      : { ...product, NAME: `${COLOURS[index % COLOURS.length]} ${FLOWERS[index % FLOWERS.length]} ${piece}`, DESCRIPTION: `A ${piece.toLowerCase()} arranged by a local florist.` },
  );
}
