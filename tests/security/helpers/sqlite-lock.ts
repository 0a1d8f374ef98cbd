/** Holding SQLite's write lock from another process, as a second writer on the same file would. */
import { spawn } from "node:child_process";
import { ROOT } from "./app";

/** Another process takes the write lock (BEGIN IMMEDIATE) and holds it for `ms`; resolves once it holds it. */
export async function holdWriteLock(database: string, ms: number): Promise<{ released: Promise<void> }> {
  const script = `
    const Database = require("better-sqlite3");
    const db = new Database(process.argv[1]);
    db.pragma("busy_timeout = 10000");
    db.exec("BEGIN IMMEDIATE");
    db.prepare("insert into click_events (occurred_at, path, placement, target_kind, target_id) values (0, '/', 'hero', 'nebraska', null)").run();
    process.stdout.write("locked\\n");
    setTimeout(() => { db.exec("ROLLBACK"); db.close(); process.exit(0); }, Number(process.argv[2]));
  `;
  const child = spawn(process.execPath, ["-e", script, database, String(ms)], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  const released = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.once("exit", (code) => reject(new Error(`the lock holder exited (${code})`)));
  });
  return { released };
}
