import { buildCityPageContent, type CityPageContent } from "#core/content/city-page";
import { buildUnknownTownContent } from "#core/content/city-page-unknown";
import { buildUnknownTownContentEs } from "#core/content/city-page-unknown-es";
import { buildSpanishCityPageContent } from "#core/content/city-copy-es/index";
import { getCityProfile } from "#core/content/city-profiles/index";
import { withDeliveryDaysCopyIn } from "#core/content/delivery-days-copy";
import type { Locale } from "#core/i18n/locale";
import { locatedTown } from "#core/content/located-town";
import { siteConfig } from "#app/lib/site-config.ts";
import { cityNameFromSlug } from "#core/nebraska/slug";
import type { City, Coordinates, TimeZone } from "#core/nebraska/types";

/** What the city route's loader hands to its meta and component. */
export type CityPageData = {
  content: CityPageContent;
  /** False for a slug the directory does not know: the page renders, answers 404 and is not indexed. */
  known: boolean;
  timeZone: TimeZone;
  /** Only when a real position is known (directory or profile), for the map pin and the business geo block. */
  coordinates?: Coordinates;
};

/** A stand-in record for a town the directory does not know, named from its slug (docs/product.md, "Routes"). */
function unknownTown(slug: string): City {
  const name = cityNameFromSlug(slug);
  return { name, slug, region: "Nebraska", population: 0, zipCodes: [], timeZone: "America/Chicago" };
}

/** The FAQ's delivery-day clause as the checker on the page would answer it (partner calendar or rules). */
function withCalendarFaq(content: CityPageContent, locale: Locale): CityPageContent {
  const partnerCalendar = siteConfig.partnerCalendar === true;
  return partnerCalendar ? { ...content, faq: { ...content.faq, entries: withDeliveryDaysCopyIn(locale, content.faq.entries, partnerCalendar) } } : content;
}

/** The town page's words in `locale`: the Spanish edition writes its own from the same facts (issue 41). */
function contentIn(locale: Locale, record: City, city: City | undefined, profile: ReturnType<typeof getCityProfile>): CityPageContent {
  if (locale === "es") return city ? buildSpanishCityPageContent(city, profile) : buildUnknownTownContentEs(record);
  return city ? buildCityPageContent(city, profile) : buildUnknownTownContent(record);
}

/** A town page's data from its route (core/site/page-route.ts): the resolved slug, and the directory town when known. */
export function cityPageData(slug: string, city: City | undefined, locale: Locale): CityPageData {
  const record = city ?? unknownTown(slug);
  const profile = getCityProfile(record.name);
  const { coordinates } = locatedTown(record, profile);
  const data: CityPageData = {
    content: withCalendarFaq(contentIn(locale, record, city, profile), locale),
    known: city !== undefined,
    timeZone: record.timeZone,
  };
  if (coordinates) data.coordinates = { lat: coordinates.lat, lng: coordinates.lng };
  return data;
}
