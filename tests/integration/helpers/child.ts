import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** Runs a TypeScript helper in its own Node process; read its stdout line by line. */
export function startChild(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(new URL(script, import.meta.url))], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: "pipe",
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    child,
    send: (line: string) => child.stdin.write(`${line}\n`),
    async next(): Promise<string> {
      const line = await lines.next();
      if (line.done) throw new Error(`child exited early: ${stderr}`);
      return line.value;
    },
  };
}

/** Starts the helpers, waits until each says "ready", then tells all to go at once. */
export async function runTogether(script: string, envs: Record<string, string>[]): Promise<string[]> {
  const children = envs.map((env) => startChild(script, env));
  try {
    const ready = await Promise.all(children.map((c) => c.next()));
    if (ready.some((line) => line !== "ready")) throw new Error(`unexpected child output: ${ready.join(", ")}`);
    for (const c of children) c.send("go");
    return await Promise.all(children.map((c) => c.next()));
  } finally {
    for (const { child } of children) child.kill();
  }
}
