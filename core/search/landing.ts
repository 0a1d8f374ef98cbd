import type { PartnerTarget } from "../affiliate/target";
import { cityPathIn, townsPathIn } from "../routes/routes";
import type { Locale } from "../i18n/locale";

/**
 * Where a search lands on a Spanish page (issue 41, item 7): the Spanish town page, or for no
 * match (the partner's Nebraska page in English) the Spanish towns list. The partner's checkout
 * is in English, so a Spanish visitor reaches it from the town page, told so first.
 */
export function spanishLandingPath(target: PartnerTarget, locale: Exclude<Locale, "en"> = "es"): string {
  return target.kind === "city" ? cityPathIn(locale, target.slug) : townsPathIn(locale);
}

/** Where a search goes: the tracked partner page (English), or one of our own Spanish pages. */
export type SearchLanding = { kind: "partner"; target: PartnerTarget } | { kind: "page"; path: string };

/** The landing of a resolved search in the page's language. */
export function searchLanding(target: PartnerTarget, locale: Locale): SearchLanding {
  return locale === "en" ? { kind: "partner", target } : { kind: "page", path: spanishLandingPath(target, locale) };
}
