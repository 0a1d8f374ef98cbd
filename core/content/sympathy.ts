import type { FaqEntry } from "./types";

/**
 * The sympathy page's own copy (docs/product.md, "When is the service?"): short, each
 * thing said once, written for someone reading on a phone in a hard week.
 */
export const SERVICE_FORM_COPY = {
  title: "When is the service?",
  subtitle: "Give the town, the date and the time of day: we name the delivery date to choose and the last moment to order.",
  button: "Find the delivery day",
} as const;

/** What the partner's checkout asks for and what the funeral home needs to place the piece. */
export const ORDER_NEEDS: readonly string[] = [
  "The funeral home's name and street address (or the church's).",
  "The full name of the person who died, as the obituary gives it.",
  "The service date and its start time.",
  "Your name, as the family knows you, for the card.",
];

/** Why a church needs a call first: it may be locked the day before. */
export const CHURCH_NOTE = "Sending to a church? Call it first: many are locked the day before, while a funeral home takes deliveries on its working days.";

/** Short card messages, in our own words. */
export const CARD_MESSAGES: readonly string[] = [
  "Thinking of you all, with love.",
  "Holding your family close in our thoughts.",
  "With sympathy, and thanks for a life that touched ours.",
  "Remembering his kindness today and always.",
  "From all of us at work, with heartfelt condolences.",
];

/** The page's FAQ: timing and etiquette. The FAQ structured data is made from these same entries. */
const SYMPATHY_FAQ: FaqEntry[] = [
  {
    question: "How far ahead should I order funeral flowers?",
    answer:
      "For a morning service the piece should reach the funeral home the day before; for an afternoon service, that morning is fine. Each delivery day's orders close at 2 PM in the town's own time zone, and nothing is delivered on Sundays, so a Monday-morning funeral means ordering by Saturday.",
  },
  {
    question: "Who sends which piece?",
    answer:
      "The spouse or the children choose the casket spray. Other relatives, friends and colleagues usually send a standing spray, a wreath or a basket to the service, and neighbours often pick a plant for the house.",
  },
  {
    question: "Is it wrong to send flowers after the funeral?",
    answer:
      "Not at all. A plant or a bouquet at home a week or two later reaches a family when the visitors have gone, and it is often remembered most.",
  },
  {
    question: "What if the family asked for donations instead of flowers?",
    answer: "Honour the wish. If you still want to send something, a modest plant to the house is usually welcome; skip the pieces for the service.",
  },
  {
    question: "What should the card say?",
    answer: "One or two lines: your sympathy, perhaps a memory, and your name. The examples next to the delivery-day form are a place to start.",
  },
];

/**
 * The same FAQ in Spanish (issue 41), with the same facts: the cut-off, no Sunday deliveries,
 * who sends what. Written as a person would say it, with usted.
 */
const SYMPATHY_FAQ_ES: FaqEntry[] = [
  {
    question: "¿Con cuánto tiempo debo pedir las flores para un funeral?",
    answer:
      "Para un servicio en la mañana, el arreglo debe llegar a la funeraria el día anterior; para un servicio en la tarde, basta con esa misma mañana. Los pedidos de cada día de entrega se cierran a las 2:00 p. m. en la zona horaria de la ciudad, y los domingos no hay entregas: para un funeral el lunes en la mañana, hay que pedir a más tardar el sábado.",
  },
  {
    question: "¿Quién manda cada arreglo?",
    answer:
      "El cónyuge o los hijos eligen el arreglo para el ataúd. Otros familiares, amigos y compañeros de trabajo suelen mandar un arreglo de pie, una corona o una canasta al servicio, y los vecinos muchas veces eligen una planta para la casa.",
  },
  {
    question: "¿Está mal mandar flores después del funeral?",
    answer:
      "Para nada. Una planta o un ramo en la casa una o dos semanas después acompaña a la familia cuando ya se fueron las visitas, y muchas veces es lo que más se recuerda.",
  },
  {
    question: "¿Y si la familia pidió donativos en lugar de flores?",
    answer: "Respete su deseo. Si aun así quiere mandar algo, una planta sencilla a la casa suele ser bien recibida; no mande arreglos al servicio.",
  },
  {
    question: "¿Qué debe decir la tarjeta?",
    answer:
      "Una o dos líneas: su pésame, quizá un recuerdo, y su nombre. Muchas familias prefieren palabras de fe, como «Q.E.P.D.», «Los acompañamos en oración» o «Que Dios les dé consuelo». Los ejemplos junto al formulario del día de entrega le pueden servir para empezar.",
  },
  {
    question: "¿Y para el rosario o el novenario?",
    answer:
      "En muchas familias mexicanas y guatemaltecas se reza el rosario en el velorio y después el novenario, nueve días de oración, muchas veces en la casa. Para el velorio, las flores van a donde se vela: la funeraria, la iglesia o la casa; para el novenario, un arreglo de mesa o una planta acompaña a la familia esos nueve días. Pregúntele a la familia la dirección y las fechas.",
  },
];

/** The sympathy FAQ and its heading in each edition. */
export const SYMPATHY_FAQ_IN = {
  en: { title: "Timing and etiquette", entries: SYMPATHY_FAQ },
  es: { title: "Tiempos y costumbres", entries: SYMPATHY_FAQ_ES },
} as const;
