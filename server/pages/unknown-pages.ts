import { Parser } from "htmlparser2";
import { LRUCache } from "lru-cache";
import type { ProductsResponse } from "#core/products/schema";
import { cityNameFromSlug } from "#core/nebraska/slug";
import { siteDay } from "#core/nebraska/site-time";
import { href, SLUG } from "#core/routes/routes";
import type { OnDemandPage } from "#core/site/page-route";
import { compressMadeUpPage, type CompressedPage } from "./page-compression";
import { productVersion, type RenderHtml } from "./page-renderer";

/**
 * A made-up town or category page differs from another only in its slug and the name made
 * from it, so it is rendered once per section and product version, with this slug, and
 * every other slug is filled in (docs/decisions/0019). Not a directory town or category.
 */
export const SHELL_SLUG = "qqzx-shell-wvut";
const SHELL_NAME = cityNameFromSlug(SHELL_SLUG);

/** Shells kept (sections and product versions): a few are ever in use at once. */
const MAX_SHELLS = 8;

/** The page whose render is the shell for a made-up page's section, in its edition. */
function shellPage(page: OnDemandPage): OnDemandPage {
  const path = href(page.section === "cities" ? { kind: "town", locale: page.locale, slug: SHELL_SLUG } : { kind: "madeUpCategory", locale: page.locale, slug: SHELL_SLUG });
  return { ...page, path, slug: SHELL_SLUG };
}

/** A shell cut at its slugs and names, once, so filling one in is a join. */
type Shell = { status: number; parts: string[] };

const SHELL_WORDS = new RegExp(`${SHELL_SLUG}|${SHELL_NAME}`, "g");

/**
 * Cuts a rendered shell where its slug or name stands, found by an HTML parser in the page's
 * text, its tags' attribute values and its comments (never in a tag or attribute name). The
 * parts alternate: page, slug or name, page, … (fillShell puts the made-up slug's in).
 */
function cutShell(status: number, html: string): Shell {
  const parts: string[] = [];
  let done = 0;
  const scan = (start: number, end: number) => {
    for (const found of html.slice(start, end).matchAll(SHELL_WORDS)) {
      const at = start + found.index;
      parts.push(html.slice(done, at), found[0]);
      done = at + found[0].length;
    }
  };
  const parser = new Parser(
    {
      ontext: () => scan(parser.startIndex, parser.endIndex + 1),
      onopentag: () => scan(parser.startIndex, parser.endIndex + 1),
      oncomment: () => scan(parser.startIndex, parser.endIndex + 1),
    },
    { decodeEntities: false },
  );
  parser.end(html);
  parts.push(html.slice(done));
  return { status, parts };
}

/** The shell with `slug` and its name in place of the shell's. */
function fillShell(shell: Shell, slug: string): string {
  // onDemandPage only passes such slugs; anything else would need escaping and never gets here.
  // What onDemandPage lets through as a slug: nothing in it needs escaping in HTML, JSON or a URL.
  if (!SLUG.test(slug)) throw new Error("unknown-page slug is not a plain slug");
  const name = cityNameFromSlug(slug);
  return shell.parts.map((part) => (part === SHELL_SLUG ? slug : part === SHELL_NAME ? name : part)).join("");
}

/**
 * Pages for made-up slugs: the section's shell with the slug filled in, cheaply compressed,
 * never kept. Null for any page with no made-up slug (rendered as itself).
 */
export function madeUpPages(renderHtml: RenderHtml, csp: (html: string) => string) {
  const shells = new LRUCache<string, Promise<Shell>>({ max: MAX_SHELLS });

  function shellFor(page: OnDemandPage, products: ProductsResponse | null): Promise<Shell> {
    const key = `${page.locale}\n${page.section}\n${productVersion(products)}\n${siteDay()}`;
    let shell = shells.get(key);
    if (!shell) {
      shell = renderHtml(shellPage(page), products).then(({ status, html }) => cutShell(status, html));
      shells.set(key, shell);
      shell.catch(() => shells.delete(key));
    }
    return shell;
  }

  return async (page: OnDemandPage, products: ProductsResponse | null): Promise<CompressedPage | null> => {
    const { slug } = page;
    if (page.known || slug === undefined || (page.section !== "cities" && page.section !== "categories")) return null;
    const shell = await shellFor(page, products);
    const html = fillShell(shell, slug);
    // The shell's bytes and the slug decide the page: no hash of the whole page needed.
    return compressMadeUpPage(shell.status, html, csp(html), `"${productVersion(products)}-${page.locale === "es" ? "es-" : ""}${page.section}-${slug}"`);
  };
}
