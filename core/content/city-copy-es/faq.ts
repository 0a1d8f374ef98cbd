import { about } from "../city-copy/choose";
import { nearestLargerWithin, otherNearbyTowns, zoneLineTown } from "../city-copy/towns-around";
import type { FaqEntry } from "../types";
import { nearbyNames, nearbyWithDistances } from "./facts";
import { away, cap, CUTOFF, G, kindOf, miles, NO_DELIVERY_DAYS_ES } from "./words";
import type { EsTemplate, SpanishWriter } from "./writer";

/**
 * The questions the English page answers (the same-day cut-off and the days without
 * deliveries, rural addresses, who fills the order), and two a Spanish-speaking sender asks:
 * funeral homes and hospitals, and whether the order can be placed in Spanish.
 */
const TITLES: readonly EsTemplate[] = [
  (f) => `Preguntas frecuentes sobre flores en ${f.name}`,
  (f) => `Preguntas sobre mandar flores a ${f.name}`,
  (f) => `${f.name}: preguntas frecuentes`,
  (f) => `${cap(G.flowerDelivery)} en ${f.name}: lo que más se pregunta`,
];

const SUBTITLES: readonly EsTemplate[] = [
  (f) => `Horas, campo y ${G.florists} ${f.lugar.en}.`,
  (f) => `Antes de pedir flores para ${f.name}.`,
  () => `Horarios, cobertura y ${G.florists}.`,
  (f) => `${f.name} y sus alrededores.`,
];

const TIME_QUESTIONS: readonly EsTemplate[] = [
  (f) => `¿Pueden llegar hoy a ${f.name}?`,
  (f) => `¿Hay ${G.sameDayDelivery} en ${f.name}?`,
  (f) => `¿Hasta qué hora se pide en ${f.name}?`,
];

const TIME_ANSWERS: readonly EsTemplate[] = [
  (f) => `Si pide antes de las ${CUTOFF} (${f.zona}), llega el mismo día${f.quickWindow ? ", en 2 a 4 horas" : ""}; si no, el siguiente ${G.deliveryDay}.`,
  (f) => `${f.name} usa la ${f.zona}: pida antes de las ${CUTOFF} y muchas veces llega esa tarde.`,
  (f) => about(nearestLargerWithin(f, 40), (larger) => `Casi siempre el mismo día, si pide antes de las ${CUTOFF}, ${f.zona}; si sale de ${larger.name}, a ${miles(larger.miles)}, cuente con el viaje.`),
  (f) => `Antes de las ${CUTOFF}, ${f.zona}, una ${G.localFlorist} casi siempre lo entrega ese día.`,
  (f) => {
    const [first] = f.around;
    return first && first.zone === f.zone ? `El mismo día si pide antes de las ${CUTOFF} (${f.zona}), la misma hora límite que en ${first.name}, ${away(first)}.` : undefined;
  },
  (f) =>
    f.population && f.quickWindow
      ? `En ${kindOf(f.populationValue).un} de unos ${f.population} habitantes, lo normal es el mismo día: pida antes de las ${CUTOFF}, ${f.zona}, y llega en 2 a 4 horas.`
      : `Por lo general el mismo día, si pide antes de las ${CUTOFF}, ${f.zona}.`,
];

const RURAL_QUESTIONS: readonly EsTemplate[] = [
  (f) => `¿Entregan en el campo cerca de ${f.name}?`,
  (f) => `¿Llegan a granjas y ranchos de ${f.name}?`,
  (f) => `¿Hay entrega fuera de ${f.name}?`,
];

const RURAL_ANSWERS: readonly EsTemplate[] = [
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length >= 2 ? `Sí, casi siempre, y también a pueblos vecinos como ${nearbyWithDistances(nearby)}. Ponga indicaciones en las notas de entrega.` : undefined;
  },
  (f) => `Casi todas las granjas y terrenos ${f.lugar.de} tienen entrega; deje indicaciones y un teléfono.`,
  // The fifth closest town: still one of the five the English page names as neighbours.
  (f) => about(f.around[4], (fifth) => `Sí, en el campo y en pueblos vecinos como ${fifth.name}, ${away(fifth)}; deje indicaciones y un teléfono.`),
  (f) => about(nearestLargerWithin(f, 40), (larger) => `Por lo general, sí, a veces desde ${larger.name}, ${away(larger)}. Deje un poco más de tiempo e indicaciones para el repartidor.`),
  (f) => (f.condado ? `Se llega a casi todo el ${f.condado}, ranchos incluidos; dé el camino, una referencia y un teléfono.` : undefined),
];

const SHOP_QUESTIONS: readonly EsTemplate[] = [
  (f) => `¿Quién prepara el pedido para ${f.name}?`,
  (f) => `¿Qué ${G.florists} entregan en ${f.name}?`,
];

