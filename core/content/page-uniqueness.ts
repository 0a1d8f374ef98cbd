import { stableHash } from "../hash";

/** How many words make one phrase (shingle) when pages are compared. */
const SHINGLE_WORDS = 5;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Hashed 5-word shingles of a page's text with the town's own name masked, so
 * two pages built from one template do not look different just by their names.
 */
export function shingles(text: string, cityName: string): Set<number> {
  const words = text
    .replace(new RegExp(escapeRegExp(cityName), "gi"), " cityname ")
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter((word) => word.length > 0);
  const set = new Set<number>();
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) set.add(stableHash(words.slice(i, i + SHINGLE_WORDS).join(" ")));
  return set;
}

export function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

export type PageShingles = { name: string; set: ReadonlySet<number> };

/** The most similar pair of pages (Jaccard of their shingle sets). */
export function worstPair(pages: readonly PageShingles[]): { score: number; a: string; b: string } {
  let worst = { score: 0, a: "", b: "" };
  for (let i = 0; i < pages.length; i++) {
    for (let j = i + 1; j < pages.length; j++) {
      const a = pages[i];
      const b = pages[j];
      if (!a || !b) continue;
      const score = jaccard(a.set, b.set);
      if (score > worst.score) worst = { score, a: a.name, b: b.name };
    }
  }
  return worst;
}

/** Per page: the share of its shingles that appear on no other page. */
export function uniqueShares(pages: readonly PageShingles[]): Map<string, number> {
  const seen = new Map<number, number>();
  for (const page of pages) for (const item of page.set) seen.set(item, (seen.get(item) ?? 0) + 1);
  return new Map(
    pages.map((page) => {
      let unique = 0;
      for (const item of page.set) if (seen.get(item) === 1) unique++;
      return [page.name, page.set.size === 0 ? 0 : unique / page.set.size];
    }),
  );
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
