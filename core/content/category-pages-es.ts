import { CUTOFF_WORDS } from "../i18n/cutoff-words";
import { GLOSSARY } from "../i18n/glossary";
import type { CategorySlug } from "./categories";
import type { CategoryCopy, CategorySection } from "./category-page-types";
import type { FaqEntry } from "./types";

const CUTOFF = CUTOFF_WORDS.es;

/**
 * The nine category pages in Spanish (issue 41), written for Spanish speakers in Nebraska with
 * usted and plain words, from the same facts as the English pages (local florists, the 2 PM
 * cut-off in the town's zone, no deliveries on Sundays), not sentence by sentence. Día de las
 * Madres is May 10, the fixed date many Mexican and Central American families keep, not the US
 * second Sunday: its page says so, and lists per town the order-by for May 10
 * (core/content/may-tenth.ts).
 */
export type SpanishCategoryCopy = CategoryCopy & {
  /** The heading over the page's products. */
  collectionTitle: string;
  /** Plain sections after the products (heading and one paragraph); only where a page has more to say. */
  sections?: CategorySection[];
  /** Questions the page shows, and its FAQ structured data. */
  faq?: FaqEntry[];
};

export const SPANISH_CATEGORY_COPY: Record<CategorySlug, SpanishCategoryCopy> = {
  "valentines-day": {
    description: "San Valentín, Día del Amor y la Amistad: flores para la pareja y para los amigos",
    heroText:
      "El 14 de febrero es el Día del Amor y la Amistad (en Guatemala, el Día del Cariño): rosas rojas para la pareja, y también un ramo alegre para una amiga, para mamá o para los compañeros del trabajo. Las florerías locales de Nebraska los llevan a casas, oficinas y escuelas, y en muchas ciudades hay entrega el mismo día si pide antes de la hora límite.",
    serviceType: "Entrega de flores para San Valentín, Día del Amor y la Amistad",
    seoTitle: "Flores para San Valentín en Nebraska | Rosas a domicilio",
    seoDescription:
      "Flores para el Día del Amor y la Amistad en todo Nebraska: rosas para la pareja y ramos para los amigos, de florerías locales, muchas veces el mismo día.",
    collectionTitle: "Ramos para el amor y la amistad",
  },
  "birthday-flowers": {
    description: "Ramos de cumpleaños entregados por florerías locales de Nebraska",
    heroText:
      "Girasoles, gerberas, rosas de colores vivos y ramos que combinan con un globo: mande flores de cumpleaños a cualquier parte de Nebraska, entregadas en mano por una florería cercana a quien las recibe.",
    serviceType: "Entrega de flores de cumpleaños",
    seoTitle: "Flores de cumpleaños a domicilio en Nebraska",
    seoDescription:
      "Mande flores de cumpleaños a cualquier parte de Nebraska. Ramos alegres, hechos y entregados por florerías locales, muchas veces el mismo día.",
    collectionTitle: "Ramos de cumpleaños",
  },
  "mothers-day": {
    description: "Flores para el 10 de mayo, entregadas a mamá en todo Nebraska",
    heroText:
      "En muchas familias mexicanas y centroamericanas el Día de las Madres es el 10 de mayo, caiga el día que caiga. Mande rosas, lirios o un arreglo de jardín para ese día: una florería local de Nebraska lo lleva hasta la puerta de mamá.",
    serviceType: "Entrega de flores para el Día de las Madres (10 de mayo)",
    seoTitle: "Flores para el 10 de mayo en Nebraska | Día de las Madres",
    seoDescription:
      "Flores para el Día de las Madres, el 10 de mayo, entregadas por florerías locales en todo Nebraska. Vea hasta qué hora puede pedir en su ciudad.",
    collectionTitle: "Flores para el 10 de mayo",
    sections: [
      {
        heading: "¿Por qué el 10 de mayo?",
        body: "En México, Guatemala y El Salvador, entre otros países, el Día de las Madres es siempre el 10 de mayo. En Estados Unidos se celebra el segundo domingo de mayo, que cambia de fecha cada año. Muchas familias de Nebraska celebran los dos días; esta página es para el 10 de mayo.",
      },
      {
        heading: "Pida a tiempo",
        body: `Para que las flores lleguen el mismo 10 de mayo, haga su pedido antes de las ${CUTOFF} de ese día, hora de la ciudad que recibe las flores: en casi todo el estado es la ${GLOSSARY.centralTime}, y en el oeste, como en Scottsbluff, la ${GLOSSARY.mountainTime}. Esa semana las florerías tienen mucho trabajo, porque el ${GLOSSARY.usMothersDay} es el segundo domingo de mayo, nunca lejos del 10; si puede, pida unos días antes. En 2026 caen el mismo día: el 10 de mayo es domingo y es también el ${GLOSSARY.usMothersDay}, y los domingos no hay entregas. Ese año pida con tiempo para que las flores lleguen el sábado 9 de mayo (si pide ese mismo sábado, hágalo temprano en la mañana): así ya están en casa para las mañanitas del domingo.`,
      },
    ],
    faq: [
      {
        question: "¿Las flores pueden llegar el mismo 10 de mayo?",
        answer:
          `Sí, cuando el 10 de mayo es día de entrega. Haga el pedido antes de las ${CUTOFF} de ese día, hora de la ciudad que recibe las flores.`,
      },
      {
        question: "¿Y si el 10 de mayo cae en domingo?",
        answer: `Los domingos no hay entregas. Pida para el sábado 9 de mayo, antes de las ${CUTOFF} hora local, y las flores llegarán un día antes.`,
      },
      {
        question: "¿Hay flores para el Día de la Madre de Estados Unidos también?",
        answer: "Sí, son los mismos arreglos. Ese día es domingo y no hay entregas, así que pida para el sábado anterior.",
      },
    ],
  },
  "sympathy-funeral": {
    description: "Flores de condolencias y para funerales, entregadas con cuidado",
    heroText:
      "Arreglos de pie, coronas, cubrecajas y arreglos sencillos para la casa de la familia. Las florerías locales entregan directamente en funerarias, iglesias y casas particulares de Nebraska.",
    serviceType: "Entrega de flores de condolencias y para funerales",
    seoTitle: "Flores para funerales y condolencias en Nebraska",
    seoDescription:
      "Flores de condolencias y para funerales, entregadas en funerarias, iglesias y casas de Nebraska por florerías locales. Coronas, arreglos y plantas.",
    collectionTitle: "Arreglos de condolencias y para funerales",
  },
  "new-baby": {
    description: "Flores y detalles para darle la bienvenida a un bebé",
    heroText:
      "Celebre la llegada del bebé con un ramo en rosa suave, azul o tonos neutros. Las florerías de Nebraska entregan en casas y en el área de maternidad de los hospitales (pregunte antes si el hospital acepta flores).",
    serviceType: "Entrega de flores para recién nacidos",
    seoTitle: "Flores para un recién nacido en Nebraska | Casa u hospital",
    seoDescription:
      "Dele la bienvenida a un bebé con flores entregadas en casas y hospitales de Nebraska. Ramos en rosa, azul y tonos neutros de florerías locales.",
    collectionTitle: "Ramos para dar la bienvenida al bebé",
  },
  graduation: {
    description: "Ramos para quienes se gradúan de preparatoria y universidad en Nebraska",
    heroText:
      "Celebre el gran día con un ramo en los colores de la escuela. Las florerías entregan en casas y en los campus, incluidos los de la Universidad de Nebraska en Lincoln, Omaha y Kearney.",
    serviceType: "Entrega de flores para graduaciones",
    seoTitle: "Flores para graduación en Nebraska | Casa o campus",
    seoDescription:
      "Ramos de graduación entregados en casas y campus de todo Nebraska, incluidos UNL, UNO y UNK. Pida a una florería local antes de la ceremonia.",
    collectionTitle: "Ramos de graduación",
  },
  "get-well-soon": {
    description: "Flores y plantas de pronta recuperación con entrega en todo Nebraska",
    heroText:
      "Alegre la recuperación de alguien con flores de colores o con una planta que dure. Si hay alergias o prefiere flores con poco aroma, déjelo en una nota y la florería local adapta el arreglo.",
    serviceType: "Entrega de flores de pronta recuperación",
    seoTitle: "Flores de pronta recuperación en Nebraska | Hospitales",
    seoDescription:
      "Flores y plantas de pronta recuperación, entregadas en hospitales y casas de Nebraska. Las florerías locales toman en cuenta alergias, aroma y tamaño.",
    collectionTitle: "Flores para una pronta recuperación",
  },
  anniversary: {
    description: "Rosas y arreglos elegantes para cada aniversario",
    heroText:
      "Del primer año juntos a las bodas de oro, celebre con rosas clásicas o un centro de mesa abundante, hecho y entregado en mano por una florería cercana a la persona que usted quiere.",
    serviceType: "Entrega de flores de aniversario",
    seoTitle: "Flores de aniversario en Nebraska | Rosas el mismo día",
    seoDescription:
      "Rosas de aniversario y arreglos elegantes, entregados en todo Nebraska por florerías locales. Entrega el mismo día en muchas ciudades si pide temprano.",
    collectionTitle: "Flores de aniversario",
  },
  "just-because": {
    description: "Ramos de temporada para sorprender sin un motivo especial",
    heroText:
      "No hace falta una ocasión. Mande un ramo de temporada a una amiga, a un vecino o a un compañero de trabajo en cualquier parte de Nebraska, y deje que la florería local escoja las flores más frescas del día.",
    serviceType: "Entrega de flores",
    seoTitle: "Flores porque sí en Nebraska | Ramos sorpresa a domicilio",
    seoDescription:
      "Sorprenda a alguien en Nebraska con un ramo porque sí: flores de temporada, hechas y entregadas en mano por florerías locales.",
    collectionTitle: "Ramos de temporada",
  },
};

/** The Spanish page of a slug no category has (a 404 page still says something). */
export const SPANISH_FALLBACK_COPY = {
  description: "Arreglos florales para cada ocasión",
  heroText:
    "Ramos frescos, hechos y entregados en mano por florerías locales de Nebraska, con entrega el mismo día en muchas zonas si pide antes de la hora límite.",
  serviceType: "Entrega de flores",
} as const;
