/**
 * The MCP endpoint (issue 51) driven by the SDK's own Client over Streamable HTTP, against the
 * built site in process (the production wiring, tests/security/helpers/app.ts) with the partner
 * API simulator: the tools answer what the pages and /api answer, in English and Spanish, bad
 * arguments are tool errors, and the /go/ links refuse a forged token and count a good one as an
 * assistant click.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toCalendarDay } from "#core/delivery/calendar-day";
import { deliveryDatesResponseSchema } from "#core/delivery/dates-response";
import { isPastCutoff } from "#core/delivery/delivery-calendar";
import { apiPriceOf } from "../partner-sim/api";
import { getTotalAnswer } from "../partner-sim/totals";
import { SECRETS, startSecuritySite, type SecuritySite, PRICED_ENV } from "../security/helpers/app";

let site: SecuritySite;
let client: Client;
const admin = { authorization: `Bearer ${SECRETS.adminToken}` };
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

beforeAll(async () => {
  site = await startSecuritySite({ env: { PARTNER_PROVIDER: "floristone-api", PARTNER_LINK_CHECKS_PER_MINUTE: "0", MCP_LINK_SECRET: "mcp-test-secret-0123456789abcdef0123", METRICS_TOKEN: "metrics-test-token-0123456789", ...PRICED_ENV } });
  client = new Client({ name: "mcp-site-test", version: "1.0.0" });
  // The SDK's transport with the app's own fetch: the request goes through every middleware as over the wire.
  const transport = new StreamableHTTPClientTransport(new URL(`${site.env.SITE_URL}/mcp`), { fetch: async (url, init) => site.app.request(String(url), init) });
  await client.connect(transport);
});
afterAll(async () => {
  await client?.close();
  await site?.close();
});

type Structured = Record<string, unknown>;
const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
async function answer<T = Structured>(name: string, args: Record<string, unknown>): Promise<T> {
  const result = await call(name, args);
  expect(result.isError, textOf(result)).toBeFalsy();
  return result.structuredContent as T;
}

/** The hour and day of an instant in a zone. */
function inZone(iso: string, timeZone: string) {
  const parts = Object.fromEntries(new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" }).formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

async function checkerDates(slug: string) {
  const response = await site.request(`/api/delivery-dates?city=${slug}`);
  expect(response.status).toBe(200);
  return deliveryDatesResponseSchema.parse(await response.json());
}

type Days = { timeZone: string; source: string; dates: { date: string; orderBy: string; orderByText: string }[] };

describe("the MCP endpoint", () => {
  it("lists its five read-only tools, each with a language argument", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["care_facilities", "delivery_days", "find_town", "flowers", "service_delivery"]);
    for (const tool of tools) {
      expect(tool.description?.length ?? 0).toBeGreaterThan(60);
      expect(tool.inputSchema.properties).toHaveProperty("language");
      // Structured answers are promised as JSON Schema (and checked by the SDK on both sides).
      expect(Object.keys(tool.outputSchema?.properties ?? {}).length).toBeGreaterThan(0);
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
  });

  it("find_town('lexing') finds Lexington with its ZIP, zone and pages in both languages", async () => {
    const { towns } = await answer<{ towns: { slug: string; deliveryZip: string; zone: string; pages: { en: string; es: string }; orderLink: string }[] }>("find_town", { query: "lexing" });
    const lexington = towns.find((town) => town.slug === "lexington");
    expect(lexington).toMatchObject({ deliveryZip: "68850", zone: "CT", pages: { en: `${site.env.SITE_URL}/cities/lexington/`, es: `${site.env.SITE_URL}/es/ciudades/lexington/` } });
    expect(lexington?.orderLink.startsWith(`${site.env.SITE_URL}/go/`)).toBe(true);
    const spanish = await call("find_town", { query: "lexing", language: "es" });
    expect(textOf(spanish)).toContain("código postal de entrega 68850, hora del Centro");
    expect(textOf(spanish)).toContain("/es/ciudades/lexington/");
  });

  it("delivery_days for Lexington and Scottsbluff are the checker's days, each to order by 2 PM in the town's own zone", async () => {
    for (const [slug, timeZone] of [["lexington", "America/Chicago"], ["scottsbluff", "America/Denver"]] as const) {
      const days = await answer<Days>("delivery_days", { town: slug === "lexington" ? "Lexington" : "Scottsbluff, NE" });
      const checker = await checkerDates(slug);
      expect(checker.source).toBe("partner");
      expect(days.source).toBe(checker.source);
      expect(days.timeZone).toBe(timeZone);
      // The checker's days less today once its 2 PM has passed in the town's zone: the checker's API
      // still lists today, and the tool leaves it out by the rule the page's checker applies
      // (core/mcp/answers.ts). This failed every day from 2 PM in the town's zone to midnight.
      const orderable = checker.dates.filter((date) => !isPastCutoff(new Date(), toCalendarDay(date), timeZone));
      expect(days.dates.map((day) => day.date)).toEqual(orderable);
      for (const day of days.dates) expect(inZone(day.orderBy, timeZone)).toEqual({ day: day.date, hour: 14 });
    }
    const mountain = await call("delivery_days", { town: "69361", language: "es" });
    expect(textOf(mountain)).toContain("hora de la Montaña");
    const central = await call("delivery_days", { town: "Scottsbluff" });
    expect(textOf(central)).toContain("Mountain Time");
  });

  it("delivery_days narrows to a range and says when the range is outside the checker's window", async () => {
    const all = await answer<Days>("delivery_days", { town: "Lexington" });
    const [first, second] = all.dates;
    const narrowed = await answer<Days>("delivery_days", { town: "Lexington", from: second?.date, to: second?.date });
    expect(narrowed.dates.map((day) => day.date)).toEqual([second?.date]);
    expect(first).toBeDefined();
    const far = await call("delivery_days", { town: "Lexington", from: "2031-01-01" });
    expect(far.isError).toBe(true);
    expect(textOf(far)).toMatch(/from must be between \d{4}-\d{2}-\d{2} and \d{4}-\d{2}-\d{2}/);
  });

  it("flowers for 68847 lists the API's products with the partner's delivered totals to 68847, and tracked links", async () => {
    type Flowers = { zip: string; flowers: { title: string; price: string; delivered: { zip: string; charge: string; tax: string; total: string } | null; link: string }[] };
    let flowers: Flowers | undefined;
    // The first answer does not wait for gettotal (as a page's first render does not): asked again once the totals are in.
    for (let attempt = 0; attempt < 240; attempt += 1) {
      flowers = await answer<Flowers>("flowers", { town: "68847" });
      if (flowers.flowers.length > 0 && flowers.flowers.every((flower) => flower.delivered)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(flowers?.zip).toBe("68847");
    expect(flowers?.flowers.length).toBeGreaterThan(0);
    expect(flowers?.flowers.length).toBeLessThanOrEqual(12);
    for (const flower of flowers?.flowers ?? []) {
      expect(flower.link.startsWith(`${site.env.SITE_URL}/go/`)).toBe(true);
      expect(flower.delivered?.zip).toBe("68847");
    }
    // The partner's own answer for the first product delivered to 68847 (the simulator's gettotal, pure).
    const code = (flowers?.flowers ?? []).map((flower) => flower.title)[0];
    expect(code).toBeDefined();
    const products = (await (await site.request("/api/products/featured?to=68847")).json()) as { products: { title: string; code?: string; delivered?: { total: string } }[] };
    const card = products.products.find((product) => product.title === code);
    const partner = getTotalAnswer(new URLSearchParams({ products: JSON.stringify([{ CODE: card?.code, PRICE: apiPriceOf(card?.code ?? ""), RECIPIENT: { ZIPCODE: "68847" } }]) }), apiPriceOf).body as { ORDERTOTAL?: number };
    const partnerTotal = partner.ORDERTOTAL;
    expect(partnerTotal).toBeDefined();
    expect(flowers?.flowers[0]?.delivered?.total).toBe(`$${Number(partnerTotal).toFixed(2)}`);
    expect(flowers?.flowers[0]?.delivered?.total).toBe(card?.delivered?.total);
    const spanish = await call("flowers", { town: "Kearney", occasion: "sympathy-funeral", budget: 80, language: "es" });
    expect(spanish.isError).toBeFalsy();
    expect(textOf(spanish)).toContain("Flores para Kearney");
    // Before the partner's totals for 68845 are in, the answer says where charge and tax come instead of a figure.
    const untotalled = (spanish.structuredContent as Flowers).flowers.every((flower) => !flower.delivered);
    expect(textOf(spanish).includes("se suman al pagar")).toBe(untotalled);
    for (const flower of (spanish.structuredContent as Flowers).flowers) expect(Number(flower.price.replace(/[$,]/g, ""))).toBeLessThanOrEqual(80);
  });

  it("service_delivery: a Monday-morning service in Kearney → Saturday, ordered by 2 PM Central, in both languages", async () => {
    const today = inZone(new Date().toISOString(), "America/Chicago").day;
    const monday = new Date(`${today}T12:00:00Z`);
    do monday.setUTCDate(monday.getUTCDate() + 1);
    while (monday.getUTCDay() !== 1 || (monday.getTime() - Date.parse(`${today}T12:00:00Z`)) / 86_400_000 < 3);
    const saturday = new Date(monday.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    const english = await call("service_delivery", { town: "Kearney", date: monday.toISOString().slice(0, 10), time: "morning" });
    const structured = english.structuredContent as { answer: string; delivery: string; orderBy: string; timeZone: string };
    expect(structured).toMatchObject({ answer: "deliver", delivery: saturday, timeZone: "America/Chicago" });
    expect(inZone(structured.orderBy, "America/Chicago")).toEqual({ day: saturday, hour: 14 });
    expect(textOf(english)).toMatch(/Choose Saturday, .* order by 2:00 PM Central Time/);
    const spanish = await call("service_delivery", { town: "Kearney", date: monday.toISOString().slice(0, 10), time: "morning", language: "es" });
    expect((spanish.structuredContent as { delivery: string }).delivery).toBe(saturday);
    expect(textOf(spanish)).toMatch(/Elija el sábado .* antes de las 2:00 p\. m\. \(hora del Centro\)/i);
    expect(textOf(spanish)).not.toContain("las las");
  });

  it("bad arguments are tool errors that say what was wrong, never HTTP errors", async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ["find_town", { query: "x".repeat(500) }, /query must be at most 60 characters/],
      ["find_town", { query: "Atlantis" }, /No Nebraska town/],
      ["delivery_days", { town: "Springfield, IL" }, /not a Nebraska town or ZIP/],
      ["delivery_days", { town: "Lexington", from: "tomorrow" }, /from must be a date written YYYY-MM-DD/],
      ["delivery_days", { town: "Lexington", from: "2026-02-31" }, /from must be a real calendar date/],
      ["flowers", { town: "Kearney", occasion: "halloween" }, /occasion/],
      ["flowers", { town: "Kearney", budget: -5 }, /budget must be at least \$1/],
      ["service_delivery", { town: "Kearney", date: "2026-13-01", time: "morning" }, /real date/],
      ["service_delivery", { town: "Kearney", date: "2030-01-07", time: "morning" }, /within 60 days/],
      ["service_delivery", { town: "Kearney", date: "2026-12-07", time: "noon" }, /time/],
      ["service_delivery", { town: "Kearney", date: "2026-12-07", time: "morning", language: "fr" }, /language/],
    ];
    for (const [name, args, message] of cases) {
      const result = await call(name, args);
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(textOf(result)).toMatch(message);
    }
    const spanish = await call("delivery_days", { town: "Atlantis", language: "es" });
    expect(textOf(spanish)).toContain("no es una ciudad");
  });

  it("answers malformed JSON-RPC with the SDK's error, a GET with 405, and another host with 403", async () => {
    const url = `${site.env.SITE_URL}/mcp`;
    const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };
    const malformed = await site.app.request(url, { method: "POST", headers, body: "{not json" });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: number } }).error.code).toBe(-32700);
    expect((await site.app.request(url, { method: "GET", headers })).status).toBe(405);
    const rebound = await site.app.request("http://evil.example:3201/mcp", { method: "POST", headers, body: "{}" });
    expect(rebound.status).toBe(403);
    const foreignOrigin = await site.app.request(url, { method: "POST", headers: { ...headers, origin: "http://evil.example" }, body: "{}" });
    expect(foreignOrigin.status).toBe(403);
    const huge = await site.app.request(url, { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { pad: "x".repeat(40_000) } }) });
    expect(huge.status).toBe(413);
  });

  it("a /go/ link refuses a forged token and counts a good one as an assistant click on /admin/ and in the CSV", async () => {
    const { towns } = await answer<{ towns: { slug: string; orderLink: string }[] }>("find_town", { query: "Kearney", language: "es" });
    const good = new URL(towns.find((town) => town.slug === "kearney")?.orderLink ?? "");
    const [body, mac] = good.pathname.slice("/go/".length).split(".");
    const forgedBody = Buffer.from(JSON.stringify({ p: "/", t: { kind: "product", url: "https://evil.example/", title: "x" } })).toString("base64url");
    for (const forged of [`${forgedBody}.${mac}`, `${body}.${"A".repeat(22)}`, "nothing", `${body}.${mac}.x`]) {
      const refused = await site.request(`/go/${forged}`, { headers: { "user-agent": BROWSER } });
      expect(refused.status).toBe(404);
      expect(refused.headers.get("location")).toBeNull();
    }
    const before = await site.request("/api/admin/clicks?days=7", { headers: admin });
    const sourcesBefore = ((await before.json()) as { sources: { source: string; clicks: number }[] }).sources;
    const followed = await site.request(good.pathname, { headers: { "user-agent": BROWSER } });
    expect(followed.status).toBe(302);
    const location = new URL(followed.headers.get("location") ?? "");
    expect(location.origin).toBe(new URL(site.env.PARTNER_BASE_URL ?? "").origin);
    expect(location.pathname).toBe("/nebraska/kearney/");
    expect(location.searchParams.get("AffiliateID")).toBe(site.env.AFFILIATE_ID);
    const after = await site.request("/api/admin/clicks?days=7", { headers: admin });
    const sources = ((await after.json()) as { sources: { source: string; clicks: number }[] }).sources;
    const count = (list: typeof sources, source: string) => list.find((entry) => entry.source === source)?.clicks ?? 0;
    expect(count(sources, "assistant")).toBe(count(sourcesBefore, "assistant") + 1);
    expect(count(sources, "pages")).toBe(count(sourcesBefore, "pages"));
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const csv = await (await site.request(`/api/admin/clicks.csv?from=${yesterday}&to=${today}`, { headers: admin })).text();
    expect(csv).toMatch(/,\/es\/ciudades\/kearney\/,assistant,city,kearney,kearney,,es,assistant\r\n/);
    // A link preview follows the link too, and is not a click.
    const preview = await site.request(good.pathname, { headers: { "user-agent": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)" } });
    expect(preview.status).toBe(302);
    const afterPreview = ((await (await site.request("/api/admin/clicks?days=7", { headers: admin })).json()) as { sources: typeof sources }).sources;
    expect(count(afterPreview, "assistant")).toBe(count(sources, "assistant"));
  });

  it("counts tool calls by tool in /metrics, and nothing about the caller", async () => {
    const metrics = await site.request("/metrics", { headers: { authorization: `Bearer ${site.env.METRICS_TOKEN ?? ""}` } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/nfd_mcp_tool_calls_total\{tool="find_town",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/nfd_mcp_tool_calls_total\{tool="delivery_days",outcome="bad_input"\} [1-9]/);
    // Refused by the input schema before the tool ran (a 500-character query, a budget below $1), still counted.
    expect(text).toMatch(/nfd_mcp_tool_calls_total\{tool="find_town",outcome="bad_input"\} ([2-9]|\d\d)/);
    expect(text).toMatch(/nfd_mcp_tool_calls_total\{tool="flowers",outcome="bad_input"\} [1-9]/);
    expect(text).not.toMatch(/127\.0\.0\.1|user-agent/i);
    // The closing note's figures.
    console.log(text.split("\n").filter((line) => line.startsWith("nfd_mcp_tool_calls_total{")).join("\n"));
  });

  it("/llms.txt says what the site is and where the endpoint is; robots.txt and both About pages point to it", async () => {
    const llms = await site.request("/llms.txt");
    expect(llms.status).toBe(200);
    expect(llms.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await llms.text();
    expect(text).toContain("A referral site");
    expect(text).toContain(`${site.env.SITE_URL}/mcp`);
    expect(text).toContain("## En español");
    expect(await (await site.request("/robots.txt")).text()).toContain(`# For AI assistants: ${site.env.SITE_URL}/llms.txt`);
    for (const path of ["/about/", "/es/acerca-de/"]) expect(await (await site.request(path)).text()).toContain('href="/llms.txt"');
  });

  it("any arguments get an answer or a tool error, over JSON-RPC with status 200, never a 5xx", async () => {
    const text = fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom("Kearney", "68847", "lexing", "2026-12-07", "", " ", "\u0000", "<script>"));
    const value = fc.oneof(text, fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }));
    const tool = fc.constantFrom("find_town", "delivery_days", "flowers", "service_delivery", "care_facilities");
    const args = fc.dictionary(fc.constantFrom("query", "town", "from", "to", "date", "time", "occasion", "budget", "language", "extra"), value, { maxKeys: 6 });
    let id = 0;
    await fc.assert(
      fc.asyncProperty(tool, args, async (name, given) => {
        id += 1;
        const response = await site.app.request(`${site.env.SITE_URL}/mcp`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
          body: JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: given } }),
        });
        expect(response.status).toBe(200);
        const body = (await response.json()) as { result?: { isError?: boolean; content: { text?: string }[] } };
        expect(body.result?.content.length).toBeGreaterThan(0);
        // A bad argument is named, never answered as the site's own failure.
        expect(body.result?.content[0]?.text).not.toContain("could not answer");
      }),
      { numRuns: 150 },
    );
  });
});
