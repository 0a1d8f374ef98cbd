import type { Locale } from "../i18n/locale";
import type { FacilityKind } from "./types";

const MONTHS = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
} as const;

/** "June 2026" / "junio de 2026" from a roster's ISO date. */
export function rosterMonth(date: string, locale: Locale): string {
  const [year, month] = date.split("-");
  const name = MONTHS[locale][Number(month) - 1] ?? "";
  return locale === "en" ? `${name} ${year}` : `${name} de ${year}`;
}

/** Search engines show about 70 characters of a title and 160 of a description (tests/audit/helpers/site-rules.ts). */
export const TITLE_MAX = 70;
export const DESCRIPTION_MAX = 160;

/** The first candidate that fits, else the last: long names get the shorter wording. */
export function fitting(max: number, candidates: readonly string[]): string {
  return candidates.find((candidate) => candidate.length <= max) ?? candidates.at(-1) ?? "";
}

/** The words of a hospital page (issue 49), per edition. Names, addresses and phones are the roster's. */
export const HOSPITAL_TEXT = {
  en: {
    kind: {
      general: "General hospital",
      "critical-access": "Critical access hospital",
      childrens: "Children's hospital",
      "long-term": "Long-term care hospital",
      rehabilitation: "Rehabilitation hospital",
      psychiatric: "Psychiatric hospital",
      "rural-emergency": "Rural emergency hospital",
      "assisted-living": "Assisted-living home",
    } satisfies Record<FacilityKind, string>,
    title: (name: string, town: string) =>
      fitting(TITLE_MAX, [`Flowers for a Patient at ${name}, ${town}`, `Flowers for a Patient at ${name}`, `Flowers to ${name}, ${town}`, `Flowers to ${name}`]),
    heading: (name: string) => `Flowers for a patient at ${name}`,
    description: (name: string, town: string, zip: string) =>
      fitting(DESCRIPTION_MAX, [
        `Sending flowers to ${name} in ${town}, NE ${zip}: the address and main phone, what to write at checkout, and get-well flowers priced to ${zip}.`,
        `Flowers to ${name}, ${town}: address, main phone, what to write at checkout, and get-well flowers priced to ${zip}.`,
        `Flowers to ${name}: address, phone, what to write at checkout, get-well prices to ${zip}.`,
      ]),
    crumbTown: (town: string) => `${town} Flowers`,
    home: "Home",
    cities: "Nebraska Cities",
    address: "Address",
    phone: "Main phone",
    kindLabel: "Kind",
    source: (month: string) => `From the Nebraska DHHS hospital roster, ${month}.`,
    writeTitle: "What to write at checkout",
    write: (name: string, address: string) => [
      "The patient's full name, as the hospital knows it.",
      `The hospital's name, ${name}, and its street address, ${address}.`,
      "The room number, if you know it; without one the front desk finds the patient.",
    ],
    /** The same for a resident of an assisted-living home (the town's care list, the care_facilities tool). */
    writeResident: (name: string, address: string) => [
      "The resident's full name, as the home knows it.",
      `The home's name, ${name}, and its street address, ${address}.`,
      "The apartment number, if you know it; without one the staff at the front desk finds the resident.",
    ],
    deskTitle: "When the flowers arrive",
    desk: "Florists hand hospital deliveries to the front desk or the volunteers, who take them up to the patient.",
    units: (phone: string) =>
      `Some units, such as intensive care, oncology and transplant, often take no flowers or latex balloons. Call the main number first, ${phone}, and ask whether the patient's unit accepts them.`,
    daysTitle: "Delivery days",
    /** With the partner's calendar the days are its own for the hospital's ZIP; without it our rules answer, the same for every ZIP. */
    days: (zip: string, town: string, partnerCalendar: boolean) =>
      partnerCalendar
        ? `The calendar below shows the days our partner's florists deliver to ${zip}, the hospital's own ZIP code; check a date.`
        : `The calendar below shows ${town}'s delivery days from our own rules (no deliveries on Sundays and holidays), the same for every ZIP code in town, ${zip} included; check a date.`,
    productsTitle: (zip: string) => `Get-well flowers delivered to ${zip}`,
    productsLead: (zip: string) => `The prices are our partner's own totals for delivery to ${zip}, the hospital's ZIP code.`,
    noProducts: "Our partner's get-well flowers are not listed right now.",
    allGetWell: "See every get-well arrangement",
    townLink: (town: string) => `Flower delivery in ${town}`,
  },
  es: {
    kind: {
      general: "Hospital general",
      "critical-access": "Hospital de acceso crítico",
      childrens: "Hospital infantil",
      "long-term": "Hospital de cuidados prolongados",
      rehabilitation: "Hospital de rehabilitación",
      psychiatric: "Hospital psiquiátrico",
      "rural-emergency": "Hospital rural de urgencias",
      "assisted-living": "Residencia para adultos mayores",
    } satisfies Record<FacilityKind, string>,
    title: (name: string, town: string) =>
      fitting(TITLE_MAX, [`Flores para un paciente en ${name}, ${town}`, `Flores para un paciente en ${name}`, `Flores a ${name}, ${town}`, `Flores a ${name}`]),
    heading: (name: string) => `Flores para un paciente en ${name}`,
    description: (name: string, town: string, zip: string) =>
      fitting(DESCRIPTION_MAX, [
        `Para enviar flores a ${name} en ${town}, NE ${zip}: dirección, teléfono principal, qué escribir al pagar y precios con entrega al ${zip}.`,
        `Flores a ${name}, ${town}: dirección, teléfono, qué escribir al pagar y precios con entrega al ${zip}.`,
        `Flores a ${name}: dirección, teléfono, qué escribir al pagar y precios al ${zip}.`,
      ]),
    crumbTown: (town: string) => `Flores en ${town}`,
    home: "Inicio",
    cities: "Ciudades de Nebraska",
    address: "Dirección",
    phone: "Teléfono principal",
    kindLabel: "Tipo",
    source: (month: string) => `Según el registro de hospitales del DHHS de Nebraska, ${month}.`,
    writeTitle: "Qué escribir al pagar",
    write: (name: string, address: string) => [
      "El nombre completo del paciente, tal como lo tienen registrado en el hospital.",
      `El nombre del hospital, ${name}, y su dirección, ${address}.`,
      "El número de habitación, si lo sabe; si no, en la recepción ubican al paciente.",
    ],
    writeResident: (name: string, address: string) => [
      "El nombre completo de la persona, tal como lo tienen registrado en la residencia.",
      `El nombre de la residencia, ${name}, y su dirección, ${address}.`,
      "El número de departamento, si lo sabe; si no, el personal de la recepción ubica a la persona.",
    ],
    deskTitle: "Cuando llegan las flores",
    desk: "Las florerías dejan las flores para hospitales en la recepción o con los voluntarios, y de ahí se las llevan al paciente.",
    units: (phone: string) =>
      `Algunas áreas, como terapia intensiva, oncología y trasplantes, muchas veces no permiten flores ni globos de látex. Llame primero al número principal, ${phone}, y pregunte si se permiten en el área del paciente.`,
    daysTitle: "Días de entrega",
    days: (zip: string, town: string, partnerCalendar: boolean) =>
      partnerCalendar
        ? `En el calendario de abajo puede ver qué días entregan las florerías de nuestra tienda asociada en el ${zip}, el código postal del hospital; busque la fecha que le interesa.`
        : `En el calendario de abajo puede ver los días de entrega en ${town} según nuestras propias reglas (no hay entregas los domingos ni los días festivos), que son iguales para todos los códigos postales de la ciudad, incluido el ${zip}; busque la fecha que le interesa.`,
    productsTitle: (zip: string) => `Flores de pronta recuperación con entrega al ${zip}`,
    productsLead: (zip: string) => `Los precios son los totales de nuestra tienda asociada con entrega al ${zip}, el código postal del hospital.`,
    noProducts: "Por ahora nuestra tienda asociada no muestra flores de pronta recuperación.",
    allGetWell: "Ver todos los arreglos de pronta recuperación",
    townLink: (town: string) => `Entrega de flores en ${town}`,
  },
} as const satisfies Record<Locale, unknown>;
