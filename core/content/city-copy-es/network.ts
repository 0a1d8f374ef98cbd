import { about } from "../city-copy/choose";
import { nearestLargerWithin, otherNearbyTowns } from "../city-copy/towns-around";
import { nearbyNames, nearbyWithDistances } from "./facts";
import { away, cap, G } from "./words";
import type { EsTemplate, SpanishWriter } from "./writer";

/**
 * The florist-network block says what the English one says (partners pass the order to a
 * Nebraska florist who delivers by hand; nearby shops serve homes, offices, hospitals and
 * hotels; options are compared here and paid for with the partner), in its own words.
 */
const TITLES: readonly EsTemplate[] = [
  (f) => `Las ${G.florists} que entregan en ${f.name}`,
  (f) => `Quién prepara las ${G.flowers} en ${f.name}`,
  (f) => `La red de ${G.florists} de ${f.name}`,
];

const CONNECT: readonly EsTemplate[] = [
  (f) => `${cap(G.partner)} pasa su pedido a una ${G.florist} de Nebraska que atiende ${f.name} y el resto ${f.lugar.de}, y que lo entrega en mano.`,
  (f) => `Nada de cajas por paquetería: cada pedido para ${f.name} va a una ${G.florist} cercana que lo entrega en mano.`,
  (f) => about(nearestLargerWithin(f, 40), (larger) => `${cap(G.partner)} manda su pedido a una ${G.florist} de la zona, a veces de ${larger.name}, ${away(larger)}.`),
  (f) => (f.region ? `Para ${f.name} trabajan ${G.florists} que conocen ${f.region}.` : undefined),
  (f) => `Para ${f.name}, una ${G.florist} de verdad ${f.lugar.en} hace su ramo y lo lleva a la puerta.`,
];

const FULFIL: readonly EsTemplate[] = [
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length >= 2 ? `Tiendas cercanas atienden casas, oficinas, hospitales y hoteles de ${f.name} y de ${nearbyWithDistances(nearby)}.` : undefined;
  },
  (f) => about(nearestLargerWithin(f, 40), (larger) => `Algunas entregas salen de ${larger.name}, ${away(larger)}, donde las ${G.florists} atienden a diario casas, oficinas y hospitales.`),
  (f) => (f.population ? `En una comunidad de unos ${f.population} habitantes, la ${G.florist} más cercana conoce las calles.` : undefined),
  (f) => (f.condado ? `Sea una casa, una oficina o un hospital del ${f.condado}, una tienda cercana lo entrega en persona.` : undefined),
  (f) => {
    const [first] = f.around;
    return first ? `Las ${G.florists} de la zona cubren también ${first.name}, ${away(first)}, y los caminos entre las dos.` : undefined;
  },
];

const COMPARE: readonly EsTemplate[] = [
  (f) => `Compare aquí arreglos y precios para ${f.name}, y termine el pedido con ${G.partner}, que cobra y se encarga de la entrega.`,
  (f) => `Vea los ramos lado a lado y pague con ${G.partner}; sus ${G.florists} ${f.lugar.de} hacen el resto.`,
  (f) => `Ocasiones, estilos y precios para ${f.name} en un solo lugar; del ${G.checkout} y la atención se encarga ${G.partner}.`,
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length > 0 ? `¿Manda flores a ${f.name} y también a ${nearbyNames(nearby, 1)}? Compare las dos aquí antes de pedir.` : undefined;
  },
  (f) => about(f.around[3], (fourth) => `¿Manda flores también a ${fourth.name}, ${away(fourth)}? Compare las opciones para las dos aquí.`),
];

export function floristNetwork(page: SpanishWriter): { title: string; paragraphs: string[] } {
  const { name } = page.facts;
  return {
    title: page.choose("network-title", TITLES, `Las ${G.florists} de ${name}`),
    paragraphs: [
      page.choose("network-connect", CONNECT, `${cap(G.partner)} lo pone en contacto con ${G.florists} de Nebraska que entregan en mano en ${name}.`),
      page.choose("network-fulfil", FULFIL, `Tiendas cercanas atienden pedidos para casas, oficinas, hospitales y hoteles de ${name}.`),
      page.choose("network-compare", COMPARE, `Compare las opciones para ${name} en un solo lugar y pida con ${G.partner}.`),
    ],
  };
}
