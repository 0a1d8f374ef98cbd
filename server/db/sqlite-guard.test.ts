import { mkdtempSync, renameSync, copyFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { guardSqlite, SQLITE_LOCKED_BACKOFF_MS } from "./sqlite-guard";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function open() {
  dir = mkdtempSync(path.join(tmpdir(), "nfd-guard-"));
  const file = path.join(dir, "db.sqlite");
  const raw = new SqliteDatabase(file);
  raw.pragma("journal_mode = WAL");
  raw.pragma("busy_timeout = 20");
  raw.exec("create table t (v integer)");
  let clock = 1_000;
  const guard = guardSqlite(raw, file, () => clock);
  return { file, raw, guard, advance: (ms: number) => (clock += ms) };
}

describe("guardSqlite", () => {
  it("fails writes at once for a while after one found another process's lock, and reads go on", () => {
    const { file, raw, guard, advance } = open();
    const other = new SqliteDatabase(file);
    other.exec("BEGIN IMMEDIATE");
    const insert = guard.database.prepare("insert into t (v) values (?)");
    expect(() => insert.run([1])).toThrow(/locked/);
    // Backing off: refused without waiting on SQLite.
    expect(() => insert.run([2])).toThrow(/backing off/);
    expect(guard.database.prepare("select count(*) as n from t").all([])).toEqual([{ n: 0 }]);
    other.exec("ROLLBACK");
    advance(SQLITE_LOCKED_BACKOFF_MS + 1);
    expect(insert.run([3]).changes).toBe(1);
    other.close();
    raw.close();
  });

  it("says when the file is deleted or replaced, and refuses writes then", () => {
    const { file, raw, guard } = open();
    expect(guard.fileState()).toBe("ok");
    copyFileSync(file, `${file}.copy`);
    renameSync(`${file}.copy`, file);
    expect(guard.fileState()).toBe("replaced");
    expect(() => guard.database.prepare("insert into t (v) values (1)").run([])).toThrow(/replaced/);
    rmSync(file);
    expect(guard.fileState()).toBe("missing");
    raw.close();
  });
});
