import { CUTOFF_TIME } from "#core/delivery/cutoff";
import type { ServiceTime } from "#core/delivery/service-date";
import { CARD_MESSAGES, CHURCH_NOTE, ORDER_NEEDS, SERVICE_FORM_COPY } from "#core/content/sympathy";
import { FUNERAL_PIECES, FUNERAL_PURPOSES, type FuneralPurpose } from "#core/content/funeral-pieces";
import { CUTOFF_WORDS } from "#core/i18n/cutoff-words";
import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";

/**
 * The sympathy page's own words, per language (issue 41): the "When is the service?" form,
 * its answer, what the order needs, card messages and the funeral pieces' guide. English
 * reads the site's copy (core/content) as it always has; Spanish is written here, as a local
 * guide would say it, with usted, not word for word.
 */
export type SympathyText = {
  form: { title: string; subtitle: string; button: string };
  townLabel: string;
  dateLabel: string;
  startsLegend: string;
  time: Record<ServiceTime, string>;
  tooFar(day: string, days: number): string;
  tooFarHint: string;
  /** "a morning service on Monday, November 30 in Kearney". */
  service(time: ServiceTime, day: string, town: string): string;
  past(day: string): string;
  closed(service: string): string;
  home(day: string, orderBy: string): string;
  orderForFamily(town: string): string;
  forService(service: string): string;
  choose(day: string): string;
  orderBy(orderBy: string): string;
  addToCalendar: string;
  whyNot(serviceDay: string, why: readonly string[]): string;
  fromPartner: string;
  fromRules: string;
  orderSympathy(town: string): string;
  needsTitle: string;
  needs: readonly string[];
  churchNote: string;
  cardsTitle: string;
  cards: readonly string[];
  sectionsTitle: string;
  guideTitle: string;
  purposes: Record<FuneralPurpose, { title: string; lead: string }>;
  /** Each funeral code's heading and guidance. */
  pieces: Record<string, { heading: string; guidance: string }>;
};

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
/** A sentence's full stop, once: "… 2:00 p. m." ends with one already. */
const stop = (sentence: string) => (sentence.endsWith(".") ? sentence : `${sentence}.`);

const english: SympathyText = {
  form: SERVICE_FORM_COPY,
  townLabel: "Town of the service",
  dateLabel: "Date of the service",
  startsLegend: "It starts",
  time: { morning: "Before noon", afternoon: "Noon or later" },
  tooFar: (day, days) => `${day} is more than ${days} days away.`,
  tooFarHint: "Delivery days are only set about two months ahead. Ask again closer to the service.",
  service: (time, day, town) => `${time === "morning" ? "a morning" : "an afternoon"} service on ${day} in ${town}`,
  past: (day) => `${day} has passed: flowers can no longer reach the service.`,
  closed: (service) => `It is too late to order for ${service}: the last delivery day's ${CUTOFF_TIME} cut-off has passed.`,
  home: (day, orderBy) => `Send them to the family's home instead: choose ${day} as the delivery date and order by ${orderBy}.`,
  orderForFamily: (town) => `Order for the family in ${town}`,
  forService: (service) => `For ${service}:`,
  choose: (day) => `Choose ${day} as the delivery date.`,
  orderBy: (orderBy) => `Order by ${orderBy}.`,
  addToCalendar: "Add to calendar",
  whyNot: (serviceDay, why) => `Why not ${serviceDay.split(",")[0] ?? "that day"}: ${why.join("; ")}.`,
  fromPartner: "From the florists' delivery calendar for this town.",
  fromRules: "From the usual delivery rules; the checkout confirms the day.",
  orderSympathy: (town) => `Order sympathy flowers for ${town}`,
  needsTitle: "What the order needs",
  needs: ORDER_NEEDS,
  churchNote: CHURCH_NOTE,
  cardsTitle: "Card messages",
  cards: CARD_MESSAGES,
  sectionsTitle: "Sympathy flowers by where they go",
  guideTitle: "What to send, and where",
  purposes: Object.fromEntries(FUNERAL_PURPOSES.map((purpose) => [purpose.id, { title: purpose.title, lead: purpose.lead }])) as SympathyText["purposes"],
  pieces: Object.fromEntries(FUNERAL_PIECES.map((piece) => [piece.code, { heading: piece.heading, guidance: piece.guidance }])),
};

