import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one.
// The column holds whatever the partner answered for the URL (a page's HTML, or the API's JSON):
// its name says so (docs/decisions/0037-page-cache-body.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("page_cache").renameColumn("html", "body").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("page_cache").renameColumn("body", "html").execute();
}
