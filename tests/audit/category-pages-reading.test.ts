/**
 * Every built category page, read as the town pages are (town-pages-reading.test.ts): the
 * text of <main> carries the referral note once, near the order buttons; the footer may
 * repeat it (docs/product.md, "Claims").
 */
import { findOne, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "#core/content/categories";
import { occurrences } from "#core/content/page-repetition";
import { useBuiltSite } from "../security/helpers/app";
import { sympathyReadingFindings } from "./helpers/sympathy-reading";

const site = useBuiltSite();
/** The referral note's own words (app/components/layout/affiliate-note.tsx). */
const NOTE = "we may earn a commission";

async function mainText(path: string): Promise<string> {
  const response = await site().request(path);
  const document = parseDocument(await response.text());
  const main = findOne((element) => element.name === "main", document.children, true);
  if (!main) throw new Error(`${path} has no <main>`);
  return textContent(main).replace(/\s+/g, " ");
}

describe("built category pages, read as a visitor reads them", () => {
  it("carry the referral note once in the main text, made-up categories too", async () => {
    const found: string[] = [];
    for (const path of [...CATEGORIES.map(({ slug }) => `/categories/${slug}/`), "/categories/flowers-for-cats/"]) {
      const notes = occurrences(await mainText(path), NOTE);
      if (notes !== 1) found.push(`${path}: referral note ×${notes}`);
    }
    expect(found).toEqual([]);
  });

  it("the sympathy page, its service answer included, repeats no sentence and no 6-word phrase more than twice", async () => {
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    for (const path of ["/categories/sympathy-funeral/", `/categories/sympathy-funeral/?town=Scottsbluff&date=${inTenDays}&time=morning`]) {
      const response = await site().request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      if (path.includes("?")) expect(html).toContain('data-kind="deliver"');
      expect(sympathyReadingFindings(html), path).toEqual([]);
    }
  });
});
