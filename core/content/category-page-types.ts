import type { FaqEntry, IconName } from "./types";

/** One occasion page (docs/product.md, "Category pages"). */
export type CategoryPage = {
  title: string;
  description: string;
  icon: IconName;
  heroText: string;
  /** The schema.org Service serviceType. */
  serviceType: string;
  /** At most 70 characters. */
  seoTitle: string;
  /** 50 to 160 characters. */
  seoDescription: string;
  /** Sections the page shows after its products; Spanish pages only so far (Día de las Madres). Absent in English. */
  sections?: CategorySection[];
  /** Questions the page shows, and gives as FAQ structured data; absent in English (the sympathy FAQ is its own). */
  faq?: FaqEntry[];
};

/** A heading and one paragraph. */
export type CategorySection = { heading: string; body: string };

/** A category page's own copy; its title and icon are the category record's. */
export type CategoryCopy = Omit<CategoryPage, "title" | "icon" | "sections" | "faq">;
