import type { Category, CategorySlug } from "#core/content/categories";
import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";

/**
 * The home category cards in Spanish (issue 41), keyed by category slug: the card's title, its
 * line, and what its link opens ("Ver flores de cumpleaños"). A stand-in until
 * core/content/categories.ts carries the Spanish titles and lines itself; then the grid reads
 * those and this table goes.
 */
export type CategoryCardText = { title: string; description: string; shopWhat: string };

export const CATEGORY_TEXT_ES = {
  "valentines-day": {
    title: "San Valentín",
    description: "Rosas rojas, ramos románticos y arreglos de recuerdo para la persona que usted quiere.",
    shopWhat: "flores de San Valentín",
  },
  "birthday-flowers": {
    title: "Flores de cumpleaños",
    description: "Ramos alegres y llenos de color que convierten un cumpleaños cualquiera en una fiesta.",
    shopWhat: "flores de cumpleaños",
  },
  "mothers-day": {
    title: GLOSSARY.mothersDayMay10,
    description: "Arreglos en tonos pastel, lirios y rosas para darle las gracias a mamá por todo.",
    shopWhat: `flores para el ${GLOSSARY.mothersDayMay10}`,
  },
  "sympathy-funeral": {
    title: `${GLOSSARY.sympathy.charAt(0).toUpperCase()}${GLOSSARY.sympathy.slice(1)} y funerales`,
    description: "Coronas, arreglos de pie y arreglos sencillos para la casa que expresan consuelo y respeto.",
    shopWhat: `flores de ${GLOSSARY.sympathy}`,
  },
  "new-baby": {
    title: "Recién nacido",
    description: "Ramos tiernos en rosa, azul o tonos neutros para darle la bienvenida al bebé, en casa o en el hospital.",
    shopWhat: "flores para recién nacidos",
  },
  graduation: {
    title: "Graduación",
    description: "Ramos llamativos con los colores de la escuela para quienes se gradúan de la preparatoria o la universidad.",
    shopWhat: "flores de graduación",
  },
  "get-well-soon": {
    title: "Pronta recuperación",
    description: "Flores y plantas que alegran el cuarto de quien se recupera o un día tranquilo en casa.",
    shopWhat: "flores de pronta recuperación",
  },
  anniversary: {
    title: "Aniversario",
    description: "Rosas elegantes y centros de mesa abundantes para celebrar un año más juntos.",
    shopWhat: "flores de aniversario",
  },
  "just-because": {
    title: "Porque sí",
    description: "Ramos de temporada sin ningún motivo: la sorpresa más bonita.",
    shopWhat: "flores porque sí",
  },
} as const satisfies Record<CategorySlug, CategoryCardText>;

/** A home card's words in `locale`; English is the category record's own. */
export function categoryCardText(locale: Locale, category: Category): CategoryCardText {
  return locale === "es" ? CATEGORY_TEXT_ES[category.slug] : { title: category.title, description: category.description, shopWhat: category.title };
}
