/** Every prerendered page, requested from the real site in process (tests/security's app builder). */
import { sitePagePaths } from "#core/site/pages";
import type { SecuritySite } from "../../security/helpers/app";

export type FetchedPage = {
  path: string;
  status: number;
  /** Location header when the page answered with a redirect. */
  location: string | null;
  html: string;
};

/** The one page an alias stands for: /terms/ renders the Terms of Service. */
export const PAGE_ALIASES: Readonly<Record<string, string>> = { "/terms/": "/terms-of-service/" };

export const canonicalPathOf = (path: string): string => PAGE_ALIASES[path] ?? path;

async function fetchPage(site: SecuritySite, path: string): Promise<FetchedPage> {
  const response = await site.request(path);
  return { path, status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** Fetches the pages a few at a time (they are static files; order is kept). */
export async function fetchPrerenderedPages(site: SecuritySite, concurrency = 16): Promise<FetchedPage[]> {
  const paths = sitePagePaths();
  const pages: FetchedPage[] = new Array<FetchedPage>(paths.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < paths.length; index = next++) pages[index] = await fetchPage(site, paths[index]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return pages;
}
