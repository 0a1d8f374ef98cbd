import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildTable, loadSources } from "./build-data";
import { renderServedZipsModule, SERVED_ZIPS_OUTPUT_PATH, servedZipsByTown } from "./served-zips";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

describe("served-zips", () => {
  const sources = loadSources();
  const table = buildTable(sources);

  it("reproduces the committed module byte for byte (run `npm run data:build` if this fails)", () => {
    const committed = readFileSync(resolve(ROOT, SERVED_ZIPS_OUTPUT_PATH), "utf8");
    expect(renderServedZipsModule(servedZipsByTown(table.rows, sources.zips))).toBe(committed);
  });

  it("refuses a town without ZIPs whose post office the zipcodes package does not know", () => {
    const withoutBoysTown = sources.zips.filter((zip) => zip.city !== "Boys Town");
    expect(() => servedZipsByTown(table.rows, withoutBoysTown)).toThrow(/Boys Town/);
  });
});
