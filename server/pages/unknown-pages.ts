import { LRUCache } from "lru-cache";
import { cityNameFromSlug } from "#core/nebraska/slug";
import type { OnDemandPage } from "#core/site/page-route";

/**
 * A made-up town or category page differs from another only in its slug and the name made
 * from it, so it is rendered once per section and product version, with this slug, and
 * every other slug is filled in (docs/decisions/0019). Not a directory town or category.
 */
export const SHELL_SLUG = "qqzx-shell-wvut";
const SHELL_NAME = cityNameFromSlug(SHELL_SLUG);

/** What onDemandPage lets through as a slug; nothing in it needs escaping in HTML, JSON or a URL. */
const SAFE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug of an unknown /cities/ or /categories/ page, or null for any other page. */
export function unknownSlug(page: OnDemandPage): { section: string; slug: string } | null {
  const match = /^\/(cities|categories)\/([^/]+)\/$/.exec(page.path);
  if (page.known || !match) return null;
  return { section: match[1] as string, slug: match[2] as string };
}

/** The page whose render is the shell for `section`. */
export function shellPage(page: OnDemandPage, section: string): OnDemandPage {
  return { ...page, path: `/${section}/${SHELL_SLUG}/` };
}

/** A shell cut at its slugs and names, once, so filling one in is a join. */
export type Shell = { status: number; parts: string[] };

export function cutShell(status: number, html: string): Shell {
  return { status, parts: html.split(new RegExp(`(${SHELL_SLUG}|${SHELL_NAME})`)) };
}

/** The shell with `slug` and its name in place of the shell's. */
export function fillShell(shell: Shell, slug: string): string {
  // onDemandPage only passes such slugs; anything else would need escaping and never gets here.
  if (!SAFE_SLUG.test(slug)) throw new Error("unknown-page slug is not a plain slug");
  const name = cityNameFromSlug(slug);
  return shell.parts.map((part) => (part === SHELL_SLUG ? slug : part === SHELL_NAME ? name : part)).join("");
}

/** A small memo of shells by key (section and product version), oldest dropped first. */
export function createShellMemo<T>(maxEntries = 8) {
  const shells = new LRUCache<string, Promise<T>>({ max: maxEntries });
  return (key: string, make: () => Promise<T>): Promise<T> => {
    let shell = shells.get(key);
    if (!shell) {
      shell = make();
      shells.set(key, shell);
      shell.catch(() => shells.delete(key));
    }
    return shell;
  };
}
