/** Site-wide SEO rules: title and description lengths and uniqueness, internal links that answer 200. */
import type { Finding } from "./page-rules";

export const TITLE_MAX = 70;
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * City titles the spec dictates, which may run past 70 characters. Only these
 * shapes are exempt from the length rule, and only on the page of that city.
 */
export const SPEC_CITY_TITLE_PATTERNS: readonly ((city: string) => RegExp)[] = [
  // docs/product.md: default title '{city} Flower Delivery | Same Day Local Florists in {city}, NE | Fresh Bouquets'.
  (city) => new RegExp(`^${escapeRegExp(city)} Flower Delivery \\| Same Day Local Florists in ${escapeRegExp(city)}, NE \\| Fresh Bouquets$`),
  // docs/product.md: 'Title pattern for small towns: {City} Flower Delivery | {county or theme} Florists | Same Day ... Flowers'.
  (city) => new RegExp(`^${escapeRegExp(city)} Flower Delivery \\| [^|]+ Florists \\| Same Day (?:[^|]+ )?Flowers$`),
];

/** A title over 70 characters is a finding unless it is a spec-dictated title of this page's city. */
export function titleLengthFinding(page: string, title: string, cityName: string | undefined): Finding | undefined {
  if (title.length <= TITLE_MAX) return undefined;
  if (cityName !== undefined && SPEC_CITY_TITLE_PATTERNS.some((pattern) => pattern(cityName).test(title))) return undefined;
  return { page, rule: "title", detail: `title is ${title.length} characters (max ${TITLE_MAX}, no spec pattern matches): ${title}` };
}

export function descriptionLengthFinding(page: string, description: string): Finding | undefined {
  if (description.length >= DESCRIPTION_MIN && description.length <= DESCRIPTION_MAX) return undefined;
  return { page, rule: "description", detail: `description is ${description.length} characters (${DESCRIPTION_MIN}-${DESCRIPTION_MAX}): ${description}` };
}

export type PageHead = { path: string; title: string | undefined; description: string | undefined };

/**
 * Titles and descriptions shared by two canonical pages. An alias is the same
 * page as its canonical, so it must carry the canonical's exact head instead.
 */
export function duplicateFindings(pages: readonly PageHead[], canonicalPathOf: (path: string) => string): Finding[] {
  const findings: Finding[] = [];
  const byPath = new Map(pages.map((page) => [page.path, page]));
  for (const field of ["title", "description"] as const) {
    const seen = new Map<string, string>();
    for (const page of pages) {
      const value = page[field];
      if (value === undefined) continue;
      const canonical = canonicalPathOf(page.path);
      if (canonical !== page.path) {
        const target = byPath.get(canonical);
        if (target && target[field] !== value) findings.push({ page: page.path, rule: field, detail: `alias of ${canonical} has a different ${field}` });
        continue;
      }
      const first = seen.get(value);
      if (first !== undefined) findings.push({ page: page.path, rule: field, detail: `same ${field} as ${first}: ${value}` });
      else seen.set(value, page.path);
    }
  }
  return findings;
}

export type LinkAnswer = { status: number; location: string | null };

/**
 * Resolves each unique internal target once (answers already known, such as
 * the pages themselves, are reused) and reports every target that does not
 * answer 200 directly, once, with the pages that link to it.
 */
export async function internalLinkFindings(
  linksByPage: ReadonlyMap<string, readonly string[]>,
  known: ReadonlyMap<string, LinkAnswer>,
  request: (target: string) => Promise<LinkAnswer>,
): Promise<{ findings: Finding[]; unique: number; total: number }> {
  const linkers = new Map<string, string[]>();
  let total = 0;
  for (const [page, targets] of linksByPage) {
    for (const target of targets) {
      total += 1;
      const pages = linkers.get(target) ?? [];
      if (pages.at(-1) !== page) pages.push(page);
      linkers.set(target, pages);
    }
  }
  const findings: Finding[] = [];
  const queue = [...linkers];
  // Sixteen at a time, as a crawler asks: two editions' 378 first renders at once fill any render queue.
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [target, pages] = next;
      const answer = known.get(target) ?? (await request(target));
      if (answer.status === 200) continue;
      const where = answer.location ? ` (redirects to ${answer.location})` : "";
      const from = pages.length > 1 ? `linked from ${pages.length} pages` : "linked here";
      findings.push({ page: pages[0]!, rule: "internal-link", detail: `${target} answers ${answer.status}${where}; ${from}` });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return { findings, unique: linkers.size, total };
}
