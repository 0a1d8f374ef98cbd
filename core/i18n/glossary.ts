/**
 * The Spanish words the site chose, in one place (issue 41): every Spanish page, notice,
 * button and file takes its terms from here, so the site says "florería" everywhere and
 * never "floristería" on one page and "tienda de flores" on the next. Chosen as people in Nebraska
 * say them (mostly Mexican and Central American Spanish), with usted, plain words (issue 50:
 * "florería" is what Mexican families say and search; "floristería" is Spain's word).
 */
export const GLOSSARY = {
  /** The site, as a name: the English brand stays, with a Spanish description beside it. */
  siteName: "Nebraska Flower Delivery",
  flowers: "flores",
  flowerDelivery: "entrega de flores",
  /** "Flores a domicilio" is what people type into a search box. */
  homeDelivery: "flores a domicilio",
  florist: "florería",
  florists: "florerías",
  localFlorist: "florería local",
  bouquet: "ramo",
  bouquets: "ramos",
  arrangement: "arreglo floral",
  arrangements: "arreglos florales",
  sameDayDelivery: "entrega el mismo día",
  deliveryDay: "día de entrega",
  deliveryDays: "días de entrega",
  orderBy: "pida antes de",
  cutoff: "hora límite",
  checkout: "pago",
  serviceCharge: "cargo por servicio",
  tax: "impuesto",
  deliveredPrice: "precio con entrega",
  sympathy: "condolencias",
  funeral: "funeral",
  funeralHome: "funeraria",
  service: "servicio fúnebre",
  /** Any place with a page, as a search box or a list says it ("Escriba una ciudad"). */
  town: "ciudad",
  towns: "ciudades",
  /** What a place is, where the copy says it (core/content/city-copy-es/words.ts kindOf): a small town is a "pueblo". */
  smallTown: "pueblo",
  smallTowns: "pueblos",
  zipCode: "código postal",
  zipCodes: "códigos postales",
  /**
   * The partner, never a bare "el socio" (which reads as "the buddy", issue 50): said with its
   * possessive, so it takes no article ("con nuestra tienda asociada", "de nuestra tienda asociada").
   */
  partner: "nuestra tienda asociada",
  partnerSite: "el sitio de nuestra tienda asociada",
  /** What this site is, said one way on every page. */
  referralSite: "sitio de recomendaciones",
  /** The occasions (the English "Categories"): one word in the menu, the footer and the breadcrumbs. */
  occasions: "Ocasiones",
  /** The about page's name (the English "About"), in the menu, the footer, its title and links. */
  aboutUs: "Quiénes somos",
  /** US holidays named as US holidays: a Mexican or Guatemalan reader's "Día de la Independencia" is September 15 or 16. */
  usIndependenceDay: "4 de julio (Día de la Independencia de EE. UU.)",
  usLaborDay: "Día del Trabajo de EE. UU.",
  newYearsEve: "Fin de Año",
  affiliate: "enlace de afiliado",
  mothersDayMay10: "Día de las Madres",
  usMothersDay: "Día de la Madre de Estados Unidos",
  centralTime: "hora del Centro",
  mountainTime: "hora de la Montaña",
} as const;

export type GlossaryTerm = keyof typeof GLOSSARY;
