import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one.
// The day's click-share salt no longer lives beside the codes it made (issue 52): a database
// reader could hash every IPv4 address with it and find whose code was whose. Share codes are
// now an HMAC under CLICK_SHARE_SECRET (configuration); the stored salts are deleted with the table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("click_salts").ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("click_salts")
    .ifNotExists()
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("salt", "text", (col) => col.notNull())
    .execute();
}
