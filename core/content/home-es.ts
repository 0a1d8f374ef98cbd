import { CUTOFF_WORDS } from "../i18n/cutoff-words";
import { GLOSSARY } from "../i18n/glossary";
import type { Locale } from "../i18n/locale";
import { RULES_CLAUSE_ES, withDeliveryDaysCopyIn } from "./delivery-days-copy";
import { type BenefitTile, HOME_BENEFITS, HOME_FAQ, TRUSTED_NETWORK } from "./home";
import { TOWN_COUNT, TOWN_COUNT_LABEL } from "./town-count";
import type { FaqEntry } from "./types";

/**
 * The home page's copy in Spanish (issue 41): the same claims as ./home.ts, written as people in
 * Nebraska say them (usted, plain words), not sentence by sentence. Terms come from the glossary
 * (core/i18n/glossary.ts). Nothing here says more than the English page does; the one entry the
 * English FAQ has no need for says that the partner's checkout is in English.
 */

const CUTOFF = CUTOFF_WORDS.es;
const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** '189 ciudades': the one count of towns (./town-count.ts), in Spanish. */
export const TOWN_COUNT_LABEL_ES = `${TOWN_COUNT} ${GLOSSARY.towns}`;

/** The count of towns as each edition writes it. */
export const TOWN_COUNT_LABEL_IN: Record<Locale, string> = { en: TOWN_COUNT_LABEL, es: TOWN_COUNT_LABEL_ES };

export const HOME_BENEFITS_ES: readonly BenefitTile[] = [
  {
    title: upperFirst(GLOSSARY.sameDayDelivery),
    description: `Pida antes de la ${GLOSSARY.cutoff} local, que suele ser alrededor de las ${CUTOFF}, y muchas ${GLOSSARY.florists} de Nebraska pueden entregar ese mismo día, por lo general en 2 a 4 horas.`,
    icon: "Clock",
  },
  {
    title: "Florerías locales asociadas",
    description:
      "Su pedido va a una florería cerca de quien recibe las flores; allí preparan el arreglo a mano y lo llevan en persona. No es una caja que sale de un almacén.",
    icon: "Store",
  },
  {
    title: "En todo el estado",
    description: `${TOWN_COUNT_LABEL_ES} con página propia, de Omaha, Lincoln, Bellevue y Fremont a Grand Island, Kearney, Norfolk y North Platte, y el campo que las rodea.`,
    icon: "MapPin",
  },
  {
    title: "Flores protegidas del clima",
    description:
      "El invierno y el calor del verano en Nebraska son duros para las flores. Los repartidores locales envuelven y llevan cada arreglo con cuidado para que llegue fresco.",
    icon: "CloudSnow",
  },
  {
    title: "Donde usted lo necesite",
    description: `Casas, oficinas, hospitales, escuelas, iglesias, ${GLOSSARY.funeralHome}s, campus universitarios y salones de eventos en todo el estado.`,
    icon: "Building2",
  },
  {
    title: "Entrega en campus universitarios",
    description: "Flores para estudiantes y personal en todos los campus de la Universidad de Nebraska: Lincoln, Omaha y Kearney.",
    icon: "GraduationCap",
  },
  {
    title: "Arreglos a su gusto",
    description:
      "Dígale a la florería sus colores favoritos, si hay alergias, si prefiere flores con poco aroma o qué tamaño de florero quiere, y ellos adaptan el arreglo.",
    icon: "Palette",
  },
  {
    title: "Avisos sobre su pedido",
    description: `${GLOSSARY.partner.charAt(0).toUpperCase()}${GLOSSARY.partner.slice(1)} le avisa cómo va su pedido, para que sepa cuándo van en camino sus flores.`,
    icon: "BellRing",
  },
  {
    title: "Más de 10,000 florerías",
    description: `La red de ${GLOSSARY.partner} llega a más de 10,000 ${GLOSSARY.florists} locales, así que casi siempre hay una cerca de quien recibe las flores.`,
    icon: "Users",
  },
];

