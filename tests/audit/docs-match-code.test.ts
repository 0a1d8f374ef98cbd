/**
 * Small truths the documents tell about the code (issue 52, row 8): a reader of the README or
 * docs/product.md gets the CSV header the export really writes.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLICK_CSV_HEADER } from "#core/clicks/export";

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");

describe("the documents say what the code does", () => {
  it.each(["README.md", "docs/product.md"])("%s gives the click export's header row as the export writes it", (file) => {
    expect(read(file)).toContain(`\`${CLICK_CSV_HEADER.join(",")}\``);
  });
});
