import { DEFAULT_COORDINATES, getAllCities, type City, type Coordinates } from "../nebraska";
import { gatherFacts, namedTowns, type CityFacts } from "./city-copy/facts";
import { localFacts } from "./city-copy/local-facts";
import { defaultFaq, faqHeading } from "./city-copy/faq";
import { defaultHeroIntro, zipSection } from "./city-copy/hero";
import { defaultFloristParagraphs } from "./city-copy/network";
import { defaultSeo, serviceAreaText } from "./city-copy/service-area";
import { SERVICE_CARD_FRAME, defaultServiceCards, servicesHeading, type ServiceCard } from "./city-copy/services";
import { defaultWhyChoose } from "./city-copy/why-choose";
import { fillCityName } from "./text";
import type { CategoryOverride, CityProfile, FaqEntry } from "./types";

export type { ServiceCard } from "./city-copy/services";

/** A neighbouring town's page, with the way there from this town. */
export type RelatedCityLink = { name: string; slug: string; miles: number; direction: string };

/** A town named in the copy, linked to its page wherever its name appears. */
export type TownLink = { name: string; slug: string };

/** Every text the city page shows (spec §2 City page), with {cityName} already filled in. */
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
  /** The nearest towns with pages, with distance and direction (docs/decisions/0012-nearest-towns.md). */
  serviceArea: { title: string; description: string; related: RelatedCityLink[] };
  /** Town-specific facts from real data (distances, county, ZIPs, time zone). */
  localFacts: { title: string; items: string[] };
  /** Other towns the copy names, for linking those names to their pages. */
  townLinks: TownLink[];
  /** Profile override, else the directory's coordinates, else the state centre (spec §2 geo tags). */
  geoCoordinates: Coordinates;
};

export type CityPageOptions = {
  /** The directory to measure distances and pick related towns from; defaults to getAllCities(). */
  cities?: readonly City[];
};

function cardsFromOverride(overrides: readonly CategoryOverride[]): ServiceCard[] {
  // Overrides carry empty icon/fragment (spec §3); the card in the same position supplies them.
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

function relatedLinks(facts: CityFacts): RelatedCityLink[] {
  return facts.neighbours.map((town) => ({ name: town.name, slug: town.slug, miles: town.miles, direction: town.direction }));
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
  const zip = zipSection(facts);
  const services = servicesHeading(facts);
  const why = defaultWhyChoose(facts);
  const faq = faqHeading(facts);
  const area = serviceAreaText(facts);
  const rich = profile?.richContent;
  const faqExtras = (profile?.faqExtras ?? []).map((extra) => ({ question: extra.q, answer: extra.a }));

  const content: CityPageContent = {
    cityName: name,
    slug: city.slug,
    seo: {
      title: profile?.seoOverrides?.title ?? seo.title,
      description: profile?.seoOverrides?.description ?? seo.description,
    },
    heroTitle: `Same Day Floral Delivery in ${name}, Nebraska`,
    heroIntro: rich?.heroContent?.customIntro ?? profile?.heroIntroOverride ?? defaultHeroIntro(facts),
    zipCodes: [...city.zipCodes],
    zipTitle: profile?.zipCodesTitleOverride ?? zip.title,
    zipDescription: profile?.zipCodesDescriptionOverride ?? zip.description,
    servicesTitle: profile?.professionalServicesTitleOverride ?? services.title,
    servicesSubtitle: profile?.professionalServicesSubtitleOverride ?? services.subtitle,
    serviceCards: nonEmpty(profile?.categoriesOverride) ? cardsFromOverride(profile.categoriesOverride) : defaultServiceCards(facts),
    floristNetwork: {
      title: `The ${name} Florist Network`,
      paragraphs: nonEmpty(profile?.floristNetworkOverride) ? [...profile.floristNetworkOverride] : defaultFloristParagraphs(facts),
    },
    whyChoose: {
      title: profile?.whyChooseTitleOverride ?? why.title,
      subtitle: profile?.whyChooseSubtitleOverride ?? why.subtitle,
      paragraphs: nonEmpty(rich?.whyChooseContent?.customParagraphs)
        ? [...rich.whyChooseContent.customParagraphs]
        : nonEmpty(profile?.whyChooseOverride)
          ? [...profile.whyChooseOverride]
          : why.paragraphs,
    },
    faq: {
      title: profile?.faqTitleOverride ?? faq.title,
      subtitle: profile?.faqSubtitleOverride ?? faq.subtitle,
      entries: [...(nonEmpty(profile?.faqOverrides) ? profile.faqOverrides : defaultFaq(facts)), ...faqExtras],
    },
    serviceArea: {
      title: profile?.serviceAreaTitleOverride ?? area.title,
      description: profile?.serviceAreaDescriptionOverride ?? area.description,
      related: relatedLinks(facts),
    },
    localFacts: localFacts(facts),
    townLinks: namedTowns(facts),
    geoCoordinates: { ...(profile?.geoCoordinates ?? city.coordinates ?? DEFAULT_COORDINATES) },
  };
  const highlights = rich?.heroContent?.highlights;
  if (nonEmpty(highlights)) content.highlights = [...highlights];
  return fillDeep(content, name);
}

/** All visible text of a city page, in reading order (used to check pages are not near-duplicates). */
export function cityPageText(content: CityPageContent): string {
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
    ...content.serviceArea.related.map((link) => `${link.name} ${link.miles} miles ${link.direction}`),
  ].join("\n");
}