export const HOME_FAQ_ES: readonly FaqEntry[] = [
  {
    question: "¿A qué partes de Nebraska se pueden mandar flores?",
    answer: `Las ${GLOSSARY.florists} asociadas entregan en todo el estado. Este sitio tiene una página para cada una de ${TOWN_COUNT_LABEL_ES}, entre ellas Omaha, Lincoln, Bellevue, Grand Island, Kearney, Fremont, Norfolk y North Platte, y las ${GLOSSARY.florists} también llegan a las granjas y los lugares más pequeños que hay entre ellas. Escriba la ciudad o el ${GLOSSARY.zipCode} para ver las opciones de esa zona.`,
  },
  {
    question: `¿Hay ${GLOSSARY.sameDayDelivery}?`,
    answer: `Sí, en muchas zonas. Si pide antes de la ${GLOSSARY.cutoff} de la ${GLOSSARY.localFlorist}, que suele ser alrededor de las ${CUTOFF}, por lo general las flores llegan ese mismo día, casi siempre en 2 a 4 horas. ${RULES_CLAUSE_ES}, y las direcciones en el campo y los días de mucho trabajo, como San Valentín y el ${GLOSSARY.usMothersDay}, pueden necesitar más tiempo.`,
  },
  {
    question: "¿Se pueden mandar flores a los campus de la Universidad de Nebraska?",
    answer:
      "Sí. Las florerías asociadas entregan en los campus de la Universidad de Nebraska en Lincoln, Omaha y Kearney. Ponga el nombre de la residencia o del edificio, el número de cuarto y un teléfono, para que la florería pueda comunicarse con el estudiante.",
  },
  {
    question: "¿Para qué ocasiones puedo mandar flores?",
    answer: `Cumpleaños, aniversarios, ${GLOSSARY.sympathy} y funerales, bodas, San Valentín, el ${GLOSSARY.mothersDayMay10}, graduaciones, para desear una pronta recuperación, para recibir a un bebé y para eventos de empresa, o simplemente porque sí. Vea las ocasiones de arriba para comparar arreglos.`,
  },
  {
    question: "¿Cómo mantienen las florerías frescas las flores en el invierno de Nebraska?",
    answer:
      "Las florerías locales envuelven los arreglos contra el frío y procuran que pase poco tiempo entre su vehículo con calefacción y la puerta. En invierno conviene elegir una dirección donde haya alguien en casa, para que las flores no se queden afuera.",
  },
  {
    question: "¿Puedo hacer el pedido en español?",
    answer: `Este sitio está en español, pero el pedido se completa en ${GLOSSARY.partnerSite}, que está en inglés. Nosotros le ayudamos a encontrar el arreglo y de aquí usted pasa a ese sitio, donde ${GLOSSARY.partner} se encarga del ${GLOSSARY.checkout}, la atención al cliente y la entrega.`,
  },
];

/** The home FAQ of `locale`, its delivery-day clause matching the checker's calendar: what the page shows and its FAQ data say. */
export function homeFaqIn(locale: Locale, partnerCalendar: boolean): FaqEntry[] {
  return withDeliveryDaysCopyIn(locale, locale === "es" ? HOME_FAQ_ES : HOME_FAQ, partnerCalendar);
}

/** The FAQ section's heading on the home page (app/pages/index.astro passes it to FaqSection). */
export const HOME_FAQ_HEADING = {
  en: { title: "Nebraska Flower Delivery FAQ", subtitle: "Quick answers about delivery areas, timing and occasions across the state." },
  es: { title: "Preguntas frecuentes", subtitle: "Respuestas rápidas sobre las zonas de entrega, los horarios y las ocasiones en todo el estado." },
} as const satisfies Record<Locale, { title: string; subtitle: string }>;

export const TRUSTED_NETWORK_ES = {
  title: "Una red de florerías de confianza en Nebraska",
  paragraphs: [
    `${GLOSSARY.siteName} es un ${GLOSSARY.referralSite}: le ayudamos a encontrar el arreglo adecuado y de aquí usted pasa al sitio de ${GLOSSARY.partner}, que trabaja con ${GLOSSARY.florists} establecidas de Nebraska, en ciudades grandes y pueblos chicos de todo el estado.`,
    `Cuando usted hace su pedido, ${GLOSSARY.partner} se encarga del ${GLOSSARY.checkout}, la atención al cliente y la entrega, y una ${GLOSSARY.localFlorist} cerca de quien recibe las flores prepara el arreglo y lo entrega en persona. Podemos recibir una comisión cuando alguien llega desde aquí y hace su pedido; eso nunca cambia el precio que usted paga.`,
  ],
} as const;

/** Each edition's home copy. */
export const HOME_BENEFITS_IN: Record<Locale, readonly BenefitTile[]> = { en: HOME_BENEFITS, es: HOME_BENEFITS_ES };
export const TRUSTED_NETWORK_IN: Record<Locale, { title: string; paragraphs: readonly string[] }> = { en: TRUSTED_NETWORK, es: TRUSTED_NETWORK_ES };
