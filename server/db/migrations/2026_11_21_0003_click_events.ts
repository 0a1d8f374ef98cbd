import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one.
// No key column on purpose: an event is a time and four facts about a link,
// with nothing that could tie two clicks to one visitor.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("click_events")
    .ifNotExists()
    .addColumn("occurred_at", "bigint", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("placement", "text", (col) => col.notNull())
    .addColumn("target_kind", "text", (col) => col.notNull())
    .addColumn("target_id", "text")
    .execute();
  await db.schema.createIndex("click_events_occurred_at_idx").ifNotExists().on("click_events").column("occurred_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("click_events").ifExists().execute();
}
