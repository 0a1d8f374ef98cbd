import { about } from "../city-copy/choose";
import { nearestHubCity, nearestLargerTown, nearestLargerWithin, otherNearbyTowns } from "../city-copy/towns-around";
import { nearbyNames } from "./facts";
import { PLACE_FACTS } from "./hero";
import { away, cap, CITY_POPULATION, G, miles } from "./words";
import type { EsTemplate, SpanishWriter } from "./writer";

const TITLES: readonly EsTemplate[] = [
  (f) => `¿Por qué elegir ${G.florists} locales en ${f.name}?`,
  (f) => `¿Por qué pedir aquí las flores para ${f.name}?`,
  (f) => `¿Por qué mandar flores a ${f.name} de esta manera?`,
  (f) => `La manera local de mandar flores en ${f.name}`,
];

const SUBTITLES: readonly EsTemplate[] = [
  (f) => `Arreglos hechos a mano ${f.lugar.en}.`,
  () => `Flores frescas y entrega local.`,
  (f) => about(nearestLargerWithin(f, 30), (larger) => `${larger.name} está a solo ${miles(larger.miles)}.`),
  (f) => `Compare aquí, pida con ${G.partner}: así funciona en ${f.name}.`,
];

/** First paragraph: why a local florist suits this town. */
const LOCAL_LEADS: readonly EsTemplate[] = [
  (f) => `Quien entrega ${f.lugar.en} conoce sus caminos.`,
  (f) => `Arregladas cerca de ${f.name} el día de la entrega, las flores duran más.`,
  (f) =>
    f.communityType === "rural" || !f.population || f.populationValue < 5000
      ? `En ${f.name}, la ${G.florist} quizá conozca a quien recibe.`
      : `${f.name} tiene ${G.florists} que conocen sus barrios.`,
  (f) => `Un viaje corto hasta ${f.name} protege las flores del frío y del calor.`,
];

/** Second paragraph: how ordering works, with the town's neighbours. */
const HOW_IT_WORKS: readonly EsTemplate[] = [
  (f) => `Un ramo para ${f.name} viaja unas millas, no varios estados.`,
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length >= 2 ? `${cap(G.partner)} lo manda a una ${G.florist} que atiende ${f.name}, ${nearbyNames(nearby, 2)}.` : undefined;
  },
  (f) => about(nearestLargerTown(f), (larger) => `Lo prepara una ${G.florist} de ${f.name} o de cerca, a veces de ${larger.name}, ${away(larger)}.`),
  (f) => `${cap(G.partner)} cobra; una ${G.florist} ${f.lugar.de} arregla y entrega.`,
];

/** Where the county seat and the nearest city lie, for a sender judging the distances; a place that is both is named once. */
function withDistances(page: SpanishWriter, paragraph: string): string {
  const { facts } = page;
  const hubCity = nearestHubCity(facts);
  const hubIsSeat = hubCity !== undefined && facts.seat?.name === hubCity.name;
  const seat =
    facts.seat && !facts.seat.self
      ? `la sede del condado, ${facts.seat.name},${hubIsSeat && facts.populationValue < CITY_POPULATION ? ` que es también la ${G.town} grande más cercana,` : ""} queda ${away(facts.seat)}`
      : undefined;
  const hub = hubCity && facts.populationValue < CITY_POPULATION && !hubIsSeat ? `la ${G.town} grande más cercana, ${hubCity.name}, queda ${away(hubCity)}` : undefined;
  const parts = [seat, hub].filter((part): part is string => part !== undefined);
  if (parts.length === 0) return paragraph;
  const sentence = page.say(`Desde ${facts.name}, ${parts.join(", y ")}.`);
  return sentence ? `${paragraph} ${sentence}` : paragraph;
}

export function whyChoose(page: SpanishWriter): { title: string; subtitle: string; paragraphs: string[] } {
  const { name } = page.facts;
  const title = page.choose("why-title", TITLES, `¿Por qué elegir ${G.florists} locales en ${name}?`);
  const subtitle = page.choose("why-subtitle", SUBTITLES, `Flores frescas entregadas en ${name}.`);
  const lead = page.choose("why-lead", LOCAL_LEADS, `Las ${G.florists} locales conocen ${name}.`);
  // A place fact the hero did not use (the ledger refuses a sentence already said); the one with
  // the head count first while the page has not said it (a hand-written intro may not).
  const facts = page.chooseSeveral("why-facts", PLACE_FACTS, PLACE_FACTS.length);
  const headCount = page.facts.population;
  const extra = page.say((headCount ? facts.find((text) => text.includes(headCount)) : undefined) ?? facts[0]);
  return {
    title,
    subtitle,
    paragraphs: [
      extra ? `${lead} ${extra}` : lead,
      withDistances(page, page.choose("why-how", HOW_IT_WORKS, `${cap(G.orderBy)} la ${G.cutoff} local para recibir ${G.sameDayDelivery} en ${name}.`)),
    ],
  };
}
