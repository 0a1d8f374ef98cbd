/** Step 1: a clean production build with the bench environment, timed by wall clock. */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { canonicalPagePaths } from "#core/site/pages";
import { BUILD_ROOT, benchEnv, ROOT, SIM } from "./config";
import { startChild, waitForExit } from "./processes";

/** What the build needs: sources, config and the server bundler; node_modules is linked, not copied. */
const COPIED = ["app", "core", "public", "server", "scripts", "package.json", "astro.config.ts", "tsconfig.json"];

/** pages: every page the site answers 200 for; prerendered: those written as files, the rest render on demand. */
export type BuildResult = { seconds: number; pages: number; prerendered: number; root: string };

const htmlFiles = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (count, entry) => count + (entry.isDirectory() ? htmlFiles(path.join(dir, entry.name)) : entry.name === "index.html" ? 1 : 0),
    0,
  );

export async function timedBuild(): Promise<BuildResult> {
  rmSync(BUILD_ROOT, { recursive: true, force: true });
  mkdirSync(BUILD_ROOT, { recursive: true });
  for (const entry of COPIED) {
    const from = path.join(ROOT, entry);
    if (existsSync(from)) cpSync(from, path.join(BUILD_ROOT, entry), { recursive: true, filter: (source) => !source.includes(`${path.sep}bench-results`) });
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(BUILD_ROOT, "node_modules"), "dir");

  const started = performance.now();
  const child = startChild("build", "npm", ["run", "build"], { cwd: BUILD_ROOT, env: benchEnv });
  await waitForExit(child, 6 * 60_000);
  const seconds = (performance.now() - started) / 1000;

  // The pages must carry the simulator's address: proof they were built with the bench environment.
  const about = readFileSync(path.join(BUILD_ROOT, "build/client/about/index.html"), "utf8");
  if (!about.includes(SIM)) throw new Error(`the built about page does not link to ${SIM}; was it built with the bench env?`);
  return { seconds, pages: canonicalPagePaths().length, prerendered: htmlFiles(path.join(BUILD_ROOT, "build/client")), root: BUILD_ROOT };
}
