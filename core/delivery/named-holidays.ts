/**
 * The holidays the partner's network keeps, by the name the NO_DELIVERY_DATES setting lists
 * them under. A leaf: the rules (no-delivery-days.ts) compute their dates, the words
 * (closed-text.ts) name them, and neither needs the other for the names.
 */
export const NAMED_HOLIDAY_SLUGS = [
  "new-years-day",
  "memorial-day",
  "independence-day",
  "labor-day",
  "thanksgiving",
  "christmas-eve",
  "christmas-day",
  "new-years-eve",
] as const;

export type NamedHoliday = (typeof NAMED_HOLIDAY_SLUGS)[number];
