/**
 * service_delivery and the sympathy page's "When is the service?" answers share one budget per
 * address (server/http/answer-limit.ts), as the production wiring builds it (server/runtime.ts
 * hands the same instance to the MCP routes and to createApp): an assistant gets no more service
 * answers a minute than a page visitor. A batch of tool calls is refused before any of them runs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSecuritySite, type SecuritySite } from "../security/helpers/app";

// The pages' window is 600 a minute; the service answers' budget is a twentieth of it, at least 30.
const PER_MINUTE = 600;
const ANSWERS = 30;

let site: SecuritySite;

beforeAll(async () => {
  site = await startSecuritySite({ env: { PARTNER_PROVIDER: "floristone-api", PARTNER_LINK_CHECKS_PER_MINUTE: "0", RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) } });
});
afterAll(async () => {
  await site?.close();
});

const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const toolCall = (id: number, name: string, args: Record<string, unknown>) =>
  site.app.request(`${site.env.SITE_URL}/mcp`, { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } }) });

describe("a JSON-RPC batch", () => {
  it("is refused with 400 (-32600) and costs the partner nothing", async () => {
    site.sim.resetStats();
    const zips = ["69361", "68601", "68801", "68850"];
    const batch = Array.from({ length: 100 }, (_, id) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name: id % 2 === 0 ? "delivery_days" : "flowers", arguments: { town: zips[id % zips.length] } } }));
    const refused = await site.app.request(`${site.env.SITE_URL}/mcp`, { method: "POST", headers, body: JSON.stringify(batch) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: number } }).error.code).toBe(-32600);
    const asked = site.sim.stats().byPath;
    const partnerApi = Object.entries(asked).filter(([path]) => path.startsWith("/api/rest/"));
    expect(partnerApi).toEqual([]);
  });
});

describe("the service answers' budget", () => {
  it("is spent by service_delivery and the sympathy page alike; other tools keep answering", async () => {
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const service = { town: "Kearney", date, time: "morning" };
    for (let id = 0; id < ANSWERS; id += 1) {
      const response = await toolCall(id, "service_delivery", service);
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    expect((await toolCall(ANSWERS, "service_delivery", service)).status).toBe(429);
    // The page's own answers are out of budget too: the assistant spent them.
    const page = await site.request(`/categories/sympathy-funeral/?town=Kearney&date=${date}&time=morning`);
    expect(page.status).toBe(429);
    // Only service answers are held: delivery_days still answers.
    expect((await toolCall(ANSWERS + 1, "delivery_days", { town: "68847" })).status).toBe(200);
  });
});
