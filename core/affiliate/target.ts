/**
 * What a partner link opens, as a value: the one thing search, town and category
 * pages hand around. core/affiliate/links.ts turns it into the tracked address and
 * core/clicks/target.ts into the click report, so the two can never disagree.
 * It never leaves the process as such (links carry it as data attributes, which the
 * click schema validates), so a plain type is enough.
 */
export type PartnerTarget =
  | { kind: "nebraska" }
  /**
   * Our town slug; `fragment` picks a section of the partner's town page. `partnerPageGone`:
   * the link checker found that page gone, so the link opens the partner's Nebraska page
   * (fragment kept) until it is back, and is still reported as the town's.
   */
  | { kind: "city"; slug: string; fragment?: string; partnerPageGone?: boolean }
  | { kind: "category"; slug: string }
  /** `url` is the product address as the products API hands it: a partner page, already tracked. */
  | { kind: "product"; url: string; title: string }
  /** The partner's front page (PARTNER_CTA_URL). */
  | { kind: "home" };

export type CityTarget = Extract<PartnerTarget, { kind: "city" }>;
