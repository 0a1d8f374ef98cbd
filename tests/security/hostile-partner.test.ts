/**
 * The hostile-partner corpus against the built server: every
 * page of tests/partner-sim/hostile.ts is crawled and extracted, by a cold crawl
 * and then by admin refreshes, while /api/health is asked without pause. Health
 * never waits more than 250 ms, rarely more than 100 ms, no product request answers 5xx, and the products
 * that come out obey the field rules (item 5).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerCategoryPageUrl } from "#core/affiliate/links";
import { parseEnv, toSiteConfig } from "#core/config/env";
import { e2eEnv } from "../e2e/env";
import { HOSTILE_DEPTHS, HOSTILE_KINDS, type HostileKind } from "../partner-sim/hostile";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";
import { startHealthProber } from "./helpers/health-prober";
import { startServerProcess, type ServerProcess } from "./helpers/server-process";

type Body = { products: { title: string; url: string; image: string; price?: string }[]; cacheStatus: string; error?: string };

/** What a health request may wait while the server extracts; one in a hundred may pass it (a GC pause, a worker's reply). */
const HEALTH_BUDGET_MS = 100;
/** What none may pass, however the sample fell (CI once saw 100.9 ms, alone among 300, on a quiet machine). */
const HEALTH_CEILING_MS = 250;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BIDI_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

let sim: PartnerSim;
let server: ServerProcess;
let dir: string;
/** Each health latency beside the latency of a trivial server, both asked by the prober process. */
type Sample = { at: number; health: number; control: number; load: number; phase: string };
let samples: Sample[] = [];
/** When each phase began (Date.now()), to name the phase of each sample. */
const phases: { at: number; phase: string }[] = [{ at: 0, phase: "start" }];
const enter = (phase: string) => phases.push({ at: Date.now(), phase });
let prober: ReturnType<typeof startHealthProber> | undefined;

beforeAll(async () => {
  sim = await startPartnerSim();
  sim.setMode("hostile", { hostile: { kind: "nested-inside", size: 1_000 } });
  dir = mkdtempSync(path.join(tmpdir(), "nfd-hostile-"));
  server = await startServerProcess({
    PARTNER_BASE_URL: sim.url,
    DATABASE_URL: path.join(dir, "cache.sqlite"),
    PARTNER_TIMEOUT_MS: "20000",
    PARTNER_MAX_BYTES: "10000000",
    LOG_LEVEL: "warn",
    // The prober asks health hundreds of times a minute from one address.
    RATE_LIMIT_PER_MINUTE: "1000000",
  });
  prober = startHealthProber(`${server.url}/api/health`);
});

afterAll(async () => {
  prober?.kill();
  if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
  await sim?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const pageUrl = () => partnerCategoryPageUrl(toSiteConfig(parseEnv({ PARTNER_BASE_URL: sim.url })), "anniversary");

async function products(target: string): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${server.url}${target}`);
  return { status: response.status, body: (await response.json()) as Body };
}

async function refresh(): Promise<number> {
  const response = await fetch(`${server.url}/api/admin/cache/refresh`, {
    method: "POST",
    headers: { authorization: `Bearer ${e2eEnv.ADMIN_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ url: pageUrl() }),
  });
  await response.arrayBuffer();
  return response.status;
}

function expectSafe(body: Body) {
  for (const product of body.products) {
    expect(new URL(product.url).origin).toBe(sim.url);
    expect(new URL(product.image).origin).toBe(sim.url);
    expect(new URL(product.url).username).toBe("");
    expect(product.url.length).toBeLessThan(2_200);
    expect(product.image.length).toBeLessThanOrEqual(2_048);
    expect(product.title.length).toBeLessThanOrEqual(200);
    expect(product.title).not.toMatch(BIDI_OR_CONTROL);
  }
}

const corpus: [HostileKind, number][] = HOSTILE_KINDS.flatMap((kind) =>
  kind === "nested-inside" || kind === "nested-around" || kind === "unclosed" ? HOSTILE_DEPTHS.map((size) => [kind, size] as [HostileKind, number]) : [[kind, kind === "huge-attribute" ? 200_000 : 100_000] as [HostileKind, number]],
);

describe("a hostile partner page never stalls the server", () => {
  it("crawls the first hostile page cold", async () => {
    const { status, body } = await products("/api/products?category=anniversary");
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThan(0);
  });

  it.each(corpus)("%s (%i): refreshed, extracted, served without 5xx", async (kind, size) => {
    sim.setMode("hostile", { hostile: { kind, size, siteOrigin: server.url } });
    enter(`${kind}-${size} refresh`);
    expect(await refresh()).toBe(200);
    enter(`${kind}-${size} read`);
    const category = await products("/api/products?category=anniversary");
    expect(category.status).toBe(200);
    expectSafe(category.body);
    if (kind === "off-origin") expect(category.body.products.map((product) => product.title)).toEqual(["Good"]);
    else if (kind === "bidi-controls") expect(category.body.products.map((product) => product.title)).toEqual(["Roses gnp.exe for you", "Lily"]);
    else expect(category.body.products.length).toBeGreaterThanOrEqual(3);
    // The carousel reads this page beside two others: it answers whatever they hold.
    const featured = await products("/api/products/featured");
    expect(featured.status).toBe(200);
    expectSafe(featured.body);
    // The result is remembered per stored page: asking again costs no extraction.
    const started = performance.now();
    for (let index = 0; index < 20; index += 1) expect((await products("/api/products?category=anniversary")).status).toBe(200);
    expect((performance.now() - started) / 20).toBeLessThan(25);
  });

  it(`never kept /api/health waiting more than ${HEALTH_CEILING_MS} ms, and rarely more than ${HEALTH_BUDGET_MS} ms`, async () => {
    const raw = (await prober?.stop()) ?? [];
    samples = raw.map((sample) => ({ ...sample, phase: phases.filter((entry) => entry.at <= sample.at).at(-1)?.phase ?? "start" }));
    expect(samples.length).toBeGreaterThan(50);
    const sorted = samples.map((sample) => sample.health).sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    const slow = samples.filter((sample) => sample.health > HEALTH_BUDGET_MS);
    // A wait counts against the server unless the machine was busy: the control was slow just
    // before or after, or more processes wanted the CPU than it has cores (a shared test box).
    const cores = availableParallelism();
    const ours = slow.filter((sample) => {
      const index = samples.indexOf(sample);
      const controlSlow = [index - 1, index, index + 1].some((i) => (samples[i]?.control ?? 0) > HEALTH_BUDGET_MS / 4);
      return !controlSlow && sample.load <= cores;
    });
    const overCeiling = ours.filter((sample) => sample.health > HEALTH_CEILING_MS);
    const describe = (list: Sample[]) => list.map((s) => `${s.phase}: ${s.health.toFixed(0)} ms (control ${s.control.toFixed(0)} ms, load ${s.load.toFixed(1)})`).join(", ");
    console.info(`health: ${samples.length} samples, p95 ${p95.toFixed(1)} ms, worst ${sorted.at(-1)?.toFixed(1)} ms; over ${HEALTH_BUDGET_MS} ms: ${describe(slow) || "none"}`);
    expect(overCeiling, describe(overCeiling)).toEqual([]);
    expect(ours.length, describe(ours)).toBeLessThanOrEqual(Math.floor(samples.length / 100));
    // However busy the machine, waiting is the exception: the request loop is never held for long.
    expect(p95).toBeLessThan(HEALTH_BUDGET_MS / 2);
    // A busy machine may excuse a few samples, never most of them.
    expect(slow.length).toBeLessThan(samples.length / 20);
  });
});
