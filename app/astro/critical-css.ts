import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type CompiledSheet, compileSheet, encodePlan } from "beasties/compiler";
import { type CompactPlan, createCriticalCss, PLAN_FILE } from "#core/first-paint/critical-css";

/**
 * Class names with an `&` (Tailwind's arbitrary variants, e.g. `[&_svg]:size-4`) are written
 * `&amp;` in the HTML, which the scanner does not decode, so their rules are always kept.
 */
const ALWAYS = [/&/];

/**
 * Two mends to the compiled plan. Block at-rules without nested rules (`@property`) are
 * emitted with a `;` after their `}`, and a stray `;` at the top level makes the browser drop
 * the rule after it: Tailwind's registered properties (the border style's initial `solid`
 * among them) were lost, so borders vanished until the whole sheet arrived.
 * Every `@font-face` travels inline. The display face is named through a custom property
 * (`--font-display`), which the compiler cannot follow to the face, and every page sets its
 * headings in it; left to the deferred stylesheet, the preloaded face could be swapped in
 * after the first paint and move the text.
 */
function mended(sheet: CompiledSheet): CompiledSheet {
  return {
    ...sheet,
    rules: sheet.rules.map(({ fontFace, ...rule }) => {
      const css = rule.css?.startsWith("@") && rule.css.endsWith("};") ? rule.css.slice(0, -1) : rule.css;
      return { ...rule, ...(css === undefined ? {} : { css }), ...(fontFace ? { always: true as const } : {}) };
    }),
  };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * After the build: compiles each built stylesheet into a critical-CSS plan (written to the
 * server build for the pages rendered on demand) and inlines the critical CSS of every
 * prerendered page in place. Selectors are matched exactly, structure included; a rule the
 * plan cannot decide is kept, so the deferred stylesheet only ever adds rules for what
 * scripts build later (menus, search results).
 */
export async function inlineCriticalCss({ clientDir, serverDir }: { clientDir: string; serverDir: string }) {
  const started = performance.now();
  const assets = path.join(clientDir, "assets");
  const sheets = (await readdir(assets)).filter((name) => name.endsWith(".css"));
  const plans: CompactPlan[] = await Promise.all(
    sheets.map(async (name) => encodePlan(mended(compileSheet(await readFile(path.join(assets, name), "utf8"), { href: `/assets/${name}`, allowRules: ALWAYS })))),
  );
  await writeFile(path.join(serverDir, PLAN_FILE), JSON.stringify(plans));
  const inline = createCriticalCss(plans);
  const pages = await htmlFiles(clientDir);
  for (const file of pages) {
    const html = await readFile(file, "utf8");
    const processed = inline(html);
    if (processed !== html) await writeFile(file, processed);
  }
  return { sheets: sheets.length, pages: pages.length, ms: Math.round(performance.now() - started) };
}
