import { describe, expect, it } from "vitest";
import { createClickCeiling } from "../../server/clicks/ceiling";
import { countClicksSince, insertClick } from "../../server/clicks/repository";
import { dayCounts, takeClick } from "../../server/clicks/counters";
import { DATABASE_KINDS, suiteDatabase } from "./helpers/databases";

const CLICK = { path: "/cities/omaha/", placement: "city-order", targetKind: "city", targetId: "omaha" } as const;
/** The instances' shared CLICK_SHARE_SECRET. */
const SECRET = "click-counters-test-secret-0123456789abcdef";
const NOON = new Date("2026-11-27T18:00:00Z");

for (const { kind, skip } of DATABASE_KINDS) {
  describe.skipIf(skip)(`click counters on ${kind}`, () => {
    const database = suiteDatabase(kind, skip, ["click_events", "click_counters"]);

    it("60 clicks at once against a ceiling of 25 store 25, counted with their rows", async () => {
      const { db } = database.current;
      const ceiling = createClickCeiling(db, 25, SECRET);
      const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => ceiling.admit(NOON, `192.0.2.${n}`, (trx) => insertClick(trx, CLICK, NOON))));
      expect(answers.filter((answer) => answer === "admitted")).toHaveLength(25);
      expect(await countClicksSince(db, 0)).toBe(25);
      expect(await ceiling.status(NOON)).toMatchObject({ date: "2026-11-27", stored: 25, dropped: 35, droppedOverShare: 0 });
    });

    it("two ceilings on one database share the day and each client's share", async () => {
      const { db } = database.current;
      const [first, second] = [createClickCeiling(db, 1000, SECRET), createClickCeiling(db, 1000, SECRET)];
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, n) => (n % 2 ? first : second).admit(NOON, `2001:db8:5:${(0x7700 + n).toString(16)}::9`, (trx) => insertClick(trx, CLICK, NOON))),
      );
      expect(answers.filter((answer) => answer === "admitted")).toHaveLength(10);
      expect(answers.filter((answer) => answer === "over-share")).toHaveLength(20);
      expect(await second.status(NOON)).toMatchObject({ stored: 10, dropped: 20, droppedOverShare: 20 });
    });

    it("a click whose row fails is not counted", async () => {
      const { db } = database.current;
      const taken = takeClick(db, { day: "2026-11-27", key: "k", limit: 5, share: 5 }, async () => {
        throw new Error("disk full");
      });
      await expect(taken).rejects.toThrow("disk full");
      expect(await dayCounts(db, "2026-11-27")).toEqual({ stored: 0, dropped: 0, droppedOverShare: 0 });
    });

    it("seeds a day from clicks stored before the counters, and forgets older days", async () => {
      const { db } = database.current;
      for (let n = 0; n < 3; n++) await insertClick(db, CLICK, NOON);
      await db.insertInto("click_counters").values({ day: "2026-11-20", key: "=stored", count: 7 }).execute();
      const ceiling = createClickCeiling(db, 4, SECRET);
      expect(await ceiling.admit(NOON, "192.0.2.1", (trx) => insertClick(trx, CLICK, NOON))).toBe("admitted");
      expect(await ceiling.admit(NOON, "192.0.2.2", (trx) => insertClick(trx, CLICK, NOON))).toBe("over-ceiling");
      const days = await db.selectFrom("click_counters").select("day").distinct().execute();
      expect(days.map((row) => row.day)).toEqual(["2026-11-27"]);
      // The address is never stored: share keys are salted hashes.
      const keys = await db.selectFrom("click_counters").select("key").execute();
      expect(keys.some((row) => row.key.includes("192.0.2"))).toBe(false);
    });
  });
}
