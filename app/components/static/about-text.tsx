import { CC_BY_URL, GEONAMES_URL } from "#core/content/data-sources";
import { TOWN_COUNT, TOWN_COUNT_LABEL } from "#core/content/town-count";
import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";
import type { ReactNode } from "react";
import { TextLink } from "./text-link";

/** A glossary term at the start of a sentence. */
const cap = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The About page's words, per edition (issue 41). Paragraphs that hold a link or a glossary
 * term are fragments with the children the page has always had, so each edition's HTML is
 * what it was. The four values keep their order: the icons are the screen's.
 */
export type AboutText = {
  seoTitle: string;
  seoDescription: string;
  eyebrow: string;
  title: string;
  intro: string;
  storyTitle: string;
  story: readonly ReactNode[];
  networkSize: string;
  networkNote: string;
  valuesTitle: string;
  valuesSubtitle: string;
  values: readonly { title: string; text: string }[];
  /** Follows the heart icon, hence the leading space. */
  ctaTitle: string;
  ctaText: string;
  browseCategories: string;
  findCity: string;
  // About's short "where our figures come from" (data-sources.tsx).
  sourcesTitle: string;
  sources: ReactNode;
  everySource: string;
};

const { florists, towns, checkout, sameDayDelivery, partnerSite } = GLOSSARY;

/** '189 ciudades'. */
const TOWN_COUNT_LABEL_ES = `${TOWN_COUNT} ${towns}`;

