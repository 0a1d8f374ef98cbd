import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable("cache_operations")
    .ifNotExists()
    .addColumn("id", postgres ? "bigint" : "integer", (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("cache_status", "text")
    .addColumn("response_time_ms", "integer")
    .addColumn("error_message", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("cache_operations_created_at_idx").ifNotExists().on("cache_operations").column("created_at").execute();
  await db.schema.createIndex("cache_operations_url_idx").ifNotExists().on("cache_operations").column("url").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("cache_operations").ifExists().execute();
}
