import type { Kysely } from "kysely";
import { clickPeriod } from "#core/clicks/period";
import type { Database } from "../db/schema";
import { countClicksSince } from "./repository";

type CeilingDay = { date: string; stored: number; dropped: number; limit: number };

/**
 * The global ceiling on stored clicks per Central calendar day (CLICKS_DAILY_LIMIT):
 * whatever the number of addresses, storage grows by at most `limit` rows a day.
 * Each process seeds its count from the database when a day begins, then counts
 * itself (several processes may together go a little past the limit; never far).
 * Clicks past the ceiling are dropped and counted for the admin view.
 */
export function createClickCeiling(db: Kysely<Database>, limit: number) {
  let day: CeilingDay | undefined;
  let seeding: Promise<CeilingDay> | undefined;

  async function today(now: Date): Promise<CeilingDay> {
    const period = clickPeriod(1, now);
    const date = period.dates[0] as string;
    if (day?.date === date) return day;
    // One seeding query per day, shared by the clicks that arrive while it runs.
    seeding ??= countClicksSince(db, period.fromMs)
      .then((stored) => {
        day = { date, stored, dropped: 0, limit };
        return day;
      })
      .finally(() => {
        seeding = undefined;
      });
    return seeding;
  }

  return {
    limit,
    /** Reserves room for one click now; false (and counted) when the day is full. */
    async admit(now: Date): Promise<boolean> {
      const current = await today(now);
      if (current.stored >= current.limit) {
        current.dropped += 1;
        return false;
      }
      current.stored += 1;
      return true;
    },
    /** Today's figures as this process knows them. */
    async status(now: Date): Promise<CeilingDay> {
      return { ...(await today(now)) };
    },
  };
}

export type ClickCeiling = ReturnType<typeof createClickCeiling>;
