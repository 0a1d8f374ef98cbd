import { about } from "../city-copy/choose";
import { nearestHubCity } from "../city-copy/towns-around";
import { handWrittenIntro } from "./intros";
import type { EsTemplate, SpanishWriter } from "./writer";
import { away, CUTOFF, G, ZIP_CODES, cap } from "./words";

/** Facts about the place itself; the hero uses up to two, the why-choose block another. */
export const PLACE_FACTS: readonly EsTemplate[] = [
  (f) => (f.population ? `En ${f.name} viven unas ${f.population} personas.` : undefined),
  (f) => (f.seat && !f.seat.self ? `La sede del condado, ${f.seat.name}, queda ${away(f.seat)}.` : undefined),
  (f) => {
    const [first] = f.around;
    return first ? `${first.name}, ${away(first)}, es el vecino más cercano con página en este sitio.` : undefined;
  },
  (f) => about(nearestHubCity(f), (hub) => `${hub.name} es la ${G.town} más cercana con 10,000 habitantes o más, ${away(hub)}.`),
];

// The town's one mail ZIP, where it has one, is what a sender checks an address against.
const OPENINGS: readonly EsTemplate[] = [
  (f) => `¿Busca ${G.homeDelivery} en ${f.nameZip}? Una ${G.localFlorist} arregla el ramo y lo lleva a la puerta.`,
  (f) => `Mande ${G.flowers} a ${f.nameZip}, ${f.lugar.en}, entregadas en mano.`,
  (f) => `Ramos de cumpleaños, ${G.sympathy} y flores porque sí para ${f.nameZip}.`,
  (f) => (f.condado ? `${f.nameZip} está en el ${f.condado}, y las ${G.florists} entregan allí de lunes a sábado.` : undefined),
  (f) => `¿Flores para alguien en ${f.nameZip}? Compare aquí y una ${G.florist} de la zona las lleva.`,
  (f) => (f.region ? `En ${f.region}, los pedidos para ${f.name} van a una ${G.florist} cercana.` : undefined),
];

const CLOSINGS: readonly EsTemplate[] = [
  (f) => `${cap(G.orderBy)} las ${CUTOFF} (${f.zona}) para recibir ${G.sameDayDelivery}.`,
  (f) => `Antes de las ${CUTOFF}, ${f.zona}, casi siempre llega el mismo día.`,
  (f) => `${f.name} usa la ${f.zona}; lo pedido antes de las ${CUTOFF} suele salir ese día.`,
  (f) => `Pedido antes de las ${CUTOFF} (${f.zona}), el ramo normalmente llega hoy mismo.`,
];

export function heroIntro(page: SpanishWriter): string {
  const written = handWrittenIntro(page.facts);
  if (written) return page.write(written);
  const opening = page.choose("hero-open", OPENINGS, `Mande ${G.flowers} a ${page.facts.nameZip}, Nebraska.`);
  const middle = page.chooseSeveral("hero-facts", PLACE_FACTS, 2).flatMap((text) => page.say(text) ?? []);
  const closing = page.choose("hero-close", CLOSINGS, `${cap(G.orderBy)} la ${G.cutoff} local para recibir ${G.sameDayDelivery}.`);
  return [opening, ...middle, closing].join(" ");
}

const ZIP_TITLES: readonly EsTemplate[] = [
  (f) => (f.zips.length > 1 ? `${cap(ZIP_CODES)} de ${f.name}` : `${cap(G.zipCode)} de ${f.name}`),
  (f) => (f.zips.length > 1 ? `${cap(ZIP_CODES)} con entrega en ${f.name}` : `El ${G.zipCode} de ${f.name}`),
  (f) => `Dónde entregan las ${G.florists} en ${f.name}`,
  (f) => `${f.name}: zona de entrega por ${G.zipCode}`,
];

// The chips show the ZIPs themselves (and the hero names a single one), so the text says what they cover.
const ZIP_TEXTS: readonly EsTemplate[] = [
  (f) => (f.zips.length > 1 ? `Las ${G.florists} entregan en todas las direcciones de los ${f.zips.length} ${ZIP_CODES} de ${f.name}, salvo apartados postales.` : undefined),
  (f) => (f.zips.length > 1 ? `Los ${f.zips.length} ${ZIP_CODES} de ${f.name}, del ${f.zips[0]} en adelante, están dentro de la zona de entrega.` : undefined),
  (f) => (f.zips.length === 1 ? `El ${G.zipCode} ${f.zips[0]} cubre ${f.name}: la ciudad y los caminos rurales de alrededor.` : undefined),
  (f) => (f.zips.length === 1 ? `Casas, oficinas y asilos con el ${G.zipCode} ${f.zips[0]} quedan dentro de la zona de entrega.` : undefined),
];

export function zipSection(page: SpanishWriter): { title: string; description: string } {
  const { name } = page.facts;
  return {
    title: page.choose("zip-title", ZIP_TITLES, `${cap(ZIP_CODES)} de ${name}`),
    description: page.choose("zip-text", ZIP_TEXTS, `Las ${G.florists} locales entregan en todo ${name}.`),
  };
}
