/**
 * /api/health asked without pause from a process of its own, so neither the test process (which
 * may be reading a 40 MB export or running a partner simulator) nor the server under test can
 * delay the asking. Beside each health request it asks a trivial server of its own (the control):
 * a slow control means the machine was busy (other suites share its two cores), not our server.
 */
import { spawn } from "node:child_process";

export type HealthSample = { at: number; health: number; control: number; load: number };

const PROBER = `
const http = require("node:http");
const control = http.createServer((q, r) => r.end("ok")).listen(0, "127.0.0.1", async () => {
  const controlUrl = "http://127.0.0.1:" + control.address().port + "/";
  const samples = [];
  let running = true;
  process.on("SIGTERM", () => { running = false; });
  const timed = async (url) => { const t = performance.now(); const r = await fetch(url); await r.arrayBuffer(); return performance.now() - t; };
  while (running) {
    const c = await timed(controlUrl);
    const h = await timed(process.argv[1]);
    samples.push([Date.now(), h, c, require("node:os").loadavg()[0]]);
    await new Promise((resolve) => setTimeout(resolve, Number(process.argv[2])));
  }
  control.close();
  process.stdout.write(JSON.stringify(samples));
});
`;

/** Starts asking `healthUrl` every `pauseMs` (after each answer); `stop` ends it and gives every sample. */
export function startHealthProber(healthUrl: string, pauseMs = 5): { stop(): Promise<HealthSample[]>; kill(): void } {
  const prober = spawn(process.execPath, ["-e", PROBER, healthUrl, String(pauseMs)], { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  prober.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<string>((resolve) => prober.once("exit", () => resolve(output)));
  return {
    async stop() {
      prober.kill("SIGTERM");
      const raw = JSON.parse((await exited) || "[]") as [number, number, number, number][];
      return raw.map(([at, health, control, load]) => ({ at, health, control, load }));
    },
    kill() {
      if (prober.exitCode === null) prober.kill("SIGKILL");
    },
  };
}
