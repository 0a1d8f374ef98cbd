import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createDb } from "../../../server/db/create";
import { migrateToLatest } from "../../../server/db/migrate";
import type { Database } from "../../../server/db/schema";

export type DatabaseKind = "sqlite" | "postgres";

/** Both engines; the PostgreSQL one is skipped when TEST_DATABASE_URL is unset. */
export const DATABASE_KINDS: { kind: DatabaseKind; skip: boolean }[] = [
  { kind: "sqlite", skip: false },
  { kind: "postgres", skip: !process.env.TEST_DATABASE_URL },
];

export type TestDatabase = {
  kind: DatabaseKind;
  /** DATABASE_URL for another process. */
  url: string;
  /** PostgreSQL schema of this run (another process must use it too). */
  pgSchema?: string;
  db: Kysely<Database>;
  /** Empties every table between tests. */
  reset(): Promise<void>;
  cleanup(): Promise<void>;
};

/**
 * A suite's database of `kind`: opened once before its tests, closed after them, with `tables`
 * emptied before each test. Read `current` in hooks and tests; a skipped suite opens none.
 */
export function suiteDatabase(kind: DatabaseKind, skip: boolean, tables: readonly (keyof Database)[]): { readonly current: TestDatabase } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    if (!skip) database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(async () => {
    for (const table of tables) await database?.db.deleteFrom(table).execute();
  });
  return {
    get current() {
      if (!database) throw new Error(`the ${kind} database of this suite is not open`);
      return database;
    },
  };
}

/** A private, migrated database: a temp SQLite file, or a fresh PostgreSQL schema. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "nfd-cache-"));
    const url = join(dir, "nested", "cache.sqlite");
    const db = createDb(url);
    await migrateToLatest(db);
    return {
      kind,
      url,
      db,
      reset: () => resetTables(db),
      async cleanup() {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const pgSchema = `nfd_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(url, `create schema "${pgSchema}"`);
  const db = createDb(url, { pgSchema });
  await migrateToLatest(db);
  return {
    kind,
    url,
    pgSchema,
    db,
    reset: () => resetTables(db),
    async cleanup() {
      await db.destroy();
      await adminQuery(url, `drop schema if exists "${pgSchema}" cascade`);
    },
  };
}

async function resetTables(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("page_cache").execute();
  await db.deleteFrom("cache_operations").execute();
}

/** One statement (or several) on a PostgreSQL database, on a connection of its own: schemas made and dropped around a suite. */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** An empty, unmigrated database that other processes can open and migrate. */
export async function openFreshTarget(kind: DatabaseKind): Promise<{ url: string; pgSchema?: string; cleanup(): Promise<void> }> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "nfd-fresh-"));
    return { url: join(dir, "fresh.sqlite"), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const pgSchema = `nfd_fresh_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(url, `create schema "${pgSchema}"`);
  return { url, pgSchema, cleanup: () => adminQuery(url, `drop schema if exists "${pgSchema}" cascade`) };
}
