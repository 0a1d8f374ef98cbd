import { about, choose } from "../city-copy/choose";
import { FAR_MILES } from "../city-copy/facts";
import { nearestLargerTown, nearestLargerWithin, otherNearbyTowns } from "../city-copy/towns-around";
import { nearbyWithDistances, type EsFacts } from "./facts";
import { away, cap, CUTOFF, G, kindOf } from "./words";
import type { EsTemplate, SpanishWriter } from "./writer";

const TITLES: readonly EsTemplate[] = [
  (f) => `${f.name} y sus alrededores`,
  (f) => `${cap(G.flowerDelivery)} alrededor de ${f.name}`,
  (f) => `La zona de entrega de ${f.name}`,
  (f) => (f.condado ? `Entregas en todo el ${f.condado}` : undefined),
];

/** First sentence: always a distance when the town is placed on the map. */
const DISTANCES: readonly EsTemplate[] = [
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length >= 2 ? `Además de ${f.name}, las mismas ${G.florists} suelen entregar en ${nearbyWithDistances(nearby)}.` : undefined;
  },
  // Only a town within 40 miles is said to cover this one.
  (f) =>
    about(nearestLargerWithin(f, 40), (larger) =>
      `Los pedidos para ${f.name} los cubren ${G.florists} ${f.lugar.de} y de los alrededores de ${larger.name}, ${kindOf(larger.population).el} más grande que queda cerca, ${away(larger)}.`,
    ),
  (f) => {
    const [first] = otherNearbyTowns(f);
    const larger = nearestLargerTown(f);
    // Two references, never the same place twice (issue 50).
    return first && larger && first.slug !== larger.slug
      ? `El vecino más cercano es ${first.name}, ${away(first)}; ${larger.name}, ${kindOf(larger.population).el} más grande más ${kindOf(larger.population).cercano}, queda ${away(larger)}${larger.miles > FAR_MILES ? ", bastante lejos" : ""}.`
      : undefined;
  },
];

/** Towns a little farther out, named with their distances (the first four are named elsewhere on the page). */
const FARTHER: EsTemplate = (f) => {
  const farther = f.around.slice(4, 7);
  return farther.length >= 2 ? `Un poco más lejos quedan ${nearbyWithDistances(farther)}.` : undefined;
};

/** Second sentence: the population when known, otherwise other local context. */
const WITH_POPULATION: readonly EsTemplate[] = [
  (f) => (f.population ? `${f.name}, con unos ${f.population} habitantes, recibe sus flores de ${G.florists} que conocen sus calles y los caminos del campo.` : undefined),
  (f) => (f.population ? `Los cerca de ${f.population} habitantes de ${f.name} quedan dentro de la zona de entrega, en ${kindOf(f.populationValue).el} y en las granjas de alrededor.` : undefined),
  (f) => (f.population ? `Con sus cerca de ${f.population} habitantes, ${f.name} es ${kindOf(f.populationValue).un} donde las ${G.florists} reparten casa por casa.` : undefined),
  FARTHER,
];

const WITHOUT_POPULATION: readonly EsTemplate[] = [
  (f) => (f.region ? `La entrega llega a todo ${f.name} y a los ${G.smallTowns} de alrededor, en ${f.region}.` : undefined),
  // Only where the list under it has towns in it.
  (f) => (f.around.length > 0 ? `¿Manda flores a otro lugar de Nebraska? Los lugares de abajo tienen su propia página en esta guía.` : undefined),
  (f) => `Las direcciones alrededor de ${f.name} se entregan en la ruta local de la ${G.florist}, granjas y terrenos incluidos.`,
  FARTHER,
];

export function serviceAreaText(page: SpanishWriter): { title: string; description: string } {
  const { facts } = page;
  const distance = page.choose("area-distance", DISTANCES, `Las ${G.florists} entregan en todo ${facts.name} y en sus alrededores.`);
  const context = page.choose("area-context", facts.population ? WITH_POPULATION : WITHOUT_POPULATION, "");
  return {
    title: page.choose("area-title", TITLES, `${facts.name} y sus alrededores`),
    description: context ? `${distance} ${context}` : distance,
  };
}

/** The head's limits the English pages keep (tests/audit/helpers/site-rules.ts). */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MIN = 50;
export const SEO_DESCRIPTION_MAX = 160;

const SEO_TITLES: readonly ((name: string) => string)[] = [
  (name) => `${cap(G.homeDelivery)} en ${name}, NE | ${cap(G.sameDayDelivery)}`,
  (name) => `${cap(G.homeDelivery)} en ${name}, Nebraska`,
  (name) => `${cap(G.homeDelivery)} en ${name}, NE`,
];

const SEO_DESCRIPTIONS: readonly EsTemplate[] = [
  (f) => `${cap(G.flowers)} con ${G.sameDayDelivery} en ${f.name}, NE, de ${G.florists} locales ${f.lugar.de}. ${cap(G.orderBy)} las ${CUTOFF}, ${f.zona}.`,
  (f) =>
    about(nearestLargerWithin(f, 40), (larger) =>
      `Mande flores a ${f.name}, Nebraska: ramos entregados en mano por ${G.florists} cerca de ${larger.name}. Cumpleaños, ${G.sympathy} y entrega el mismo día.`,
    ),
  (f) => (f.zipsEs ? `${cap(G.homeDelivery)} en ${f.name}, NE (${f.zipsEs}). Ramos frescos de ${G.florists} locales, el mismo día antes de la ${G.cutoff}.` : undefined),
  (f) => `${cap(G.flowers)} frescas a domicilio en ${f.name}, ${f.lugar.el === "Nebraska" ? "" : `${f.lugar.el}, `}Nebraska. ${cap(G.florists)} locales, entrega en mano y muchas veces el mismo día.`,
];

/**
 * The head in Spanish: "flores a domicilio {town}" is what people search. The title stays
 * within SEO_TITLE_MAX (the English default title is a spec exemption; a Spanish one has none),
 * the description within 50-160 characters. The head is not the page's text: no ledger weighs it.
 */
export function spanishSeo(facts: EsFacts): { title: string; description: string } {
  const title = SEO_TITLES.map((make) => make(facts.name)).find((text) => text.length <= SEO_TITLE_MAX) ?? `${cap(G.flowers)} en ${facts.name}`;
  const fitting = SEO_DESCRIPTIONS.map((template) => () => {
    const text = template(facts);
    return text && text.length >= SEO_DESCRIPTION_MIN && text.length <= SEO_DESCRIPTION_MAX ? text : undefined;
  });
  return {
    title,
    description: choose(facts, "es:seo-description", fitting, `${cap(G.flowerDelivery)} en ${facts.name}, Nebraska, con ${G.florists} locales. Muchas veces, el mismo día.`),
  };
}
