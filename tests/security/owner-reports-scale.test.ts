/**
 * Issue 52, row 1, at the scale on the built server (node build/node/server.js) and SQLite:
 * 600,000 clicks over the last 31 days, then the owner's dashboard figures for 31 and 91 days and
 * a 30-day export read at full speed, while another process asks /api/health without pause.
 * Before (the issue): health waited 1.2–3.3 s during `days=31`, 4.2 s during `days=91`, and a 30-day
 * export froze every answer 3.3 s. Promise: health under 500 ms throughout, whatever the report.
 */
import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { SECRETS } from "./helpers/app";
import { writeClicks } from "./helpers/clicks";
import { startHealthProber, type HealthSample } from "./helpers/health-prober";
import { useProcessSite } from "./helpers/server-process";
import { latencyLimit, latencyMessage, watchBusy } from "./helpers/busy-machine";

const ROWS = Number(process.env.REPORT_SCALE_ROWS ?? 600_000);
const DAYS = 31;
const HEALTH_LIMIT_MS = 500;
/** A health wait is the server's unless the machine was busy: its control asked just before took longer than this. */
const BUSY_CONTROL_MS = 50;
const DAY_MS = 86_400_000;
const ymd = (time: number) => new Date(time).toISOString().slice(0, 10);

describe("the owner's reports over 600,000 clicks on SQLite (issue 52, row 1)", () => {
  // A prober asks health every few milliseconds from one address.
  const site = useProcessSite({ RATE_LIMIT_PER_MINUTE: "1000000" });
  const admin = { headers: { authorization: `Bearer ${SECRETS.adminToken}` } };

  it("never keeps /api/health waiting 500 ms while the dashboard sums 31 and 91 days and a 30-day export streams", async () => {
    const now = Date.now();
    const started = performance.now();
    await writeClicks(site(), Array.from({ length: ROWS }, (_, n): [number, string] => [now - 3_600_000 - Math.floor((n / ROWS) * DAYS * DAY_MS), `Red Roses ${n % 500}`]));
    console.info(`row 1: ${ROWS} clicks written in ${Math.round(performance.now() - started)} ms`);

    const load = watchBusy();
    const prober = startHealthProber(`${site().url}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const phases: { at: number; phase: string }[] = [];
    const timed = async (phase: string, run: () => Promise<string>) => {
      phases.push({ at: Date.now(), phase });
      const t = performance.now();
      const outcome = await run();
      return `${phase} ${outcome} in ${Math.round(performance.now() - t)} ms`;
    };
    const figures = async (days: number) => {
      const response = await site().request(`/api/admin/clicks?days=${days}`, admin);
      const body = (await response.json()) as { error?: string };
      // Past its time budget a report answers 422 with a plain request for fewer days: never a 5xx.
      expect([200, 422]).toContain(response.status);
      if (response.status === 422) expect(body.error).toMatch(/narrow the range/);
      return String(response.status);
    };
    const outcomes = [
      await timed("days=31", () => figures(31)),
      await timed("days=91", () => figures(91)),
      await timed("export 30 days", async () => {
        const response = await site().request(`/api/admin/clicks.csv?from=${ymd(now - 29 * DAY_MS)}&to=${ymd(now)}`, admin);
        expect(response.status).toBe(200);
        let bytes = 0;
        for await (const chunk of response.body ?? []) bytes += chunk.byteLength;
        return `${response.status} ${(bytes / 1e6).toFixed(1)} MB`;
      }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const samples = await prober.stop();

    const phaseOf = (sample: HealthSample) => phases.filter((entry) => entry.at <= sample.at).at(-1)?.phase ?? "before";
    const busy = (index: number) => [index - 1, index].some((i) => (samples[i]?.control ?? 0) > BUSY_CONTROL_MS) || (samples[index]?.load ?? 0) > availableParallelism() * 2;
    const slow = samples.filter((sample) => sample.health >= HEALTH_LIMIT_MS);
    const ours = slow.filter((sample) => !busy(samples.indexOf(sample)));
    const worst = Math.max(...samples.map((sample) => sample.health));
    const describeSamples = (list: HealthSample[]) => list.map((s) => `${phaseOf(s)}: ${s.health.toFixed(0)} ms (control ${s.control.toFixed(0)} ms, load ${s.load.toFixed(1)})`).join(", ");
    console.info(`row 1: ${outcomes.join("; ")}; health ${samples.length} samples, worst ${worst.toFixed(0)} ms; at or over ${HEALTH_LIMIT_MS} ms: ${describeSamples(slow) || "none"}`);
    expect(samples.length).toBeGreaterThan(20);
    expect(ours, describeSamples(ours)).toEqual([]);
    // The README's promise, health within 2 s whatever the database does, on a machine no busier than its cores.
    const machine = load.end();
    expect(worst, latencyMessage("worst health", worst, 2_000, machine)).toBeLessThan(latencyLimit(2_000, machine));
  });
});
