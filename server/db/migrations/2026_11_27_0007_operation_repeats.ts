import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one.
// A failure that repeats (a partner answering 500 all day) updates one row and counts it,
// instead of writing a row each time (issue 39).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("cache_operations").addColumn("repeats", "integer", (col) => col.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("cache_operations").dropColumn("repeats").execute();
}
