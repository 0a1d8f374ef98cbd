import { localeOfPath } from "../i18n/locale";
import { dayOfHour, type ClickPeriod } from "./period";
import type { ClickStats } from "./schema";
import { CLICK_LIMITS, CLICK_SOURCES, clickSourceOf } from "./types";

/** Clicks per hour bucket (epoch ms / 3,600,000), as the database groups them. */
export type HourCount = { hour: number; clicks: number };

/** Clicks per distinct link: page, placement and target. */
export type LinkCount = { path: string; placement: string; targetKind: string; targetId: string | null; clicks: number };

type Ranked<K extends string> = { [P in K]: string } & { clicks: number };

/** Most clicks first; ties in key order so the answer is stable. */
function rank<K extends string>(key: K, counts: Map<string, number>, limit: number): Ranked<K>[] {
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([value, clicks]) => ({ [key]: value, clicks }) as Ranked<K>);
}

function add(counts: Map<string, number>, key: string, clicks: number): void {
  counts.set(key, (counts.get(key) ?? 0) + clicks);
}

/**
 * The dashboard's figures from two groupings of the period's events: by hour
 * (folded into local days) and by link (folded into pages, placements, cities
 * and categories). Both come from the same rows, so every list sums to `total`.
 */
export function summarizeClicks(period: ClickPeriod, hours: HourCount[], links: LinkCount[]): ClickStats {
  const perDay = new Map(period.dates.map((date) => [date, 0]));
  for (const { hour, clicks } of hours) {
    const date = dayOfHour(hour, period.timeZone);
    if (perDay.has(date)) add(perDay, date, clicks);
  }

  const pages = new Map<string, number>();
  const placements = new Map<string, number>();
  const cities = new Map<string, number>();
  const categories = new Map<string, number>();
  const languages = new Map<string, number>([["en", 0], ["es", 0]]);
  const sources = new Map<string, number>([["pages", 0], ["assistant", 0]]);
  for (const link of links) {
    add(sources, clickSourceOf(link.placement), link.clicks);
    add(pages, link.path, link.clicks);
    add(languages, localeOfPath(link.path), link.clicks);
    add(placements, link.placement, link.clicks);
    if (link.targetId !== null && link.targetKind === "city") add(cities, link.targetId, link.clicks);
    if (link.targetId !== null && link.targetKind === "category") add(categories, link.targetId, link.clicks);
  }
  const linkKey = (link: LinkCount) => JSON.stringify([link.path, link.placement, link.targetKind, link.targetId]);
  const sortedLinks = [...links]
    .sort((a, b) => b.clicks - a.clicks || (linkKey(a) < linkKey(b) ? -1 : linkKey(a) > linkKey(b) ? 1 : 0))
    .slice(0, CLICK_LIMITS.topMax);

  return {
    days: period.days,
    timeZone: period.timeZone,
    from: new Date(period.fromMs).toISOString(),
    to: new Date(period.toMs).toISOString(),
    total: links.reduce((sum, link) => sum + link.clicks, 0),
    perDay: [...perDay].map(([date, clicks]) => ({ date, clicks })),
    pages: rank("path", pages, CLICK_LIMITS.topMax),
    placements: rank("placement", placements, Number.POSITIVE_INFINITY),
    cities: rank("slug", cities, CLICK_LIMITS.topMax),
    categories: rank("slug", categories, Number.POSITIVE_INFINITY),
    languages: [...languages].map(([language, clicks]) => ({ language: language === "es" ? "es" : "en", clicks })),
    sources: CLICK_SOURCES.map((source) => ({ source, clicks: sources.get(source) ?? 0 })),
    links: sortedLinks,
  };
}
