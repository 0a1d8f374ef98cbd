import { facilitiesIn, rosterOf } from "../care/facilities";
import { hospitalPagePath, PAGED_HOSPITALS } from "../care/hospital-pages";
import { HOSPITAL_TEXT, rosterMonth } from "../care/hospital-text";
import type { Facility, RosterId } from "../care/types";
import type { Locale } from "../i18n/locale";
import type { City } from "../nebraska/types";
import { townFacts } from "./answers";
import { MAX_FACILITIES } from "./inputs";

const PAGED = new Set(PAGED_HOSPITALS.map((facility) => facility.licence));

/** The tool's own words beside the hospital pages' (core/care/hospital-text.ts), per language. */
const CARE_TEXT = {
  en: {
    head: (town: string, hospitals: number, homes: number) => `${town}: ${hospitals} ${hospitals === 1 ? "hospital" : "hospitals"} and ${homes} assisted-living ${homes === 1 ? "home" : "homes"}.`,
    none: (town: string) => `The state's rosters list no hospital or assisted-living home in ${town}.`,
    source: (title: string, month: string) => `Source: Nebraska DHHS ${title}, ${month}.`,
    noFlowers: "we do not suggest flowers here; call first",
    page: "page",
    writeHospital: "For a hospital patient, write at checkout:",
    writeHome: "For a resident of a home, write at checkout:",
    more: (count: number) => `${count} more not listed here.`,
    hospitalAbove: "The hospital's name and street address, as listed above.",
    homeAbove: "The home's name and street address, as listed above.",
  },
  es: {
    head: (town: string, hospitals: number, homes: number) =>
      `${town}: ${hospitals} ${hospitals === 1 ? "hospital" : "hospitales"} y ${homes} ${homes === 1 ? "residencia" : "residencias"} para adultos mayores.`,
    none: (town: string) => `Los registros del estado no tienen hospitales ni residencias para adultos mayores en ${town}.`,
    source: (title: string, month: string) => `Fuente: ${title === "Hospital Roster" ? "registro de hospitales" : "registro de residencias de vida asistida"} del DHHS de Nebraska, ${month}.`,
    noFlowers: "no recomendamos enviar flores aquí; llame antes",
    page: "página",
    writeHospital: "Para un paciente del hospital, escriba al hacer el pedido:",
    writeHome: "Para alguien que vive en una residencia, escriba al hacer el pedido:",
    more: (count: number) => `Hay ${count} más que no aparecen aquí.`,
    hospitalAbove: "El nombre y la dirección del hospital, como aparecen arriba.",
    homeAbove: "El nombre y la dirección de la residencia, como aparecen arriba.",
  },
} as const satisfies Record<Locale, unknown>;

/**
 * What to write for any place of the list: the pages' three lines (core/care/hospital-text.ts),
 * the middle one, which names one place, said of the list instead.
 */
function writeForList(lines: readonly string[], above: string): string[] {
  return lines.map((line, index) => `  ${index === 1 ? above : line}`);
}

function writeAtCheckout(facility: Facility, locale: Locale): string[] {
  const text = HOSPITAL_TEXT[locale];
  return facility.roster === "hospital" ? [...text.write(facility.name, facility.address)] : [...text.writeResident(facility.name, facility.address)];
}

/**
 * care_facilities (issue 51): a town's hospitals and assisted-living homes from the table the
 * hospital pages read (core/care), with what to write at checkout and the rosters as source.
 * Pure; at most MAX_FACILITIES listed (the text names the rest's count), so the answer is bounded.
 */
export function careFacilitiesAnswer(city: City, siteUrl: string, locale: Locale) {
  const all = facilitiesIn(city.slug);
  const listed = all.slice(0, MAX_FACILITIES);
  const hospitalText = HOSPITAL_TEXT[locale];
  const text = CARE_TEXT[locale];
  const facilities = listed.map((facility) => ({
    name: facility.name,
    kind: facility.kind,
    kindLabel: hospitalText.kind[facility.kind],
    roster: facility.roster,
    address: facility.address,
    zip: facility.zip,
    phone: facility.phone,
    flowers: facility.flowers,
    pages: PAGED.has(facility.licence) ? { en: `${siteUrl}${hospitalPagePath(facility, "en")}`, es: `${siteUrl}${hospitalPagePath(facility, "es")}` } : null,
    writeAtCheckout: writeAtCheckout(facility, locale),
  }));
  const rosters = [...new Set<RosterId>(all.map((facility) => facility.roster))].sort();
  const sources = rosters.map((id) => {
    const roster = rosterOf(id);
    return { roster: id, title: roster.title, date: roster.date, publisher: roster.source };
  });
  const hospitals = all.filter((facility) => facility.roster === "hospital").length;
  const lines =
    all.length === 0
      ? [text.none(city.name)]
      : [
          text.head(city.name, hospitals, all.length - hospitals),
          ...facilities.map(
            (facility) =>
              `- ${facility.name} (${facility.kindLabel}), ${facility.address}, NE ${facility.zip}, ${facility.phone}${facility.flowers ? "" : ` (${text.noFlowers})`}${facility.pages ? `; ${text.page}: ${facility.pages[locale]}` : ""}`,
          ),
          ...(all.length > listed.length ? [text.more(all.length - listed.length)] : []),
          ...(hospitals > 0 ? [text.writeHospital, ...writeForList(hospitalText.write("", ""), text.hospitalAbove)] : []),
          ...(all.length > hospitals ? [text.writeHome, ...writeForList(hospitalText.writeResident("", ""), text.homeAbove)] : []),
          ...sources.map((source) => text.source(source.title, rosterMonth(source.date, locale))),
        ];
  return {
    text: lines.join("\n"),
    structured: { town: townFacts(city, siteUrl), sources, facilities, leftOut: all.length - listed.length },
  };
}
