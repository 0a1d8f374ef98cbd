#!/usr/bin/env node
// Names every failed test of a run from the reporters' JSON files (vitest, Playwright), each with
// the first line of its error. scripts/test-all.sh prints this just before its closing line:
// CI keeps only the tail of a run's output, and a failure far up a 30-minute log is otherwise lost.
import { existsSync, readFileSync } from "node:fs";

const MAX_LINES = 40;
// Reporters colour their messages: the escapes are dropped before the first line is taken.
// eslint-disable-next-line no-control-regex
const firstLine = (text) => String(text ?? "").replace(/\x1b\[[0-9;]*m/g, "").split("\n").find((line) => line.trim()) ?? "";
const short = (text) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

function read(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

function vitestFailures(path) {
  const report = read(path);
  if (!report) return [];
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = String(file.name ?? "").replace(`${process.cwd()}/`, "");
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) failures.push(`${name} › ${test.fullName}: ${short(firstLine(test.failureMessages?.[0]))}`);
    // A file that failed to load or whose hook threw has no failed test to name.
    if (failed.length === 0 && file.status === "failed") failures.push(`${name}: ${short(firstLine(file.message))}`);
  }
  return failures;
}

function playwrightFailures(path) {
  const report = read(path);
  if (!report) return [];
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.find((result) => result.error)?.error;
        failures.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}: ${short(firstLine(error?.message))}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top level is one suite per file, named for it: the spec's file:line says that already.
  for (const suite of report.suites ?? []) walk(suite, []);
  return failures;
}

const failures = [...vitestFailures("var/vitest.json"), ...vitestFailures("var/vitest-isolated.json"), ...playwrightFailures("var/playwright.json")];
if (failures.length > 0) {
  console.log(`failed tests (${failures.length}):`);
  for (const line of failures.slice(0, MAX_LINES)) console.log(`  ✗ ${line}`);
  if (failures.length > MAX_LINES) console.log(`  … and ${failures.length - MAX_LINES} more`);
}
