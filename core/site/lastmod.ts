import { careFeedPages, rosterDateOfPath } from "../care/care-pages";
import { hospitalFeedPages } from "../care/hospital-pages";
import manifest from "./lastmod.json";
import { contentHash, type PageData, pageSources, spanishPageSources } from "./page-sources";
import { pagePathsOf } from "./pages";

export type LastmodManifest = Record<string, { hash: string; date: string }>;

/**
 * A page's lastmod is the date its data last changed, kept in lastmod.json by
 * `npm run lastmod:update`. A page whose data no longer matches its recorded
 * hash (not yet updated) or whose text lives in a component (fixed pages) gets
 * no lastmod: an absent date is honest, a build date on every page is not.
 */
export function withLastmod<Page extends PageData>(pages: Page[], recorded: LastmodManifest = manifest): (Page & { lastmod?: string })[] {
  return pages.map((page) => {
    const entry = recorded[page.path];
    if (page.source === null || !entry || entry.hash !== contentHash(page.source)) return page;
    return { ...page, lastmod: entry.date };
  });
}

/** The manifest brought up to date: changed or new pages get `today` (yyyy-MM-dd). */
export function updatedManifest(pages: readonly PageData[], recorded: LastmodManifest, today: string): LastmodManifest {
  const next: LastmodManifest = {};
  for (const page of pages) {
    if (page.source === null) continue;
    const hash = contentHash(page.source);
    const entry = recorded[page.path];
    next[page.path] = entry && entry.hash === hash ? entry : { hash, date: today };
  }
  return next;
}

/** Every canonical page with its lastmod; hospital pages, the care index and the towns' lists come last, dated by their rosters (issue 49). */
export function feedPages() {
  return [...withLastmod(pageSources()), ...hospitalFeedPages("en"), ...careFeedPages("en")];
}

/** The Spanish twins of feedPages(), in its order, each dated by its own data (issue 41). */
export function spanishFeedPages() {
  return [...withLastmod(spanishPageSources()), ...hospitalFeedPages("es"), ...careFeedPages("es")];
}

/**
 * The sitemap's pages and their dates as the build recorded them in lastmod.json, read, not
 * recomputed: rebuilding every town's copy in both languages to hash it held the first
 * /sitemap.xml (and start-up with INDEXNOW_KEY) for seconds on every start (issue 52).
 * The file is trusted because lastmod.test.ts fails CI when it does not match the pages'
 * data; pages with no record (fixed pages, text in a component) get no date, as before.
 * Hospital pages, the care index and the towns' lists are dated by their rosters (issue 49), as feedPages() dates them.
 */
export function recordedSitemapPages(bilingual: boolean, recorded: LastmodManifest = manifest): { path: string; lastmod?: string }[] {
  return pagePathsOf(bilingual).map((path) => {
    const date = rosterDateOfPath(path) ?? recorded[path]?.date;
    return date ? { path, lastmod: date } : { path };
  });
}
