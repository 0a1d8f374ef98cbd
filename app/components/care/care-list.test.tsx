/**
 * Issue 49's "done when": every roster row placed in our towns is on its town's list page, by
 * licence number and phone. The roster CSVs are read here on their own (scripts/data/care/), each
 * town's list is rendered as its page renders it, and a row is found in it by both.
 */
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CARE_TOWNS } from "#core/care/care-pages";
import { ALL_FACILITIES, facilitiesIn, LEFT_OUT_ROWS } from "#core/care/facilities";
import type { CareListPrices } from "#core/products/care-list-prices";
import { CareList, CareTownLine } from "./care-list";
import { telHref } from "#core/care/contact";

type Csv = Record<string, string>;
const read = (file: string): Csv[] => parse(readFileSync(new URL(`../../../scripts/data/care/${file}`, import.meta.url), "utf8"), { columns: true }) as Csv[];
const rows = [
  ...read("hospital_roster_2026-06-16.csv").map((row) => ({ licence: row.license_no ?? "", phone: row.phone ?? "", zip: row.zip_code ?? "", address: row.address ?? "" })),
  ...read("alf_roster_2026-08-16.csv").map((row) => ({ licence: row.license_number ?? "", phone: row.phone ?? "", zip: row.zip_code ?? row.zip ?? "", address: row.address ?? "" })),
];

const listOf = (slug: string, prices: CareListPrices | null = null, locale: "en" | "es" = "en") =>
  renderToStaticMarkup(<CareList list={facilitiesIn(slug)} town={slug} pages={new Map()} prices={prices} locale={locale} />);

describe("the towns' care lists", () => {
  it("show every roster row placed in our towns on its town's list, by licence number and phone", () => {
    const pages = new Map(CARE_TOWNS.map((town) => [town.slug, listOf(town.slug)]));
    let placed = 0;
    for (const row of rows) {
      // The rows the parse left without a licence carry the PDF's in the table (REH0001, REH0002): found by
      // phone, or (the one without a phone either, whose phone the override table gives) by ZIP and house number.
      const houseNumber = row.address.split(" ")[0] ?? "";
      const facility =
        row.licence === "" && row.phone === ""
          ? ALL_FACILITIES.find((candidate) => candidate.licence.startsWith("REH") && candidate.zip === row.zip && candidate.address.startsWith(`${houseNumber} `))
          : ALL_FACILITIES.find((candidate) => candidate.phone === row.phone && (row.licence === "" || candidate.licence === row.licence));
      if (!facility) {
        expect(LEFT_OUT_ROWS.some((out) => out.phone === row.phone), `${row.licence} ${row.phone}`).toBe(true);
        continue;
      }
      placed += 1;
      const page = pages.get(facility.townSlug) ?? "";
      const item = page.split("<li ").find((part) => part.startsWith(`data-licence="${facility.licence}"`)) ?? "";
      expect(item, `${facility.licence} on ${facility.townSlug}'s list`).not.toBe("");
      expect(item).toContain(`href="${telHref(row.phone || facility.phone)}"`);
    }
    expect(placed).toBe(ALL_FACILITIES.length);
  });

  it("show the partner's total only for a ZIP it priced, and say charge and tax come at checkout elsewhere", () => {
    const delivered = { zip: "68847", chargeCents: 14_99, taxCents: 6_00, totalCents: 85_98, pricedAt: "2026-11-28T10:00:00.000Z" };
    const prices: CareListPrices = { product: { title: "Classic Dozen Red Roses", priceCents: 64_99, url: "https://partner.example/r" }, byZip: { "68847": delivered } };
    const html = listOf("kearney", prices);
    expect(html).toContain('data-zip="68847"');
    expect(html).toContain("$85.98 delivered to 68847");
    expect(html).not.toContain('data-slot="care-price" data-zip="68845"');
    expect(html).toContain('data-slot="checkout-note"');
    expect(listOf("kearney", null)).not.toContain('data-slot="care-price"');
    expect(listOf("kearney", prices, "es")).toContain("$85.98 con entrega al 68847");
  });

  it("link from the town page in one line, and not for a town without any", () => {
    const line = renderToStaticMarkup(<CareTownLine counts={{ hospitals: 2, homes: 4 }} town="Kearney" path="/cities/kearney/hospitals-and-care-homes/" locale="en" />);
    expect(line).toContain(">2 hospitals and 4 assisted-living homes in Kearney</a>");
    const one = renderToStaticMarkup(<CareTownLine counts={{ hospitals: 1, homes: 0 }} town="Ord" path="/x/" locale="es" />);
    expect(one).toContain(">1 hospital en Ord</a>");
    expect(renderToStaticMarkup(<CareTownLine counts={{ hospitals: 0, homes: 0 }} town="Ansley" path="/x/" locale="en" />)).toBe("");
  });
});
