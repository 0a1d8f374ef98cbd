import { about } from "../city-copy/choose";
import { nearestHubCity } from "../city-copy/towns-around";
import { townMentions } from "../page-repetition";
import { handWrittenIntro } from "./intros";
import type { EsTemplate, SpanishWriter } from "./writer";
import type { EsFacts } from "./facts";
import { away, cap, CITY_POPULATION, CUTOFF, G, kindOf, ZIP_CODES } from "./words";

/** The kind of place a town is, with its article: "un pueblo", "una ciudad" (words.ts kindOf). */
const kind = (f: EsFacts) => kindOf(f.populationValue);

/**
 * Facts about the place itself, as a neighbour would tell them; the hero uses up to two, the
 * why-choose block another. No population threshold and no "page on this site" (issue 50): the
 * nearest place and the nearest city are said as places, and never the same place twice.
 */
export const PLACE_FACTS: readonly EsTemplate[] = [
  (f) => (f.population && !(f.communityType === "rural" && f.condado) ? `${f.name} es ${kind(f).un} de unas ${f.population} personas.` : undefined),
  // What the town's profile says it is (its community type), where the profile says it.
  (f) => (f.communityType === "college" ? `${f.name} es ${kind(f).un} ${kind(f).cercano === "cercana" ? "universitaria" : "universitario"}, con estudiantes que también reciben flores.` : undefined),
  (f) =>
    f.communityType === "rural" && f.condado
      ? `${f.name} es ${kind(f).un} rural${f.population ? ` de unas ${f.population} personas` : ""}, ${f.seat?.self ? `la sede del ${f.condado}` : `en el ${f.condado}`}.`
      : undefined,
  (f) => (f.seat && !f.seat.self ? `La sede del condado, ${f.seat.name}, queda ${away(f.seat)}.` : undefined),
  (f) => {
    const [first] = f.around;
    if (!first) return undefined;
    const near = kindOf(first.population);
    return `${cap(near.el)} más ${near.cercano} es ${first.name}, ${away(first)}.`;
  },
  (f) =>
    about(nearestHubCity(f), (hub) =>
      hub.slug === f.around[0]?.slug
        ? undefined
        : f.populationValue >= CITY_POPULATION
          ? `De las otras ${G.towns} grandes, la más cercana es ${hub.name}, ${away(hub)}.`
          : `Para ir a una ${G.town} grande, lo más cerca es ${hub.name}, ${away(hub)}.`,
    ),
];

/**
 * Openings, handed out in turn (heroIntro), so each shape opens about as many pages as the next
 * and none opens more than 20 (issue 50; core/content/city-copy-es/town-words.test.ts counts them).
 * The town's one mail ZIP, where it has one, is what a sender checks an address against.
 */
const OPENINGS: readonly EsTemplate[] = [
  (f) => `¿Busca ${G.homeDelivery} en ${f.nameZip}? Una ${G.localFlorist} arma el ramo y lo lleva hasta la puerta.`,
  (f) => `Mande ${G.flowers} a ${f.nameZip}, ${f.lugar.en}: una ${G.florist} de la zona las entrega en mano.`,
  (f) => `Ramos de cumpleaños, ${G.sympathy} y flores porque sí para ${f.nameZip}.`,
  (f) => (f.condado ? `${f.nameZip} es ${kind(f).un} del ${f.condado}, y las ${G.florists} de la zona entregan ahí de lunes a sábado.` : undefined),
  (f) => `¿Flores para alguien en ${f.nameZip}? Compare aquí y una ${G.florist} de la zona las lleva.`,
  // Not where the region is named for the town itself ('En la zona de North Platte, … para North Platte').
  (f) => (f.region && !f.region.includes(f.name) ? `En ${f.region}, los pedidos para ${f.name} los arregla y entrega una ${G.florist} cercana.` : undefined),
  (f) => (f.seat?.self && f.condado ? `${f.name}, la sede del ${f.condado}, recibe sus flores de ${G.florists} de la zona, entregadas en mano.` : undefined),
  (f) => `Si alguien en ${f.nameZip} cumple años, está enfermo o perdió a un ser querido, una ${G.florist} cercana le lleva las flores.`,
  (f) => `Para mandar flores a ${f.nameZip} no hace falta conocer ${kind(f).el}: la ${G.florist} de la zona se sabe cada calle.`,
  (f) => (f.condado ? `Desde otro estado o desde el mismo ${f.condado}, sus flores para ${f.name} las entrega en mano una ${G.florist} local.` : undefined),
  (f) => `Un ramo para ${f.nameZip} lo arma una ${G.florist} de la zona; no llega en una caja de paquetería.`,
  (f) => `Cumpleaños, aniversarios, funerales: para ${f.nameZip} hay ${G.florists} que entregan en mano.`,
  (f) => `¿Tiene familia en ${f.nameZip}? Mándele flores con una ${G.florist} que entrega en mano ${f.lugar.en}.`,
  (f) => `Aquí puede escoger las flores para ${f.nameZip} y ver su ${G.deliveredPrice} antes de pedir.`,
];

