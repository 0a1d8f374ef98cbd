/**
 * One walk of the sitemap per run, shared by every audit that reads the pages (issue 48,
 * docs/decisions/0061). The first file that asks starts the built site in process, asks it
 * for /sitemap.xml, fetches every page it lists in both editions (and the /terms/ alias and
 * the 404 page) sixteen at a time, and keeps them in the run's folder
 * (tests/setup/site-pages-folder.ts); every other file, in its own process, reads that copy.
 * Before, each audit walked the ~600 pages itself.
 *
 * The walk is bounded by what it is given, not by the clock: the pages the sitemap lists
 * (counted, never assumed) and at most MAX_PAGE_BYTES of each. A file that arrives while another
 * walks waits for that process, and is told if it died; the hook's own limit is the hang guard.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findAll, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { inject } from "vitest";
import { readAtMost } from "../../../server/http/read-at-most";
import { SIM_URL } from "../../e2e/env";
import { startSecuritySite, type SecuritySite } from "../../security/helpers/app";
import { NOT_FOUND_PAGE } from "./key-pages";
import { PAGE_ALIASES, type FetchedPage } from "./pages";

/** A page's body is kept up to this size; a larger one is marked `truncated` (the site audit reports it). Pages weigh ~30–150 KB. */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** As many requests at once as a crawler makes (and as the audits asked before). */
const WALK_WIDTH = 16;

export type SitePage = FetchedPage & { bytes: number; truncated: boolean };

export type SiteSnapshot = {
  /** The pages /sitemap.xml lists, as paths, in its order. */
  sitemap: string[];
  /** Every page the sitemap lists, in its order, then each alias (sitePagePaths()'s order). */
  pages: SitePage[];
  /** The answer to an unknown address: the 404 page. */
  notFound: SitePage;
};

const SNAPSHOT_FILE = "pages.json";
const FAILED_FILE = "failed.txt";
const LOCK_DIR = "walking";

async function fetchPage(site: SecuritySite, target: string): Promise<SitePage> {
  const response = await site.request(target);
  const { text, complete } = await readAtMost(response, MAX_PAGE_BYTES);
  return { path: target, status: response.status, location: response.headers.get("location"), html: text, bytes: Buffer.byteLength(text), truncated: !complete };
}

async function inPool<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

/** The paths /sitemap.xml lists, read by an XML parser, each once. */
export function sitemapPaths(xml: string): string[] {
  const locs = findAll((node) => node.name === "loc", parseDocument(xml, { xmlMode: true }).children);
  return [...new Set(locs.map((loc) => new URL(textContent(loc).trim()).pathname))];
}

/**
 * The walk itself, on a site of its own (the e2e partner address, as the build's prerendered
 * pages carry). startSecuritySite writes its settings into process.env; they are put back after,
 * so the file that walked keeps the environment its own site was started with.
 */
async function walk(): Promise<SiteSnapshot> {
  const saved = { ...process.env };
  const site = await startSecuritySite({ env: { PARTNER_BASE_URL: SIM_URL } });
  try {
    const answer = await site.request("/sitemap.xml");
    if (answer.status !== 200) throw new Error(`/sitemap.xml answered ${answer.status}`);
    const sitemap = sitemapPaths(await answer.text());
    if (sitemap.length === 0) throw new Error("/sitemap.xml lists no page");
    const pages = await inPool([...sitemap, ...Object.keys(PAGE_ALIASES)], WALK_WIDTH, (target) => fetchPage(site, target));
    return { sitemap, pages, notFound: await fetchPage(site, NOT_FOUND_PAGE) };
  } finally {
    await site.close();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

/** The run's folder (tests/setup/site-pages-folder.ts); a folder of this process's own when run without it. */
function runFolder(): string {
  const provided = inject("sitePagesDir") as string | undefined;
  return provided ?? mkdtempSync(path.join(tmpdir(), "nfd-site-pages-"));
}

function claim(dir: string): boolean {
  try {
    mkdirSync(path.join(dir, LOCK_DIR));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  writeFileSync(path.join(dir, LOCK_DIR, "pid"), String(process.pid));
  return true;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Waits for the file that claimed the walk: its result, its failure, or its process gone without either. */
async function waitForWalker(dir: string): Promise<void> {
  for (;;) {
    if (existsSync(path.join(dir, SNAPSHOT_FILE))) return;
    if (existsSync(path.join(dir, FAILED_FILE))) throw new Error(`the shared walk of the sitemap failed in another test file: ${readFileSync(path.join(dir, FAILED_FILE), "utf8")}`);
    const pidFile = path.join(dir, LOCK_DIR, "pid");
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8")) : NaN;
    // Checked again after the liveness test: the walker may have finished in between.
    if (Number.isInteger(pid) && pid > 0 && !alive(pid) && !existsSync(path.join(dir, SNAPSHOT_FILE))) {
      throw new Error(`the shared walk of the sitemap (process ${pid}) ended without writing ${SNAPSHOT_FILE} in ${dir}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function load(): Promise<SiteSnapshot> {
  const dir = runFolder();
  const file = path.join(dir, SNAPSHOT_FILE);
  if (!existsSync(file)) {
    if (claim(dir)) {
      try {
        const started = performance.now();
        const snapshot = await walk();
        // Written whole, then renamed: a reader never sees half a file.
        const text = JSON.stringify(snapshot);
        writeFileSync(`${file}.part`, text);
        renameSync(`${file}.part`, file);
        const bytes = snapshot.pages.reduce((sum, page) => sum + page.bytes, 0);
        console.log(`site walk: ${snapshot.pages.length} pages (${snapshot.sitemap.length} in the sitemap, the aliases) and the 404 page, ${(bytes / 1e6).toFixed(1)} MB of HTML, in ${((performance.now() - started) / 1000).toFixed(1)} s; kept in ${dir} for the run's other audits`);
        return snapshot;
      } catch (error) {
        writeFileSync(path.join(dir, FAILED_FILE), `${(error as Error).stack ?? String(error)}`);
        throw error;
      }
    }
    await waitForWalker(dir);
  }
  return JSON.parse(readFileSync(file, "utf8")) as SiteSnapshot;
}

let snapshot: Promise<SiteSnapshot> | undefined;

/** The run's one walk of the sitemap: made by the first file that asks, read by the others. */
export function siteSnapshot(): Promise<SiteSnapshot> {
  snapshot ??= load();
  return snapshot;
}

/** One page of the walk, by path; throws when the walk did not fetch it (it is not in the sitemap). */
export function pageOf(walked: SiteSnapshot, target: string): SitePage {
  const page = walked.pages.find((entry) => entry.path === target);
  if (!page) throw new Error(`${target} is not among the ${walked.pages.length} pages walked (the sitemap's and the aliases)`);
  return page;
}
