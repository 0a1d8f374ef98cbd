import { Migrator, sql, type Kysely, type MigrationProvider } from "kysely";
import { isPostgres } from "./dialect";
import { migrations } from "./migrations";

const staticProvider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Applies every pending migration; run once at start. Returns the names applied.
 * Safe when several processes start together: PostgreSQL takes Kysely's
 * advisory lock, and on SQLite the whole run sits in one IMMEDIATE transaction
 * (the database's write lock), which Kysely does not take itself.
 */
export async function migrateToLatest<DB>(database: Kysely<DB>): Promise<string[]> {
  const db = database as unknown as Kysely<unknown>;
  const postgres = isPostgres(db);
  // Kysely looks for its bookkeeping tables in every schema unless told which
  // one; name the current one so a schema per test run (or tenant) works.
  const migrationTableSchema = postgres
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({ db, provider: staticProvider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  if (!postgres) await sql`begin immediate`.execute(db);
  let outcome: Awaited<ReturnType<Migrator["migrateToLatest"]>>;
  try {
    outcome = await migrator.migrateToLatest();
  } catch (error) {
    outcome = { error };
  }
  if (!postgres) await sql.raw(outcome.error ? "rollback" : "commit").execute(db);
  if (outcome.error) throw outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error));
  return (outcome.results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}
