import type { PartnerCategorySlug } from "../affiliate/links";
import { GLOSSARY } from "../i18n/glossary";
import type { Locale } from "../i18n/locale";
import type { IconName } from "./types";

/** A card's tint; app/components/home/category-colours.ts turns each into classes. */
export type CategoryColour = "rose" | "berry" | "sage" | "petal" | "sky" | "amber" | "lilac";

type CategoryRecord = {
  slug: string;
  title: string;
  /** The home card's line; the category page's own copy is in ./category-pages.ts. */
  description: string;
  icon: IconName;
  colour: CategoryColour;
  popular: boolean;
};

/** The nine occasions (docs/product.md, "Category pages"), one record each, in the product's order: the three popular ones first. */
const RECORDS = [
  {
    slug: "valentines-day",
    title: "Valentine's Day",
    description: "Red roses, mixed romantic bouquets and keepsake arrangements for the one you love.",
    icon: "Heart",
    colour: "rose",
    popular: true,
  },
  {
    slug: "birthday-flowers",
    title: "Birthday Flowers",
    description: "Bright, cheerful bouquets that turn an ordinary birthday into a celebration.",
    icon: "Cake",
    colour: "amber",
    popular: true,
  },
  {
    slug: "mothers-day",
    title: "Mother's Day",
    description: "Soft pastel arrangements, lilies and roses to thank Mom for everything.",
    icon: "Flower2",
    colour: "petal",
    popular: true,
  },
  {
    slug: "sympathy-funeral",
    title: "Sympathy & Funeral",
    description: "Standing sprays, wreaths and gentle home arrangements that express comfort and respect.",
    icon: "Flower",
    colour: "lilac",
    popular: false,
  },
  {
    slug: "new-baby",
    title: "New Baby",
    description: "Sweet pink, blue and neutral bouquets to welcome a new arrival home or at the hospital.",
    icon: "Baby",
    colour: "sky",
    popular: false,
  },
  {
    slug: "graduation",
    title: "Graduation",
    description: "Bold bouquets in school colours for high school and college graduates.",
    icon: "GraduationCap",
    colour: "berry",
    popular: false,
  },
  {
    slug: "get-well-soon",
    title: "Get Well Soon",
    description: "Uplifting flowers and plants to brighten a recovery room or a quiet day at home.",
    icon: "HeartPulse",
    colour: "sage",
    popular: false,
  },
  {
    slug: "anniversary",
    title: "Anniversary",
    description: "Elegant roses and lush centrepieces to mark another year together.",
    icon: "Gift",
    colour: "berry",
    popular: false,
  },
  {
    slug: "just-because",
    title: "Just Because",
    description: "Seasonal bouquets for no reason at all: the nicest kind of surprise.",
    icon: "Sparkles",
    colour: "sage",
    popular: false,
  },
] as const satisfies readonly CategoryRecord[];

export type CategorySlug = (typeof RECORDS)[number]["slug"];
export type Category = CategoryRecord & { slug: CategorySlug };

export const CATEGORIES: readonly Category[] = RECORDS;

/**
 * What a home card and a category page's heading say of a category, in one edition: its title,
 * its home-card line, and what a link to it opens ("Ver flores de cumpleaños").
 */
export type CategoryWords = { title: string; description: string; shopWhat: string };

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The nine occasions in Spanish (issue 41): each title and home-card line as a person in
 * Nebraska would say it, not word for word. Mother's Day is Día de las Madres, May 10: the
 * Spanish page is about that day (core/content/category-pages-es.ts).
 */
export const SPANISH_CATEGORY_WORDS: Record<CategorySlug, CategoryWords> = {
  "valentines-day": {
    title: "San Valentín",
    description: "Rosas rojas, ramos románticos y arreglos para guardar de recuerdo, para la persona que usted quiere.",
    shopWhat: "flores de San Valentín",
  },
  "birthday-flowers": {
    title: "Flores de cumpleaños",
    description: "Ramos alegres y llenos de color que convierten cualquier cumpleaños en una fiesta.",
    shopWhat: "flores de cumpleaños",
  },
  "mothers-day": {
    title: GLOSSARY.mothersDayMay10,
    description: "Rosas, lirios y arreglos en tonos suaves para el 10 de mayo, para darle las gracias a mamá.",
    shopWhat: `flores para el ${GLOSSARY.mothersDayMay10}`,
  },
  "sympathy-funeral": {
    title: `${capitalised(GLOSSARY.sympathy)} y funerales`,
    description: "Arreglos de pie, coronas y arreglos sencillos para la casa, que expresan consuelo y respeto.",
    shopWhat: `flores de ${GLOSSARY.sympathy}`,
  },
  "new-baby": {
    title: "Recién nacido",
    description: "Ramos en rosa, azul o tonos neutros para darle la bienvenida al bebé, en casa o en el hospital.",
    shopWhat: "flores para recién nacidos",
  },
  graduation: {
    title: "Graduación",
    description: "Ramos llamativos con los colores de la escuela para quienes se gradúan de la preparatoria o la universidad.",
    shopWhat: "flores de graduación",
  },
  "get-well-soon": {
    title: "Pronta recuperación",
    description: "Flores y plantas que alegran un cuarto de hospital o un día tranquilo en casa.",
    shopWhat: "flores de pronta recuperación",
  },
  anniversary: {
    title: "Aniversario",
    description: "Rosas elegantes y centros de mesa para celebrar un año más juntos.",
    shopWhat: "flores de aniversario",
  },
  "just-because": {
    title: "Porque sí",
    description: "Ramos de temporada sin ningún motivo: la sorpresa más bonita de todas.",
    shopWhat: "flores porque sí",
  },
};

/** A category's title, home-card line and link words in `locale` (English: the record's own, the title as the link's words). */
export function categoryWordsIn(locale: Locale, category: Category): CategoryWords {
  return locale === "es" ? SPANISH_CATEGORY_WORDS[category.slug] : { title: category.title, description: category.description, shopWhat: category.title };
}

/** The category with this slug; undefined for any other string (including inherited object keys). */
export function categoryBySlug(slug: string): Category | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}

// The partner's page for each category is in core/affiliate/links.ts (PARTNER_CATEGORY_PATHS);
// this stops compiling when that table and these records name different categories.
type SameSlugs<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _partnerPathsMatch: SameSlugs<CategorySlug, PartnerCategorySlug> = true;

const HOME_LAST: readonly CategorySlug[] = ["mothers-day", "valentines-day"];

/** Home page order (docs/product.md, "Home"): everything else in the product's order, then Mother's Day, then Valentine's Day. */
export function homeCategories(): Category[] {
  const rest = CATEGORIES.filter((category) => !HOME_LAST.includes(category.slug));
  const last = HOME_LAST.map((slug) => categoryBySlug(slug)).filter((category) => category !== undefined);
  return [...rest, ...last];
}
