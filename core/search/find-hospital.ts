import { hospitalPagePath } from "../care/hospital-pages";
import { careListPathIn } from "../routes/routes";
import type { Locale } from "../i18n/locale";
import { directorySearchIndex } from "./directory-index";
import { type FindQuery, findLanding } from "./find";
import { hasOwnPage, matchFacilities } from "./hospitals";
import type { SearchLanding } from "./landing";
import type { SearchIndex } from "./search-index";
import { isFullZip, suggestCities } from "./suggest";

/**
 * Where the plain form (/api/find) sends a visitor, hospitals included (issue 49, item 5).
 * Towns win: a query that names a town, or a ZIP of one, goes where findLanding sends it; only
 * one that names no town and names a hospital with a page lands on that hospital's page in the
 * visitor's edition (our own page: no partner click); one that names an assisted-living home (or
 * a hospital listed without flowers) lands on its town's list of hospitals and care homes. Kept apart from find.ts, which the search
 * island imports, so the facility table stays out of the island's bundle.
 */
export function findLandingWithHospitals(query: Pick<FindQuery, "q"> & { lang?: Locale | undefined }, index: SearchIndex = directorySearchIndex()): SearchLanding {
  const text = query.q.trim();
  const namesTown = (isFullZip(text) && index.cityByZip.has(text)) || suggestCities(index, text, 1).length > 0;
  const place = text === "" || namesTown ? undefined : matchFacilities(text, 1)[0];
  const locale = query.lang ?? "en";
  if (place) return { kind: "page", path: hasOwnPage(place) ? hospitalPagePath(place, locale) : careListPathIn(locale, place.townSlug) };
  return findLanding(query, index);
}
