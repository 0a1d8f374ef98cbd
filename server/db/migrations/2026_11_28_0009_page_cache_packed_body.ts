import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one.
// Partner answers are stored gzip-packed (docs/decisions/0058); `body` stays for rows written
// before this, read as they are until their next refresh replaces them. "bytea" is PostgreSQL's
// binary type; SQLite stores a Buffer as a blob whatever the column's declared type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("page_cache").addColumn("body_packed", "bytea").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("page_cache").dropColumn("body_packed").execute();
}
