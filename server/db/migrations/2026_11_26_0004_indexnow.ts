import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Frozen: never edit a migration that has shipped; add a new one.
// indexnow_pages: each sitemap URL's content fingerprint now and as last notified.
// indexnow_lease: one row per job; the instance holding it is the only one sending.
// indexnow_notices: what was sent and what the endpoint answered (the admin page).
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable("indexnow_pages")
    .ifNotExists()
    .addColumn("url", "text", (col) => col.primaryKey())
    .addColumn("fingerprint", "text", (col) => col.notNull())
    .addColumn("changed_at", "bigint", (col) => col.notNull())
    .addColumn("sent_fingerprint", "text")
    .addColumn("sent_at", "bigint")
    .execute();
  await db.schema
    .createTable("indexnow_lease")
    .ifNotExists()
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("holder", "text", (col) => col.notNull())
    .addColumn("until", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("indexnow_notices")
    .ifNotExists()
    .addColumn("id", postgres ? "bigint" : "integer", (col) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn("sent_at", "bigint", (col) => col.notNull())
    .addColumn("url_count", "integer", (col) => col.notNull())
    .addColumn("first_urls", "text", (col) => col.notNull())
    .addColumn("status", "integer")
    .addColumn("outcome", "text", (col) => col.notNull())
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("indexnow_notices_sent_at_idx").ifNotExists().on("indexnow_notices").column("sent_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("indexnow_notices").ifExists().execute();
  await db.schema.dropTable("indexnow_lease").ifExists().execute();
  await db.schema.dropTable("indexnow_pages").ifExists().execute();
}
