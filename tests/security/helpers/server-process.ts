/** The built server (node build/node/server.js) as a child process on its own port. */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { e2eEnv } from "../../e2e/env";
import { startPartnerSim, type PartnerSim, type PartnerSimOptions } from "../../partner-sim/server";
import { assertBuilt, BUILD_DIR, ROOT } from "./app";

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the server and waits until /api/health answers 200. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  assertBuilt();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(BUILD_DIR, "node/server.js")], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", ...e2eEnv, LOG_LEVEL: "info", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
  // Generous: a loaded machine (load average 15+) has taken over 30 s to start the server.
  // A hang guard: a start took over 90 s beside Playwright and a build loop (load 22, issue 48).
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy in 180 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, output: () => output, exited };
}

/** Polls until `check` is true (or throws after `timeoutMs`). */
/** Polls for a state; the limit is a hang guard (30 s, as the other polls of the suite, docs/decisions/0057), not a speed check. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A built server process with its own partner simulator, database file and picture folder. */
export type ProcessSite = ServerProcess & {
  sim: PartnerSim;
  /** What the process was started with on top of the e2e settings. */
  env: Record<string, string>;
  request(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
};

/**
 * Starts one: the simulator answers for the partner and its API (the e2e build's own are someone
 * else's ports), and `env` may name another database (a PostgreSQL schema shared by two).
 */
export async function startProcessSite(env: Record<string, string> = {}, sim: PartnerSimOptions = {}): Promise<ProcessSite> {
  const partner = await startPartnerSim({ apiKey: e2eEnv.FLORISTONE_API_KEY, apiPassword: e2eEnv.FLORISTONE_API_PASSWORD, ...sim });
  const dir = mkdtempSync(path.join(tmpdir(), "nfd-process-site-"));
  const settings = {
    PARTNER_BASE_URL: partner.url,
    FIRECRAWL_API_URL: partner.url,
    FLORISTONE_API_URL: `${partner.url}/api/rest`,
    DATABASE_URL: path.join(dir, "cache.sqlite"),
    IMAGE_CACHE_DIR: path.join(dir, "images"),
    LOG_LEVEL: "warn",
    ...env,
  };
  let server: ServerProcess;
  try {
    server = await startServerProcess(settings);
  } catch (error) {
    await partner.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...server,
    sim: partner,
    env: settings,
    request: (pathname, init) => fetch(`${server.url}${pathname}`, init),
    async close() {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      await server.exited;
      await partner.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** startProcessSite for a describe block: started before its tests, stopped after them. */
export function useProcessSite(env: Record<string, string> | (() => Record<string, string>) = {}): () => ProcessSite {
  let site: ProcessSite | undefined;
  beforeAll(async () => {
    site = await startProcessSite(typeof env === "function" ? env() : env);
  });
  afterAll(async () => {
    await site?.close();
  });
  return () => {
    if (!site) throw new Error("the built server has not started");
    return site;
  };
}

/** A process's resident set now and its peak so far, in MB (Linux's /proc). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? "NaN");
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}
