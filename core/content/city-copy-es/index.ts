import { getAllCities } from "../../nebraska/directory";
import { coordinatesFor } from "../../nebraska/geo";
import type { City } from "../../nebraska/types";
import { type CityPageContent, type CityPageOptions, cityPageText, type RelatedCityLink, type TownLink } from "../city-page";
import { townMentions } from "../page-repetition";
import { namedTowns } from "../city-copy/facts";
import { CLOSE_TOWNS, closestTowns, type TownNearby } from "../city-copy/towns-around";
import { locatedTown } from "../located-town";
import { servedZipsOf } from "../../nebraska/served-zips";
import type { CityProfile } from "../types";
import { gatherSpanishFacts, type EsFacts } from "./facts";
import { countiesMarked, SpanishLedger } from "./ledger";
import { faqEntries, faqHeading } from "./faq";
import { heroIntro, zipSection } from "./hero";
import { HAND_WRITTEN_INTROS } from "./intros";
import { localFacts } from "./local-facts";
import { floristNetwork } from "./network";
import { serviceAreaText, spanishSeo } from "./service-area";
import { serviceCards, servicesHeading } from "./services";
import { whyChoose } from "./why-choose";
import { cap, CUTOFF, countyName, direction, G, joinY, miles, zipLabel } from "./words";
import { SpanishWriter } from "./writer";

export { SPANISH_CARD_TITLES } from "./services";

/**
 * The nearest towns as the English page lists them (same towns, same order, same miles), with
 * the way there, the county and the ZIP in Spanish: `direction` is 'noreste', `county`
 * 'condado de Dodge', `zip` '68045' (linkZip). A Spanish component writes
 * `{miles} millas al {direction}`.
 */
function relatedLinks(towns: readonly TownNearby[], cities: readonly City[]): RelatedCityLink[] {
  const bySlug = new Map(cities.map((city) => [city.slug, city]));
  return towns.map((town) => {
    const link: RelatedCityLink = { name: town.name, slug: town.slug, miles: town.miles, direction: direction(town.direction) };
    const city = bySlug.get(town.slug);
    if (!city) return link;
    const county = countyName(city.county);
    const zip = linkZip(city);
    if (county) link.county = county;
    if (zip) link.zip = zip;
    return link;
  });
}

/**
 * A neighbour's ZIP as its card shows it, short, beside the county: '68045', '68031 (correos)'
 * for a town that gets its mail through its post office's ZIP, '2 códigos postales' for several.
 */
function linkZip(city: City): string | undefined {
  const own = city.zipCodes;
  if (own.length > 1) return zipLabel(own, []);
  if (own.length === 1) return own[0];
  const served = servedZipsOf(city);
  return served.length > 0 ? `${joinY([...served])} (correos)` : undefined;
}

/** The bare county names of the directory ('Valley', 'Dawson'). */
function countiesOf(cities: readonly City[]): string[] {
  return [...new Set(cities.flatMap((city) => (city.county ? [city.county.replace(/\s+County$/i, "").trim()] : [])))];
}

/** The English page's named towns (facts.ts namedTowns), then any other town around that this page's text names. */
function linkedTowns(facts: EsFacts, text: string, counties: readonly string[]): TownLink[] {
  const named = namedTowns(facts);
  const seen = new Set(named.map((town) => town.slug));
  const marked = countiesMarked(text, counties);
  const more = facts.around.filter((town) => !seen.has(town.slug) && townMentions(marked, town.name) > 0);
  return [...named, ...more.map((town) => ({ name: town.name, slug: town.slug }))];
}

/**
 * The town's place, by slug, among the towns whose intros are put together (not hand-written):
 * the hero hands its openings and closings out in this order. A town outside the list takes 0.
 */
function turnOf(city: City, cities: readonly City[]): number {
  const turns = cities.filter((other) => !Object.hasOwn(HAND_WRITTEN_INTROS, other.name)).map((other) => other.slug).sort();
  return Math.max(0, turns.indexOf(city.slug));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A town page written in Spanish from the same facts as the English one (issue 41, item 4):
 * not a translation of the English sentences, and none of a profile's hand-written English.
 * The same rules shape it: every claim from the data, no 6-word phrase or neighbour more than
 * twice (the English ledger), the head count once and the cut-off at most twice, the same
 * towns around and the same ZIP list.
 */
export function buildSpanishCityPageContent(city: City, profile?: CityProfile, options: CityPageOptions = {}): CityPageContent {
  const cities = options.cities ?? getAllCities();
  const facts = gatherSpanishFacts(city, profile, cities);
  const name = city.name;
  const counties = countiesOf(cities);
  const ledger = new SpanishLedger(
    name,
    cities.filter((other) => other.name !== name).map((other) => other.name),
    counties,
    [
      // The head count is said once; the same-day cut-off at most twice (hero and FAQ).
      ...(facts.population ? [{ pattern: new RegExp(`(?<![\\d,])${facts.population}(?![\\d,]| millas)`), max: 1 }] : []),
      { pattern: new RegExp(escapeRegExp(CUTOFF)), max: 2 },
    ],
  );
  const page = new SpanishWriter(facts, ledger, turnOf(city, cities));

  // In page order, each section taking what the sections before it left.
  const intro = heroIntro(page);
  const zip = city.zipCodes.length > 0 ? zipSection(page) : { title: "", description: "" };
  const services = servicesHeading(page);
  const cards = serviceCards(page);
  const network = floristNetwork(page);
  const why = whyChoose(page);
  const entries = faqEntries(page);
  const faq = faqHeading(page);
  const local = localFacts(page);
  const area = serviceAreaText(page);
  const nearest = relatedLinks(closestTowns(facts, CLOSE_TOWNS), cities);

  const content: CityPageContent = {
    cityName: name,
    slug: city.slug,
    seo: spanishSeo(facts),
    heroTitle: `${cap(G.homeDelivery)} en ${name}, Nebraska`,
    heroIntro: intro,
    zipCodes: [...city.zipCodes],
    zipTitle: zip.title,
    zipDescription: zip.description,
    servicesTitle: services.title,
    servicesSubtitle: services.subtitle,
    serviceCards: cards,
    floristNetwork: network,
    whyChoose: why,
    faq: { title: faq.title, subtitle: faq.subtitle, entries },
    serviceArea: { title: area.title, description: area.description, related: nearest.slice(0, 3), more: nearest.slice(3) },
    localFacts: local,
    townLinks: [],
    geoCoordinates: coordinatesFor(locatedTown(city, profile)),
  };
  content.townLinks = linkedTowns(facts, spanishCityPageText({ ...content, serviceArea: { ...content.serviceArea, related: [], more: [] } }), counties);
  return content;
}

/** All visible text of a Spanish town page, in reading order, with the nearest towns' distances as it writes them ('11 millas al este'). */
export function spanishCityPageText(content: CityPageContent): string {
  return cityPageText(content, (distance, direction) => `${miles(distance)} al ${direction}`);
}
