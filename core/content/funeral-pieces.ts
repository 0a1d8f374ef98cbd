import type { ProductCard } from "../products/schema";

/** Where a funeral piece goes, in the order the sympathy page shows them. */
export type FuneralPurpose = "service" | "casket" | "guest-book" | "home";

/** Each purpose's heading and the one sentence that says who sends what there. */
export const FUNERAL_PURPOSES: readonly { id: FuneralPurpose; title: string; lead: string }[] = [
  { id: "service", title: "For the service", lead: "Relatives, friends and co-workers send these to stand near the casket or the photograph." },
  { id: "casket", title: "For the casket or urn", lead: "The closest family chooses these; one casket spray is usual, so agree on it first." },
  { id: "guest-book", title: "Near the guest book", lead: "Smaller pieces for a table at the visitation, easy for a group or a neighbour to send." },
  { id: "home", title: "For the family's home", lead: "Plants outlast the funeral week and suit a late note just as well." },
];

/** One kind of piece the partner lists under its own funeral code (its public plugin code names them). */
export type FuneralPiece = { code: string; purpose: FuneralPurpose; heading: string; guidance: string };

/**
 * The partner's funeral codes shown on the sympathy page, in page order (purpose first).
 * Its best-sellers code (fbs) is left out: it mixes every purpose, which is what the
 * sections are there to untangle.
 */
export const FUNERAL_PIECES: readonly FuneralPiece[] = [
  { code: "fs", purpose: "service", heading: "Standing sprays", guidance: "Tall pieces on an easel, set beside the casket; the most common gift from a family branch or a workplace." },
  { code: "fw", purpose: "service", heading: "Wreaths", guidance: "A circle on a stand, for eternal life; often sent by a club, a church group or old friends." },
  { code: "fh", purpose: "service", heading: "Hearts", guidance: "A heart on an easel says love plainly; grandchildren and close friends often choose one." },
  { code: "fx", purpose: "service", heading: "Crosses", guidance: "For a church funeral or a family of faith; check the service is religious before you send one." },
  { code: "fc", purpose: "casket", heading: "Casket sprays", guidance: "The spray that lies on the closed lid. Ordered by the spouse, the children or the siblings, never by guests." },
  { code: "fl", purpose: "casket", heading: "Inside the casket", guidance: "A small posy or pillow placed inside the open casket, from a grandchild or a partner." },
  { code: "fu", purpose: "casket", heading: "Urn arrangements", guidance: "A ring of flowers around the urn at a memorial or cremation service." },
  { code: "fa", purpose: "guest-book", heading: "Table arrangements", guidance: "A low arrangement for the guest-book table or the reception afterwards." },
  { code: "fb", purpose: "guest-book", heading: "Baskets", guidance: "A basket of lilies or mixed blooms; it can go home with the family after the service." },
  { code: "fp", purpose: "home", heading: "Plants", guidance: "A peace lily or a dish garden delivered to the house, where it keeps growing for months." },
];

/** Cards shown per piece: a row on a desktop, two rows of two on a phone; the partner has the rest. */
export const PRODUCTS_PER_PIECE = 4;

/** One section as the page shows it: a piece and the partner's products for its code. */
export type FuneralSection = FuneralPiece & { products: ProductCard[] };

/**
 * The sections the page shows, in page order: a piece whose code answered no product is
 * left out, and each keeps at most PRODUCTS_PER_PIECE cards.
 */
export function funeralSections(productsByCode: ReadonlyMap<string, readonly ProductCard[]>): FuneralSection[] {
  return FUNERAL_PIECES.flatMap((piece) => {
    const products = (productsByCode.get(piece.code) ?? []).slice(0, PRODUCTS_PER_PIECE);
    return products.length > 0 ? [{ ...piece, products }] : [];
  });
}
