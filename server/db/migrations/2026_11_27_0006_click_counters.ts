import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one.
// click_counters: the day's click ceiling and each client's share of it, counted where every
// instance counts (issue 39). One row per (Central day, key): the day's totals under keys that
// start with "=", each client's share under a hash of its address and the day's salt.
// click_salts: that salt, random per day; the first click of a later day deletes older rows of both.
// write_probes: one row per probe, rewritten when health asks whether the database takes writes again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("click_counters")
    .ifNotExists()
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("click_counters_pk", ["day", "key"])
    .execute();
  await db.schema
    .createTable("click_salts")
    .ifNotExists()
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("salt", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("write_probes")
    .ifNotExists()
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("at", "bigint", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("write_probes").ifExists().execute();
  await db.schema.dropTable("click_salts").ifExists().execute();
  await db.schema.dropTable("click_counters").ifExists().execute();
}
