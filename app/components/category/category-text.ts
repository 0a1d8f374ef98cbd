import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";

/** The category hero's and head's own words in each edition (issue 41). */
export type CategoryText = {
  home: string;
  homePath: string;
  categories: string;
  categoriesPath: string;
  browseCollection: string;
  /** The heading over a page's own questions (CategorySections). */
  faqTitle: string;
};

export const CATEGORY_TEXT = {
  en: { home: "Home", homePath: "/", categories: "Categories", categoriesPath: "/#categories", browseCollection: "Browse Collection", faqTitle: "Questions" },
  // The Spanish home keeps the English home's section ids (they are not read aloud).
  es: { home: "Inicio", homePath: "/es/", categories: GLOSSARY.occasions, categoriesPath: "/es/#categories", browseCollection: "Ver la colección", faqTitle: "Preguntas frecuentes" },
} as const satisfies Record<Locale, CategoryText>;

/** The May 10 order-by list's words (Spanish pages). */
export const MAY_TENTH_TEXT = {
  title: "Hasta cuándo pedir para el 10 de mayo",
  subtitle: "Para entrega el Día de las Madres, en la hora de cada ciudad.",
} as const;
