import { describe, expect, it } from "vitest";
import { FUNERAL_PIECES, type FuneralSection } from "#core/content/funeral-pieces";
import type { ProductCard } from "#core/products/schema";
import { getCityBySlug } from "#core/nebraska/directory";
import { deliveryZipOf } from "#core/nebraska/town-zip";
import { pageAt } from "#core/site/page-route";
import type { FuneralLoad } from "../funeral-sections";
import { pageLoaders } from "./page-loaders";
import { type PriceCards, sympathySections } from "./sympathy-sections";

const card = (code: string): ProductCard => ({ title: `Piece ${code}`, priceCents: 65_00, image: `https://partner.test/${code}.jpg`, url: `https://partner.test/${code}`, code });
const SECTIONS: FuneralSection[] = FUNERAL_PIECES.map((piece) => ({ ...piece, products: [card(piece.code)] }));

/** Prices every card delivered to the ZIP, and remembers which ZIPs it was asked for. */
function pricing() {
  const zips: string[] = [];
  const price = async (cards: ProductCard[], zip: string) => {
    zips.push(zip);
    return cards.map((one) => ({ ...one, delivered: { zip, totalCents: 80_00, chargeCents: 12_00, taxCents: 3_00, pricedAt: "2026-11-28T12:00:00Z" } }));
  };
  return { zips, price };
}

const page = (path: string, query = "") => {
  const matched = pageAt(path, { admin: false }, new URLSearchParams(query));
  if (!matched) throw new Error(`${path} is not an on-demand page`);
  return matched;
};

/** The site's loaders with these sections: each page's data as its kind's loader gives it. */
function pages(load: FuneralLoad, price?: PriceCards) {
  const loaders = pageLoaders({ loadProducts: async () => null, sympathy: sympathySections(load, price) });
  return (path: string, query = "") => {
    const matched = page(path, query);
    return loaders[matched.section].load(matched);
  };
}

describe("the sympathy page's purpose sections", () => {
  it("are chosen by the page's kind, so both editions' sympathy pages get them and no other page does", async () => {
    const dataOf = pages(async () => SECTIONS);
    for (const path of ["/categories/sympathy-funeral/", "/es/categorias/condolencias-y-funerales/"]) {
      expect((await dataOf(path)).locals.funeral, path).toEqual(SECTIONS);
    }
    for (const path of ["/categories/birthday-flowers/", "/es/categorias/flores-de-cumpleanos/", "/cities/kearney/", "/es/ciudades/kearney/", "/categories/sympathy-funeral-x/"]) {
      const data = await dataOf(path);
      expect([data.locals.funeral, data.version], path).toEqual([undefined, undefined]);
    }
  });

  it("are priced delivered to the asked town in either edition, with a version of their own", async () => {
    const { zips, price } = pricing();
    const dataOf = pages(async () => SECTIONS, price);
    const plain = await dataOf("/es/categorias/condolencias-y-funerales/");
    const kearney = await dataOf("/es/categorias/condolencias-y-funerales/", "town=Kearney&date=2026-12-07&time=morning");
    const english = await dataOf("/categories/sympathy-funeral/", "town=Kearney&date=2026-12-07&time=morning");
    const zip = deliveryZipOf(getCityBySlug("kearney") ?? (undefined as never));
    expect(zip).toMatch(/^\d{5}$/);
    expect(zips).toEqual([zip, zip]);
    expect(plain.locals.funeral?.flatMap((section) => section.products).every((product) => product.delivered === undefined)).toBe(true);
    expect(kearney.locals.funeral?.flatMap((section) => section.products).every((product) => product.delivered?.zip === zip)).toBe(true);
    expect(kearney.locals.funeral?.map((section) => section.purpose)).toEqual(SECTIONS.map((section) => section.purpose));
    expect(kearney.version).not.toBe(plain.version);
    expect(english.locals.funeral).toEqual(kearney.locals.funeral);
  });

  it("leave the page alone when the partner has none", async () => {
    expect(await pages(async () => [])("/es/categorias/condolencias-y-funerales/")).toEqual({ products: null, locals: {} });
  });
});
