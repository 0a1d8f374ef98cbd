import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { isPartnerUrl, partnerUrl, withAffiliate } from "#core/affiliate/links";
import { clickTargetOf } from "#core/clicks/target";
import type { TrustProxy } from "#core/config/env";
import type { SiteConfig } from "#core/config/site";
import type { ClickCeiling } from "../clicks/ceiling";
import { insertClick } from "../clicks/repository";
import type { Database } from "../db/schema";
import { clientAddressResolver } from "../http/client-address";
import { rateLimit } from "../http/rate-limit";
import { readAtMost } from "../http/read-at-most";
import { MCP_TOOL_NAMES, type McpToolName } from "#core/mcp/inputs";
import { countToolCall } from "../metrics";
import { verifyLink } from "./link-token";
import { createMcpServer, type McpToolDeps } from "./tools";

/** The largest JSON-RPC request read: a tool call is a few hundred bytes; past this the request is refused unread. */
const MAX_MCP_BODY_BYTES = 16_384;

type McpRoutesDeps = McpToolDeps & {
  db: Kysely<Database>;
  site: SiteConfig;
  ceiling: ClickCeiling;
  logger: Pick<Logger, "warn">;
  rateLimit: { perMinute: number; trustProxy: TrustProxy };
  /** The sympathy page's budget of service answers (server/http/answer-limit.ts), the same instance: service_delivery spends it too. */
  answerLimit: MiddlewareHandler;
  now?: () => Date;
};

const NO_STORE = { "Cache-Control": "no-store" };
const rpcError = (c: Context, status: 400 | 403 | 405 | 413, message: string, code = -32000) =>
  c.json({ jsonrpc: "2.0", error: { code, message }, id: null }, status, NO_STORE);

/** The body as JSON, or undefined when it is not (the SDK answers malformed JSON-RPC itself). */
function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a parsed request is one call of the named tool. */
function isToolCall(request: unknown, tool: McpToolName): boolean {
  const asked = request as { method?: unknown; params?: { name?: unknown } } | null | undefined;
  return typeof asked === "object" && asked?.method === "tools/call" && asked.params?.name === tool;
}

/**
 * A call the SDK refused on its input schema never reaches the tool (which counts its own
 * answers): read from the request and the answer, and counted as bad input for its tool.
 */
function countRefusedArguments(request: unknown, answer: string): void {
  try {
    const asked = request as { method?: unknown; params?: { name?: unknown } } | null | undefined;
    const name = asked?.params?.name;
    if (asked?.method !== "tools/call" || !MCP_TOOL_NAMES.includes(name as McpToolName)) return;
    const result = (JSON.parse(answer) as { result?: { isError?: boolean; content?: { text?: unknown }[] } }).result;
    const first = result?.content?.[0]?.text;
    if (result?.isError && typeof first === "string" && first.includes("Input validation error")) countToolCall(name as McpToolName, "bad_input");
  } catch {
    // Not a single JSON-RPC call (malformed, which the SDK answered): nothing to count.
  }
}

/**
 * Whether a request names our own host (DNS rebinding, issue 51): the Host header (as the
 * proxy passes it, or the URL's host where none is sent) must be SITE_URL's, and an Origin,
 * when a browser sends one, SITE_URL's origin. The SDK's own options for this are deprecated
 * in favour of middleware like this one.
 */
function isOwnHost(c: Context, siteUrl: string): { ok: true } | { ok: false; why: string } {
  const site = new URL(siteUrl);
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  if (host.toLowerCase() !== site.host.toLowerCase()) return { ok: false, why: "Invalid Host header" };
  const origin = c.req.header("origin");
  if (origin !== undefined && origin !== site.origin) return { ok: false, why: "Invalid Origin header" };
  return { ok: true };
}

/**
 * POST /mcp: the read-only MCP endpoint (Streamable HTTP, stateless, JSON answers), a fresh
 * server and transport per request as the SDK documents for stateless mode. GET /go/{token}:
 * an assistant's link, counted as an assistant click and sent to the partner's tracked page.
 */
