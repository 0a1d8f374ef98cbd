import { PRODUCT_NAME } from "#core/config/site";
import { TOWN_COUNT_LABEL_IN } from "#core/content/home-es";
import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";

/**
 * Every word the home page's own sections say, per edition (issue 41). English is the page as
 * it was, split exactly where the markup splits it, so the English HTML stays byte for byte the
 * same (english-unchanged.test.tsx); Spanish is written, not translated word for word, with
 * the glossary's terms. Longer copy (benefits, FAQ, the network's paragraphs) is in
 * core/content/home-es.ts.
 */
const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

type HeroText = {
  badge: string;
  headline: string;
  headlineAccent: string;
  /** Up to the year: "… since" and then the year. */
  introBeforeYear: string;
  sameDay: string;
  birthday: string;
  anniversary: string;
  trustPoints: [string, string, string];
};

export const HERO_TEXT = {
  en: {
    badge: "Local florists, hand-delivered",
    headline: "Same Day Flower Delivery ",
    headlineAccent: "Across Nebraska",
    introBeforeYear:
      "Fresh bouquets for birthdays, anniversaries, sympathy and every day in between, arranged by local florists from Omaha to Scottsbluff. Helping Nebraskans send flowers since",
    sameDay: "Same Day Delivery",
    birthday: "Birthday Flowers",
    anniversary: "Anniversary Bouquets",
    trustPoints: ["Same day when ordered before the local cut-off", "Arranged by local Nebraska florists", `${TOWN_COUNT_LABEL_IN.en} statewide`],
  },
  es: {
    badge: "Florerías locales que entregan en persona",
    headline: `${upperFirst(GLOSSARY.homeDelivery)} el mismo día `,
    headlineAccent: "en todo Nebraska",
    introBeforeYear: `Ramos frescos para cumpleaños, aniversarios, ${GLOSSARY.sympathy} y cualquier día del año, preparados por ${GLOSSARY.florists} locales de Omaha a Scottsbluff. Ayudamos a la gente de Nebraska a mandar flores desde`,
    sameDay: upperFirst(GLOSSARY.sameDayDelivery),
    birthday: "Flores de cumpleaños",
    anniversary: "Ramos de aniversario",
    trustPoints: [
      `El mismo día si pide antes de la ${GLOSSARY.cutoff} local`,
      `Preparadas por ${GLOSSARY.florists} locales de Nebraska`,
      `${TOWN_COUNT_LABEL_IN.es} en todo el estado`,
    ],
  },
} as const satisfies Record<Locale, HeroText>;

type CategoryGridText = { title: string; subtitle: string; popular: string; shop: string };

export const CATEGORY_GRID_TEXT = {
  en: {
    title: "Browse Flower Categories",
    subtitle: "Find the right arrangement for the moment, then choose a local florist to deliver it anywhere in Nebraska.",
    popular: "Popular",
    shop: "Shop ",
  },
  es: {
    title: "Flores para cada ocasión",
    subtitle: `Encuentre el arreglo adecuado para el momento y elija una ${GLOSSARY.localFlorist} que lo entregue en cualquier parte de Nebraska.`,
    popular: "Popular",
    shop: "Ver ",
  },
} as const satisfies Record<Locale, CategoryGridText>;

type FeaturedCitiesText = {
  title: string;
  subtitle: string;
  zip: string;
  flowersIn: string;
  allTowns: string;
  allTownsLine: string;
  allTownsLink: string;
  /** The population line: "Population 51,440", or what a town without a figure shows. */
  population: string;
  noPopulation: string;
};

export const FEATURED_CITIES_TEXT = {
  en: {
    title: "Featured Nebraska Cities",
    subtitle: "Local florists deliver across the state's largest communities every day.",
    zip: "ZIP ",
    flowersIn: "Flowers in ",
    allTowns: " across Nebraska",
    allTownsLine: "From Norfolk and North Platte to small towns in the Sandhills and the Panhandle.",
    allTownsLink: "View All Nebraska Cities",
    population: "Population",
    noPopulation: "Small community",
  },
  es: {
    title: "Ciudades destacadas de Nebraska",
    subtitle: `Las ${GLOSSARY.florists} locales entregan todos los días en las comunidades más grandes del estado.`,
    zip: `${upperFirst(GLOSSARY.zipCode)} `,
    flowersIn: "Flores en ",
    allTowns: " en todo Nebraska",
    allTownsLine: "De Norfolk y North Platte a los pueblos pequeños de las Sandhills y el Panhandle.",
    allTownsLink: `Ver todas las ${GLOSSARY.towns} de Nebraska`,
    population: "Población",
    noPopulation: "Comunidad pequeña",
  },
} as const satisfies Record<Locale, FeaturedCitiesText>;

type BenefitsText = { title: string; subtitle: string };

export const BENEFITS_TEXT = {
  en: { title: `Why Choose ${PRODUCT_NAME}?`, subtitle: "We point you to florists who know their towns, their roads and their weather." },
  es: {
    title: `¿Por qué elegir ${PRODUCT_NAME}?`,
    subtitle: `Le llevamos a ${GLOSSARY.florists} que conocen sus pueblos, sus caminos y su clima.`,
  },
} as const satisfies Record<Locale, BenefitsText>;

type TrustedNetworkText = { badge: string };

export const TRUSTED_NETWORK_TEXT = {
  en: { badge: "Established Nebraska florists" },
  es: {
    badge: `${upperFirst(GLOSSARY.florists)} establecidas de Nebraska`,
  },
} as const satisfies Record<Locale, TrustedNetworkText>;
