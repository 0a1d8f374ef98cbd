import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../server/db/create";
import { migrateToLatest } from "../../server/db/migrate";
import { migrations } from "../../server/db/migrations";
import { getRow, listRows, upsertPage } from "../../server/page-cache/repository";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "./helpers/databases";

describe.each(DATABASE_KINDS)("database on $kind", ({ kind, skip }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!skip) database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    if (!skip) await database.cleanup();
  });

  it.skipIf(skip)("has applied every migration, and a second run applies none", async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
    const names = Object.keys(migrations);
    expect(names.slice(0, 2)).toEqual(["2026_11_21_0001_page_cache", "2026_11_21_0002_cache_operations"]);
    // Names are frozen timestamps, so listing order is run order.
    expect([...names].sort()).toEqual(names);
  });

  it.skipIf(skip)("reads epoch-millisecond times back as exact numbers", async () => {
    const now = new Date("2286-11-20T17:46:39.999Z");
    await upsertPage(database.db, "https://partner.example/x/", "<p>x</p>", now);
    const row = await getRow(database.db, "https://partner.example/x/");
    expect(typeof row?.fetched_at).toBe("number");
    expect(row?.fetched_at).toBe(now.getTime());
    expect(row?.hit_count).toBe(0);
  });

  it.skipIf(skip)("stores an answer packed, reads it back whole, and still reads a row stored as text before 0009", async () => {
    const url = "https://partner.example/huge/";
    // The hostile corpus's huge-attribute page: 4.8 MB, with characters outside ASCII.
    const body = `<a href="/p/${"a".repeat(2_400_000)}/">Rosas ñ 🌹</a>${"x".repeat(2_400_000)}`;
    await upsertPage(database.db, url, body, new Date());
    const raw = await database.db.selectFrom("page_cache").select(["body", "body_packed"]).where("url", "=", url).executeTakeFirstOrThrow();
    expect(raw.body).toBeNull();
    expect(raw.body_packed?.byteLength).toBeLessThan(body.length / 100);
    expect((await getRow(database.db, url))?.body).toBe(body);
    const [listed] = (await listRows(database.db)).filter((row) => row.url === url);
    expect(listed?.body_length).toBe(raw.body_packed?.byteLength);

    await database.db.updateTable("page_cache").set({ body: "<p>older</p>", body_packed: null }).where("url", "=", url).execute();
    expect((await getRow(database.db, url))?.body).toBe("<p>older</p>");
  });
});

describe("createDb", () => {
  it("refuses an unsafe PostgreSQL schema name", () => {
    expect(() => createDb("postgres://u@127.0.0.1/db", { pgSchema: 'x"; drop table y; --' })).toThrow(/schema name/);
  });

  it("creates the SQLite file's directory and accepts a file: prefix", async () => {
    const dir = mkdtempSync(join(tmpdir(), "nfd-db-"));
    const db = createDb(`file:${join(dir, "a", "b", "cache.sqlite")}`);
    try {
      expect(await migrateToLatest(db)).toHaveLength(Object.keys(migrations).length);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
