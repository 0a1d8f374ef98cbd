import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const ENTRY_POINTS = ["serve", "start", "test", "dev", "build"] as const;
const MESSAGE = /^Node v20\.\d+\.\d+ is too old: this project needs Node >=24 \(package\.json engines\); install it with `\. scripts\/use-node24\.sh`, then run the command again$/;

const scratch = mkdtempSync(path.join(tmpdir(), "nfd-node-check-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Every Node process started under the run writes its script to a trace file before it runs
 * it (NODE_OPTIONS --require), so the test sees what ran: npm and the check, and never the
 * server, tsx or astro that would load better-sqlite3. With FAKE_NODE_VERSION it also claims
 * to be that version, for a machine that has no old Node.
 */
const PRELOAD = path.join(scratch, "preload.cjs");
writeFileSync(
  PRELOAD,
  `const fs = require("fs");
const fake = process.env.FAKE_NODE_VERSION;
if (fake) {
  Object.defineProperty(process, "version", { value: "v" + fake });
  Object.defineProperty(process.versions, "node", { value: fake });
}
fs.appendFileSync(process.env.NODE_TRACE_FILE, (process.argv[1] || "-") + "\\n");
`,
);

/** The machine's npm (a script run by whichever `node` is first on PATH). */
const npmCli = realpathSync(execFileSync("sh", ["-c", "command -v npm"], { encoding: "utf8" }).trim());

/** The machine's own Node when it is older than 24 (Debian's Node 20 here), else none. */
function machineOldNode(): string | undefined {
  for (const candidate of ["/usr/bin/node", "/usr/local/bin/node"]) {
    if (!existsSync(candidate)) continue;
    const major = Number(spawnSync(candidate, ["-p", "process.versions.node.split('.')[0]"], { encoding: "utf8" }).stdout.trim());
    if (major > 0 && major < 24) return candidate;
  }
  return undefined;
}

type Run = { status: number | null; stdout: string; stderr: string; ran: string[] };

/** `npm run <script>` with `node` on PATH being `nodeBinary`, a HOME with no ~/.node24, and Node 24's folders off PATH. */
function runScript(nodeBinary: string, args: string[], fakeVersion?: string): Run {
  const dir = mkdtempSync(path.join(scratch, "run-"));
  const bin = path.join(dir, "bin");
  const home = path.join(dir, "home");
  mkdirSync(bin);
  mkdirSync(home);
  symlinkSync(nodeBinary, path.join(bin, "node"));
  const trace = path.join(dir, "trace");
  writeFileSync(trace, "");
  const result = spawnSync(path.join(bin, "node"), [npmCli, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
    env: {
      PATH: `${bin}:${path.dirname(npmCli)}:/usr/bin:/bin`,
      HOME: home,
      NODE_OPTIONS: `--require ${PRELOAD}`,
      NODE_TRACE_FILE: trace,
      ...(fakeVersion ? { FAKE_NODE_VERSION: fakeVersion } : {}),
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, ran: readFileSync(trace, "utf8").split("\n").filter(Boolean) };
}

/** What the refusal must look like: one line on stderr, exit 1, and nothing run but npm and the check. */
function expectRefusal(run: Run) {
  expect(run.stderr.trim().split("\n"), run.stderr).toHaveLength(1);
  expect(run.stderr.trim()).toMatch(MESSAGE);
  expect(run.stdout.trim()).toBe("");
  expect(run.status).toBe(1);
  const scripts = run.ran.map((script) => (script === npmCli ? "npm" : path.relative(ROOT, script)));
  expect(new Set(scripts)).toEqual(new Set(["npm", "scripts/check-node.cjs"]));
}

const oldNode = machineOldNode();

describe("every entry point checks Node first", () => {
  for (const name of ENTRY_POINTS) {
    it.skipIf(!oldNode)(`npm run ${name} on the machine's Node 20 refuses in one line before anything loads`, () => {
      expectRefusal(runScript(oldNode ?? "", ["run", "--silent", name]));
    });

    it(`npm run ${name} on a Node that says it is 20.20.2 refuses in one line before anything loads`, () => {
      expectRefusal(runScript(process.execPath, ["run", "--silent", name], "20.20.2"));
    });
  }

  it("without --silent npm adds only its own banner on stdout; the refusal is still the one line on stderr", () => {
    const run = runScript(process.execPath, ["start"], "20.20.2");
    expect(run.stderr.trim()).toMatch(MESSAGE);
    expect(run.status).toBe(1);
  });

  it.skipIf(!oldNode)("finds the Node 24 that use-node24.sh installed in ~/.node24, in a new shell with the machine's Node 20 first on PATH", () => {
    const dir = mkdtempSync(path.join(scratch, "found-"));
    const bin = path.join(dir, "bin");
    const node24 = path.join(dir, "home/.node24/node_modules/node-test/bin");
    mkdirSync(bin);
    mkdirSync(node24, { recursive: true });
    symlinkSync(oldNode ?? "", path.join(bin, "node"));
    symlinkSync(process.execPath, path.join(node24, "node"));
    const result = spawnSync("sh", ["scripts/with-node.sh", "node", "-p", "process.env.PATH.split(':')[0] + ' ' + process.versions.node"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: `${bin}:/usr/bin:/bin`, HOME: path.join(dir, "home") },
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const [first, version] = result.stdout.trim().split(" ");
    expect(first).toBe(node24);
    expect(Number(version?.split(".")[0])).toBeGreaterThanOrEqual(24);
  });
});
