/**
 * Issue 39, rows 7 and 9: the click export of a big day, and cells a spreadsheet would run (the
 * built server, node build/node/server.js; rows written straight into its database, as a day of
 * clicks would; its memory read from /proc).
 * - Row 7: 300,000 clicks of one day exported, read slowly. Before: the day was read whole
 *   (the issue: +335 MB, 938 MB with a slow reader, health 2.46 s for 500,000); now pages of
 *   rows as the reader asks: memory grows under 100 MB, health answers within 1 s throughout.
 *   CLICK_EXPORT_ROWS sets the day's clicks (the 500,000) and CLICK_EXPORT_PAUSE_MS the
 *   reader's pause after each chunk (0: full speed; 50: a reader at about 1 MB/s).
 * - Row 9: ` =1+1`, no-break space `=1+1`, fullwidth `＝1+1` reached the CSV as written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECRETS } from "./helpers/app";
import { pgQuery, writeClicks } from "./helpers/clicks";
import { memoryOf, startProcessSite, useProcessSite, type ProcessSite } from "./helpers/server-process";
import { latencyLimit, latencyMessage, watchBusy } from "./helpers/busy-machine";

const DAY = "2026-11-20";
// Local midnight of DAY in Chicago (CST, UTC-6).
const DAY_START = Date.UTC(2026, 10, 20, 6);
// The big day is another day, so its export holds its clicks alone whichever tests run.
const BIG_DAY = "2026-11-21";
const BIG_DAY_START = Date.UTC(2026, 10, 21, 6);
const ROWS = Number(process.env.CLICK_EXPORT_ROWS ?? 300_000);
const PAUSE_MS = Number(process.env.CLICK_EXPORT_PAUSE_MS ?? 5);

const databaseUrl = process.env.TEST_DATABASE_URL;
const SCHEMA = `click_export_${process.pid}`;

const exportDay = (site: ProcessSite, day = DAY) => site.request(`/api/admin/clicks.csv?from=${day}&to=${day}`, { headers: { authorization: `Bearer ${SECRETS.adminToken}` } });

/**
 * Row 9 on the built server (node build/node/server.js) as an outsider meets it: the public click
 * endpoint is the only way in, and it refuses each crafted cell in every field a visitor writes
 * (400), so the cells are put in its database file as a stored day would hold them; the admin
 * export, downloaded with the admin token, writes each behind an apostrophe.
 */
describe("crafted cells, the built server's click endpoint and export", () => {
  const hostile = [" =1+1", "\u00a0=1+1", "\uff1d1+1", "\u3000\uff0b1", "\ufeff@SUM(A1)"];

  it("refuses them as clicks and exports stored ones neutralised", async () => {
    const server = await startProcessSite();
    try {
      const click = (body: object) => fetch(`${server.url}/api/clicks`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const product = { path: "/cities/omaha/", placement: "carousel-card", targetKind: "product" };
      expect((await click({ ...product, targetId: "Red Roses" })).status).toBe(204);
      const refused: number[] = [];
      for (const cell of hostile) {
        refused.push((await click({ ...product, targetId: cell })).status);
        refused.push((await click({ ...product, targetId: `${cell} Roses` })).status);
        refused.push((await click({ ...product, path: cell, targetId: "Red Roses" })).status);
      }
      expect(refused.every((status) => status === 400)).toBe(true);

      await writeClicks(server, hostile.map((target, n) => [DAY_START + 1_000 + n, target]));
      const response = await exportDay(server);
      expect(response.status).toBe(200);
      const lines = (await response.text()).split("\r\n");
      const targets = lines.slice(1, -1).map((line) => line.split(",")[4]);
      console.info(`row 9 (built server): ${JSON.stringify({ refusedAsClicks: refused.length, exported: targets })}`);
      expect(targets).toEqual(hostile.map((target) => `'${target}`));
    } finally {
      await server.close();
    }
  });
});

describe("the click export on SQLite", () => {
  clickExport({});
});

describe.skipIf(!databaseUrl)("the click export on PostgreSQL", () => {
  beforeAll(async () => pgQuery(databaseUrl as string, `drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`));
  afterAll(async () => pgQuery(databaseUrl as string, `drop schema if exists ${SCHEMA} cascade`));
  const url = databaseUrl ? new URL(databaseUrl) : undefined;
  url?.searchParams.set("options", `-c search_path=${SCHEMA}`);
  clickExport(url ? { DATABASE_URL: url.toString() } : {});
});

function clickExport(env: Record<string, string>) {
  const site = useProcessSite(env);

  it("writes formula-looking cells behind an apostrophe after leading spaces and in fullwidth (row 9)", async () => {
    const hostile = [" =1+1", "\u00a0=1+1", "\uff1d1+1", "\u3000\uff0b1", "\ufeff@SUM(A1)"];
    await writeClicks(site(), hostile.map((target, n) => [DAY_START + 1_000 + n, target]));
    const lines = (await (await exportDay(site())).text()).split("\r\n");
    const targets = lines.slice(1, -1).map((line) => line.split(",")[4]);
    expect(targets).toEqual(hostile.map((target) => `'${target}`));
  });

  it("streams a day of 300,000 clicks to a slow reader in pages: memory under 100 MB more, health within 1 s (row 7)", async () => {
    // Several clicks in one millisecond, as a busy moment stores them.
    await writeClicks(site(), Array.from({ length: ROWS }, (_, n): [number, string | null] => [BIG_DAY_START + 10_000 + Math.floor(n / 3) * 37, `Red Roses ${n}`]));
    const pid = site().child.pid as number;
    const baseline = memoryOf(pid).rssMb;
    const load = watchBusy();
    let peak = baseline;
    let worstHealthMs = 0;
    let exporting = true;
    const watch = (async () => {
      while (exporting) {
        const started = performance.now();
        const health = await site().request("/api/health");
        await health.arrayBuffer();
        worstHealthMs = Math.max(worstHealthMs, performance.now() - started);
        peak = Math.max(peak, memoryOf(pid).rssMb);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = performance.now();
    const response = await exportDay(site(), BIG_DAY);
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === 10) lines += 1;
      // A slow reader: a pause after every chunk.
      if (PAUSE_MS > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    exporting = false;
    await watch;
    peak = Math.max(peak, memoryOf(pid).rssMb);
    const growthMb = peak - baseline;
    console.info(
      `row 7 (${site().env.DATABASE_URL?.startsWith("postgres") ? "PostgreSQL" : "SQLite"}, reader pausing ${PAUSE_MS} ms a chunk): ${ROWS} clicks, ${(bytes / 1_048_576).toFixed(1)} MB of CSV in ${((performance.now() - started) / 1000).toFixed(1)} s; server rss ${baseline.toFixed(0)} -> peak ${peak.toFixed(0)} MB (+${growthMb.toFixed(0)}); worst health ${worstHealthMs.toFixed(0)} ms`,
    );
    // The header and every click.
    expect(lines).toBe(1 + ROWS);
    expect(growthMb).toBeLessThan(100);
    const busy = load.end();
    expect(worstHealthMs, latencyMessage("worst health", worstHealthMs, 1_000, busy)).toBeLessThan(latencyLimit(1_000, busy));
  }, 600_000);
}
