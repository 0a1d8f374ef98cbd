import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";

/**
 * Every word the product cards, carousels, collections and the delivered-price finder say,
 * per edition (issue 41). English is the text the components always rendered, split exactly
 * where their JSX split it, so the English HTML stays byte for byte what it was. Spanish takes
 * its terms from the glossary; the partner's product names and descriptions are never here.
 */
export type ProductsText = {
  /** The card's disclosure: what the bouquet holds (the partner's own words follow). */
  holds: string;
  size: (size: string) => string;
  /** The delivered line, around its amounts: "$69.85 to 68845: +$14.99 charge, +$4.87 tax, Nov 26". */
  delivered: { toZip: (zip: string) => string; charge: string; tax: string };
  /** Said once per collection whose cards carry list prices only. */
  checkoutNote: (partner: string) => string;
  loading: string;
  carousel: {
    roleDescription: string;
    refreshing: string;
    swipe: string;
    previous: string;
    next: string;
    /** Before and after the partner's name, as two text nodes ("Browse More on " + name). */
    browseMoreOn: string;
  };
  collection: {
    lead: (partner: string) => string;
    browseComplete: (title: string) => string;
    unavailable: string;
    browseOn: (title: string, partner: string) => string;
    noneInBudget: string;
    everyPrice: string;
  };
  shopView: { nav: string; budget: string; order: string };
  finder: {
    title: string;
    label: string;
    submit: string;
    failed: string;
    /** The answer to text that is no Nebraska town or ZIP (the API's own 400 text is English). */
    notATown: string | null;
    /** "+ $14.99 service charge + $4.87 tax = ", the total, " to 68845". */
    charge: string;
    tax: string;
    toZip: (zip: string) => string;
  };
};

const english: ProductsText = {
  holds: "What it holds",
  size: (size) => `Size: ${size}`,
  delivered: { toZip: (zip) => ` to ${zip}: +`, charge: " charge, +", tax: " tax, " },
  checkoutNote: (partner) => `${partner}'s service charge and tax are added at checkout.`,
  loading: "Loading products",
  carousel: {
    roleDescription: "carousel",
    refreshing: "Refreshing products...",
    swipe: "Swipe to explore →",
    previous: "Previous products",
    next: "Next products",
    browseMoreOn: "Browse More on ",
  },
  collection: {
    lead: (partner) => `Arrangements from ${partner}, hand-delivered by local Nebraska florists.`,
    browseComplete: (title) => `Browse Complete ${title} Collection`,
    unavailable: "We couldn’t load products right now.",
    browseOn: (title, partner) => `Browse ${title} on ${partner}`,
    noneInBudget: "None of today's arrangements is in this budget. ",
    everyPrice: "See every price",
  },
  shopView: { nav: "Shop by budget and order", budget: "Budget", order: "Order" },
  finder: {
    title: "What it costs delivered",
    label: "Town or ZIP in Nebraska",
    submit: "Show delivered prices",
    failed: "Prices could not be had right now.",
    notATown: null,
    charge: " service charge + ",
    tax: " tax = ",
    toZip: (zip) => ` to ${zip}`,
  },
};

const spanish: ProductsText = {
  holds: "Qué lleva",
  size: (size) => `Tamaño: ${size}`,
  delivered: { toZip: (zip) => ` al ${zip}: +`, charge: " por servicio, +", tax: ` de ${GLOSSARY.tax}, ` },
  checkoutNote: (partner) => `El ${GLOSSARY.serviceCharge} y el ${GLOSSARY.tax} de ${partner} se suman al momento del ${GLOSSARY.checkout}.`,
  loading: "Cargando productos",
  carousel: {
    roleDescription: "carrusel",
    refreshing: "Actualizando productos...",
    swipe: "Deslice para ver más →",
    previous: "Productos anteriores",
    next: "Productos siguientes",
    browseMoreOn: "Ver más en ",
  },
  collection: {
    lead: (partner) => `${capitalised(GLOSSARY.arrangements)} de ${partner}, entregados en mano por ${GLOSSARY.florists} locales de Nebraska.`,
    browseComplete: (title) => `Ver la colección completa: ${title}`,
    unavailable: "No pudimos cargar los productos en este momento.",
    browseOn: (title, partner) => `Ver ${title} en ${partner}`,
    noneInBudget: "Ninguno de los arreglos de hoy está en este presupuesto. ",
    everyPrice: "Ver todos los precios",
  },
  shopView: { nav: "Elegir por presupuesto y orden", budget: "Presupuesto", order: "Orden" },
  finder: {
    title: `Cuánto cuesta con entrega`,
    label: `Ciudad o ${GLOSSARY.zipCode} en Nebraska`,
    submit: `Ver el ${GLOSSARY.deliveredPrice}`,
    failed: "No pudimos obtener los precios en este momento.",
    notATown: `Escriba una ${GLOSSARY.town} o un ${GLOSSARY.zipCode} de Nebraska.`,
    charge: ` de ${GLOSSARY.serviceCharge} + `,
    tax: ` de ${GLOSSARY.tax} = `,
    toZip: (zip) => ` al ${zip}`,
  },
};

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const PRODUCTS_TEXT = { en: english, es: spanish } as const satisfies Record<Locale, ProductsText>;

/**
 * Where the order is completed (issue 41, item 6): the partner's checkout is in English, and a
 * Spanish-speaking visitor is told so before the click. Spanish pages only.
 */
export function checkoutLanguageText(partner: string): string {
  return `El pedido se completa en ${GLOSSARY.partnerSite}, ${partner}, en inglés.`;
}