const CLOSINGS: readonly EsTemplate[] = [
  (f) => `${cap(G.orderBy)} las ${CUTOFF} (${f.zona}) y casi siempre llega el mismo día.`,
  (f) => `Antes de las ${CUTOFF}, ${f.zona}, casi siempre llega el mismo día.`,
  (f) => `${f.name} usa la ${f.zona}; si pide antes de las ${CUTOFF}, el ramo suele salir ese día.`,
  (f) => `Pedido antes de las ${CUTOFF} (${f.zona}), el ramo normalmente llega hoy mismo.`,
  (f) => `Si el pedido entra antes de las ${CUTOFF}, ${f.zona}, lo normal es que llegue ese mismo día.`,
  (f) => `Con el pedido hecho antes de las ${CUTOFF} (${f.zona}), la entrega suele ser esa misma tarde.`,
];

/** The towns the intro could name as a reference: its neighbours, its county seat, the nearest city. */
function referencesIn(f: EsFacts, text: string): string[] {
  const names = [...f.around.map((town) => town.name), ...(f.seat && !f.seat.self ? [f.seat.name] : [])];
  return [...new Set(names)].filter((name) => name !== f.name && townMentions(text, name) > 0);
}

/**
 * The town's hand-written intro (intros.ts) where it has one; else an opening and a closing
 * handed out in turn among the towns (so no shape covers more than a few pages) and up to two
 * place facts that do not name the same town twice.
 */
export function heroIntro(page: SpanishWriter): string {
  const written = handWrittenIntro(page.facts);
  if (written) return page.write(written);
  const { facts } = page;
  const opening = page.chooseInTurn(OPENINGS, `Mande ${G.flowers} a ${facts.nameZip}, Nebraska.`);
  const named = new Set(referencesIn(facts, opening));
  const middle: string[] = [];
  for (const text of page.chooseSeveral("hero-facts", PLACE_FACTS, PLACE_FACTS.length)) {
    if (middle.length === 2) break;
    const references = referencesIn(facts, text);
    if (references.some((name) => named.has(name))) continue;
    const said = page.say(text);
    if (!said) continue;
    middle.push(said);
    for (const name of references) named.add(name);
  }
  const closing = page.chooseInTurn(CLOSINGS, `${cap(G.orderBy)} las ${CUTOFF}, ${facts.zona}, y casi siempre llega el mismo día.`);
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
  (f) => (f.zips.length === 1 ? `El ${G.zipCode} ${f.zips[0]} cubre ${f.name}: ${kind(f).el} y los caminos rurales de alrededor.` : undefined),
  (f) => (f.zips.length === 1 ? `Casas, oficinas y asilos con el ${G.zipCode} ${f.zips[0]} quedan dentro de la zona de entrega.` : undefined),
];

export function zipSection(page: SpanishWriter): { title: string; description: string } {
  const { name } = page.facts;
  return {
    title: page.choose("zip-title", ZIP_TITLES, `${cap(ZIP_CODES)} de ${name}`),
    description: page.choose("zip-text", ZIP_TEXTS, `Las ${G.florists} locales entregan en todo ${name}.`),
  };
}
