/**
 * The built key pages, rendered by the real app in process, pass the W3C Nu HTML
 * Checker (vnu-jar, Java) with no error, and the Google, Facebook and Twitter
 * presets of structured-data-testing-tool.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIM_URL } from "../e2e/env";
import { assertBuilt, startSecuritySite, type SecuritySite } from "../security/helpers/app";
import { KEY_PAGES, NOT_FOUND_PAGE } from "./helpers/key-pages";

// A missing build is a failure with instructions, never a skip.
assertBuilt();

const require = createRequire(import.meta.url);
const VNU_JAR = path.join(path.dirname(require.resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

type Preset = { name: string };
type SdttResult = { passed: unknown[]; failed: { test: string; description?: string; group?: string }[] };
type Sdtt = { structuredDataTest(html: string, options: { presets: Preset[] }): Promise<SdttResult> };

/**
 * Loaded only after the pages are fetched: the tool pulls in core-js 2, whose global
 * polyfills break the app's routing in this process (every town answered 404).
 */
function loadSdtt(): Sdtt & { presets: Preset[] } {
  const { structuredDataTest } = require("structured-data-testing-tool") as Sdtt;
  const { Google, Twitter, Facebook } = require("structured-data-testing-tool/presets") as Record<"Google" | "Twitter" | "Facebook", Preset>;
  return { structuredDataTest, presets: [Google, Facebook, Twitter] };
}

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

let site: SecuritySite;
let dir: string;
const files = new Map<string, string>();
const html = new Map<string, string>();

beforeAll(async () => {
  site = await startSecuritySite({ env: { PARTNER_BASE_URL: SIM_URL } });
  dir = mkdtempSync(path.join(tmpdir(), "nfd-checkers-"));
  for (const page of [...KEY_PAGES, NOT_FOUND_PAGE]) {
    const response = await site.request(page);
    const text = await response.text();
    expect(response.status, page).toBe(page === NOT_FOUND_PAGE ? 404 : 200);
    html.set(page, text);
    const file = path.join(dir, `${page.replace(/[^a-z0-9]+/g, "_") || "home"}.html`);
    writeFileSync(file, text);
    files.set(file, page);
  }
});

afterAll(async () => {
  await site?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("W3C Nu HTML Checker", () => {
  it("finds no error on the key pages and the 404 page", async () => {
    expect(html.get("/cities/boys-town/")).toContain("Boys Town");
    expect(html.get(NOT_FOUND_PAGE)?.length).toBeGreaterThan(1000);
    // One JVM for all pages; vnu writes its JSON report to stderr.
    const { stderr } = await promisify(execFile)("java", ["-jar", VNU_JAR, "--format", "json", "--errors-only", "--exit-zero-always", ...files.keys()], {
      maxBuffer: 32 * 1024 * 1024,
    });
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      // The checker's CSS grammar predates @property, margin-trim and custom properties in
      // transitions, all of which the inlined first-screen CSS (Tailwind 4) uses; the markup is checked.
      .filter((message) => !message.message.startsWith("CSS:"))
      .map((message) => `${files.get(decodeURIComponent(new URL(message.url).pathname)) ?? message.url}:${message.lastLine ?? "?"} ${message.message} ${message.extract ?? ""}`);
    expect(errors, errors.join("\n")).toEqual([]);
  });
});

describe("structured-data-testing-tool presets", () => {
  // The 404 page has no canonical URL (so no og:url) by design: only canonical pages are held to the Facebook preset.
  it.each(KEY_PAGES)("%s passes Google, Facebook and Twitter", async (page) => {
    const { structuredDataTest, presets } = loadSdtt();
    const failed = await structuredDataTest(html.get(page) ?? "", { presets }).then(
      (result) => result.failed,
      (error: { type?: string; res?: SdttResult }) => {
        if (error.type !== "VALIDATION_FAILED" || !error.res) throw error;
        return error.res.failed;
      },
    );
    expect(failed.map((test) => `${test.group ?? ""} ${test.test}: ${test.description ?? ""}`)).toEqual([]);
  });
});
