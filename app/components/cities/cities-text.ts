import { TOWN_COUNT } from "#core/content/town-count";
import { PRODUCT_NAME } from "#core/config/site";
import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";
import type { RegionName } from "#core/nebraska/types";

/**
 * Every word the towns list says, per edition (issue 41). English is the page as it was, split
 * where the markup splits it, so its HTML stays byte for byte the same
 * (english-unchanged.test.tsx); Spanish takes its terms from the glossary.
 */
const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

type CitiesScreenText = {
  title: string;
  description: string;
  home: string;
  /** The breadcrumb's last item. */
  crumb: string;
  heading: string;
  /** The intro, around the count of towns. */
  introBefore: string;
  introAfter: string;
  regions: string;
};

export const CITIES_SCREEN_TEXT = {
  en: {
    title: "Nebraska Cities Overview | Nebraska Flower Delivery",
    description: `All ${TOWN_COUNT} Nebraska towns with a flower delivery page, by region: county, ZIP code and population, one line each.`,
    home: "Home",
    crumb: "Nebraska Cities",
    heading: "Nebraska Cities Overview",
    introBefore: "Flower delivery pages for ",
    introAfter:
      " Nebraska towns, from the Omaha metro to the Panhandle; local florists also reach the farms and smaller places between them. Each line gives the county, the ZIP code and the population where we have one.",
    regions: "Regions",
  },
  es: {
    title: `Ciudades de Nebraska con ${GLOSSARY.homeDelivery} | ${PRODUCT_NAME}`,
    description: `Las ${TOWN_COUNT} ${GLOSSARY.towns} de Nebraska con página de ${GLOSSARY.homeDelivery}, por región: condado, ${GLOSSARY.zipCode} y población, una línea por ${GLOSSARY.town}.`,
    home: "Inicio",
    crumb: `${upperFirst(GLOSSARY.towns)} de Nebraska`,
    heading: `${upperFirst(GLOSSARY.towns)} de Nebraska`,
    introBefore: `Páginas de ${GLOSSARY.homeDelivery} para `,
    introAfter: ` ${GLOSSARY.towns} de Nebraska, del área metropolitana de Omaha al Panhandle; las ${GLOSSARY.florists} locales también llegan a las granjas y los lugares más pequeños que hay entre ellas. Cada línea da el condado, el ${GLOSSARY.zipCode} y la población, cuando la tenemos.`,
    regions: "Regiones",
  },
} as const satisfies Record<Locale, CitiesScreenText>;

/** The Spanish name of each region and of each area inside one (core/nebraska's region table). */
export const REGION_TITLE_ES: Record<RegionName | "Nebraska", string> = {
  "Eastern Nebraska": "Este de Nebraska",
  "Central Nebraska": "Centro de Nebraska",
  "Western Nebraska": "Oeste de Nebraska",
  "Northeast Nebraska": "Noreste de Nebraska",
  "Southeast Nebraska": "Sureste de Nebraska",
  Nebraska: `Otras ${GLOSSARY.towns} de Nebraska`,
};

export const AREA_TITLE_ES: Readonly<Record<string, string>> = {
  "Omaha Metro": "Área metropolitana de Omaha",
  "Lincoln Metro": "Área metropolitana de Lincoln",
  "Other Eastern": "Otras del este",
  "Grand Island Area": "Zona de Grand Island",
  "Kearney Area": "Zona de Kearney",
  "Other Central": "Otras del centro",
  "North Platte Area": "Zona de North Platte",
  "Scottsbluff Area": "Zona de Scottsbluff",
  "Other Western": "Otras del oeste",
};

type TownRowText = { towns: string; population: (figure: string) => string; county: (name: string) => string };

export const TOWN_ROW_TEXT = {
  en: { towns: " towns", population: (figure) => `pop. ${figure}`, county: (name) => name },
  es: { towns: ` ${GLOSSARY.towns}`, population: (figure) => `${figure} hab.`, county: (name) => `Condado de ${name.replace(/\s+county$/i, "")}` },
} as const satisfies Record<Locale, TownRowText>;

/**
 * A town's ZIP as the Spanish list names it, in the cases of core/content/city-copy/facts.ts
 * zipLabel: its own ZIP, how many it has, or its post office's.
 */
export function zipLabelEs(zips: readonly string[], postOfficeZips: readonly string[]): string | undefined {
  if (zips.length === 1) return `${GLOSSARY.zipCode} ${zips[0]}`;
  if (zips.length > 1) return `${zips.length} códigos postales`;
  if (postOfficeZips.length === 1) return `${GLOSSARY.zipCode} ${postOfficeZips[0]} (oficina de correos)`;
  if (postOfficeZips.length > 1) return `códigos postales ${postOfficeZips.slice(0, -1).join(", ")} y ${postOfficeZips.at(-1)} (oficina de correos)`;
  return undefined;
}
