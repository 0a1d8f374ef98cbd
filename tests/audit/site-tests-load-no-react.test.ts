/**
 * The files that serve the built site in process (tests/security/helpers/app.ts) load React only
 * through the server, after NODE_ENV is "production". A test file that imports a component at its
 * top loads React's development build first; the server's production renderer then meets it and
 * every page answers 500 ("dispatcher.getOwner is not a function"). care-lists-site did this until
 * issue 48's stop 55 and passed only in the shared run, where another file happened to load first.
 * This follows each such file's static imports (the helper's own server imports are dynamic) and
 * fails on any that reach React or a .tsx module.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importedFile } from "./helpers/imports";

const ROOT = resolve(import.meta.dirname, "../..");
const SITE_HELPER = join(ROOT, "tests/security/helpers/app.ts");
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;'"]*?from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;
const MAX_FILES = 5_000;

/** The first chain of static imports from `file` to React or a .tsx module, if any. */
function reactChain(file: string): string[] | undefined {
  const seen = new Set<string>([file]);
  const queue: string[][] = [[file]];
  while (queue.length > 0 && seen.size < MAX_FILES) {
    const chain = queue.shift() as string[];
    const current = chain.at(-1) as string;
    for (const match of readFileSync(current, "utf8").matchAll(STATIC_IMPORT)) {
      if (match[0].trimStart().startsWith("import type") || match[0].trimStart().startsWith("export type")) continue;
      const specifier = (match[1] ?? match[2]) as string;
      if (/^react(-dom)?(\/|$)/.test(specifier)) return [...chain, specifier];
      const next = importedFile(current, specifier);
      if (!next || seen.has(next)) continue;
      if (next.endsWith(".tsx")) return [...chain, next];
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return undefined;
}

function siteTestFiles(): string[] {
  const files: string[] = [];
  for (const folder of ["tests/integration", "tests/security", "tests/audit", "tests/smoke"]) {
    const dir = join(ROOT, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name.endsWith(".test.ts") && /security\/helpers\/app|helpers\/app"/.test(readFileSync(path, "utf8"))) files.push(path);
    }
  }
  return files;
}

describe("files that serve the built site in process", () => {
  it("exist (the walk below reads them)", () => {
    expect(siteTestFiles().length).toBeGreaterThan(20);
  });

  it("reach neither React nor a component through their static imports", () => {
    const chains = siteTestFiles().flatMap((file) => {
      const chain = reactChain(file);
      return chain ? [chain.map((step) => (step.startsWith("/") ? relative(ROOT, step) : step)).join(" -> ")] : [];
    });
    expect(chains).toEqual([]);
  });

  it("would see the import that broke care-lists-site", () => {
    const dir = mkdtempSync(join(tmpdir(), "nfd-react-walk-"));
    const probe = join(dir, "probe.test.ts");
    writeFileSync(probe, `import { SECRETS } from "${SITE_HELPER.replace(/\.ts$/, "")}";\nimport { telHref } from "#app/components/care/hospital-details.tsx";\n`);
    try {
      expect(reactChain(probe)?.at(-1)).toMatch(/hospital-details\.tsx$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
