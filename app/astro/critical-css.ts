import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { compileSheet, encodePlan } from "beasties/compiler";
import { type CompactPlan, createCriticalCss, PLAN_FILE } from "#core/first-paint/critical-css";

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
    sheets.map(async (name) => encodePlan(compileSheet(await readFile(path.join(assets, name), "utf8"), { href: `/assets/${name}` }))),
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
