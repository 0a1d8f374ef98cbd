import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one.
// click_counters: the day's click ceiling and each client's share of it, counted where every
// instance counts (issue 39). One row per (Central day, key): the day's totals under keys that
// start with "=", each client's share under a hash of its address and the day's salt.
// click_salts: that salt, random per day; both tables keep today's and yesterday's rows only.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("click_salts").ifExists().execute();
  await db.schema.dropTable("click_counters").ifExists().execute();
}
