import { coordinatesFor } from "../nebraska/geo";
import { getAllCities } from "../nebraska/directory";
import type { City, Coordinates } from "../nebraska/types";
import { gatherFacts, namedTowns } from "./city-copy/facts";
import { PageLedger } from "./city-copy/ledger";
import { PageWriter } from "./city-copy/page-writer";
import { CLOSE_TOWNS, closestTowns, type TownNearby } from "./city-copy/towns-around";
import { cityRow } from "./city-rows";
import { localFacts } from "./city-copy/local-facts";
import { NO_DELIVERY_DAYS, defaultFaq, faqHeading } from "./city-copy/faq";
import { defaultHeroIntro, zipSection } from "./city-copy/hero";
import { defaultFloristParagraphs } from "./city-copy/network";
import { defaultSeo, serviceAreaText } from "./city-copy/service-area";
import { SERVICE_CARD_FRAME, defaultServiceCards, servicesHeading, type ServiceCard } from "./city-copy/services";
import { defaultWhyChoose } from "./city-copy/why-choose";
import { locatedTown } from "./located-town";
import { fillCityName } from "./text";
import type { CategoryOverride, CityProfile, FaqEntry } from "./types";

export type { ServiceCard } from "./city-copy/services";

/** A neighbouring town's page, with the way there from this town, its county and the ZIP its mail uses. */
export type RelatedCityLink = { name: string; slug: string; miles: number; direction: string; county?: string; zip?: string };

/** A town named in the copy, linked to its page wherever its name appears. */
export type TownLink = { name: string; slug: string };

/** Every text the town page shows (docs/product.md, "Town pages"), with {cityName} already filled in. */
export type CityPageContent = {
  cityName: string;
  slug: string;
  seo: { title: string; description: string };
  heroTitle: string;
  heroIntro: string;
  highlights?: string[];
  /** The chips; the ZIP section is shown only when this is non-empty. */
  zipCodes: string[];
  zipTitle: string;
  zipDescription: string;
  servicesTitle: string;
  servicesSubtitle: string;
  serviceCards: ServiceCard[];
  floristNetwork: { title: string; paragraphs: string[] };
  whyChoose: { title: string; subtitle: string; paragraphs: string[] };
  faq: { title: string; subtitle: string; entries: FaqEntry[] };
  /**
   * The nearest towns with pages, with distance and direction (docs/decisions/0012-nearest-towns.md):
   * `related` the three shown as cards, `more` the next ones up to CLOSE_TOWNS in all.
   */
  serviceArea: { title: string; description: string; related: RelatedCityLink[]; more: RelatedCityLink[] };
  /** Town-specific facts from real data (distances, county, ZIPs, time zone). */
  localFacts: { title: string; items: string[] };
  /** Other towns the copy names, for linking those names to their pages. */
  townLinks: TownLink[];
  /** Profile override, else the directory's coordinates, else the state centre (docs/product.md, "Search engines"). */
  geoCoordinates: Coordinates;
};

export type CityPageOptions = {
  /** The directory to measure distances and pick related towns from; defaults to getAllCities(). */
  cities?: readonly City[];
};

function cardsFromOverride(overrides: readonly CategoryOverride[]): ServiceCard[] {
  // Overrides carry empty icon/fragment; the card in the same position supplies them.
  return overrides.slice(0, SERVICE_CARD_FRAME.length).map((override, index) => {
    const frame = SERVICE_CARD_FRAME[index] ?? SERVICE_CARD_FRAME[0];
    return {
      title: override.title || frame.title,
      description: override.description,
      icon: override.icon || frame.icon,
      fragment: override.fragment || frame.fragment,
    };
  });
}

function nonEmpty<T>(list: readonly T[] | undefined): list is readonly T[] {
  return list !== undefined && list.length > 0;
}

function relatedLinks(towns: readonly TownNearby[], cities: readonly City[]): RelatedCityLink[] {
  const bySlug = new Map(cities.map((city) => [city.slug, city]));
  return towns.map((town) => {
    const link: RelatedCityLink = { name: town.name, slug: town.slug, miles: town.miles, direction: town.direction };
    const city = bySlug.get(town.slug);
    if (!city) return link;
    const row = cityRow(city);
    if (row.county) link.county = row.county;
    if (row.zip) link.zip = row.zip;
    return link;
  });
}

