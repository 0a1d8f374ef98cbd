/**
 * The canonical form of a path (docs/product.md): a trailing slash, except for '/',
 * paths containing a dot (files) and the API. Returns null when already canonical.
 */
export function withTrailingSlash(pathname: string): string | null {
  if (pathname === "/" || pathname.endsWith("/")) return null;
  if (pathname.includes(".") || pathname === "/api" || pathname.startsWith("/api/")) return null;
  // '//host' would become a protocol-relative address: another site, never a redirect target.
  if (pathname.startsWith("//")) return null;
  return `${pathname}/`;
}
