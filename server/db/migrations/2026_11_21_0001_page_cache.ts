import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("page_cache")
    .ifNotExists()
    .addColumn("url", "text", (col) => col.primaryKey())
    .addColumn("html", "text")
    .addColumn("fetched_at", "bigint")
    .addColumn("expires_at", "bigint")
    .addColumn("acceptable_until", "bigint")
    .addColumn("refresh_lock_until", "bigint")
    .addColumn("refresh_lock_id", "text")
    .addColumn("hit_count", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("last_hit_at", "bigint")
    .addColumn("last_error", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_cache").ifExists().execute();
}
