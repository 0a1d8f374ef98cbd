/** The machine a run happened on, for BENCHMARKS.md. */
import { readFileSync } from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";

export type Machine = { cpus: number; cpuModel: string; memoryGiB: number; node: string; lighthouse: string; chromium: string; os: string };

export function describeMachine(chromium: string): Machine {
  const require = createRequire(import.meta.url);
  let cpuModel = os.cpus()[0]?.model ?? "unknown";
  try {
    cpuModel = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ?? cpuModel;
  } catch {
    // Not Linux: keep os.cpus().
  }
  return {
    cpus: os.availableParallelism(),
    cpuModel,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    lighthouse: (require("lighthouse/package.json") as { version: string }).version,
    chromium,
    os: `${os.type()} ${os.release()}`,
  };
}
