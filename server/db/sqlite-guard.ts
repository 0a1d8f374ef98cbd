import { statSync } from "node:fs";
import type { Database as SqliteDatabase, Statement } from "better-sqlite3";
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from "kysely";

/**
 * How long one write waits for another process's write lock. better-sqlite3 is synchronous:
 * the wait happens on the event loop, so it must stay short (the old 5 s froze every request
 * behind each click). Ordinary contention between two instances lasts milliseconds.
 */
export const SQLITE_BUSY_MS = 250;

/** After a write found the lock taken, writes fail at once for this long instead of waiting again. */
export const SQLITE_LOCKED_BACKOFF_MS = 1_000;

/** Whether the file the connection writes is still the database's file at its path. */
export type SqliteFileState = "ok" | "missing" | "replaced";

/** A write refused without touching SQLite; `code` reads like the driver's own. */
class SqliteUnavailableError extends Error {
  constructor(
    message: string,
    readonly code: "SQLITE_BUSY" | "SQLITE_FILE_GONE",
  ) {
    super(message);
    this.name = "SqliteUnavailableError";
  }
}

// Ending a transaction must always reach SQLite, or its lock would be kept.
const TRANSACTION_END = /^\s*(rollback|commit|end|release)\b/i;

/**
 * The connection as Kysely sees it, with two guards on every statement that writes:
 * - while another process holds the write lock, a write waits at most SQLITE_BUSY_MS once,
 *   then writes fail at once for SQLITE_LOCKED_BACKOFF_MS (a click answers 503, a page-cache
 *   write is skipped), so a 12 s lock costs the event loop a fifth of its time, not all of it;
 * - when the file at the path is gone or another file (deleted, restored from a backup), the
 *   connection would write to an unlinked inode that no restart reads: writes are refused.
 * Reads go through untouched (WAL: they never wait for the writer).
 */
export function guardSqlite(database: SqliteDatabase, file: string, now: () => number = Date.now) {
  const opened = file === ":memory:" ? undefined : statSync(file, { throwIfNoEntry: false });
  let lockedUntil = 0;

  function fileState(): SqliteFileState {
    if (!opened) return "ok";
    const current = statSync(file, { throwIfNoEntry: false });
    if (!current) return "missing";
    return current.ino === opened.ino && current.dev === opened.dev ? "ok" : "replaced";
  }

  function beforeWrite(sql: string): void {
    if (TRANSACTION_END.test(sql)) return;
    const state = fileState();
    if (state !== "ok") throw new SqliteUnavailableError(`database file ${state}: ${file}`, "SQLITE_FILE_GONE");
    if (now() < lockedUntil) throw new SqliteUnavailableError("database is locked by another process (backing off)", "SQLITE_BUSY");
  }

  function write<T>(sql: string, run: () => T): T {
    beforeWrite(sql);
    try {
      return run();
    } catch (error) {
      if (String((error as { code?: unknown }).code ?? "").startsWith("SQLITE_BUSY")) lockedUntil = now() + SQLITE_LOCKED_BACKOFF_MS;
      throw error;
    }
  }

  const guarded: KyselySqliteDatabase = {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const statement: Statement = database.prepare(sql);
      if (statement.readonly) return statement as unknown as SqliteStatement;
      return {
        reader: statement.reader,
        // Kysely hands the parameters as one array, which better-sqlite3 binds in order.
        all: (parameters) => write(sql, () => statement.all(parameters)),
        run: (parameters) => write(sql, () => statement.run(parameters)),
        iterate: (parameters) => write(sql, () => statement.iterate(parameters)),
      };
    },
  };
  return { database: guarded, fileState };
}
