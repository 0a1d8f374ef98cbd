import { PostgresAdapter, type Kysely } from "kysely";

/** True when the database is PostgreSQL (migrations differ in a few column types). */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(ql)?:\/\//i.test(databaseUrl);
}
