import { CATEGORIES, categoryWordsIn } from "../content/categories";
import { careListPathOf, categoryOrMadeUpPathIn, categoryPathIn, cityPathIn, FIXED_PAGE_PAIRS, hospitalPathOf, SPANISH_GUIDE_SLUGS, spanishGuidePath, TOWNS_LIST } from "../routes/routes";
import { GLOSSARY } from "../i18n/glossary";
import { getAllCities } from "../nebraska/directory";
import { navLabelOf } from "./nav";
import { FIXED_PAGES } from "./pages";

/** Open Graph's large-image size: what Facebook, LinkedIn and X crop to 1.91:1. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** One share image: where it is served and the words on it. */
export type ShareCard = {
  /** Site path of the PNG, e.g. "/share/cities/omaha.png". */
  path: string;
  eyebrow: string;
  title: string;
  tagline: string;
  /** Alt text for og:image:alt / twitter:image:alt: what the image says. */
  alt: string;
};

const BRAND = "Nebraska Flower Delivery";

function card(path: string, eyebrow: string, title: string, tagline: string): ShareCard {
  return { path, eyebrow, title, tagline, alt: `${eyebrow}: ${title}. ${tagline}` };
}

// Taglines say only what holds for every town and occasion (no delivery-time promise).
const HOME_CARD = card("/share/home.png", BRAND, "Flowers for every Nebraska town", `Local florists · ${getAllCities().length} communities · Order online`);

function cityCard(name: string, slug: string): ShareCard {
  return card(`/share/cities/${slug}.png`, "Flower delivery in", `${name}, Nebraska`, "Bouquets from local florists, ordered online");
}

function categoryCard(title: string, slug: string): ShareCard {
  return card(`/share/categories/${slug}.png`, "Occasion flowers", title, "Bouquets from local florists across Nebraska");
}

function fixedPageCard(path: string, title: string): ShareCard {
  const name = path.replace(/^\/|\/$/g, "");
  return card(`/share/pages/${name}.png`, "Flower delivery across Nebraska", title, "Local florists · Order online");
}

type FixedPath = (typeof FIXED_PAGE_PAIRS)[number][0];

/**
 * The Spanish pages' cards (issue 41): the same look, in Spanish words, under /share/es/. A page
 * is named as the navigation names it (core/site/nav.ts); the towns list's card names the state
 * too, as the English card's "Nebraska Cities" does.
 */
function spanishPageName(english: FixedPath): string {
  const name = english === TOWNS_LIST ? "Ciudades de Nebraska" : navLabelOf(english, "es");
  if (name === undefined) throw new Error(`no Spanish name for the share card of ${english}`);
  return name;
}

function spanishCards(byPage: Map<string, ShareCard>): void {
  const towns = getAllCities();
  byPage.set("/es/", card("/share/es/home.png", BRAND, "Flores para cada ciudad de Nebraska", `${GLOSSARY.florists.charAt(0).toUpperCase()}${GLOSSARY.florists.slice(1)} locales · ${towns.length} comunidades · Pedidos en línea`));
  for (const [english, spanish] of FIXED_PAGE_PAIRS) {
    if (english === "/") continue;
    const name = spanish.replace(/^\/es\/|\/$/g, "");
    byPage.set(spanish, card(`/share/es/pages/${name}.png`, "Entrega de flores en todo Nebraska", spanishPageName(english), `${GLOSSARY.florists.charAt(0).toUpperCase()}${GLOSSARY.florists.slice(1)} locales · Pedidos en línea`));
  }
  for (const category of CATEGORIES) {
    const words = categoryWordsIn("es", category);
    byPage.set(categoryPathIn("es", category.slug), card(`/share/es/categories/${category.slug}.png`, "Flores para la ocasión", words.title, `Ramos de ${GLOSSARY.florists} locales en todo Nebraska`));
  }
  // The guides with no English twin (issue 50): short names, as the occasions' cards have.
  const guideNames = { quinceanera: "Quinceañera", "12-de-diciembre": "12 de diciembre" } as const;
  for (const slug of SPANISH_GUIDE_SLUGS) {
    byPage.set(spanishGuidePath(slug), card(`/share/es/guias/${slug}.png`, "Flores para la ocasión", guideNames[slug], `Ramos de ${GLOSSARY.florists} locales en todo Nebraska`));
  }
  for (const town of towns) {
    byPage.set(cityPathIn("es", town.slug), card(`/share/es/cities/${town.slug}.png`, "Flores a domicilio en", `${town.name}, Nebraska`, `Ramos de ${GLOSSARY.florists} locales, pedidos en línea`));
  }
}

function buildCards(): Map<string, ShareCard> {
  const byPage = new Map<string, ShareCard>([["/", HOME_CARD]]);
  for (const page of FIXED_PAGES) if (page.path !== "/") byPage.set(page.path, fixedPageCard(page.path, page.name));
  for (const category of CATEGORIES) byPage.set(categoryOrMadeUpPathIn("en", category.slug), categoryCard(category.title, category.slug));
  for (const city of getAllCities()) byPage.set(cityPathIn("en", city.slug), cityCard(city.name, city.slug));
  spanishCards(byPage);
  return byPage;
}

const CARD_BY_PAGE = buildCards();

/**
 * The card for a page path; pages without one of their own (errors, admin, aliases) share their
 * edition's home card. A hospital page shares its town's (issue 49): a card per hospital would add
 * ~180 images to every build for a page whose town already names it; so does a town's list of
 * hospitals and care homes, and the statewide index shares the home card.
 */
export function shareCardFor(pagePath: string): ShareCard {
  const hospital = hospitalPathOf(pagePath) ?? careListPathOf(pagePath);
  const town = hospital ? CARD_BY_PAGE.get(cityPathIn(hospital.locale, hospital.townSlug)) : undefined;
  if (town) return town;
  return CARD_BY_PAGE.get(pagePath) ?? (pagePath.startsWith("/es/") ? CARD_BY_PAGE.get("/es/") : undefined) ?? HOME_CARD;
}

/** Every distinct card the build must make, each once. */
export function allShareCards(): ShareCard[] {
  return [...new Map([...CARD_BY_PAGE.values()].map((c) => [c.path, c])).values()];
}
