import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";

/**
 * The towns-list filter's words per edition (issue 41), apart from the screen's so the island
 * ships only these. English is the filter as it was.
 */
type FilterText = { label: string; placeholder: string; status: (shown: number, total: number) => string };

/** The filter island's words (a serialisable `locale` prop picks them). */
export const FILTER_TEXT = {
  en: {
    label: "Filter towns by name or ZIP code",
    placeholder: "e.g. Kearney or 68010",
    status: (shown, total) => `${shown} of ${total} towns match.`,
  },
  es: {
    label: `Filtre las ${GLOSSARY.towns} por nombre o ${GLOSSARY.zipCode}`,
    placeholder: "p. ej., Kearney o 68010",
    status: (shown, total) =>
      shown === 0
        ? `Ninguna ${GLOSSARY.town} coincide con lo que escribió.`
        : `${shown} de ${total} ${GLOSSARY.towns} ${shown === 1 ? "coincide" : "coinciden"}.`,
  },
} as const satisfies Record<Locale, FilterText>;
