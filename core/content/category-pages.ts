import { categoryPathIn } from "../routes/routes";
import type { Locale } from "../i18n/locale";
import { categoryBySlug, type CategorySlug, SPANISH_CATEGORY_WORDS } from "./categories";
import { SPANISH_CATEGORY_COPY, SPANISH_FALLBACK_COPY } from "./category-pages-es";

import type { CategoryCopy, CategoryPage } from "./category-page-types";

export type { CategoryCopy, CategoryPage, CategorySection } from "./category-page-types";

const CATEGORY_COPY: Record<CategorySlug, CategoryCopy> = {
  "valentines-day": {
    description: "Romantic roses and love bouquets delivered across Nebraska",
    heroText:
      "Say it with red roses, blush tulips or a mixed bouquet. Local Nebraska florists deliver Valentine's Day flowers to homes, offices and campuses, with same-day delivery in many towns when you order before the local cut-off.",
    serviceType: "Valentine's Day Flower Delivery",
    seoTitle: "Valentine's Day Flowers Nebraska | Same Day Rose Delivery",
    seoDescription:
      "Order Valentine's Day roses and romantic bouquets for delivery across Nebraska. Local florists, same-day delivery in many towns before the cut-off.",
  },
  "birthday-flowers": {
    description: "Cheerful birthday bouquets delivered by local Nebraska florists",
    heroText:
      "Sunflowers, gerbera daisies, bright roses and balloons-ready bouquets: send birthday flowers anywhere in Nebraska, hand-delivered by a florist near the recipient.",
    serviceType: "Birthday Flower Delivery",
    seoTitle: "Birthday Flowers Delivered in Nebraska | Same Day Bouquets",
    seoDescription:
      "Send birthday flowers anywhere in Nebraska. Bright bouquets arranged and hand-delivered by local florists, with same-day delivery in many areas.",
  },
  "mothers-day": {
    description: "Beautiful Mother's Day flowers for every mom in Nebraska",
    heroText:
      "Lilies, pastel roses, orchids and garden-style bouquets to thank Mom. Order early for Mother's Day weekend, when Nebraska florists are at their busiest.",
    serviceType: "Mother's Day Flower Delivery",
    seoTitle: "Mother's Day Flowers Nebraska | Local Florist Delivery",
    seoDescription:
      "Mother's Day bouquets, roses and lilies delivered by local Nebraska florists. Order early for the holiday weekend; same-day delivery in many towns.",
  },
  "sympathy-funeral": {
    description: "Respectful sympathy and funeral flowers delivered with care",
    heroText:
      "Standing sprays, wreaths, casket pieces and gentle arrangements for the home. Local florists deliver directly to Nebraska funeral homes, churches and family residences.",
    serviceType: "Sympathy and Funeral Flower Delivery",
    seoTitle: "Sympathy & Funeral Flowers Nebraska | Funeral Home Delivery",
    seoDescription:
      "Sympathy and funeral flowers delivered to Nebraska funeral homes, churches and family homes by local florists. Wreaths, sprays and plants.",
  },
  "new-baby": {
    description: "Sweet flowers and gifts to welcome a new baby",
    heroText:
      "Celebrate a new arrival with soft pink, blue or neutral bouquets. Nebraska florists deliver to homes and to hospital maternity wards (check the hospital's flower policy first).",
    serviceType: "New Baby Flower Delivery",
    seoTitle: "New Baby Flowers Nebraska | Hospital & Home Delivery",
    seoDescription:
      "Welcome a new baby with flowers delivered to Nebraska homes and hospitals. Pink, blue and neutral bouquets from local florists.",
  },
  graduation: {
    description: "Graduation bouquets for Nebraska's high school and college graduates",
    heroText:
      "Mark the big day with a bouquet in school colours. Florists deliver to homes and campuses, including the University of Nebraska campuses in Lincoln, Omaha and Kearney.",
    serviceType: "Graduation Flower Delivery",
    seoTitle: "Graduation Flowers Nebraska | Campus & Home Delivery",
    seoDescription:
      "Graduation bouquets delivered to homes and campuses across Nebraska, including UNL, UNO and UNK. Order from local florists ahead of the ceremony.",
  },
  "get-well-soon": {
    description: "Uplifting get well flowers and plants delivered across Nebraska",
    heroText:
      "Brighten a recovery with cheerful flowers or a long-lasting plant. Add a note about allergies or fragrance and the local florist will adapt the arrangement.",
    serviceType: "Get Well Flower Delivery",
    seoTitle: "Get Well Soon Flowers Nebraska | Hospital Delivery",
    seoDescription:
      "Get well flowers and plants delivered to Nebraska hospitals and homes. Local florists adapt to notes on allergies, fragrance and vase size.",
  },
  anniversary: {
    description: "Elegant anniversary roses and arrangements for every milestone",
    heroText:
      "From a first anniversary to a fiftieth, celebrate with classic roses or a lush centrepiece, arranged and hand-delivered by a florist near your loved one.",
    serviceType: "Anniversary Flower Delivery",
    seoTitle: "Anniversary Flowers Nebraska | Roses Delivered Same Day",
    seoDescription:
      "Anniversary roses and elegant arrangements delivered across Nebraska by local florists. Same-day delivery in many towns when ordered early.",
  },
  "just-because": {
    description: "Seasonal surprise bouquets for no special reason",
    heroText:
      "No occasion needed. Send a seasonal bouquet to a friend, a neighbour or a colleague anywhere in Nebraska and let a local florist choose the freshest stems of the day.",
    serviceType: "Flower Delivery",
    seoTitle: "Just Because Flowers Nebraska | Surprise Bouquet Delivery",
    seoDescription:
      "Surprise someone in Nebraska with a just because bouquet. Seasonal flowers arranged and hand-delivered by local florists.",
  },
};

