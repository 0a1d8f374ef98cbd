/** A page as the audits read it, and the aliases the site answers (the walk is site-snapshot.ts). */

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
