import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Every word of the header, footer, 404 screen and affiliate note, in each edition (issue 41). */
export type ChromeText = {
  skipToContent: string;
  sameDay: string;
  serving: string;
  searchTowns: string;
  orderNow: string;
  orderForDelivery: string;
  homeLink: (product: string) => string;
  footerAbout: string;
  footerAffiliate: string;
  footerTagline: string;
  footerCategories: string;
  footerCities: string;
  allCities: string;
  footerContact: string;
  statewide: string;
  coverage: string;
  orderOn: (partner: string) => string;
  referral: string;
  legal: string;
  affiliateNote: string;
  howItWorks: string;
  notFoundTitle: string;
  notFoundText: string;
  largestTowns: string;
  returnHome: string;
  allTowns: string;
};

export const CHROME_TEXT: Record<Locale, ChromeText> = {
  en: {
    skipToContent: "Skip to content",
    sameDay: "Same Day Delivery Available",
    serving: "Serving Nebraska Communities",
    searchTowns: "Search towns or ZIP codes",
    orderNow: "Order Now",
    orderForDelivery: "Order for Delivery",
    homeLink: (product) => `${product} home`,
    footerAbout:
      "We help you find same-day flower delivery in towns across Nebraska and send you to our partner marketplace, where local florists take and deliver your order.",
    footerAffiliate: "Affiliate partnerships with premium florists",
    footerTagline: "Fresh. Local. Beautiful.",
    footerCategories: "Flower Categories",
    footerCities: "Featured Cities",
    allCities: "View all Nebraska cities",
    footerContact: "Contact",
    statewide: "Statewide Nebraska",
    coverage: "Wide Coverage",
    orderOn: (partner) => `Order flowers on ${partner}`,
    referral: "A referral site: orders are placed with our partner.",
    legal: "Legal",
    affiliateNote: "We are a referral site: orders are placed and delivered by our partner florists, and we may earn a commission at no extra cost to you.",
    howItWorks: "How this works",
    notFoundTitle: "Oops! Page not found",
    notFoundText: "The page you are looking for does not exist or has moved. Where are the flowers going?",
    largestTowns: "Or pick one of the largest towns",
    returnHome: "Return to Home",
    allTowns: "All Nebraska towns",
  },
  es: {
    skipToContent: "Ir al contenido",
    sameDay: capitalized(GLOSSARY.sameDayDelivery),
    serving: "Para todo Nebraska",
    searchTowns: `Buscar ${GLOSSARY.towns} o ${GLOSSARY.zipCodes}`,
    orderNow: "Pedir ahora",
    orderForDelivery: "Pedir con entrega",
    homeLink: (product) => `${product}, página principal`,
    footerAbout: `Le ayudamos a encontrar ${GLOSSARY.sameDayDelivery} en ${GLOSSARY.towns} de todo Nebraska y lo llevamos al sitio de ${GLOSSARY.partner}, donde ${GLOSSARY.florists} locales reciben y entregan su pedido.`,
    footerAffiliate: `Trabajamos con ${GLOSSARY.florists} de confianza como afiliados`,
    footerTagline: "Frescas. Locales. Hermosas.",
    footerCategories: GLOSSARY.occasions,
    footerCities: "Ciudades principales",
    allCities: `Ver todas las ${GLOSSARY.towns} de Nebraska`,
    footerContact: "Contacto",
    statewide: "Todo Nebraska",
    coverage: "Amplia cobertura",
    orderOn: (partner) => `Pedir flores en ${partner}`,
    referral: `Un ${GLOSSARY.referralSite}: los pedidos se hacen con ${GLOSSARY.partner}.`,
    legal: "Información legal",
    affiliateNote: `Somos un ${GLOSSARY.referralSite}: los pedidos los reciben y entregan las ${GLOSSARY.florists} de ${GLOSSARY.partner}, y podemos ganar una comisión sin costo extra para usted.`,
    howItWorks: "Cómo funciona",
    notFoundTitle: "Esta página no existe",
    notFoundText: "La página que busca no existe o cambió de dirección. ¿A dónde van las flores?",
    largestTowns: "O elija una de las ciudades más grandes",
    returnHome: "Volver al inicio",
    allTowns: `Todas las ${GLOSSARY.towns} de Nebraska`,
  },
};