/** 'get-well' becomes 'Get Well'. */
function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * The page record for a slug; unknown slugs get the spec's generic fallback. With `locale`
 * "es", the Spanish page (core/content/category-pages-es.ts); English is as it always was.
 */
export function getCategoryPage(slug: string, locale: Locale): CategoryPage {
  if (locale === "es") return spanishCategoryPage(slug);
  const category = categoryBySlug(slug);
  if (category) {
    // Field order as the page record always had it: its content hash dates the page (core/site/lastmod.ts).
    const { description, ...rest } = CATEGORY_COPY[category.slug];
    return { title: category.title, description, icon: category.icon, ...rest };
  }
  const title = titleFromSlug(slug) || "Flowers";
  return {
    title,
    description: "Beautiful flower arrangements for every occasion",
    icon: "Flower2",
    heroText:
      "Fresh bouquets arranged and hand-delivered by local Nebraska florists, with same-day delivery in many areas when you order before the local cut-off.",
    serviceType: "Flower Delivery",
    seoTitle: `${title} | Nebraska Flower Delivery`.slice(0, 70),
    seoDescription: `${title} flower arrangements delivered across Nebraska by local florists. Beautiful flower arrangements for every occasion.`.slice(0, 160),
  };
}

function spanishCategoryPage(slug: string): CategoryPage {
  const category = categoryBySlug(slug);
  if (category) {
    const { collectionTitle: _heading, sections, faq, ...copy } = SPANISH_CATEGORY_COPY[category.slug];
    const { description, ...rest } = copy;
    return { title: SPANISH_CATEGORY_WORDS[category.slug].title, description, icon: category.icon, ...rest, ...(sections ? { sections } : {}), ...(faq ? { faq } : {}) };
  }
  const title = titleFromSlug(slug) || "Flores";
  return {
    title,
    description: SPANISH_FALLBACK_COPY.description,
    icon: "Flower2",
    heroText: SPANISH_FALLBACK_COPY.heroText,
    serviceType: SPANISH_FALLBACK_COPY.serviceType,
    seoTitle: `${title} | Nebraska Flower Delivery`.slice(0, 70),
    seoDescription: `${title}: arreglos florales entregados en todo Nebraska por florerías locales. Arreglos florales para cada ocasión.`.slice(0, 160),
  };
}

/** The heading over a category page's products: "Birthday Flowers Collection", "Ramos de cumpleaños". */
export function categoryCollectionTitle(slug: string, locale: Locale): string {
  const category = categoryBySlug(slug);
  if (locale === "es") return category ? SPANISH_CATEGORY_COPY[category.slug].collectionTitle : `Colección: ${getCategoryPage(slug, "es").title}`;
  return `${getCategoryPage(slug, "en").title} Collection`;
}

/**
 * The one line the English Mother's Day page gives May 10 (issue 41, item 5), for families who
 * keep both days: the sentence, then a link to the Spanish Día de las Madres page, in Spanish
 * (its `lang` and `hrefLang`). Nothing else in the English copy speaks of May 10.
 */
export type OtherEditionLine = { text: string; linkText: string; href: string; lang: Locale };

export const MAY_TENTH_LINE: OtherEditionLine = {
  text: "Many families also celebrate Día de las Madres on May 10 — ",
  linkText: "en español",
  href: categoryPathIn("es", "mothers-day"),
  lang: "es",
};

/** The English page's line pointing at its Spanish twin, where it has one (the Mother's Day page). */
export function otherEditionLine(slug: string, locale: Locale): OtherEditionLine | undefined {
  return locale === "en" && slug === "mothers-day" ? MAY_TENTH_LINE : undefined;
}
