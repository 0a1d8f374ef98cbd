/**
 * The key pages the external checkers read: one of each kind of page,
 * a town with ZIPs, one listed without, a Mountain-time town, a category, and the 404 page.
 */
export const KEY_PAGES = [
  "/",
  "/cities/",
  "/cities/omaha/",
  "/cities/boys-town/",
  "/cities/scottsbluff/",
  "/categories/anniversary/",
  "/about/",
  "/data-sources/",
  "/contact/",
  "/privacy-policy/",
  "/terms-of-service/",
] as const;

/** Any unknown address answers with the 404 page. */
export const NOT_FOUND_PAGE = "/no-such-page/";
