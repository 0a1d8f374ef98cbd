import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { spanishFaultsIn } from "#core/i18n/spanish-faults";

/**
 * Issue 50, item 1: the words a native reader marked wrong are mended everywhere, not only on
 * the town pages (core/content/city-copy-es/town-words.test.ts reads those as built). This reads
 * every file that holds Spanish words: the Spanish text tables (`*-es.ts`), the per-language
 * tables (`*text*.ts`), the town copy and the few core tables that carry a Spanish label.
 * Comments are left out: they may quote a wrong word to say why it is not used.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const holdsSpanish = (file: string) =>
  /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && (/-es\.tsx?$/.test(file) || /text[^/]*\.tsx?$/.test(file) || file.includes("city-copy-es/"));

const FILES = [
  ...filesUnder("app/components").filter(holdsSpanish),
  ...filesUnder("core").filter(holdsSpanish),
  "core/content/category-pages.ts",
  "core/content/delivery-days-copy.ts",
  "core/delivery/service-query.ts",
  "core/products/shop-view.ts",
  "core/search/messages.ts",
  "core/site/nav.ts",
  "core/site/llms-txt.ts",
  "core/mcp/answers.ts",
  "server/mcp/tools.ts",
];

/** The file without its comments (block and line comments; a "//" inside a URL string is kept). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

describe("Spanish words in every text table", () => {
  it("reads the Spanish tables it should", () => {
    for (const expected of ["core/content/home-es.ts", "core/content/category-pages-es.ts", "app/components/layout/chrome-text.ts", "app/components/static/about-text.tsx", "core/delivery/closed-text.ts"]) {
      expect(FILES).toContain(expected);
    }
  });

  it("has none of the faults a native reader marked", () => {
    const found = FILES.flatMap((file) => spanishFaultsIn(withoutComments(readFileSync(path.join(ROOT, file), "utf8"))).map((fault) => `${file}: ${fault}`));
    expect(found).toEqual([]);
  });

  it("would notice a fault left in a table, and not one quoted in a comment", () => {
    expect(spanishFaultsIn(withoutComments('const a = "No hay entregas en Nochevieja";'))).not.toEqual([]);
    expect(spanishFaultsIn(withoutComments('/** never "floristería" */\n// not "el socio"\nconst a = "florería";'))).toEqual([]);
  });
});
