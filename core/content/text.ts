/** Small text helpers shared by the content builders. */
import { stableHash } from "../hash";

/** Picks one entry of a non-empty pool, keyed by a name and a slot so slots vary independently. */
export function pick<T>(pool: readonly [T, ...T[]], name: string, slot: string): T {
  return pool[stableHash(`${name}|${slot}`) % pool.length] ?? pool[0];
}

const CITY_TOKEN = /\{cityName\}/g;

export function fillCityName(text: string, cityName: string): string {
  return text.replace(CITY_TOKEN, cityName);
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinList(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

export function formatThousands(value: number): string {
  return Math.round(value).toLocaleString("en-US");
}
