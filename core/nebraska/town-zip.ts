import { getCityBySlug } from "./directory";
import { servedZipsOf, townSlugOfZip } from "./served-zips";
import type { City } from "./types";
import { isZip } from "./zip";

/**
 * The one answer to "which ZIP does this town get its flowers at" (issue 37): its own first
 * ZIP, else the first post-office ZIP that serves it (Boys Town: 68010). The town page's
 * prices, the price finder, the delivery dates, the service answer and the search all ask
 * here, so a town is never priced at one ZIP and dated at another. Every directory town has one.
 */
export function deliveryZipOf(city: { name: string; slug: string; zipCodes: readonly string[] }): string | undefined {
  return city.zipCodes[0] ?? servedZipsOf(city)[0];
}

/** ", NE", " Nebraska", " Neb." after a town name. */
const STATE_SUFFIX = /,?\s*(?:ne|neb|nebraska)\.?$/i;

/**
 * A directory town from what a visitor typed: one of its ZIPs (own or serving it, by the one
 * ZIP rule), or its name or slug in any case, with or without accents, ", NE" allowed.
 * Undefined for anything else.
 */
export function townOf(input: string): City | undefined {
  const text = input.trim();
  if (isZip(text)) {
    const slug = townSlugOfZip(text);
    return slug ? getCityBySlug(slug) : undefined;
  }
  const name = text.replace(STATE_SUFFIX, "").trim();
  return name ? getCityBySlug(name) : undefined;
}
