import { buildCityPageContent, type CityPageContent } from "#core/content/city-page";
import { buildUnknownTownContent } from "#core/content/city-page-unknown";
import { getCityProfile } from "#core/content/city-profiles/index";
import { withDeliveryDaysCopy } from "#core/content/delivery-days-copy";
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
function withCalendarFaq(content: CityPageContent): CityPageContent {
  const partnerCalendar = siteConfig.partnerCalendar === true;
  return partnerCalendar ? { ...content, faq: { ...content.faq, entries: withDeliveryDaysCopy(content.faq.entries, partnerCalendar) } } : content;
}

/** A town page's data from its route (core/site/page-route.ts): the resolved slug, and the directory town when known. */
export function cityPageData(slug: string, city: City | undefined): CityPageData {
  const record = city ?? unknownTown(slug);
  const profile = getCityProfile(record.name);
  const { coordinates } = locatedTown(record, profile);
  const data: CityPageData = {
    content: withCalendarFaq(city ? buildCityPageContent(city, profile) : buildUnknownTownContent(record)),
    known: city !== undefined,
    timeZone: record.timeZone,
  };
  if (coordinates) data.coordinates = { lat: coordinates.lat, lng: coordinates.lng };
  return data;
}
