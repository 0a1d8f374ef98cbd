/**
 * Loopback stand-in for the Firecrawl crawl API (docs/product.md): POST /v1/crawl starts
 * a one-page job, GET /v1/crawl/{id} reports it ("scraping" once, then
 * "completed" with data[0].html). Only the partner simulator's own pages can be
 * crawled; the partner's fault mode makes the job fail.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import { readJson, sendJson } from "./http";
import type { SimMode } from "./server";

type Job = { polls: number; html?: string; error?: string };

export type FirecrawlState = { key: string; jobs: Map<string, Job>; requests: unknown[] };

type Context = { origin: string; mode: () => SimMode; render: (url: URL) => string | undefined };

export async function handleFirecrawl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: FirecrawlState,
  context: Context,
): Promise<void> {
  if (req.headers.authorization !== `Bearer ${state.key}`) {
    return sendJson(res, 401, { success: false, error: "Unauthorized: Invalid token" });
  }
  if (req.method === "POST" && url.pathname === "/v1/crawl") {
    const body = await readJson(req);
    state.requests.push(body);
    const target = typeof body === "object" && body !== null ? (body as Record<string, unknown>).url : undefined;
    if (typeof target !== "string") return sendJson(res, 400, { success: false, error: "url is required" });
    const id = randomUUID();
    state.jobs.set(id, crawl(target, context));
    return sendJson(res, 200, { success: true, id, url: `${context.origin}/v1/crawl/${id}` });
  }
  const match = /^\/v1\/crawl\/([\w-]+)$/.exec(url.pathname);
  if (req.method === "GET" && match) {
    const job = state.jobs.get(match[1] ?? "");
    if (!job) return sendJson(res, 404, { success: false, error: "Job not found" });
    job.polls += 1;
    if (job.polls === 1) return sendJson(res, 200, { success: true, status: "scraping", completed: 0, total: 1, data: [] });
    if (job.error) return sendJson(res, 200, { success: false, status: "failed", error: job.error, data: [] });
    return sendJson(res, 200, {
      success: true,
      status: "completed",
      completed: 1,
      total: 1,
      data: [{ html: job.html, markdown: "# Simulated partner page", metadata: { statusCode: 200 } }],
    });
  }
  sendJson(res, 404, { success: false, error: "Not found" });
}

function crawl(target: string, context: Context): Job {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { polls: 0, error: "Invalid URL" };
  }
  const mode = context.mode();
  if (url.origin !== context.origin || (mode !== "ok" && mode !== "slow")) {
    return { polls: 0, error: "Failed to scrape URL" };
  }
  // A page that crawls "successfully" into nothing (for the 'Crawl failed' path).
  if (url.pathname === "/empty-page/") return { polls: 0, html: "" };
  const html = context.render(url);
  return html === undefined ? { polls: 0, error: "Page returned 404" } : { polls: 0, html };
}