const SHOP_ANSWERS: readonly EsTemplate[] = [
  (f) => `Una ${G.localFlorist} cerca de quien recibe, en ${f.name} o ${f.lugar.en}. Nosotros solo lo llevamos al sitio de ${G.partner}.`,
  (f) => about(nearestLargerWithin(f, 45), (larger) => `Una ${G.florist} asociada: en ${f.name} si la hay, si no en ${kindOf(larger.population).un} ${kindOf(larger.population).cercano} como ${larger.name}. Del ${G.checkout} se encarga ${G.partner}.`),
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length > 0 ? `${cap(G.partner)} elige una ${G.florist} que entrega en ${f.name} y muchas veces también en ${nearbyNames(nearby, 2)}. Nosotros no tomamos pedidos.` : undefined;
  },
  (f) => `No somos una ${G.florist}: lo llevamos al sitio de ${G.partner}, que trabaja con ${G.florists} establecidas ${f.lugar.de}.`,
  (f) => {
    const [, second] = f.around;
    return second ? `Una ${G.florist} de la red de ${G.partner} que cubre ${f.name} y pueblos como ${second.name}, ${away(second)}.` : undefined;
  },
];

const SERVICE_QUESTIONS: readonly EsTemplate[] = [
  (f) => `¿Entregan en ${G.funeralHome}s y hospitales de ${f.name}?`,
  (f) => `¿Llegan a una ${G.funeralHome} de ${f.name}?`,
];

const SERVICE_ANSWERS: readonly EsTemplate[] = [
  (f) => {
    const [first] = f.around;
    return first ? `Sí, ${f.lugar.en} y también en ${first.name}, ${away(first)}: ${G.funeralHome}s, iglesias y hospitales. Dé la hora del ${G.service}.` : undefined;
  },
  (f) => (f.seat && !f.seat.self ? `Sí, también en ${f.seat.name}, la sede del condado, ${away(f.seat)}. Indique el lugar y el nombre completo de la persona.` : undefined),
  (f) => about(nearestLargerWithin(f, 40), (larger) => `Sí, y también en ${larger.name}, ${away(larger)}, si el ${G.service} o la visita es allí. Indique el lugar y la hora.`),
  (f) => (f.seat?.self && f.countyAreaEs ? `Sí, en ${f.name} y en todo el ${f.condado}, de ${f.countyAreaEs}: ${G.funeralHome}s, iglesias y hospitales.` : undefined),
  (f) => `Sí: ${G.funeralHome}s, iglesias, hospitales y asilos ${f.lugar.en}. Para un funeral, dé la hora del ${G.service}.`,
];

const SPANISH_QUESTIONS: readonly EsTemplate[] = [() => "¿Puedo hacer el pedido en español?", () => "¿Se puede pedir en español?"];

// Honest: this guide is Spanish, the partner's order form is not (issue 41, item 6).
const SPANISH_ANSWERS: readonly EsTemplate[] = [
  () => `Puede leer esta guía en español, pero el formulario de pedido de ${G.partner} está en inglés.`,
  () => `Aquí todo está en español; el pedido se completa en inglés, con ${G.partner}.`,
];

export function faqEntries(page: SpanishWriter): FaqEntry[] {
  const { facts } = page;
  const entry = (slot: string, questions: readonly EsTemplate[], answers: readonly EsTemplate[], fallback: string): FaqEntry => ({
    question: page.choose(`${slot}-q`, questions, `${cap(G.flowerDelivery)} en ${facts.name}`),
    answer: page.choose(`${slot}-a`, answers, fallback),
  });
  const time = entry("faq-time", TIME_QUESTIONS, TIME_ANSWERS, `${cap(G.orderBy)} las ${CUTOFF}, ${facts.zona}, para que en la mayoría de los casos se entregue el mismo día.`);
  // Every day but Sundays and some holidays; a same-day promise says so.
  time.answer = `${time.answer} ${NO_DELIVERY_DAYS_ES}`;
  const across = zoneLineTown(facts);
  // The zone line matters to a sender near it: the same clock time is an hour apart.
  const zoneNote = across && across.miles <= 120 ? page.say(`Tenga en cuenta que ${across.name}, ${away(across)}, ya está en la ${facts.otraZona}.`) : undefined;
  if (zoneNote) time.answer = `${time.answer} ${zoneNote}`;
  return [
    time,
    entry("faq-rural", RURAL_QUESTIONS, RURAL_ANSWERS, "Casi siempre, sí; deje indicaciones claras para el repartidor."),
    entry("faq-shop", SHOP_QUESTIONS, SHOP_ANSWERS, `Una ${G.localFlorist} cercana; nosotros solo lo llevamos al sitio de ${G.partner}.`),
    entry("faq-service", SERVICE_QUESTIONS, SERVICE_ANSWERS, `Sí, a ${G.funeralHome}s, iglesias y hospitales; indique el lugar y el nombre de la persona.`),
    entry("faq-spanish", SPANISH_QUESTIONS, SPANISH_ANSWERS, `Esta guía está en español; el formulario de pedido de ${G.partner} está en inglés.`),
  ];
}

export function faqHeading(page: SpanishWriter): { title: string; subtitle: string } {
  return {
    title: page.choose("faq-title", TITLES, `Preguntas frecuentes sobre flores en ${page.facts.name}`),
    subtitle: page.choose("faq-subtitle", SUBTITLES, "Respuestas a las preguntas más comunes."),
  };
}
