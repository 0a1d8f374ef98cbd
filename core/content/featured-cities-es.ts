import { CUTOFF_WORDS } from "../i18n/cutoff-words";
import { GLOSSARY } from "../i18n/glossary";
import type { Locale } from "../i18n/locale";
import { FEATURED_CITIES, type FeaturedCityCard } from "./featured-cities";

/**
 * The five featured town cards in Spanish (issue 41): the same towns, figures and claims as
 * ./featured-cities.ts, keyed by slug; names of places stay as they are written on the map.
 */
type CardText = Pick<FeaturedCityCard, "region" | "description" | "features">;

const SAME_DAY = `${GLOSSARY.sameDayDelivery.charAt(0).toUpperCase()}${GLOSSARY.sameDayDelivery.slice(1)}`;

export const FEATURED_CITY_TEXT_ES = {
  omaha: {
    region: "Este de Nebraska",
    description: "La ciudad más grande de Nebraska, del Old Market y Dundee a los centros médicos y los suburbios del oeste, que no paran de crecer.",
    features: [`${SAME_DAY} si pide antes de las ${CUTOFF_WORDS.es}`, "Entrega en hospitales y oficinas", "Campus de Creighton y UNO"],
  },
  lincoln: {
    region: "Este de Nebraska",
    description:
      "La capital del estado y sede de la Universidad de Nebraska–Lincoln, con florerías que atienden el Haymarket, el centro y todos los barrios.",
    features: ["Entrega en el campus de UNL", "El Capitolio y las oficinas del centro", "Ramos para días de partido y graduaciones"],
  },
  bellevue: {
    region: "Este de Nebraska",
    description:
      "Una de las ciudades más antiguas de Nebraska, donde están la Base Aérea Offutt y Bellevue University, justo al sur de Omaha.",
    features: ["Entregas a familias militares", "Campus de Bellevue University", "Olde Towne y las casas junto al río Missouri"],
  },
  "grand-island": {
    region: "Centro de Nebraska",
    description:
      "La ciudad principal del centro de Nebraska y sede de la Feria Estatal, con florerías que atienden casas, hospitales y negocios del condado de Hall.",
    features: ["Entrega en hospitales y asilos", "Ramos en temporada de la Feria Estatal", "Entrega en todo el condado de Hall"],
  },
  kearney: {
    region: "Centro de Nebraska",
    description:
      "Una ciudad universitaria a orillas del río Platte, sede de la Universidad de Nebraska en Kearney y parada de las grullas en su migración de primavera.",
    features: ["Entrega en el campus de UNK", "Entrega en todo el condado de Buffalo", "Ramos locales el mismo día"],
  },
} as const satisfies Record<string, CardText>;

/** The featured cards as `locale` writes them: the same towns, populations and ZIP codes. */
export function featuredCitiesIn(locale: Locale): readonly FeaturedCityCard[] {
  if (locale === "en") return FEATURED_CITIES;
  return FEATURED_CITIES.map((card) => {
    const text: CardText | undefined = (FEATURED_CITY_TEXT_ES as Record<string, CardText>)[card.slug];
    if (!text) throw new Error(`featured city ${card.slug} has no Spanish card`);
    return { ...card, ...text, features: [...text.features] };
  });
}
