import type { Kysely } from "kysely";
import { clickPeriod } from "#core/clicks/period";
import type { Database } from "../db/schema";
import { countClicksSince } from "./repository";

/** What the ceiling said about one click. */
export type Admission = "admitted" | "over-ceiling" | "over-share";

type CeilingDay = {
  date: string;
  stored: number;
  /** Refused today, for either reason. */
  dropped: number;
  /** Of `dropped`, refused because their address had used its share. */
  droppedOverShare: number;
  limit: number;
  perAddressLimit: number;
};

/**
 * One address's share of the day: a hundredth of the ceiling, at least 10. A person follows
 * a handful of partner links a day; a script in a loop must not take the day from everyone
 * else (320 searches from one address used to fill a 300 ceiling).
 */
export function perAddressLimit(limit: number): number {
  return Math.min(limit, Math.max(10, Math.ceil(limit / 100)));
}

/**
 * The global ceiling on stored clicks per Central calendar day (CLICKS_DAILY_LIMIT):
 * whatever the number of addresses, storage grows by at most `limit` rows a day, and one
 * address (its rate-limit bucket: IPv4, or an IPv6 /64) by at most perAddressLimit(limit).
 * Each process seeds its count from the database when a day begins, then counts
 * itself (several processes may together go a little past the limit; never far).
 * Clicks past either are refused and counted for the admin view.
 */
export function createClickCeiling(db: Kysely<Database>, limit: number) {
  let day: CeilingDay | undefined;
  let seeding: Promise<CeilingDay> | undefined;
  // Admitted clicks per address today: at most `limit` entries, emptied each day.
  let perAddress = new Map<string, number>();
  const share = perAddressLimit(limit);

  async function today(now: Date): Promise<CeilingDay> {
    const period = clickPeriod(1, now);
    const date = period.dates[0] as string;
    if (day?.date === date) return day;
    // One seeding query per day, shared by the clicks that arrive while it runs.
    seeding ??= countClicksSince(db, period.fromMs)
      .then((stored) => {
        day = { date, stored, dropped: 0, droppedOverShare: 0, limit, perAddressLimit: share };
        perAddress = new Map();
        return day;
      })
      .finally(() => {
        seeding = undefined;
      });
    return seeding;
  }

  return {
    limit,
    /**
     * Reserves room for one click from `address` now (undefined: no address, e.g. a test);
     * a refusal is counted. Call `release` if the click then fails to be stored.
     */
    async admit(now: Date, address?: string): Promise<Admission> {
      const current = await today(now);
      if (current.stored >= current.limit) {
        current.dropped += 1;
        return "over-ceiling";
      }
      const used = address === undefined ? 0 : (perAddress.get(address) ?? 0);
      if (address !== undefined && used >= share) {
        current.dropped += 1;
        current.droppedOverShare += 1;
        return "over-share";
      }
      current.stored += 1;
      if (address !== undefined) perAddress.set(address, used + 1);
      return "admitted";
    },
    /** Gives back the room of an admitted click that was not stored after all. */
    release(now: Date, address?: string): void {
      if (!day || day.date !== clickPeriod(1, now).dates[0]) return;
      day.stored = Math.max(0, day.stored - 1);
      const used = address === undefined ? 0 : (perAddress.get(address) ?? 0);
      if (address !== undefined && used > 0) perAddress.set(address, used - 1);
    },
    /** Today's figures as this process knows them. */
    async status(now: Date): Promise<CeilingDay> {
      return { ...(await today(now)) };
    },
  };
}

export type ClickCeiling = ReturnType<typeof createClickCeiling>;
