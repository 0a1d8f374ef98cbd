#!/usr/bin/env node
// The timing table of a full run (`npm test`), from what scripts/test-all.sh leaves in var/: the
// steps' wall times (var/test-steps.tsv) and the reporters' JSON (vitest, Playwright). Prints
// Markdown for BENCHMARKS.md: each step, each suite's file time summed (what one worker would
// take), and the slowest files. `node scripts/test-timings.mjs [count]` after a run.
import { existsSync, readFileSync } from "node:fs";

const SLOWEST = Number(process.argv[2] ?? 20);
const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const relative = (name) => String(name).replace(`${process.cwd()}/`, "");

const files = [];
for (const [suite, path] of [["vitest (shared)", "var/vitest.json"], ["vitest (timed)", "var/vitest-isolated.json"]]) {
  const report = read(path);
  for (const file of report?.testResults ?? []) {
    files.push({ suite, file: relative(file.name), ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)), tests: file.assertionResults?.length ?? 0 });
  }
}
const playwright = read("var/playwright.json");
const specs = new Map();
const walk = (suite, file) => {
  const here = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const entry = specs.get(here) ?? { ms: 0, tests: 0 };
      entry.tests += 1;
      for (const result of test.results ?? []) entry.ms += result.duration ?? 0;
      specs.set(here, entry);
    }
  }
  for (const child of suite.suites ?? []) walk(child, here);
};
for (const suite of playwright?.suites ?? []) walk(suite, suite.file);
for (const [file, entry] of specs) files.push({ suite: "playwright", file: `tests/e2e/${file}`, ...entry });

const lines = [];
if (existsSync("var/test-steps.tsv")) {
  // A step's third column: how busy the machine's CPUs were during it (a part run beside another step has none).
  lines.push("| step | wall time | CPUs busy |", "|---|---|---|");
  for (const row of readFileSync("var/test-steps.tsv", "utf8").trim().split("\n")) {
    const [step, secs, busy] = row.split("\t");
    lines.push(`| ${step} | ${secs} s | ${busy ?? ""} |`);
  }
  lines.push("");
}
const suites = [...new Set(files.map((entry) => entry.suite))];
lines.push("| suite | files | tests | file time summed |", "|---|---|---|---|");
for (const suite of suites) {
  const mine = files.filter((entry) => entry.suite === suite);
  lines.push(`| ${suite} | ${mine.length} | ${mine.reduce((sum, entry) => sum + entry.tests, 0)} | ${seconds(mine.reduce((sum, entry) => sum + entry.ms, 0))} |`);
}
lines.push("", `The ${SLOWEST} slowest files (Playwright: its tests' durations summed):`, "", "| file | suite | tests | time |", "|---|---|---|---|");
for (const entry of [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) lines.push(`| ${entry.file} | ${entry.suite} | ${entry.tests} | ${seconds(entry.ms)} |`);
console.log(lines.join("\n"));
