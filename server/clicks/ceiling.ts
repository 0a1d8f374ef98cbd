import type { Kysely, Transaction } from "kysely";
import { clickPeriod } from "#core/clicks/period";
import type { Database } from "../db/schema";
import { countRefusal, dayCounts, forgetDaysBefore, seedDay, takeClick } from "./counters";
import { shareKeyOf } from "./share-key";
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
 * storage grows by at most `limit` rows a day, and one client (IPv4, or an IPv6 /56) by at
 * most perAddressLimit(limit). Both are counted in the database (click_counters), in the
 * transaction that stores the click, so every instance on one database shares them and the
 * admin view shows what all of them stored (issue 39: two instances stored 199 against 100).
 * Clicks past either are refused and counted for the admin view. A client's share is counted
 * under shareKeyOf(`shareSecret`, day, address): the secret is configuration
 * (CLICK_SHARE_SECRET), so nothing in the database turns a code back into an address.
 */
export function createClickCeiling(db: Kysely<Database>, limit: number, shareSecret: string) {
  const share = perAddressLimit(limit);
  // Once per day and instance: seed the day, forget older days.
  const days = new Map<string, Promise<void>>();

  function prepare(date: string, fromMs: number): Promise<void> {
    let ready = days.get(date);
    if (!ready) {
      days.clear();
      ready = (async () => {
        await seedDay(db, date, await countClicksSince(db, fromMs));
        await forgetDaysBefore(db, date);
      })();
      // A failed start (the database away) is tried again by the next click.
      ready.catch(() => days.delete(date));
      days.set(date, ready);
    }
    return ready;
  }

  return {
    limit,
    /**
     * Counts one click from `address` (undefined: no address, e.g. a test) and stores it
     * with `store` in the same transaction; a refusal is counted and stores nothing.
     */
    async admit(now: Date, address: string | undefined, store: (trx: Transaction<Database>) => Promise<void>): Promise<Admission> {
      const period = clickPeriod(1, now);
      const date = period.dates[0] as string;
      await prepare(date, period.fromMs);
      const key = address === undefined ? undefined : shareKeyOf(shareSecret, date, address);
      const taken = await takeClick(db, { day: date, key, limit, share }, store);
      if (taken === "taken") return "admitted";
      // A refusal not counted is a figure lost, not a reason to answer 503.
      await countRefusal(db, date, taken === "over-share").catch(() => undefined);
      return taken;
    },
    /** Today's figures, as every instance on the database counted them. */
    async status(now: Date): Promise<CeilingDay> {
      const date = clickPeriod(1, now).dates[0] as string;
      return { date, ...(await dayCounts(db, date)), limit, perAddressLimit: share };
    },
  };
}

export type ClickCeiling = ReturnType<typeof createClickCeiling>;
