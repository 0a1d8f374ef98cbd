import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clicksRoutes } from "../api/clicks";
import { createApp } from "../http/app";
import { pageLoaders } from "../pages/loaders/page-loaders";
import { createPageDispatcher } from "../pages/page-dispatcher";
import { PartnerError } from "../partner/types";
import { countCacheAnswer, countClick, countImage, countPartnerRequests } from "./index";
import { registry } from "./registry";
import { routeGroup } from "./route-group";

const TOKEN = "metrics-token-0123456789";
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Parameters<typeof createApp>[0]["logger"];

function site(metricsToken?: string) {
  const renderedPages = createPageDispatcher({
    render: async (request) => new Response(`<!doctype html><html><head></head><body><h1>${new URL(request.url).pathname}</h1></body></html>`),
    loaders: pageLoaders({ loadProducts: async () => null }),
    siteUrl: "https://example.test",
    csp: () => "default-src 'self'",
  });
  return createApp({
    logger: quiet,
    renderedPages,
    api: new Hono().get("/health", (c) => c.json({ ok: true })),
    security: { partnerOrigin: "https://partner.test", hsts: false },
    siteUrl: "https://example.test",
    rateLimit: { perMinute: 10_000, trustProxy: false },
    ...(metricsToken ? { metricsToken } : {}),
  });
}