export function mcpRoutes(deps: McpRoutesDeps): Hono {
  const clientAddress = clientAddressResolver(deps.rateLimit.trustProxy);
  // The same per-address window as the pages and the API (RATE_LIMIT_PER_MINUTE), one for each route.
  const mcpLimit = rateLimit({ limit: deps.rateLimit.perMinute, windowMs: 60_000, clientAddress });
  const goLimit = rateLimit({ limit: deps.rateLimit.perMinute, windowMs: 60_000, clientAddress, announce: false });
  const now = deps.now ?? (() => new Date());
  const app = new Hono();

  app.all("/mcp", async (c, next) => {
    const own = isOwnHost(c, deps.siteUrl);
    if (!own.ok) return rpcError(c, 403, own.why);
    return mcpLimit(c, next);
  });
  app.post("/mcp", async (c) => {
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > MAX_MCP_BODY_BYTES) return rpcError(c, 413, `Request body larger than ${MAX_MCP_BODY_BYTES} bytes`);
    const body = await readAtMost(new Response(c.req.raw.body), MAX_MCP_BODY_BYTES);
    if (!body.complete) return rpcError(c, 413, `Request body larger than ${MAX_MCP_BODY_BYTES} bytes`);
    const parsed = parsedOrUndefined(body.text);
    // One request is one call: a batch of 100 calls would cost one rate-limit token (and 100 partner
    // calls at once). Protocol 2025-06-18 dropped batching; the SDK still accepts it, so it stops here.
    if (Array.isArray(parsed)) return rpcError(c, 400, "Invalid Request: batches are not accepted; send one JSON-RPC request per POST", -32600);
    // The body as read, handed back to the SDK, which parses it and answers malformed JSON-RPC itself.
    const request = new Request(c.req.raw.url, { method: "POST", headers: c.req.raw.headers, body: body.text });
    const handle = async (): Promise<Response> => {
      const server = createMcpServer(deps);
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      try {
        await server.connect(transport);
        const response = await transport.handleRequest(request);
        // A JSON answer is complete once handleRequest returns: the stream can close.
        const text = await response.text();
        countRefusedArguments(parsed, text);
        return new Response(text, { status: response.status, headers: { ...Object.fromEntries(response.headers), ...NO_STORE } });
      } finally {
        await transport.close().catch(() => undefined);
        await server.close().catch(() => undefined);
      }
    };
    if (!isToolCall(parsed, "service_delivery")) return handle();
    // A service answer spends the sympathy page's own budget (the same instance): no more a minute than a visitor gets.
    let answered: Response | undefined;
    const refused = await deps.answerLimit(c, async () => {
      answered = await handle();
    });
    return refused ?? answered ?? rpcError(c, 400, "Invalid Request", -32600);
  });
  // Stateless: no stream to open (GET) and no session to end (DELETE).
  app.all("/mcp", (c) => {
    c.header("Allow", "POST");
    return rpcError(c, 405, "Method not allowed: this endpoint is stateless; POST JSON-RPC requests");
  });

  app.get("/go/:token", goLimit, async (c) => {
    const link = verifyLink(deps.linkSecret, c.req.param("token"));
    if (!link) return c.text("Not Found", 404, NO_STORE);
    const { target } = link;
    let url: string;
    if (target.kind === "product") {
      // Signed by us, and still only ever the partner's own page, tracked with today's settings.
      if (!isPartnerUrl(target.url, deps.site)) return c.text("Not Found", 404, NO_STORE);
      url = withAffiliate(target.url, deps.site);
    } else {
      url = partnerUrl(deps.site, target);
    }
    const agent = c.req.header("user-agent") ?? "";
    // A link preview or a crawler follows the link too: only a person's click is counted. A HEAD
    // (Hono answers it through this GET route) checks the link without following it: not a click.
    if (c.req.method === "GET" && agent !== "" && !isbot(agent)) {
      const time = now();
      try {
        const click = { path: link.path, ...clickTargetOf(target, "assistant") };
        await deps.ceiling.admit(time, clientAddress(c), (trx) => insertClick(trx, click, time));
      } catch (error) {
        deps.logger.warn({ err: error }, "assistant click not recorded");
      }
    }
    return c.redirect(url, 302);
  });

  return app;
}
