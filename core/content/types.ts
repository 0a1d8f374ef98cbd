import type { Coordinates } from "../nebraska/types";

export type CommunityType = "metro" | "capital" | "hub" | "rural" | "suburban" | "historic" | "college";

export type FaqEntry = { question: string; answer: string };

/**
 * The lucide-react icons content names. core/ stays React-free, so content names an
 * icon and app/components/ui/content-icon.tsx draws it; a name missing there fails to compile.
 */
export type IconName =
  | "Baby"
  | "BellRing"
  | "Building2"
  | "Cake"
  | "Clock"
  | "CloudSnow"
  | "Flower"
  | "Flower2"
  | "Gift"
  | "GraduationCap"
  | "Heart"
  | "HeartPulse"
  | "MapPin"
  | "Palette"
  | "Sparkles"
  | "Store"
  | "Users";

export type CategoryOverride = {
  title: string;
  description: string;
  /** Always empty in the source data; the card in the same position supplies the icon. */
  icon: "";
  /** Empty string in the source data; the page supplies a default fragment. */
  fragment: string;
};

/**
 * Per-city content keyed by exact city name (docs/product.md, "Town pages"). Every text
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
