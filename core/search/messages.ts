import { GLOSSARY } from "../i18n/glossary";
import type { Locale } from "../i18n/locale";
import type { RegionName } from "../nebraska/types";

/** docs/product.md texts for a search with no suggestion. The header and the hero word them differently. */
export type SearchVariant = "header" | "hero";

/**
 * Every word the search boxes say, per language (issue 41). English is docs/product.md's
 * wording, unchanged; Spanish says "ciudad" and "código postal" (the glossary's words).
 */
export type SearchText = {
  noMatch: Record<SearchVariant, (text: string) => string>;
  hint: Record<SearchVariant, string>;
  /** The no-match panel's way out: the partner's Nebraska page (English), the Spanish towns list (Spanish). */
  anywhere: string;
  /** The form's landmark name. */
  formName: Record<SearchVariant, string>;
  label: Record<SearchVariant, string>;
  placeholder: Record<SearchVariant, string>;
  submit: string;
  heroButton: string;
  /** What a screen reader hears when suggestions open. */
  found(count: number): string;
  /** A suggestion's region line. */
  region: Record<RegionName | "Nebraska", string>;
};

const cap = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const SEARCH_TEXT = {
  en: {
    noMatch: { header: (text) => `No cities found for "${text}"`, hero: (text) => `No matches for "${text}"` },
    hint: { header: "Try searching by city name or zip code", hero: "Try searching by city name or ZIP" },
    anywhere: "Flower Delivery for anywhere in Nebraska",
    formName: { hero: "Find flowers for a town", header: "Search towns" },
    label: { hero: "Where are the flowers going? Enter a Nebraska city or ZIP code", header: "Search Nebraska cities or ZIP codes" },
    placeholder: { hero: "Enter a city or ZIP code", header: "City or ZIP code" },
    submit: "Find flowers",
    heroButton: "Find Flowers",
    found: (count) => `${count} ${count === 1 ? "city" : "cities"} found. Use the up and down arrow keys to choose.`,
    region: {
      "Eastern Nebraska": "Eastern Nebraska",
      "Central Nebraska": "Central Nebraska",
      "Western Nebraska": "Western Nebraska",
      "Northeast Nebraska": "Northeast Nebraska",
      "Southeast Nebraska": "Southeast Nebraska",
      Nebraska: "Nebraska",
    },
  },
  es: {
    noMatch: { header: (text) => `No encontramos ${GLOSSARY.towns} para “${text}”`, hero: (text) => `Nada coincide con “${text}”` },
    hint: {
      header: `Busque por nombre de ${GLOSSARY.town} o por ${GLOSSARY.zipCode}`,
      hero: `Busque por nombre de ${GLOSSARY.town} o por ${GLOSSARY.zipCode}`,
    },
    anywhere: `Ver todas las ${GLOSSARY.towns} de Nebraska`,
    formName: { hero: `Buscar ${GLOSSARY.flowers} para una ${GLOSSARY.town}`, header: `Buscar ${GLOSSARY.towns}` },
    label: {
      hero: `¿A dónde van las ${GLOSSARY.flowers}? Escriba una ${GLOSSARY.town} o un ${GLOSSARY.zipCode} de Nebraska`,
      header: `Buscar ${GLOSSARY.towns} o códigos postales de Nebraska`,
    },
    placeholder: { hero: `Escriba una ${GLOSSARY.town} o ${GLOSSARY.zipCode}`, header: `${cap(GLOSSARY.town)} o ${GLOSSARY.zipCode}` },
    submit: `Buscar ${GLOSSARY.flowers}`,
    heroButton: `Buscar ${GLOSSARY.flowers}`,
    found: (count) => `${count} ${count === 1 ? `${GLOSSARY.town} encontrada` : `${GLOSSARY.towns} encontradas`}. Use las flechas hacia arriba y hacia abajo para elegir.`,
    region: {
      "Eastern Nebraska": "este de Nebraska",
      "Central Nebraska": "centro de Nebraska",
      "Western Nebraska": "oeste de Nebraska",
      "Northeast Nebraska": "noreste de Nebraska",
      "Southeast Nebraska": "sureste de Nebraska",
      Nebraska: "Nebraska",
    },
  },
} as const satisfies Record<Locale, SearchText>;

/** `input` is shown trimmed, as it was matched. */
export function noMatchText(input: string, variant: SearchVariant, locale: Locale): string {
  return SEARCH_TEXT[locale].noMatch[variant](input.trim());
}

export const NO_MATCH_HINTS = SEARCH_TEXT.en.hint;

export function noMatchHint(variant: SearchVariant, locale: Locale): string {
  return SEARCH_TEXT[locale].hint[variant];
}

export const ANYWHERE_BUTTON_TEXT = SEARCH_TEXT.en.anywhere;
