import { about } from "../city-copy/choose";
import { SERVICE_CARD_FRAME, type ServiceCard } from "../city-copy/services";
import { nearestLargerWithin, otherNearbyTowns } from "../city-copy/towns-around";
import { nearbyNames } from "./facts";
import { away, cap, G } from "./words";
import type { EsTemplate, SpanishWriter } from "./writer";

/** The four cards' Spanish titles, in SERVICE_CARD_FRAME's order (its icons and fragments are kept). */
export const SPANISH_CARD_TITLES = [
  cap(G.sameDayDelivery),
  `${cap(G.flowers)} de cumpleaños`,
  `${cap(G.sympathy)} y funerales`,
  `${cap(G.flowers)} para bodas`,
] as const;

const SAME_DAY: readonly EsTemplate[] = [
  (f) =>
    f.quickWindow
      ? `Pedido por la mañana, suele llegar en 2 a 4 horas a cualquier parte de ${f.name}.`
      : `Pedido por la mañana, llega a ${f.name} ese mismo día, en la ruta de la tarde.`,
  (f) => `Para ${f.name}, de lunes a sábado, si el pedido llega temprano.`,
  (f) => about(nearestLargerWithin(f, 30), (larger) => `Desde ${f.name} o desde ${larger.name}, ${away(larger)}, el mismo día si pide temprano.`),
  (f) => `¿Se le olvidó una fecha? Lo que se pide temprano se entrega esa tarde ${f.lugar.en}.`,
  (f) => about(f.around[0], (first) => `Para ${f.name} y para ${first.name}, ${away(first)}, si el pedido llega temprano.`),
];

const BIRTHDAY: readonly EsTemplate[] = [
  (f) => `Arreglos alegres para casas, escuelas y trabajos de ${f.name}.`,
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length >= 2 ? `Para ${f.name}, ${nearbyNames(nearby, 2)}, arregladas el día de la entrega.` : undefined;
  },
  (f) => (f.population ? `Para cualquiera de los ${f.population} habitantes de ${f.name}, en su día.` : undefined),
  (f) => `Girasoles, rosas y ramos de colores para un cumpleaños ${f.lugar.en}.`,
  (f) => about(f.around[1], (second) => `Para ${f.name} y para ${second.name}, ${away(second)}, arregladas ese mismo día.`),
];

const SYMPATHY: readonly EsTemplate[] = [
  (f) => `Coronas y arreglos de pie para las ${G.funeralHome}s e iglesias que atienden a ${f.name}.`,
  (f) => `Arreglos para servicios fúnebres ${f.lugar.en}, a tiempo para el velorio.`,
  (f) => (f.seat && !f.seat.self ? `Para servicios en ${f.name} o en ${f.seat.name}, la sede del condado, ${away(f.seat)}.` : undefined),
  (f) => about(nearestLargerWithin(f, 30), (larger) => `Para funerales en ${f.name} o en ${larger.name}, ${away(larger)}: a la capilla o a la casa.`),
];

const WEDDING: readonly EsTemplate[] = [
  (f) => `Ramos de novia, botonieres y centros de mesa en ${f.name}; pida con tiempo.`,
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length >= 2 ? `Para bodas y fiestas en ${f.name}, ${nearbyNames(nearby, 2)}.` : undefined;
  },
  (f) => `Para la ceremonia y la recepción ${f.lugar.en}.`,
  (f) => (f.region ? `Ramos de novia y flores de mesa en ${f.region}.` : undefined),
  (f) => about(f.around[2], (third) => `Ramos de novia y centros de mesa en ${f.name} y en ${third.name}, ${away(third)}.`),
];

const DESCRIPTIONS = [SAME_DAY, BIRTHDAY, SYMPATHY, WEDDING] as const;

/** SERVICE_CARD_FRAME's icons and fragments (the category links), with Spanish titles and text. */
export function serviceCards(page: SpanishWriter): ServiceCard[] {
  return SERVICE_CARD_FRAME.map((frame, index) => {
    const title = SPANISH_CARD_TITLES[index] ?? SPANISH_CARD_TITLES[0];
    return {
      title,
      description: page.choose(`card-${index}`, DESCRIPTIONS[index] ?? SAME_DAY, `${title} en ${page.facts.name}.`),
      icon: frame.icon,
      fragment: frame.fragment,
    };
  });
}

const TITLES: readonly EsTemplate[] = [
  (f) => `${cap(G.flowers)} para cada ocasión en ${f.name}`,
  (f) => `Servicios de ${G.flowerDelivery} en ${f.name}`,
  (f) => `Lo que más se envía en ${f.name}`,
  (f) => `${f.name}: ${G.flowers} para cada ocasión`,
];

const SUBTITLES: readonly EsTemplate[] = [
  (f) => `Con ${G.florists} que atienden ${f.lugar.el}.`,
  () => `Elija la ocasión.`,
  (f) => `${cap(G.flowers)} entregadas en mano en ${f.name}.`,
  (f) => (f.condado ? `Lo más pedido en el ${f.condado}.` : undefined),
];

export function servicesHeading(page: SpanishWriter): { title: string; subtitle: string } {
  const { name } = page.facts;
  return {
    title: page.choose("services-title", TITLES, `${cap(G.flowers)} en ${name}`),
    subtitle: page.choose("services-subtitle", SUBTITLES, `${cap(G.arrangements)} entregados en mano en ${name}.`),
  };
}