export const ABOUT_TEXT = {
  en: {
    seoTitle: "About Us | Nebraska Flower Delivery",
    seoDescription: `Who we are: a Nebraska flower delivery guide that connects you with local florists in ${TOWN_COUNT_LABEL} across the state through trusted partner networks.`,
    eyebrow: "About us",
    title: "Connecting Nebraska with Its Local Florists",
    intro:
      "Nebraska Flower Delivery helps you send flowers to anyone in the state, from a downtown Omaha office to a small town in the Sandhills.",
    storyTitle: "Our story",
    story: [
      "Sending flowers to Nebraska from out of state, or even from the other end of it, used to mean guessing which shop would really deliver to a town of a few hundred people, and whether the bouquet would survive a January afternoon on the porch.",
      "We built this site to make that easy. For each city and town we collect what matters for delivery there: ZIP codes, nearby hospitals, campuses and landmarks, timing for same-day orders, and the occasions people send flowers for. Then we send you to our partner florist marketplace, where a local florist takes the order, arranges it by hand and delivers it.",
      "We are a referral site: we do not take orders or payments ourselves. Our partners handle checkout, customer support and delivery.",
      <>
        Assistants can ask us too: <TextLink href="/llms.txt">/llms.txt</TextLink> describes the site, and /mcp answers them
        with the same delivery days, prices and service dates as these pages.
      </>,
    ],
    networkSize: "local florists in the partner networks we refer you to",
    networkNote: "So there is nearly always a shop close to the person receiving your flowers.",
    valuesTitle: "What we value",
    valuesSubtitle: "Four promises behind every page on this site.",
    values: [
      {
        title: "Quality First",
        text: "We point you to florists who arrange fresh, hand-tied flowers and stand behind their work, so what arrives looks like what you chose.",
      },
      {
        title: "Local Focus",
        text: "Orders go to a florist near the recipient, a shop that knows the town, its hospitals and churches, and how to reach a farm at the end of a gravel road.",
      },
      {
        title: "Wide Coverage",
        text: `From the Omaha metro and Lincoln to Grand Island, Kearney, North Platte and the Panhandle, we cover ${TOWN_COUNT_LABEL} and the country around them.`,
      },
      {
        title: "Trusted Partners",
        text: "We refer you only to established florist networks that handle checkout, support and delivery, and we say plainly that we earn a commission.",
      },
    ],
    ctaTitle: " Ready to send something beautiful?",
    ctaText: "Start with the occasion, or with the town the flowers are going to.",
    browseCategories: "Browse Flower Categories",
    findCity: "Find Your City",
    sourcesTitle: "Where our town figures come from",
    sources: (
      <>
        The populations, ZIP codes, counties, distances and time zones on our town pages come from public sources:
        populations and places from{" "}
        <TextLink href={GEONAMES_URL}>GeoNames</TextLink>{" "}
        (shared under{" "}
        <TextLink href={CC_BY_URL}>CC BY 4.0</TextLink>
        ), ZIP codes from the public list of US post offices, and county outlines from the US Census Bureau. A
        town with a population in GeoNames has that one figure everywhere on the site; a town without one is shown
        without a figure, never a guess.
      </>
    ),
    everySource: "Every source, its licence and how we use it",
  },
  es: {
    seoTitle: `${GLOSSARY.aboutUs} | Nebraska Flower Delivery`,
    seoDescription: `Una guía de ${GLOSSARY.flowerDelivery} que lo conecta con ${florists} locales en ${TOWN_COUNT_LABEL_ES} de Nebraska por medio de ${GLOSSARY.partner}.`,
    eyebrow: GLOSSARY.aboutUs,
    title: "Conectamos a Nebraska con sus florerías locales",
    intro:
      "Nebraska Flower Delivery le ayuda a enviar flores a cualquier persona en el estado, desde una oficina en el centro de Omaha hasta un pueblo pequeño de los Sandhills.",
    storyTitle: "Nuestra historia",
    story: [
      "Mandar flores a Nebraska desde otro estado, o incluso desde el otro extremo de Nebraska, era como adivinar: ¿qué florería entregaría de verdad en un pueblo de unos cuantos cientos de habitantes? ¿Aguantaría el ramo una tarde de enero afuera, en el porche?",
      <>
        Hicimos este sitio para que eso sea fácil. Para cada ciudad y pueblo reunimos lo que importa para la entrega ahí:
        códigos postales, hospitales, universidades y lugares conocidos cercanos, los horarios para pedidos con{" "}
        {sameDayDelivery} y las ocasiones en que la gente manda flores. Después usted pasa al mercado de florerías de{" "}
        {GLOSSARY.partner}, donde una florería local toma el pedido, prepara el arreglo a mano y lo entrega.
      </>,
      <>
        Somos un {GLOSSARY.referralSite}: nosotros no tomamos pedidos ni recibimos pagos. {cap(GLOSSARY.partner)} se encarga del pago,
        la atención al cliente y la entrega. El pedido se completa en {partnerSite}, que está en inglés.
      </>,
      <>
        Los asistentes de inteligencia artificial también pueden consultarnos: <TextLink href="/llms.txt">/llms.txt</TextLink>{" "}
        describe el sitio y /mcp les responde con los mismos días de entrega, precios y fechas para servicios fúnebres que estas páginas.
      </>,
    ],
    networkSize: `florerías locales en la red de ${GLOSSARY.partner}, a la que lo enviamos`,
    networkNote: "Así, casi siempre hay una florería cerca de la persona que va a recibir sus flores.",
    valuesTitle: "Lo que valoramos",
    valuesSubtitle: "Cuatro compromisos detrás de cada página de este sitio.",
    values: [
      {
        title: "La calidad primero",
        text: `Le recomendamos ${florists} que preparan a mano arreglos con flores frescas y responden por su trabajo, para que lo que llegue se vea como lo que usted eligió.`,
      },
      {
        title: "Enfoque local",
        text: `Los pedidos van a una ${GLOSSARY.florist} cercana a quien recibe las flores, un negocio que conoce la ciudad, sus hospitales e iglesias, y cómo llegar a una granja al final de un camino de grava.`,
      },
      {
        title: "Amplia cobertura",
        text: `Desde el área metropolitana de Omaha y Lincoln hasta Grand Island, Kearney, North Platte y el Panhandle, cubrimos ${TOWN_COUNT_LABEL_ES} y el campo que las rodea.`,
      },
      {
        title: "Una tienda asociada de confianza",
        text: `Solo lo enviamos a una red de ${florists} establecidas que se encarga del ${checkout}, la atención al cliente y la entrega, y le decimos claramente que ganamos una comisión.`,
      },
    ],
    ctaTitle: " ¿Quiere enviar algo hermoso?",
    ctaText: "Empiece por la ocasión o por la ciudad a donde van las flores.",
    browseCategories: "Ver las ocasiones",
    findCity: "Buscar su ciudad",
    sourcesTitle: "De dónde vienen los datos de nuestras ciudades",
    sources: (
      <>
        La población, los códigos postales, los condados, las distancias y las zonas horarias de nuestras páginas de
        ciudades vienen de fuentes públicas: la población y los lugares, de{" "}
        <TextLink href={GEONAMES_URL}>GeoNames</TextLink>{" "}
        (compartidos bajo la licencia{" "}
        <TextLink href={CC_BY_URL}>CC BY 4.0</TextLink>
        ); los códigos postales, de la lista pública de oficinas de correos de EE. UU.; y los contornos de los
        condados, de la Oficina del Censo de EE. UU. (US Census Bureau). Una ciudad con población en GeoNames tiene esa
        sola cifra en todo el sitio; una ciudad sin ella aparece sin cifra, nunca con una adivinada.
      </>
    ),
    everySource: "Cada fuente, su licencia y cómo la usamos",
  },
} as const satisfies Record<Locale, AboutText>;
