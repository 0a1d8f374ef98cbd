import type { CalendarDay } from "../delivery/calendar-day";
import { CUTOFF_WORDS } from "../i18n/cutoff-words";
import type { SpanishGuideSlug } from "../routes/routes";
import { GLOSSARY } from "../i18n/glossary";
import type { CategorySlug } from "./categories";
import { RULES_CLAUSE_ES } from "./delivery-days-copy";

const CUTOFF = CUTOFF_WORDS.es;

/**
 * The Spanish guides with no English twin (issue 50, item 4; docs/decisions/0060): the
 * quinceañera and December 12 (roses for the Virgen de Guadalupe), written for Mexican and
 * Guatemalan families in Nebraska. Each shows the partner's products from the one category
 * whose products fit it (the same product code and cache the category pages use), says that
 * the partner has no section for the occasion itself, and links the closest categories.
 */
export type SpanishGuide = {
  /** The page's heading. */
  title: string;
  seoTitle: string;
  seoDescription: string;
  /** The opening paragraphs, under the heading. */
  intro: readonly string[];
  /** The partner category whose products the page shows. */
  category: CategorySlug;
  /** The heading over those products. */
  collectionTitle: string;
  /** Said once above the products: the partner has no section for this occasion, and what is closest. */
  noMatch: string;
  /** The closest categories, linked under noMatch. */
  closest: readonly CategorySlug[];
  /** Plain sections after the products: a heading and one paragraph each. */
  sections: readonly { title: string; text: string }[];
  /** The order-by list's heading and line; `day` when the occasion has a date (December 12). */
  orderBy: { title: string; subtitle: string; day?: (year: number) => CalendarDay };
};

export const SPANISH_GUIDES: Record<SpanishGuideSlug, SpanishGuide> = {
  quinceanera: {
    title: "Flores para quinceañera",
    seoTitle: "Flores para quinceañera en Nebraska | Rosas y arreglos",
    seoDescription: "Rosas, arreglos y centros de mesa para la misa y la fiesta de XV años, entregados por florerías locales en Nebraska, con su precio con entrega.",
    intro: [
      "Los XV años se celebran en grande: la misa de acción de gracias, la fiesta, los padrinos y la familia que viene de lejos. Aquí están las flores de nuestra tienda asociada que mejor van con la ocasión, rosas y arreglos de colores, con su precio con entrega, y una florería local las lleva a la casa, a la iglesia o al salón.",
      "Son arreglos ya diseñados, no hechos a la medida: si busca el ramo de la quinceañera en los colores del vestido, lo mejor es hablar directamente con una florería de su pueblo.",
    ],
    category: "birthday-flowers",
    collectionTitle: "Rosas y arreglos para los XV años",
    noMatch: "Nuestra tienda asociada no tiene una sección para quinceañeras. Lo más parecido son sus flores de cumpleaños, que mostramos aquí; sus arreglos de aniversario traen más rosas y centros de mesa.",
    closest: ["birthday-flowers", "anniversary"],
    sections: [
      {
        title: "Para la misa",
        text: "Si las flores son para la iglesia, pídalas para el día de la misa o para el día anterior, y escriba en el pedido el nombre de la parroquia, la hora de la misa y a quién entregarlas. Antes, pregunte en la parroquia si reciben flores y a qué hora abren.",
      },
      {
        title: "Para la fiesta",
        text: "Un arreglo grande luce en la mesa de honor o en la entrada del salón. Muchos salones abren hasta la tarde: si no hay quien las reciba, mándelas a la casa de la familia y que alguien de ahí las lleve al salón.",
      },
      {
        title: "Para felicitar a la festejada",
        text: "Un ramo de rosas de parte de los padrinos, o de la familia que no pudo venir, llega a la casa el mismo día si lo pide antes de la hora límite. En la tarjeta caben unas palabras: «¡Felices XV años, mija!»",
      },
    ],
    orderBy: {
      title: "Hasta cuándo pedir para la quinceañera",
      subtitle: `Pida antes de las ${CUTOFF} del día de la entrega, según la hora de cada ciudad. ${RULES_CLAUSE_ES}: si la fiesta es en domingo, pida para el sábado.`,
    },
  },
  "12-de-diciembre": {
    title: "Rosas para la Virgen de Guadalupe, 12 de diciembre",
    seoTitle: "Rosas para la Virgen de Guadalupe, 12 de diciembre | Nebraska",
    seoDescription: "Rosas para el 12 de diciembre en Nebraska: para la Virgen de Guadalupe en la iglesia o en el altar de la casa, y para felicitar a las Lupitas en su día.",
    intro: [
      "El 12 de diciembre, día de la Virgen de Guadalupe, muchas familias le llevan rosas a la Virgen: a la iglesia para la misa o las mañanitas, o al altar de la casa. Es también el santo de las Lupitas y los Lupes, y un ramo de rosas es el regalo de siempre.",
      `Aquí están las rosas de nuestra tienda asociada con su ${GLOSSARY.deliveredPrice}, y abajo, para cada ciudad, hasta qué hora pedir para que lleguen el día 12.`,
    ],
    category: "valentines-day",
    collectionTitle: "Rosas para el 12 de diciembre",
    noMatch: "Nuestra tienda asociada no tiene una sección para el 12 de diciembre. Sus ramos de rosas están en la colección de San Valentín, que mostramos aquí; sus arreglos de aniversario traen más rosas.",
    closest: ["valentines-day", "anniversary"],
    sections: [
      {
        title: "Rosas para la iglesia",
        text: "Las mañanitas a la Virgen se cantan la noche del 11 o de madrugada el 12, cuando ninguna florería entrega: para esa hora, pida las rosas para el día 11 (si cae en domingo, para el sábado 10) y escriba en el pedido el nombre de la parroquia y a quién entregarlas. Antes, pregunte en la parroquia si reciben flores y a qué hora.",
      },
      {
        title: "Rosas para el altar de la casa",
        text: "Un ramo de rosas rojas o blancas frente a la imagen de la Virgen: mándelo a la casa de la familia, y que lo reciba quien arregla el altar.",
      },
      {
        title: "Para las Lupitas y los Lupes",
        text: "Para felicitar a una Guadalupe en su santo, un ramo llega a la casa o al trabajo el mismo 12 si lo pide antes de la hora límite de la ciudad donde vive ella. En la tarjeta: «¡Muchas felicidades en tu día, Lupita!»",
      },
    ],
    orderBy: {
      title: "Hasta cuándo pedir para el 12 de diciembre",
      subtitle: "Para entrega el día de la Virgen de Guadalupe, según la hora de cada ciudad.",
      day: (year) => ({ year, month: 12, day: 12 }),
    },
  },
};
