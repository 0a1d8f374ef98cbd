/**
 * Whether the Spanish edition is finished enough to be found (issue 41, docs/decisions/0051).
 * Until it is, its pages say noindex, the English pages neither announce them (no hreflang,
 * no language link) nor does the sitemap list them: a half-translated page is not what a
 * Spanish-speaking family should land on from a search. One switch, flipped when the last
 * Spanish page and its audits are in.
 */
export const SPANISH_EDITION_PUBLISHED = true;
