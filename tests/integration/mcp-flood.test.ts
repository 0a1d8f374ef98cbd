/**
 * An assistant flood on /mcp (issue 51): 2,000 tool calls from one address are held to the
 * pages' per-address budget (RATE_LIMIT_PER_MINUTE, 429 past it), /api/health keeps answering,
 * and the partner is asked no more than a page view would ask: one delivery-days list per ZIP
 * a day and at most three gettotal calls per ZIP, however many calls name it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSecuritySite, type SecuritySite, PRICED_ENV } from "../security/helpers/app";

const LIMIT = 150;
const CALLS = 2_000;
const ZIPS = ["68847", "68850", "69361", "68801", "68601"];
const CHECK_DATES = "/api/rest/flowershop/checkdeliverydate";
const GETTOTAL = "/api/rest/flowershop/gettotal";

let site: SecuritySite;

beforeAll(async () => {
  site = await startSecuritySite({ env: { PARTNER_PROVIDER: "floristone-api", PARTNER_LINK_CHECKS_PER_MINUTE: "0", RATE_LIMIT_PER_MINUTE: String(LIMIT), ...PRICED_ENV } });
});
afterAll(async () => {
  await site?.close();
});

const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const toolCall = (id: number, name: string, args: Record<string, unknown>) =>
  site.app.request(`${site.env.SITE_URL}/mcp`, { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } }) });

describe("an assistant flood", () => {
  it("2,000 tool calls from one address are rate-limited, health answers, and the partner is asked per ZIP, not per call", async () => {
    site.sim.resetStats();
    const statuses = new Map<number, number>();
    let answered = 0;
    let healthMs = 0;
    // Ten at a time, as an eager client would send them.
    for (let start = 0; start < CALLS; start += 10) {
      const batch = Array.from({ length: 10 }, (_, offset) => {
        const id = start + offset;
        const zip = ZIPS[id % ZIPS.length] as string;
        return id % 2 === 0 ? toolCall(id, "delivery_days", { town: zip }) : toolCall(id, "flowers", { town: zip });
      });
      for (const response of await Promise.all(batch)) {
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 200) {
          const body = (await response.json()) as { result?: { isError?: boolean } };
          if (body.result && !body.result.isError) answered += 1;
        } else {
          await response.body?.cancel();
        }
      }
      if (start % 500 === 0) {
        // Timed for the closing note only: a busy machine must not fail the test.
        const asked = performance.now();
        expect((await site.request("/api/health")).status).toBe(200);
        healthMs = Math.max(healthMs, performance.now() - asked);
      }
    }
    expect(statuses.get(200)).toBe(LIMIT);
    expect(statuses.get(429)).toBe(CALLS - LIMIT);
    expect(answered).toBe(LIMIT);
    expect((await site.request("/api/health")).status).toBe(200);

    // The totals are fetched after the answers (as for a page); once each ZIP's are in, the count is final.
    for (const zip of ZIPS) {
      for (let attempt = 0; attempt < 240; attempt += 1) {
        const response = await site.request(`/api/products/featured?to=${zip}`);
        // The poll has the API's per-address budget too (LIMIT a minute): past it, wait as told.
        if (response.status === 429) {
          await response.body?.cancel();
          await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get("retry-after") ?? "60") * 1000));
          continue;
        }
        expect(response.status, `/api/products/featured?to=${zip}`).toBe(200);
        const products = (await response.json()) as { products: { delivered?: unknown }[] };
        if (products.products.some((product) => product.delivered)) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    const byPath = site.sim.stats().byPath;
    console.log(JSON.stringify({ calls: CALLS, statuses: Object.fromEntries(statuses), checkdeliverydate: byPath[CHECK_DATES] ?? 0, gettotal: byPath[GETTOTAL] ?? 0, zips: ZIPS.length, slowestHealthMs: Math.round(healthMs) }));
    expect(byPath[CHECK_DATES] ?? 0).toBeLessThanOrEqual(ZIPS.length);
    expect(byPath[GETTOTAL] ?? 0).toBeGreaterThan(0);
    expect(byPath[GETTOTAL] ?? 0).toBeLessThanOrEqual(3 * ZIPS.length);
  });
});
