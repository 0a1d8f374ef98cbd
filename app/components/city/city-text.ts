import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";

/**
 * The town page's own words around its copy, per edition (issue 41). The copy itself is
 * written per language in core/content (city-copy/ and city-copy-es/); the nearby towns'
 * direction, county and ZIP arrive already in the page's language.
 */
export const CITY_TEXT = {
  en: {
    badge: "Local florists · Same-day delivery",
    nearbyTitle: "Nearby towns",
    nearbyCard: (town: string) => `Flower Delivery ${town}`,
    distance: (miles: number, direction: string) => `${miles} miles ${direction}`,
    shortDistance: (miles: number, direction: string) => `${miles} mi ${direction}`,
    nextNearest: (count: number) => `The next ${count} nearest`,
    orderNow: "Order Now",
    serviceQuestion: "When is the service?",
    allCategories: "View All Categories",
    showAllZips: (count: number) => `Show all ${count} ZIP codes`,
    startOrder: "Start Your Order Today",
    floristAlt: "A florist arranging roses and daisies in a vase at her workbench",
    sourcesLead: "Where these figures come from:",
    sourcesLink: "our data sources",
  },
  es: {
    badge: `${GLOSSARY.florists.charAt(0).toUpperCase()}${GLOSSARY.florists.slice(1)} locales · ${GLOSSARY.sameDayDelivery}`,
    nearbyTitle: "Ciudades cercanas",
    nearbyCard: (town: string) => `Flores en ${town}`,
    distance: (miles: number, direction: string) => `${miles} millas al ${direction}`,
    shortDistance: (miles: number, direction: string) => `${miles} mi al ${direction}`,
    nextNearest: (count: number) => `Las ${count} siguientes más cercanas`,
    orderNow: "Pedir ahora",
    serviceQuestion: "¿Cuándo es el servicio?",
    allCategories: "Ver todas las ocasiones",
    showAllZips: (count: number) => `Mostrar los ${count} ${GLOSSARY.zipCodes}`,
    startOrder: "Empiece su pedido hoy",
    floristAlt: "Una florista arregla rosas y margaritas en un florero sobre su mesa de trabajo",
    sourcesLead: "De dónde vienen estas cifras:",
    sourcesLink: "nuestras fuentes de datos",
  },
} as const satisfies Record<Locale, Record<string, unknown>>;
