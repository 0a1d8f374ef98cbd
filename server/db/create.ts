import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { isPostgresUrl } from "./dialect";
import { guardSqlite, SQLITE_BUSY_MS, type SqliteFileState } from "./sqlite-guard";
import type { Database } from "./schema";

type DbOptions = {
  /** PostgreSQL only: schema put first on the search_path (tests use one per run). */
  pgSchema?: string;
  /** PostgreSQL only: pool size. */
  poolMax?: number;
  /** Called when a PostgreSQL connection fails, idle or in use (the pool replaces it). */
  onPoolError?: (error: Error) => void;
};

const INT8_OID = 20;

/**
 * PostgreSQL limits that keep a silent database (a partition, a proxy that holds the socket
 * and drops bytes) from hanging requests: a pool that cannot connect or lend a connection
 * fails after connectMs, a statement is cancelled by the server after statementMs and
 * abandoned by the client after queryMs (its connection then closed, see TimedClient), idle
 * connections are closed after idleMs, and TCP keepalive finds peers that vanished.
 */
const PG_TIMEOUTS = { connectMs: 5_000, statementMs: 8_000, queryMs: 10_000, idleMs: 30_000, keepAliveDelayMs: 10_000 } as const;

/**
 * The pool's client class. It closes its socket when a query times out on the client side:
 * pg gives up on the query but keeps the connection, whose next query then waits behind the
 * lost one; the pool replaces a closed client with a fresh one, so it recovers by itself.
 *
 * It also listens for its own 'error' for its whole life. pg-pool listens only while a client
 * is idle in the pool; a connection that dies while lent out (a reset, a close without
 * PostgreSQL's own error message: a proxy or pooler restart, a failover) emitted 'error' with
 * no listener, and Node ended the process. The query in flight is rejected by pg itself (the
 * request answers 503), and the pool drops a client that is no longer queryable on release.
 */
function timedClientClass(onError: (error: Error) => void) {
  return class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super(config);
      this.on("error", onError);
    }

    override query(...args: unknown[]): never {
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise) {
        return result.catch((error: unknown) => {
          if (error instanceof Error && /timeout/i.test(error.message)) this.closeSocket();
          throw error;
        }) as never;
      }
      return result as never;
    }

    private closeSocket(): void {
      (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    }
  };
}

const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * Opens the database named by DATABASE_URL: a postgres:// URL, or a SQLite file
 * path (optionally file:-prefixed; its directory is created), or :memory:.
 */
export function createDb(databaseUrl: string, options: DbOptions = {}): Kysely<Database> {
  return isPostgresUrl(databaseUrl) ? createPostgres(databaseUrl, options) : createSqlite(databaseUrl);
}

function createPostgres(connectionString: string, options: DbOptions): Kysely<Database> {
  if (options.pgSchema !== undefined && !SCHEMA_NAME.test(options.pgSchema)) {
    throw new Error(`Invalid PostgreSQL schema name "${options.pgSchema}"`);
  }
  // One log line per dead connection, whether the pool (idle) or the client (in use) saw it first.
  const reported = new WeakSet<Error>();
  const onError = (error: Error) => {
    if (reported.has(error)) return;
    reported.add(error);
    options.onPoolError?.(error);
  };
  const pool = new pg.Pool({
    connectionString,
    max: options.poolMax ?? 10,
    Client: timedClientClass(onError),
    connectionTimeoutMillis: PG_TIMEOUTS.connectMs,
    idleTimeoutMillis: PG_TIMEOUTS.idleMs,
    statement_timeout: PG_TIMEOUTS.statementMs,
    query_timeout: PG_TIMEOUTS.queryMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: PG_TIMEOUTS.keepAliveDelayMs,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    // Epoch-millisecond bigints fit a double exactly; read them as numbers for this pool only.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on("error", onError);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function createSqlite(databaseUrl: string): Kysely<Database> {
  const file = databaseUrl.replace(/^file:/, "");
  if (file !== ":memory:") mkdirSync(dirname(resolve(file)), { recursive: true });
  const database = new SqliteDatabase(file);
  // WAL lets readers run beside the one writer; a short busy_timeout lets a write wait out
  // another process's brief lock, never long, since the wait blocks the event loop (sqlite-guard).
  database.pragma("journal_mode = WAL");
  database.pragma(`busy_timeout = ${SQLITE_BUSY_MS}`);
  database.pragma("synchronous = NORMAL");
  const guard = guardSqlite(database, file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: guard.database }) });
  sqliteFiles.set(db, guard.fileState);
  return db;
}

const sqliteFiles = new WeakMap<Kysely<Database>, () => SqliteFileState>();

/** SQLite only: whether the file at DATABASE_URL is still the one this process writes ("ok" for PostgreSQL). */
export function databaseFileState(db: Kysely<Database>): SqliteFileState {
  return sqliteFiles.get(db)?.() ?? "ok";
}
