/**
 * Child processes of the bench. Each runs in its own process group so stopping it
 * also stops what it spawned (npm → sh → react-router → esbuild).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { LOG_DIR } from "./config";

export type Child = { name: string; process: ChildProcess; exited: Promise<number | null>; logFile: string };

const running = new Set<Child>();
/** Process groups started by libraries (Chromium via chrome-launcher), killed too on Ctrl-C. */
const foreignGroups = new Map<number, string | undefined>();

/** Registers a group to kill on Ctrl-C, and a temporary folder of its to remove then; returns the unregister call. */
export function trackGroup(pid: number | undefined, tempDir?: string): () => void {
  if (pid === undefined) return () => {};
  foreignGroups.set(pid, tempDir);
  return () => foreignGroups.delete(pid);
}

export function startChild(name: string, command: string, args: string[], options: { cwd: string; env: Record<string, string> }): Child {
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.once("error", () => resolve(-1));
  });
  const entry: Child = { name, process: child, exited, logFile };
  running.add(entry);
  void exited.finally(() => {
    running.delete(entry);
    log.end();
  });
  return entry;
}

/** SIGTERM to the group, SIGKILL after a grace period. */
export async function stopChild(child: Child, graceMs = 5_000): Promise<void> {
  const pid = child.process.pid;
  if (pid === undefined || child.process.exitCode !== null || child.process.signalCode !== null) return;
  signalGroup(pid, "SIGTERM");
  const timer = setTimeout(() => signalGroup(pid, "SIGKILL"), graceMs);
  await child.exited;
  clearTimeout(timer);
  // Grandchildren that outlived the leader.
  signalGroup(pid, "SIGKILL");
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}

/** Last resort on Ctrl-C: no awaiting, just kill every group. */
export function killAllNow(): void {
  for (const child of running) if (child.process.pid !== undefined) signalGroup(child.process.pid, "SIGKILL");
  for (const [pid, tempDir] of foreignGroups) {
    signalGroup(pid, "SIGKILL");
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Resolves when the child exits with code 0; rejects on another code or after timeoutMs. */
export async function waitForExit(child: Child, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${child.name} did not finish in ${timeoutMs / 1000} s (log: ${child.logFile})`)), timeoutMs);
  });
  try {
    const code = await Promise.race([child.exited, timeout]);
    if (code !== 0) throw new Error(`${child.name} exited with ${code} (log: ${child.logFile})`);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls url until it answers 200, failing early if the child dies. */
export async function waitForUrl(url: string, child: Child, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void child.exited.then(() => (dead = true));
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${child.name} exited before ${url} answered (log: ${child.logFile})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (log: ${child.logFile})`);
}
