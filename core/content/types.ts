import type { Coordinates } from "../nebraska/types";

export type CommunityType = "metro" | "capital" | "hub" | "rural" | "suburban" | "historic" | "college";

export type FaqEntry = { question: string; answer: string };

export type CategoryOverride = {
  title: string;
  description: string;
  /** Empty string in the source data (spec §3); the page supplies a default icon. */
  icon: string;
  /** Empty string in the source data (spec §3); the page supplies a default fragment. */
  fragment: string;
};

/**
 * Per-city content keyed by exact city name (spec §3 City profile). Every text
 * may contain the token {cityName}, replaced with the city name when rendered.
 */
export type CityProfile = {
  communityType?: CommunityType;
  geoCoordinates?: Coordinates;
  landmarks?: string[];
  neighborhoods?: string[];
  uniqueAngle?: string;
  seasonal?: string[];
  productFocus?: string[];
  serviceNotes?: string[];
  seoOverrides?: { title?: string; description?: string };
  heroIntroOverride?: string;
  whyChooseOverride?: string[];
  floristNetworkOverride?: string[];
  categoriesOverride?: CategoryOverride[];
  faqOverrides?: FaqEntry[];
  faqExtras?: { q: string; a: string }[];
  richContent?: {
    heroContent?: { customIntro?: string; highlights?: string[] };
    whyChooseContent?: { customParagraphs?: string[] };
  };
  zipCodesTitleOverride?: string;
  zipCodesDescriptionOverride?: string;
  professionalServicesTitleOverride?: string;
  professionalServicesSubtitleOverride?: string;
  whyChooseTitleOverride?: string;
  whyChooseSubtitleOverride?: string;
  faqTitleOverride?: string;
  faqSubtitleOverride?: string;
  serviceAreaTitleOverride?: string;
  serviceAreaDescriptionOverride?: string;
};
