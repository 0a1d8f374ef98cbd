/**
 * The nine occasion categories (spec §3 Category). Cards on the home page link
 * to our own /categories/{slug}/ pages; `affiliateLink` records the retailer page
 * each card was modelled on and is never rendered as the card's link target.
 */

export type CategoryColour = "rose" | "berry" | "sage" | "petal" | "sky" | "amber" | "lilac";

export type CategorySlug =
  | "valentines-day"
  | "birthday-flowers"
  | "mothers-day"
  | "sympathy-funeral"
  | "new-baby"
  | "graduation"
  | "get-well-soon"
  | "anniversary"
  | "just-because";

export type CategoryCard = {
  slug: CategorySlug;
  title: string;
  description: string;
  /** A lucide-react icon name; the app maps it to a component. */
  icon: string;
  colour: CategoryColour;
  affiliateLink: string;
  popular: boolean;
};

/** The spec §2 slug rule lives with the city slug rule. */
export { categorySlug } from "../nebraska/slug";

/** Spec order: the three popular occasions first. */
export const CATEGORY_CARDS: readonly CategoryCard[] = [
  {
    slug: "valentines-day",
    title: "Valentine's Day",
    description: "Red roses, mixed romantic bouquets and keepsake arrangements for the one you love.",
    icon: "Heart",
    colour: "rose",
    affiliateLink: "https://www.ftd.com/",
    popular: true,
  },
  {
    slug: "birthday-flowers",
    title: "Birthday Flowers",
    description: "Bright, cheerful bouquets that turn an ordinary birthday into a celebration.",
    icon: "Cake",
    colour: "amber",
    affiliateLink: "https://www.1800flowers.com/",
    popular: true,
  },
  {
    slug: "mothers-day",
    title: "Mother's Day",
    description: "Soft pastel arrangements, lilies and roses to thank Mom for everything.",
    icon: "Flower2",
    colour: "petal",
    affiliateLink: "https://www.proflowers.com/",
    popular: true,
  },
  {
    slug: "sympathy-funeral",
    title: "Sympathy & Funeral",
    description: "Standing sprays, wreaths and gentle home arrangements that express comfort and respect.",
    icon: "Flower",
    colour: "lilac",
    affiliateLink: "https://www.teleflora.com/",
    popular: false,
  },
  {
    slug: "new-baby",
    title: "New Baby",
    description: "Sweet pink, blue and neutral bouquets to welcome a new arrival home or at the hospital.",
    icon: "Baby",
    colour: "sky",
    affiliateLink: "https://www.ftd.com/",
    popular: false,
  },
  {
    slug: "graduation",
    title: "Graduation",
    description: "Bold bouquets in school colours for high school and college graduates.",
    icon: "GraduationCap",
    colour: "berry",
    affiliateLink: "https://www.1800flowers.com/",
    popular: false,
  },
  {
    slug: "get-well-soon",
    title: "Get Well Soon",
    description: "Uplifting flowers and plants to brighten a recovery room or a quiet day at home.",
    icon: "HeartPulse",
    colour: "sage",
    affiliateLink: "https://www.proflowers.com/",
    popular: false,
  },
  {
    slug: "anniversary",
    title: "Anniversary",
    description: "Elegant roses and lush centrepieces to mark another year together.",
    icon: "Gift",
    colour: "berry",
    affiliateLink: "https://www.teleflora.com/",
    popular: false,
  },
  {
    slug: "just-because",
    title: "Just Because",
    description: "Seasonal bouquets for no reason at all: the nicest kind of surprise.",
    icon: "Sparkles",
    colour: "sage",
    affiliateLink: "https://www.ftd.com/",
    popular: false,
  },
];

const HOME_LAST: readonly CategorySlug[] = ["mothers-day", "valentines-day"];

/** Home page order (spec §2 Home): everything else in spec order, then Mother's Day, then Valentine's Day. */
export function homeCategoryCards(): CategoryCard[] {
  const rest = CATEGORY_CARDS.filter((card) => !HOME_LAST.includes(card.slug));
  const last = HOME_LAST.map((slug) => CATEGORY_CARDS.find((card) => card.slug === slug)).filter(
    (card): card is CategoryCard => card !== undefined,
  );
  return [...rest, ...last];
}

export function isCategorySlug(slug: string): slug is CategorySlug {
  return CATEGORY_CARDS.some((card) => card.slug === slug);
}

export { CATEGORY_PAGES, getCategoryPage } from "./category-pages";
export type { CategoryPage } from "./category-pages";
