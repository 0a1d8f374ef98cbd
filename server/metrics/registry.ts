import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * One registry per process, written by one-line hooks where things happen
 * (server/metrics/index.ts) and read only when /metrics is scraped. Counting is
 * a map update; nothing here does I/O or runs on a timer.
 */
export const registry = new Registry();

export const requests = new Counter({
  name: "nfd_http_requests_total",
  help: "HTTP requests answered, by route group and status",
  labelNames: ["group", "status"] as const,
  registers: [registry],
});

export const requestSeconds = new Histogram({
  name: "nfd_http_request_duration_seconds",
  help: "Time from request to response headers, by route group",
  labelNames: ["group"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const renders = new Counter({
  name: "nfd_page_renders_total",
  help: "Pages rendered by Astro (home, towns, categories, admin), by outcome",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

/** Render gates to read at scrape time (normally one); weakly held, so a gate that is gone is dropped. */
export const renderLoads = new Set<WeakRef<() => { active: number; queued: number }>>();

new Gauge({
  name: "nfd_page_render_queue",
  help: "Renders running and waiting for a slot now",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    let active = 0;
    let queued = 0;
    for (const ref of renderLoads) {
      const load = ref.deref();
      if (!load) {
        renderLoads.delete(ref);
        continue;
      }
      const now = load();
      active += now.active;
      queued += now.queued;
    }
    this.set({ state: "active" }, active);
    this.set({ state: "queued" }, queued);
  },
});

export const cacheAnswers = new Counter({
  name: "nfd_page_cache_answers_total",
  help: "Page-cache answers to product requests, by status (fresh, stale, expired, failure)",
  labelNames: ["status"] as const,
  registers: [registry],
});

export const partnerRequests = new Counter({
  name: "nfd_partner_requests_total",
  help: "Requests to the partner for products, by provider and outcome",
  labelNames: ["provider", "outcome"] as const,
  registers: [registry],
});

export const imageAnswers = new Counter({
  name: "nfd_image_answers_total",
  help: "Product pictures answered under /img, by where they came from (memory, disk, made, placeholder)",
  labelNames: ["source"] as const,
  registers: [registry],
});

export const imageBytes = new Counter({
  name: "nfd_image_bytes_total",
  help: "Bytes of product pictures answered under /img, by source",
  labelNames: ["source"] as const,
  registers: [registry],
});

export const clicks = new Counter({
  name: "nfd_clicks_total",
  help: "Click beacons, by outcome (stored; refused: bot, over_ceiling, rate_limited, invalid; failed: not written)",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

let defaults = false;

/** The process metrics (CPU, memory, event-loop lag, handles) join the registry once metrics are turned on. */
export function enableDefaultMetrics(): void {
  if (defaults) return;
  defaults = true;
  collectDefaultMetrics({ register: registry });
}

export const mcpToolCalls = new Counter({
  name: "nfd_mcp_tool_calls_total",
  help: "MCP tool calls (/mcp), by tool and outcome (ok, bad_input, failed)",
  labelNames: ["tool", "outcome"] as const,
  registers: [registry],
});
