import type { City } from "../nebraska/types";
import type { CityPageContent } from "./city-page";
import { buildSpanishCityPageContent } from "./city-copy-es/index";
import { NO_DELIVERY_DAYS_ES } from "./city-copy-es/words";
import { GLOSSARY } from "../i18n/glossary";

/** The four service cards' texts in Spanish, in SERVICE_CARD_FRAME order (same day, birthday, sympathy, wedding). */
const UNKNOWN_CARD_TEXT = [
  "Si pide temprano en un día de entrega, muchas veces el ramo llega el mismo día; nuestra tienda asociada lo confirma para la dirección.",
  "Girasoles, rosas y ramos de colores para sorprender a alguien en Nebraska en su cumpleaños.",
  `Coronas, arreglos y flores para la casa, entregados en una ${GLOSSARY.funeralHome}, una iglesia o la puerta de la familia.`,
  "Flores para la ceremonia y la recepción de las parejas que se casan en Nebraska.",
];

/**
 * The Spanish page of a made-up town (a well-formed slug the directory lacks), answered with a
 * 404 and noindex as the English one is (city-page-unknown.ts): nothing about the place, not
 * even that it exists, only what is true of any Nebraska address. Every text depends on the
 * name alone, so the page is rendered once and filled in (server/pages/unknown-pages.ts).
 */
export function buildUnknownTownContentEs(city: City): CityPageContent {
  const content = buildSpanishCityPageContent({ ...city, zipCodes: [], population: 0 });
  const name = city.name;
  return {
    ...content,
    seo: {
      title: content.seo.title,
      description: `Entrega de flores en ${name}, Nebraska, con las ${GLOSSARY.florists} locales de ${GLOSSARY.partner}. Escriba la dirección al hacer el pedido.`,
    },
    heroIntro: `Todavía no tenemos una página propia para ${name}. Las ${GLOSSARY.florists} de ${GLOSSARY.partner} entregan en todo Nebraska: escriba la dirección de quien recibe al hacer el pedido, y ahí mismo le dicen cuándo pueden llegar las flores.`,
    zipCodes: [],
    zipTitle: "",
    zipDescription: "",
    servicesSubtitle: `Elija la ocasión; ${GLOSSARY.partner} pasa el pedido a una ${GLOSSARY.florist} cerca de la dirección.`,
    serviceCards: content.serviceCards.map((card, index) => ({ ...card, description: UNKNOWN_CARD_TEXT[index] ?? card.description })),
    floristNetwork: {
      title: content.floristNetwork.title,
      paragraphs: [
        `En lugar de mandar una caja por paquetería, la red a la que lo enviamos pasa cada pedido a una ${GLOSSARY.florist} de Nebraska cerca de quien recibe, que lo entrega en mano.`,
        `Compare aquí ${GLOSSARY.arrangements} y precios, y termine el pedido con ${GLOSSARY.partner}, que se encarga del ${GLOSSARY.checkout} y la entrega.`,
      ],
    },
    whyChoose: {
      title: content.whyChoose.title,
      subtitle: content.whyChoose.subtitle,
      paragraphs: [`Un ramo entregado en mano llega fresco y arreglado, con su tarjeta, no doblado en una caja de envío.`],
    },
    faq: {
      title: `Flores para ${name}: preguntas frecuentes`,
      subtitle: "Lo que conviene saber antes de pedir.",
      entries: [
        {
          question: `¿Se pueden entregar flores en ${name}?`,
          answer: `${GLOSSARY.partner.charAt(0).toUpperCase()}${GLOSSARY.partner.slice(1)} entrega en todo Nebraska con ${GLOSSARY.florists} locales. Escriba la dirección al hacer el pedido y ${GLOSSARY.partner} le confirma el ${GLOSSARY.deliveryDay}.`,
        },
        {
          question: "¿Hay entrega el mismo día?",
          answer: `Muchas veces, si el pedido llega antes de la ${GLOSSARY.cutoff} local, por lo general a las 2:00 p. m. en la zona horaria de quien recibe. ${NO_DELIVERY_DAYS_ES}`,
        },
      ],
    },
    serviceArea: { title: content.serviceArea.title, description: "", related: [], more: [] },
    localFacts: { title: content.localFacts.title, items: [] },
    townLinks: [],
  };
}