const SAME_DAY = /same[- ]day|same afternoon/i;

/** The first answer that promises same-day delivery also says which days there is none (once per page). */
function withDeliveryDays(entries: readonly FaqEntry[]): FaqEntry[] {
  if (entries.some((entry) => entry.answer.includes(NO_DELIVERY_DAYS))) return [...entries];
  const first = entries.findIndex((entry) => SAME_DAY.test(entry.answer));
  return entries.map((entry, index) => (index === first ? { ...entry, answer: `${entry.answer} ${NO_DELIVERY_DAYS}` } : entry));
}

/** Every hand-written text a profile puts on the page's main text. */
function writtenTexts(profile: CityProfile | undefined): string[] {
  if (!profile) return [];
  const rich = profile.richContent;
  return [
    rich?.heroContent?.customIntro ?? profile.heroIntroOverride,
    ...(rich?.heroContent?.highlights ?? []),
    profile.zipCodesTitleOverride,
    profile.zipCodesDescriptionOverride,
    profile.professionalServicesTitleOverride,
    profile.professionalServicesSubtitleOverride,
    ...(profile.categoriesOverride ?? []).map((card) => card.description),
    ...(profile.floristNetworkOverride ?? []),
    profile.whyChooseTitleOverride,
    profile.whyChooseSubtitleOverride,
    ...(rich?.whyChooseContent?.customParagraphs ?? profile.whyChooseOverride ?? []),
    ...(profile.faqOverrides ?? []).flatMap((entry) => [entry.question, entry.answer]),
    ...(profile.faqExtras ?? []).flatMap((entry) => [entry.q, entry.a]),
    profile.serviceAreaTitleOverride,
    profile.serviceAreaDescriptionOverride,
  ].filter((text): text is string => text !== undefined);
}

/** Replaces {cityName} in every string of a plain data tree. */
function fillDeep<T>(value: T, cityName: string): T {
  if (typeof value === "string") return fillCityName(value, cityName) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillDeep(item, cityName)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDeep(item, cityName)])) as T;
  }
  return value;
}

