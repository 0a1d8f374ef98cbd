import type { Route } from "#core/routes/routes";
import type { MiddlewareHandler } from "hono";
import { PartnerError, type PartnerFetcher } from "../partner/types";
import * as m from "./registry";
import { routeGroup } from "./route-group";

export { metricsRoute } from "./route";

/** One answered request (createApp's outermost middleware). */
/** `route`: the request's route as the app parsed it once (undefined when the app never matched it: API, assets, feeds, redirects). */
export function observeRequest(path: string, status: number, ms: number, route?: Route | null): void {
  const group = routeGroup(path, route);
  m.requests.inc({ group, status: String(status) });
  m.requestSeconds.observe({ group }, ms / 1000);
}

/** A render gate's load is read at each scrape; its renders are counted as they end. */
export function trackRenderGate(load: () => { active: number; queued: number }): void {
  m.renderLoads.add(new WeakRef(load));
}

export function countRender(outcome: "ok" | "failed" | "busy"): void {
  m.renders.inc({ outcome });
}

const CACHE_STATUS = { fresh: "fresh", stale_but_acceptable: "stale", expired_but_served: "expired" } as const;

/** One page-cache answer (returned as given): a stored or fetched answer by its status, or a failure. */
export function countCacheAnswer<T extends { success: boolean; cacheStatus: keyof typeof CACHE_STATUS | null }>(result: T): T {
  m.cacheAnswers.inc({ status: result.success && result.cacheStatus ? CACHE_STATUS[result.cacheStatus] : "failure" });
  return result;
}

/** Where a picture under /img came from, and its size; the bytes are returned as given. */
export function countImage<T extends { length: number }>(source: "memory" | "disk" | "made" | "placeholder", bytes: T): T {
  m.imageAnswers.inc({ source });
  m.imageBytes.inc({ source }, bytes.length);
  return bytes;
}

/** A click beacon's outcome; the answer is returned as given. */
export function countClick<T>(outcome: "stored" | "bot" | "over_ceiling" | "failed", answer: T): T {
  m.clicks.inc({ outcome });
  return answer;
}

/** One MCP tool call by tool and outcome (issue 51); nothing about the caller. */
export function countToolCall(tool: string, outcome: "ok" | "bad_input" | "failed"): void {
  m.mcpToolCalls.inc({ tool, outcome });
}

/** Middleware for the beacon route: refusals the handler never sees (rate limit, size) or answers 4xx. */
export const countRefusedClicks: MiddlewareHandler = async (c, next) => {
  await next();
  const status = c.res.status;
  if (status >= 400 && status < 500) m.clicks.inc({ outcome: status === 429 ? "rate_limited" : "invalid" });
};

/** A crawl failure's outcome label: its HTTP status class, a timeout, or "error". */
function failureOutcome(error: unknown): string {
  if (error instanceof PartnerError) {
    if (error.status !== undefined) return `http_${Math.floor(error.status / 100)}xx`;
    if (/time/i.test(error.detail)) return "timeout";
  }
  if (error instanceof Error && error.name === "AbortError") return "aborted";
  return "error";
}

/**
 * The provider as given, counting each partner request by provider and outcome.
 * The only hook into the crawl code: wrap the provider where it is made.
 */
export function countPartnerRequests(provider: PartnerFetcher): PartnerFetcher {
  return {
    name: provider.name,
    async fetchAnswer(url, signal) {
      try {
        const answer = await provider.fetchAnswer(url, signal);
        m.partnerRequests.inc({ provider: provider.name, outcome: "ok" });
        return answer;
      } catch (error) {
        m.partnerRequests.inc({ provider: provider.name, outcome: failureOutcome(error) });
        throw error;
      }
    },
  };
}