/** The value of one sample line, 0 when the series does not exist yet. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split("\n").find((entry) => entry.startsWith(`${name}{${labels}}`));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

const scrape = async (app: Hono) => (await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).text();

describe("/metrics", () => {
  it("is the 404 page without METRICS_TOKEN", async () => {
    const response = await site().request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("nfd_");
  });

  it("answers 401 without the token or with another one", async () => {
    const app = site(TOKEN);
    const bare = await app.request("/metrics");
    expect(bare.status).toBe(401);
    expect(bare.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await bare.text()).not.toContain("nfd_");
    expect((await app.request("/metrics", { headers: { authorization: "Bearer metrics-token-9876543210" } })).status).toBe(401);
    expect((await app.request("/metrics", { headers: { authorization: TOKEN } })).status).toBe(401);
  });

  it("gives the Prometheus text exposition with process metrics, and a page request moves its counters", async () => {
    const app = site(TOKEN);
    const response = await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const before = await response.text();
    expect(before).toContain("# TYPE nfd_http_requests_total counter");
    expect(before).toContain("# TYPE nfd_http_request_duration_seconds histogram");
    expect(before).toContain("# TYPE nfd_page_render_queue gauge");
    expect(before).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(before).toMatch(/^nodejs_eventloop_lag_seconds \d/m);

    expect((await app.request("/cities/omaha/")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_050)); // past the scrape's one-second reuse
    const after = await scrape(app);
    expect(sample(after, "nfd_http_requests_total", 'group="rendered_page",status="200"')).toBe(sample(before, "nfd_http_requests_total", 'group="rendered_page",status="200"') + 1);
    expect(sample(after, "nfd_http_request_duration_seconds_count", 'group="rendered_page"')).toBeGreaterThan(
      sample(before, "nfd_http_request_duration_seconds_count", 'group="rendered_page"'),
    );
    expect(sample(after, "nfd_page_renders_total", 'outcome="ok"')).toBeGreaterThan(sample(before, "nfd_page_renders_total", 'outcome="ok"'));
    expect(sample(after, "nfd_page_render_queue", 'state="queued"')).toBe(0);
  });
});

describe("metric hooks", () => {
  const text = () => registry.metrics();

  it("count page-cache answers by status", async () => {
    const before = await text();
    countCacheAnswer({ success: true, cacheStatus: "fresh" });
    countCacheAnswer({ success: true, cacheStatus: "stale_but_acceptable" });
    countCacheAnswer({ success: true, cacheStatus: "expired_but_served" });
    const failure = { success: false, cacheStatus: null, error: "Crawl failed" };
    expect(countCacheAnswer(failure)).toBe(failure);
    const after = await text();
    for (const status of ["fresh", "stale", "expired", "failure"]) {
      expect(sample(after, "nfd_page_cache_answers_total", `status="${status}"`)).toBe(sample(before, "nfd_page_cache_answers_total", `status="${status}"`) + 1);
    }
  });

  it("count partner requests by provider and outcome, passing answers and errors through", async () => {
    const before = await text();
    const provider = countPartnerRequests({
      name: "direct",
      async fetchAnswer(url) {
        if (url.endsWith("/503")) throw new PartnerError("Failed to crawl website", "HTTP 503", 503);
        if (url.endsWith("/slow")) throw new PartnerError("Failed to crawl website", "timed out after 10000 ms");
        return "<html></html>";
      },
    });
    expect(await provider.fetchAnswer("https://partner.test/ok")).toBe("<html></html>");
    await expect(provider.fetchAnswer("https://partner.test/503")).rejects.toThrow("Failed to crawl website");
    await expect(provider.fetchAnswer("https://partner.test/slow")).rejects.toBeInstanceOf(PartnerError);
    const after = await text();
    for (const outcome of ["ok", "http_5xx", "timeout"]) {
      expect(sample(after, "nfd_partner_requests_total", `provider="direct",outcome="${outcome}"`)).toBe(
        sample(before, "nfd_partner_requests_total", `provider="direct",outcome="${outcome}"`) + 1,
      );
    }
  });

  it("count image answers and bytes, and click outcomes", async () => {
    const before = await text();
    const bytes = Buffer.alloc(1234);
    expect(countImage("disk", bytes)).toBe(bytes);
    expect(countClick("stored", 204)).toBe(204);
    const after = await text();
    expect(sample(after, "nfd_image_answers_total", 'source="disk"')).toBe(sample(before, "nfd_image_answers_total", 'source="disk"') + 1);
    expect(sample(after, "nfd_image_bytes_total", 'source="disk"')).toBe(sample(before, "nfd_image_bytes_total", 'source="disk"') + 1234);
    expect(sample(after, "nfd_clicks_total", 'outcome="stored"')).toBe(sample(before, "nfd_clicks_total", 'outcome="stored"') + 1);
  });
});

describe("click refusals", () => {
  it("count a beacon the route refuses as invalid", async () => {
    const before = await registry.metrics();
    // Refused before any database work: the body is not JSON.
    const beacons = clicksRoutes({ db: {} as Parameters<typeof clicksRoutes>[0]["db"], logger: quiet, trustProxy: false });
    expect((await beacons.request("/", { method: "POST", headers: { "content-type": "text/plain" }, body: "x" })).status).toBe(415);
    const after = await registry.metrics();
    expect(sample(after, "nfd_clicks_total", 'outcome="invalid"')).toBe(sample(before, "nfd_clicks_total", 'outcome="invalid"') + 1);
  });
});

describe("routeGroup", () => {
  it.each([
    ["/", "rendered_page"],
    ["/cities/omaha/", "rendered_page"],
    ["/cities/atlantis/", "made_up_page"],
    ["/cities/kearney/flower-dates.ics", "calendar"],
    ["/cities/atlantis/flower-dates.ics", "made_up_page"],
    ["/admin/", "admin_page"],
    ["/about/", "static"],
    ["/assets/app.abc123.css", "asset"],
    ["/img/v1/abc-320.avif", "image"],
    ["/api/products/featured", "api_products"],
    ["/api/delivery-dates", "api_delivery_dates"],
    ["/api/admin/clicks.csv", "api_admin"],
    ["/api/whatever-anyone-types", "api_other"],
    ["/sitemap.xml", "feed"],
    ["/metrics", "metrics"],
    ["/llms.txt", "feed"],
    ["/mcp", "mcp"],
    [`/go/${"a".repeat(300)}.b`, "assistant_link"],
    [`/${"x".repeat(5000)}`, "static"],
  ])("puts %s in %s", (path, group) => {
    expect(routeGroup(path)).toBe(group);
  });
});
