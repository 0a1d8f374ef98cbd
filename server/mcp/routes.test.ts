import { Hono } from "hono";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { SiteConfig } from "#core/config/site";
import type { ClickCeiling } from "../clicks/ceiling";
import type { Database } from "../db/schema";
import type { ServiceAnswers } from "../delivery/service-answer";
import { clientAddressResolver } from "../http/client-address";
import { rateLimit } from "../http/rate-limit";
import { signLink } from "./link-token";
import { mcpRoutes } from "./routes";

const SITE_URL = "http://127.0.0.1:3201";
const SECRET = "a-test-secret-of-at-least-32-characters";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

/** The MCP routes over stubbed services that count what they are asked (the partner's calls behind them). */
function routes(answerLimit = rateLimit({ limit: 1_000, windowMs: 60_000, clientAddress: () => "203.0.113.9", announce: false })) {
  const asked = { dates: 0, products: 0, services: 0, clicks: 0 };
  const app = mcpRoutes({
    siteUrl: SITE_URL,
    site: { siteUrl: SITE_URL, partnerBaseUrl: "https://www.flowershopping.com", affiliateSourceId: "s", affiliateId: "a" } as SiteConfig,
    linkSecret: SECRET,
    delivery: {
      now: () => new Date("2026-12-01T15:00:00Z"),
      datesFor: async (city) => {
        asked.dates += 1;
        return { city: city.slug, zip: "68847", timeZone: "America/Chicago", dates: ["2026-12-02"], source: "partner", cutoff: "14:00" };
      },
    },
    products: {
      get: async () => {
        asked.products += 1;
        return { products: [], cacheStatus: "fresh", fetchedAt: null };
      },
    },
    serviceAnswer: (async () => {
      asked.services += 1;
      throw new Error("the partner's calendar is not asked in this test");
    }) as ServiceAnswers,
    answerLimit,
    db: {} as Kysely<Database>,
    ceiling: {
      admit: async () => {
        asked.clicks += 1;
        return "admitted";
      },
    } as unknown as ClickCeiling,
    logger: { warn: () => undefined },
    rateLimit: { perMinute: 1_000, trustProxy: false },
  });
  return { app, asked };
}

const call = (id: number, name: string, args: Record<string, unknown>) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } });
const post = (app: Hono, body: unknown) => app.request(`${SITE_URL}/mcp`, { method: "POST", headers: HEADERS, body: JSON.stringify(body) });

describe("POST /mcp", () => {
  it("refuses a JSON-RPC batch with 400 (-32600) before any tool runs: one request is one call", async () => {
    const { app, asked } = routes();
    const batch = Array.from({ length: 100 }, (_, id) => (id % 2 === 0 ? call(id, "flowers", { town: "68847" }) : call(id, "delivery_days", { town: "68847" })));
    const refused = await post(app, batch);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: number; message: string } }).error).toMatchObject({ code: -32600, message: expect.stringMatching(/batches are not accepted/) });
    expect(asked).toMatchObject({ dates: 0, products: 0 });
    // The same calls one by one are answered.
    const one = await post(app, call(1, "delivery_days", { town: "68847" }));
    expect(one.status).toBe(200);
    expect(asked.dates).toBe(1);
  });

  it("service_delivery spends the sympathy page's own answer budget (the same instance); other tools do not", async () => {
    const answerLimit = rateLimit({ limit: 3, windowMs: 60_000, clientAddress: clientAddressResolver(false), announce: false });
    const { app, asked } = routes(answerLimit);
    // The sympathy page, as server/http/app.ts guards its answers, spends two of the three.
    const page = new Hono().get("/sympathy", answerLimit, (c) => c.text("answer"));
    for (let visit = 0; visit < 2; visit += 1) expect((await page.request(`${SITE_URL}/sympathy`)).status).toBe(200);
    const service = (id: number) => post(app, call(id, "service_delivery", { town: "Kearney", date: "2026-12-07", time: "morning" }));
    expect((await service(1)).status).toBe(200);
    expect(asked.services).toBe(1);
    const over = await service(2);
    expect(over.status).toBe(429);
    expect(asked.services).toBe(1);
    // The page's budget is spent for this address: the page is refused too, and other tools still answer.
    expect((await page.request(`${SITE_URL}/sympathy`)).status).toBe(429);
    expect((await post(app, call(3, "delivery_days", { town: "68847" }))).status).toBe(200);
  });
});

describe("GET /go/{token}", () => {
  it("counts a GET as a click and answers a HEAD with the same redirect without counting it", async () => {
    const { app, asked } = routes();
    const url = `${SITE_URL}/go/${signLink(SECRET, { path: "/cities/kearney/", target: { kind: "city", slug: "kearney" } }) ?? ""}`;
    const head = await app.request(url, { method: "HEAD", headers: { "user-agent": BROWSER } });
    expect(head.status).toBe(302);
    expect(head.headers.get("location")).toMatch(/^https:\/\/www\.flowershopping\.com\//);
    expect(asked.clicks).toBe(0);
    const get = await app.request(url, { headers: { "user-agent": BROWSER } });
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe(head.headers.get("location"));
    expect(asked.clicks).toBe(1);
  });
});
