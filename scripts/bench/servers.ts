/** The partner simulator, the built site and the plain baseline, each a child process. */
import path from "node:path";
import { mkdirSync, rmSync } from "node:fs";
import { benchEnv, BUILD_ROOT, DATABASE, PLAIN, PLAIN_FILE, PORTS, ROOT, SIM, SITE } from "./config";
import { startChild, waitForUrl, type Child } from "./processes";

const TSX = ["--import", "tsx"];

export async function startSim(): Promise<Child> {
  const child = startChild("partner-sim", process.execPath, [...TSX, "tests/partner-sim/cli.ts", "--port", String(PORTS.sim)], { cwd: ROOT, env: {} });
  await waitForUrl(`${SIM}/__sim/stats`, child);
  return child;
}

/** The built server on a fresh database (the file and its WAL/SHM companions are deleted first). */
export async function startSite(): Promise<Child> {
  mkdirSync(path.join(ROOT, "var"), { recursive: true });
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(path.join(ROOT, `${DATABASE}${suffix}`), { force: true });
  // cwd is the repository, so DATABASE_URL's relative path lands in var/ there.
  const child = startChild("site", process.execPath, [path.join(BUILD_ROOT, "build/node/server.js")], { cwd: ROOT, env: benchEnv });
  await waitForUrl(`${SITE}/api/health`, child);
  return child;
}

export async function startPlain(): Promise<Child> {
  const child = startChild("plain-server", process.execPath, [...TSX, "scripts/bench/plain-server.ts", String(PORTS.plain), PLAIN_FILE], { cwd: ROOT, env: {} });
  await waitForUrl(`${PLAIN}/`, child);
  return child;
}

export type SimStats = { total: number; byPath: Record<string, number> };

export const sim = {
  async setMode(mode: string): Promise<void> {
    const response = await fetch(`${SIM}/__sim/mode`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mode }) });
    if (!response.ok) throw new Error(`simulator refused mode ${mode}: ${response.status}`);
  },
  async stats(): Promise<SimStats> {
    return (await (await fetch(`${SIM}/__sim/stats`)).json()) as SimStats;
  },
};