export function buildCityPageContent(city: City, profile?: CityProfile, options: CityPageOptions = {}): CityPageContent {
  const cities = options.cities ?? getAllCities();
  const facts = gatherFacts(city, profile, cities);
  const name = city.name;
  const seo = defaultSeo(facts);
  const ledger = new PageLedger(
    name,
    cities.filter((other) => other.name !== name).map((other) => other.name),
    [
      // The head count is said once; the same-day cut-off at most twice (hero and FAQ).
      ...(facts.population ? [{ pattern: new RegExp(`(?<![\\d,])${facts.population}(?![\\d,]| miles)`), max: 1 }] : []),
      { pattern: /\b2 PM\b/, max: 2 },
    ],
  );
  const rich = profile?.richContent;
  const nonEmptyOr = <T,>(list: readonly T[] | undefined): readonly T[] | undefined => (nonEmpty(list) ? list : undefined);
  // The hand-written texts are said whatever happens, so they are recorded first; the
  // generated copy is then put together in page order, each section taking what is left.
  for (const text of writtenTexts(profile)) ledger.add(fillCityName(text, name));
  const page = new PageWriter(facts, ledger);

  const heroIntro = rich?.heroContent?.customIntro ?? profile?.heroIntroOverride ?? defaultHeroIntro(page);
  const highlights = nonEmptyOr(rich?.heroContent?.highlights);
  const zipTitleOverride = profile?.zipCodesTitleOverride;
  const zipDescriptionOverride = profile?.zipCodesDescriptionOverride;
  const zip = city.zipCodes.length > 0 ? zipSection(page) : { title: "", description: "" };
  const servicesTitle = profile?.professionalServicesTitleOverride;
  const servicesSubtitle = profile?.professionalServicesSubtitleOverride;
  const services = servicesHeading(page);
  const cardOverrides = nonEmptyOr(profile?.categoriesOverride);
  const serviceCards = cardOverrides ? cardsFromOverride(cardOverrides) : defaultServiceCards(page);
  const networkOverride = nonEmptyOr(profile?.floristNetworkOverride);
  const floristParagraphs = networkOverride ? [...networkOverride] : defaultFloristParagraphs(page);
  const whyTitle = profile?.whyChooseTitleOverride;
  const whySubtitle = profile?.whyChooseSubtitleOverride;
  const whyOverride = nonEmptyOr(rich?.whyChooseContent?.customParagraphs) ?? nonEmptyOr(profile?.whyChooseOverride);
  const why = whyOverride && whyTitle && whySubtitle ? undefined : defaultWhyChoose(page);
  const faqOverrides = nonEmptyOr(profile?.faqOverrides);
  const faqExtras = (profile?.faqExtras ?? []).map((extra) => ({ question: extra.q, answer: extra.a }));
  const faqEntries = withDeliveryDays([...(faqOverrides ?? defaultFaq(page)), ...faqExtras]);
  const faq = faqHeading(page);
  const local = localFacts(page);
  const areaTitle = profile?.serviceAreaTitleOverride;
  const areaDescription = profile?.serviceAreaDescriptionOverride;
  const area = serviceAreaText(page);
  const nearest = relatedLinks(closestTowns(facts, CLOSE_TOWNS), cities);

  const content: CityPageContent = {
    cityName: name,
    slug: city.slug,
    seo: {
      title: profile?.seoOverrides?.title ?? seo.title,
      description: profile?.seoOverrides?.description ?? seo.description,
    },
    heroTitle: `Same Day Floral Delivery in ${name}, Nebraska`,
    heroIntro,
    zipCodes: [...city.zipCodes],
    zipTitle: zipTitleOverride ?? zip.title,
    zipDescription: zipDescriptionOverride ?? zip.description,
    servicesTitle: servicesTitle ?? services.title,
    servicesSubtitle: servicesSubtitle ?? services.subtitle,
    serviceCards,
    floristNetwork: { title: `The ${name} Florist Network`, paragraphs: floristParagraphs },
    whyChoose: {
      title: whyTitle ?? why?.title ?? "",
      subtitle: whySubtitle ?? why?.subtitle ?? "",
      paragraphs: whyOverride ? [...whyOverride] : (why?.paragraphs ?? []),
    },
    faq: { title: profile?.faqTitleOverride ?? faq.title, subtitle: profile?.faqSubtitleOverride ?? faq.subtitle, entries: faqEntries },
    serviceArea: {
      title: areaTitle ?? area.title,
      description: areaDescription ?? area.description,
      related: nearest.slice(0, 3),
      more: nearest.slice(3),
    },
    localFacts: local,
    townLinks: namedTowns(facts),
    geoCoordinates: coordinatesFor(locatedTown(city, profile)),
  };
  if (highlights) content.highlights = [...highlights];
  return fillDeep(content, name);
}

/** How a page writes a nearby town's distance and direction: "11 miles east" in English. */
export type DistanceWords = (miles: number, direction: string) => string;
const ENGLISH_DISTANCE: DistanceWords = (miles, direction) => `${miles} miles ${direction}`;

/**
 * All visible text of a city page, in reading order (used to check pages are not near-duplicates);
 * a Spanish page passes its own distance words ("11 millas al este").
 */
export function cityPageText(content: CityPageContent, distance: DistanceWords = ENGLISH_DISTANCE): string {
  return [
    content.heroTitle,
    content.heroIntro,
    ...(content.highlights ?? []),
    ...(content.zipCodes.length > 0 ? [content.zipTitle, content.zipDescription, ...content.zipCodes] : []),
    content.servicesTitle,
    content.servicesSubtitle,
    ...content.serviceCards.flatMap((card) => [card.title, card.description]),
    content.floristNetwork.title,
    ...content.floristNetwork.paragraphs,
    content.whyChoose.title,
    content.whyChoose.subtitle,
    ...content.whyChoose.paragraphs,
    content.faq.title,
    content.faq.subtitle,
    ...content.faq.entries.flatMap((entry) => [entry.question, entry.answer]),
    content.localFacts.title,
    ...content.localFacts.items,
    content.serviceArea.title,
    content.serviceArea.description,
    ...[...content.serviceArea.related, ...content.serviceArea.more].map((link) => [link.name, distance(link.miles, link.direction), link.county, link.zip].filter(Boolean).join(" ")),
  ].join("\n");
}