const spanish: SympathyText = {
  form: {
    title: `¿Cuándo es el ${GLOSSARY.service}?`,
    subtitle: `Indique la ciudad, la fecha y si es por la mañana o por la tarde: le decimos qué ${GLOSSARY.deliveryDay} elegir y hasta qué momento puede pedir.`,
    button: `Buscar el ${GLOSSARY.deliveryDay}`,
  },
  townLabel: `Ciudad del ${GLOSSARY.service}`,
  dateLabel: `Fecha del ${GLOSSARY.service}`,
  startsLegend: "Empieza",
  time: { morning: "Antes del mediodía", afternoon: "Al mediodía o más tarde" },
  tooFar: (day, days) => `Para el ${day} faltan más de ${days} días.`,
  tooFarHint: `Los ${GLOSSARY.deliveryDays} se fijan solo con unos dos meses de anticipación. Vuelva a consultar cuando falte menos para el ${GLOSSARY.service}.`,
  service: (time, day, town) => `un ${GLOSSARY.service} ${time === "morning" ? "por la mañana" : "por la tarde"} el ${day} en ${town}`,
  past: (day) => `El ${day} ya pasó: las flores ya no pueden llegar al ${GLOSSARY.service}.`,
  closed: (service) => `Ya es tarde para pedir para ${service}: ya pasó la ${GLOSSARY.cutoff} (las ${CUTOFF_WORDS.es}) del último ${GLOSSARY.deliveryDay}.`,
  home: (day, orderBy) => stop(`Puede enviarlas a la casa de la familia: elija el ${day} como ${GLOSSARY.deliveryDay} y ${GLOSSARY.orderBy} ${orderBy}`),
  orderForFamily: (town) => `Pedir para la familia en ${town}`,
  forService: (service) => `Para ${service}:`,
  choose: (day) => `Elija el ${day} como ${GLOSSARY.deliveryDay}.`,
  orderBy: (orderBy) => stop(`${capital(GLOSSARY.orderBy)} ${orderBy}`),
  addToCalendar: "Agregar al calendario",
  whyNot: (serviceDay, why) => `Por qué no el ${serviceDay}: ${why.join("; ")}.`,
  fromPartner: `Según el calendario de entregas de las ${GLOSSARY.florists} de esta ${GLOSSARY.town}.`,
  fromRules: "Según las reglas de entrega de siempre; el día se confirma al pagar.",
  orderSympathy: (town) => `Pedir flores de ${GLOSSARY.sympathy} para ${town}`,
  needsTitle: "Lo que necesita el pedido",
  needs: [
    `El nombre y la dirección de la ${GLOSSARY.funeralHome} (o de la iglesia).`,
    "El nombre completo de la persona fallecida, tal como aparece en el obituario.",
    `La fecha del ${GLOSSARY.service} y la hora en que empieza.`,
    "Su nombre, como lo conoce la familia, para la tarjeta.",
  ],
  churchNote: `¿Las envía a una iglesia? Llame antes: muchas están cerradas el día anterior, mientras que una ${GLOSSARY.funeralHome} recibe entregas en sus días de trabajo.`,
  cardsTitle: "Mensajes para la tarjeta",
  cards: [
    "Con cariño, pensando en todos ustedes.",
    "Los acompañamos en oración.",
    "Con nuestro más sentido pésame, y gracias por una vida que tocó la nuestra.",
    "Q.E.P.D. Recordando su bondad hoy y siempre.",
    `De parte de todos en el trabajo, con nuestras más sinceras ${GLOSSARY.sympathy}.`,
  ],
  sectionsTitle: `Flores de ${GLOSSARY.sympathy} según dónde van`,
  guideTitle: "Qué enviar, y a dónde",
  purposes: {
    service: { title: `Para el ${GLOSSARY.service}`, lead: "Familiares, amigos y compañeros de trabajo las envían para que estén cerca del ataúd o de la fotografía." },
    casket: { title: "Para el ataúd o la urna", lead: "Las elige la familia más cercana; lo usual es un solo arreglo para el ataúd, así que pónganse de acuerdo primero." },
    "guest-book": { title: "Junto al libro de visitas", lead: "Arreglos más pequeños para una mesa del velorio, fáciles de enviar entre varios o de parte de un vecino." },
    home: { title: "Para la casa de la familia", lead: "Las plantas duran más que la semana del funeral y también van bien con un mensaje que llega tarde." },
  },
  pieces: {
    fs: { heading: "Arreglos de pie", guidance: "Arreglos altos sobre un caballete, junto al ataúd; el regalo más común de una rama de la familia o de un lugar de trabajo." },
    fw: { heading: "Coronas", guidance: "Un círculo sobre un soporte, por la vida eterna; suelen enviarla un club, un grupo de la iglesia o los amigos de siempre." },
    fh: { heading: "Corazones", guidance: "Un corazón sobre un caballete dice cariño sin rodeos; los nietos y los amigos cercanos suelen elegirlo." },
    fx: { heading: "Cruces", guidance: "Para un funeral en la iglesia o una familia de fe; confirme que el servicio es religioso antes de enviar una." },
    fc: { heading: "Arreglos para el ataúd", guidance: "El arreglo que va sobre la tapa cerrada. Lo piden el cónyuge, los hijos o los hermanos, nunca los invitados." },
    fl: { heading: "Dentro del ataúd", guidance: "Un ramillete o cojín pequeño que se coloca dentro del ataúd abierto, de parte de un nieto o de la pareja." },
    fu: { heading: "Arreglos para la urna", guidance: "Un círculo de flores alrededor de la urna en una misa en memoria o un servicio de cremación." },
    fa: { heading: "Arreglos de mesa", guidance: "Un arreglo bajo para la mesa del libro de visitas o para la recepción de después." },
    fb: { heading: "Canastas", guidance: "Una canasta de lirios o de flores variadas; la familia puede llevársela a casa después del servicio." },
    fp: { heading: "Plantas", guidance: "Un lirio de la paz o un jardín en maceta entregado en la casa, donde sigue creciendo durante meses." },
  },
};

export const SYMPATHY_TEXT = { en: english, es: spanish } as const satisfies Record<Locale, SympathyText>;
