/**
 * The Spanish words the site chose, in one place (issue 41): every Spanish page, notice,
 * button and file takes its terms from here, so the site says "floristería" everywhere and
 * never "florería" on one page and "tienda de flores" on the next. Chosen as people in Nebraska
 * say them (mostly Mexican and Central American Spanish), with usted, plain words.
 */
export const GLOSSARY = {
  /** The site, as a name: the English brand stays, with a Spanish description beside it. */
  siteName: "Nebraska Flower Delivery",
  flowers: "flores",
  flowerDelivery: "entrega de flores",
  /** "Flores a domicilio" is what people type into a search box. */
  homeDelivery: "flores a domicilio",
  florist: "floristería",
  florists: "floristerías",
  localFlorist: "floristería local",
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
  town: "ciudad",
  towns: "ciudades",
  zipCode: "código postal",
  zipCodes: "códigos postales",
  partner: "socio",
  partnerSite: "el sitio de nuestro socio",
  affiliate: "enlace de afiliado",
  mothersDayMay10: "Día de las Madres",
  usMothersDay: "Día de la Madre de Estados Unidos",
  centralTime: "hora del Centro",
  mountainTime: "hora de la Montaña",
} as const;

export type GlossaryTerm = keyof typeof GLOSSARY;
