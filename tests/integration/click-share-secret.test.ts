/**
 * Issue 52, row 7: a database reader cannot turn a client's click-share code back into its
 * address. Before, the day's random salt sat in click_salts beside the codes, and
 * sha256(salt, address) matched a stored code (all of IPv4 in about 2.4 h on one core). Now the
 * code is an HMAC under CLICK_SHARE_SECRET, which lives in the configuration: no value anywhere
 * in the database, tried as that salt or as that secret, makes the code; instances given the
 * same secret still count a client under one code.
 */
import { createHash, createHmac } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { shareBucket } from "#core/net/address-bucket";
import { parseEnv } from "#core/config/env";
import { createClickCeiling } from "../../server/clicks/ceiling";
import { insertClick } from "../../server/clicks/repository";
import { suiteDatabase } from "./helpers/databases";

const CLICK = { path: "/cities/omaha/", placement: "city-order", targetKind: "city", targetId: "omaha" } as const;
const NOON = new Date("2026-11-27T18:00:00Z");
const ADDRESS = "198.51.100.8";

describe("the click-share secret is not in the database", () => {
  const database = suiteDatabase("sqlite", false, ["click_events", "click_counters"]);

  /** Every text value in every table: what a reader of the database file has. */
  async function everyStoredText(): Promise<string[]> {
    const { db } = database.current;
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
    const texts: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
      for (const row of rows.rows) for (const value of Object.values(row)) if (typeof value === "string") texts.push(value);
    }
    return texts;
  }

  it("stores a code that no stored value reproduces from the address", async () => {
    const { db } = database.current;
    const secret = "click-share-secret-for-this-test-0123456789";
    const ceiling = createClickCeiling(db, 1000, secret);
    expect(await ceiling.admit(NOON, ADDRESS, (trx) => insertClick(trx, CLICK, NOON))).toBe("admitted");
    const codes = (await db.selectFrom("click_counters").select("key").where("key", "not like", "=%").execute()).map((row) => row.key);
    expect(codes).toHaveLength(1);
    const texts = await everyStoredText();
    const bucket = shareBucket(ADDRESS);
    // The old recipe (a stored salt) and the new one (a stored secret), each tried with every value a reader has.
    const found = texts.filter(
      (text) =>
        codes.includes(createHash("sha256").update(`${text}\n${bucket}`).digest("base64url").slice(0, 22)) ||
        codes.includes(createHmac("sha256", text).update(`click-share\n2026-11-27\n${bucket}`).digest("base64url").slice(0, 22)),
    );
    console.log(`values in the database: ${texts.length}; of them, ones that turn the address into its stored code: ${found.length}`);
    expect(found).toEqual([]);
    expect(texts).not.toContain(secret);
  });

  it("counts a client under one code on every instance given the same secret, and apart under another", async () => {
    const { db } = database.current;
    const [first, second] = [createClickCeiling(db, 1000, "shared-secret-of-both-instances-0123456789"), createClickCeiling(db, 1000, "shared-secret-of-both-instances-0123456789")];
    for (const ceiling of [first, second, first]) await ceiling.admit(NOON, ADDRESS, (trx) => insertClick(trx, CLICK, NOON));
    await createClickCeiling(db, 1000, "another-deployment-secret-0123456789abcd").admit(NOON, ADDRESS, (trx) => insertClick(trx, CLICK, NOON));
    const shares = await db.selectFrom("click_counters").select(["key", "count"]).where("key", "not like", "=%").orderBy("count", "desc").execute();
    expect(shares.map((row) => row.count)).toEqual([3, 1]);
  });

  it("refuses a short CLICK_SHARE_SECRET at start, naming it without echoing it", () => {
    expect(() => parseEnv({ CLICK_SHARE_SECRET: "too-short-secret" })).toThrow(/CLICK_SHARE_SECRET: must be at least 32 characters/);
    expect(() => parseEnv({ CLICK_SHARE_SECRET: "too-short-secret" })).not.toThrow(/too-short-secret/);
    expect(parseEnv({ CLICK_SHARE_SECRET: "x".repeat(32) }).CLICK_SHARE_SECRET).toBe("x".repeat(32));
    expect(parseEnv({}).CLICK_SHARE_SECRET).toBeUndefined();
  });
});
