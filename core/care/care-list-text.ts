import type { Locale } from "../i18n/locale";
import { DESCRIPTION_MAX, fitting, TITLE_MAX } from "./hospital-text";

type Counts = { hospitals: number; homes: number };

const englishCount = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 hospitals and 4 assisted-living homes", leaving out a kind the town has none of. */
function englishCounts({ hospitals, homes }: Counts): string {
  const parts = [hospitals > 0 ? englishCount(hospitals, "hospital", "hospitals") : "", homes > 0 ? englishCount(homes, "assisted-living home", "assisted-living homes") : ""];
  return parts.filter((part) => part !== "").join(" and ");
}

/** "2 hospitales y 4 residencias para adultos mayores" (what a family calls an assisted-living home; the state roster's own name, "vida asistida", stays in the source line), leaving out a kind the town has none of. */
function spanishCounts({ hospitals, homes }: Counts): string {
  const parts = [
    hospitals > 0 ? `${hospitals} ${hospitals === 1 ? "hospital" : "hospitales"}` : "",
    homes > 0 ? `${homes} ${homes === 1 ? "residencia para adultos mayores" : "residencias para adultos mayores"}` : "",
  ];
  return parts.filter((part) => part !== "").join(" y ");
}

/**
 * The words of a town's list of hospitals and assisted-living homes and of the statewide index
 * (issue 49, items 3 and 4), per edition. Names, addresses and phones are the rosters'; prices
 * are the partner's own delivered totals (docs/decisions/0029), never our sums.
 */
export const CARE_LIST_TEXT = {
  en: {
    counts: englishCounts,
    /** The town page's one line. */
    townLine: (counts: Counts, town: string) => `${englishCounts(counts)} in ${town}`,
    title: (town: string) => fitting(TITLE_MAX, [`Hospitals and Care Homes in ${town}, NE: Flower Delivery`, `Hospitals and Care Homes in ${town}, NE`, `Hospitals and Care Homes, ${town}`]),
    heading: (town: string) => `Hospitals and assisted-living homes in ${town}`,
    description: (town: string, counts: Counts) =>
      fitting(DESCRIPTION_MAX, [
        `Flowers to a patient or a resident in ${town}, NE: ${englishCounts(counts)}, with address, phone, what to write at checkout and the delivered price.`,
        `Flowers to a patient or a resident in ${town}, NE: every hospital and care home, with address, phone and delivered price.`,
      ]),
    crumbHome: "Home",
    crumbIndex: "Hospitals and care homes",
    lead: (town: string, counts: Counts) => `${englishCounts(counts)} in ${town}, from the state's licence rosters.`,
    hospitals: "Hospitals",
    homes: "Assisted-living homes",
    writeTitle: "What to write for a resident",
    write: ["The resident's full name, as the home knows it.", "The home's name and street address, as listed here.", "The apartment number, if you know it."],
    patientPage: "What to write for a patient, and get-well flowers",
    noFlowers: "Many units here take no flowers: call before you send any.",
    /** Around the partner's product name, which the page shows as the partner's text. */
    priceLead: (price: string, town: string) => ({
      before: "Delivered price of ",
      after: ` (${price}, the first bouquet on ${town}'s page) to each place's ZIP code: our partner's own total, charge and tax included.`,
    }),
    priced: (total: string, zip: string) => `${total} delivered to ${zip}`,
    phone: "Phone",
    source: (hospitals: string, homes: string) => `From the Nebraska DHHS hospital roster, ${hospitals}, and assisted living facility roster, ${homes}.`,
    townLink: (town: string) => `Flower delivery in ${town}`,
    indexLink: "Hospitals and care homes in every town",
    indexTitle: "Hospitals and Assisted-Living Homes in Nebraska, by Town",
    indexHeading: "Hospitals and assisted-living homes, by town",
    indexDescription: "Every licensed hospital and assisted-living home in the Nebraska towns we serve, by town, with each town's list of addresses, phones and delivered prices.",
    indexLead: "Every licensed hospital and assisted-living home in the towns we serve, from the state's rosters. Each town's list gives addresses, phones and delivered prices.",
    footer: "Hospitals and care homes",
  },
  es: {
    counts: spanishCounts,
    townLine: (counts: Counts, town: string) => `${spanishCounts(counts)} en ${town}`,
    title: (town: string) => fitting(TITLE_MAX, [`Hospitales y residencias en ${town}, NE: entrega de flores`, `Hospitales y residencias en ${town}, NE`, `Hospitales y residencias, ${town}`]),
    heading: (town: string) => `Hospitales y residencias para adultos mayores en ${town}`,
    description: (town: string, counts: Counts) =>
      fitting(DESCRIPTION_MAX, [
        `Flores para un paciente o un residente en ${town}, NE: ${spanishCounts(counts)}, con dirección, teléfono, qué escribir y precio con entrega.`,
        `Flores para un paciente o un residente en ${town}, NE: hospitales y residencias con dirección, teléfono y precio con entrega.`,
      ]),
    crumbHome: "Inicio",
    crumbIndex: "Hospitales y residencias",
    lead: (town: string, counts: Counts) => `${spanishCounts(counts)} en ${town}, según los registros de licencias del estado.`,
    hospitals: "Hospitales",
    homes: "Residencias para adultos mayores",
    writeTitle: "Qué escribir para alguien que vive en una residencia",
    write: ["El nombre completo de la persona, tal como lo tienen registrado en la residencia.", "El nombre y la dirección de la residencia, como aparecen aquí.", "El número de departamento, si lo sabe."],
    patientPage: "Qué escribir para un paciente y flores de pronta recuperación",
    noFlowers: "Aquí muchas áreas no aceptan flores: llame antes de mandarlas.",
    priceLead: (price: string, town: string) => ({
      before: "Precio con entrega de ",
      after: ` (${price}, el primer arreglo de la página de ${town}) al código postal de cada lugar: el total de nuestra tienda asociada, con cargo por servicio e impuestos.`,
    }),
    priced: (total: string, zip: string) => `${total} con entrega al ${zip}`,
    phone: "Teléfono",
    source: (hospitals: string, homes: string) => `Según el registro de hospitales del DHHS de Nebraska, ${hospitals}, y el de residencias de vida asistida, ${homes}.`,
    townLink: (town: string) => `Entrega de flores en ${town}`,
    indexLink: "Hospitales y residencias en todas las ciudades",
    indexTitle: "Hospitales y residencias para adultos mayores en Nebraska, por ciudad",
    indexHeading: "Hospitales y residencias para adultos mayores, por ciudad",
    indexDescription: "Todos los hospitales y residencias para adultos mayores con licencia en las ciudades de Nebraska que atendemos, con dirección, teléfono y precio con entrega.",
    indexLead: "Todos los hospitales y residencias para adultos mayores con licencia en las ciudades que atendemos, según los registros del estado. La lista de cada ciudad da direcciones, teléfonos y precios con entrega.",
    footer: "Hospitales y residencias",
  },
} as const satisfies Record<Locale, unknown>;
