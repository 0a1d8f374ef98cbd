/**
 * A loopback stand-in for the partner marketplace and for the Firecrawl API,
 * with switchable faults. Used by integration tests, e2e and `npm run sim`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { PARTNER_CATEGORY_PATHS } from "#core/affiliate/links";
import { API_FAULTS, API_PATH, type ApiFault, apiPriceOf, checkDeliveryDateAnswer, DEFAULT_API_KEY, DEFAULT_API_PASSWORD, faultyBody, FORBIDDEN_PAGE, getProductsAnswer, HUGE_API_BYTES } from "./api";
import { type Season, SEASONS } from "./codes";
import { faultyTotal, getTotalAnswer, TOTAL_FAULTS, type TotalFault } from "./totals";
import { handleFirecrawl, type FirecrawlState } from "./firecrawl";
import { readJson, sendJson } from "./http";
import { hostilePage, type HostileKind } from "./hostile";
import { categoryPage, echoPage, invalidHtml, productImage } from "./pages";
import { productPhoto } from "./photos";

export const SIM_MODES = [
  "ok",
  "slow",
  "hang",
  "error500",
  "rate429",
  "huge",
  "invalid-html",
  "redirect-offsite",
  "down",
  "hostile",
] as const;
export type SimMode = (typeof SIM_MODES)[number];

export type PartnerSimOptions = {
  port?: number;
  host?: string;
  /** Delay of the 'slow' mode. */
  slowMs?: number;
  /** The mode it starts in (default 'ok'), for a site that must never have seen the partner answer. */
  mode?: SimMode;
  /** Bearer key the Firecrawl stand-in accepts. */
  firecrawlKey?: string;
  /** Where 'redirect-offsite' sends the crawler. */
  offsiteUrl?: string;
  /** Basic-auth user and password the partner API stand-in accepts. */
  apiKey?: string;
  apiPassword?: string;
};

/** What the 'hostile' mode serves on every category page (tests/partner-sim/hostile.ts). */
export type HostileSetting = { kind: HostileKind; size?: number; siteOrigin?: string };

/** Requests answered by path; `open` now and `peakOpen` since the last reset: requests not yet answered. */
export type SimStats = { total: number; byPath: Record<string, number>; open: number; peakOpen: number };

export type PartnerSim = {
  url: string;
  port: number;
  close(): Promise<void>;
  setMode(mode: SimMode, options?: { slowMs?: number; hostile?: HostileSetting }): void;
  /** The partner API's fault (tests/partner-sim/api.ts); the pages keep their own mode. */
  setApiFault(fault: ApiFault): void;
  /** gettotal's own fault (tests/partner-sim/totals.ts); getproducts keeps answering. */
  setTotalFault(fault: TotalFault): void;
  /** How the holiday codes (md, vd, cm, ea, tg) answer: in season, empty, or an error. */
  setSeason(season: Season): void;
  mode(): SimMode;
  stats(): SimStats;
  /** Bodies the Firecrawl stand-in received, oldest first. */
  firecrawlRequests(): unknown[];
  resetStats(): void;
};

export const DEFAULT_FIRECRAWL_KEY = "fc-sim-key";
const HUGE_BYTES = 20 * 1024 * 1024;
const CATEGORY_PATHS = new Set<string>(Object.values(PARTNER_CATEGORY_PATHS));

export async function startPartnerSim(options: PartnerSimOptions = {}): Promise<PartnerSim> {
  const host = options.host ?? "127.0.0.1";
  let mode: SimMode = options.mode ?? "ok";
  let slowMs = options.slowMs ?? 1_500;
  let hostile: HostileSetting = { kind: "nested-inside" };
  // Building a 2 MB hostile page costs milliseconds; build it once per setting.
  let hostileHtml: { key: string; html: string } | undefined;
  const hostileFor = (setting: HostileSetting) => {
    const key = JSON.stringify(setting);
    if (hostileHtml?.key !== key) hostileHtml = { key, html: hostilePage(setting.kind, origin(), setting) };
    return hostileHtml.html;
  };
  let stats: SimStats = { total: 0, byPath: {}, open: 0, peakOpen: 0 };
  let open = 0;
  let apiFault: ApiFault = "none";
  let totalFault: TotalFault = "none";
  let season: Season = "in";
  const apiAuthorization = `Basic ${Buffer.from(`${options.apiKey ?? DEFAULT_API_KEY}:${options.apiPassword ?? DEFAULT_API_PASSWORD}`).toString("base64")}`;
  const sockets = new Set<Socket>();
  const firecrawl: FirecrawlState = { key: options.firecrawlKey ?? DEFAULT_FIRECRAWL_KEY, jobs: new Map(), requests: [] };

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  const origin = () => `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${(server.address() as AddressInfo).port}`;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", origin());
    if (url.pathname.startsWith("/__sim/")) return control(req, res, url.pathname);
    if (url.pathname.startsWith("/v1/")) {
      return handleFirecrawl(req, res, url, firecrawl, {
        origin: origin(),
        mode: () => mode,
        render: (target) => renderHtml(target),
      });
    }
    if (url.pathname === "/favicon.ico") {
      // Chromium asks for it after landing on a partner page; a 404 there is logged as a
      // console error a few milliseconds later and failed whichever e2e test was still open.
      // Not counted: it is the browser's request, not a crawl.
      res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" });
      res.end(productImage(url.pathname));
      return;
    }
    stats.total += 1;
    stats.byPath[url.pathname] = (stats.byPath[url.pathname] ?? 0) + 1;
    open += 1;
    stats.peakOpen = Math.max(stats.peakOpen, open);
    res.once("close", () => (open -= 1));
    if (url.pathname.startsWith(`${API_PATH}/`)) return serveApi(req, res, url);
    await serveContent(req, res, url);
  }

  /** The partner's REST API, with the current API fault applied. */
  async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (apiFault === "forbidden" || req.headers.authorization !== apiAuthorization) return sendHtml(res, 403, FORBIDDEN_PAGE);
    if (apiFault === "error500") return sendHtml(res, 500, "<h1>Internal Server Error</h1>");
    if (apiFault === "slow") await new Promise((resolve) => setTimeout(resolve, slowMs));
    const route = url.pathname.slice(API_PATH.length);
    if (route === "/flowershop/gettotal") return serveTotal(res, url);
    const answer =
      route === "/flowershop/getproducts"
        ? getProductsAnswer(url.searchParams, pictureOrigin(req), season)
        : route === "/flowershop/checkdeliverydate"
          ? checkDeliveryDateAnswer(url.searchParams)
          : { status: 404, body: { errors: ["unknown API path"] } };
    if (apiFault === "huge" && answer.status === 200) return sendHugeJson(res);
    const text = answer.status === 200 ? faultyBody(apiFault, answer.body) : JSON.stringify(answer.body);
    res.writeHead(answer.status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
    res.end(text);
  }

  /** gettotal, with its own fault applied (the API's fault applied first, above). */
  function serveTotal(res: ServerResponse, url: URL): void {
    if (totalFault === "forbidden") return sendHtml(res, 403, FORBIDDEN_PAGE);
    if (totalFault === "error500") return sendHtml(res, 500, "<h1>Internal Server Error</h1>");
    const answer = getTotalAnswer(url.searchParams, apiPriceOf);
    const text = answer.status === 200 ? faultyTotal(totalFault, answer.body) : JSON.stringify(answer.body);
    res.writeHead(answer.status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
    res.end(text);
  }

  /**
   * The API's pictures are on the host name the API was asked on: its CDN stand-in. Asked
   * as localhost while the partner's pages are 127.0.0.1, they are on another host than the pages.
   */
  function pictureOrigin(req: IncomingMessage): string {
    const port = (server.address() as AddressInfo).port;
    const host = req.headers.host ?? "";
    return host === `localhost:${port}` ? `http://localhost:${port}` : origin();
  }

  /** The partner site itself, with the current fault mode applied. */
  async function serveContent(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (/\.jpe?g$/i.test(url.pathname)) {
      res.writeHead(200, { "content-type": "image/jpeg", "cache-control": "public, max-age=3600" });
      res.end(await productPhoto(url.pathname));
      return;
    }
    if (/\.(svg|png|gif|webp)$/i.test(url.pathname)) {
      res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" });
      res.end(productImage(url.pathname));
      return;
    }
    switch (mode) {
      case "down":
        req.socket.destroy();
        return;
      case "hang":
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.write("<!doctype html><html><body><ul class=\"grid\">");
        return; // never ends; the socket is destroyed on close()
      case "error500":
        sendHtml(res, 500, "<h1>Internal Server Error</h1>");
        return;
      case "rate429":
        res.writeHead(429, { "content-type": "text/html", "retry-after": "60" });
        res.end("<h1>Too Many Requests</h1>");
        return;
      case "redirect-offsite":
        res.writeHead(302, { location: `${options.offsiteUrl ?? "http://offsite.invalid"}${url.pathname}` });
        res.end();
        return;
      case "huge":
        await sendHuge(res);
        return;
      case "slow":
        await new Promise((resolve) => setTimeout(resolve, slowMs));
        break;
      default:
        break;
    }
    if (url.pathname === "/moved/") {
      // A redirect that stays on the partner origin (the crawler may follow it).
      res.writeHead(301, { location: "/birthday-flowers/" });
      res.end();
      return;
    }
    if (mode === "hostile" && CATEGORY_PATHS.has(url.pathname)) {
      sendHtml(res, 200, hostileFor(hostile));
      return;
    }
    const html = mode === "invalid-html" ? invalidHtml() : renderHtml(url);
    if (html === undefined) sendHtml(res, 404, "<h1>Not found</h1>");
    else sendHtml(res, 200, html);
  }

  function renderHtml(url: URL): string | undefined {
    if (CATEGORY_PATHS.has(url.pathname)) return categoryPage(url.pathname, origin());
    const echoed =
      url.pathname === "/" ||
      url.pathname.startsWith("/nebraska/") ||
      url.pathname.startsWith("/product/") ||
      // A product page as the partner's affiliate code links it (detail.cfm?dcode=CODE).
      url.pathname === "/detail.cfm" ||
      url.pathname.startsWith("/flowers/");
    return echoed ? echoPage(url.pathname, url.search.replace(/^\?/, "")) : undefined;
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.method === "GET" && path === "/__sim/stats") return sendJson(res, 200, { ...stats, open });
    if (req.method === "POST" && path === "/__sim/reset") {
      stats = { total: 0, byPath: {}, open: 0, peakOpen: 0 };
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === "POST" && path === "/__sim/mode") {
      const body = await readJson(req);
      const next = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
      if (!SIM_MODES.includes(next.mode as SimMode)) return sendJson(res, 400, { error: `mode must be one of ${SIM_MODES.join(", ")}` });
      mode = next.mode as SimMode;
      if (typeof next.slowMs === "number") slowMs = next.slowMs;
      const wanted = next.hostile as Partial<HostileSetting> | undefined;
      if (wanted && typeof wanted.kind === "string") hostile = { kind: wanted.kind, ...(typeof wanted.size === "number" ? { size: Math.min(wanted.size, 1_000_000) } : {}) };
      return sendJson(res, 200, { mode, slowMs, hostile });
    }
    if (req.method === "GET" && path === "/__sim/mode") return sendJson(res, 200, { mode, slowMs, apiFault, totalFault, season });
    if (req.method === "POST" && path === "/__sim/total-fault") {
      const body = (await readJson(req)) as { fault?: unknown } | undefined;
      if (!TOTAL_FAULTS.includes(body?.fault as TotalFault)) return sendJson(res, 400, { error: `fault must be one of ${TOTAL_FAULTS.join(", ")}` });
      totalFault = body?.fault as TotalFault;
      return sendJson(res, 200, { totalFault });
    }
    if (req.method === "POST" && path === "/__sim/season") {
      const body = (await readJson(req)) as { season?: unknown } | undefined;
      if (!SEASONS.includes(body?.season as Season)) return sendJson(res, 400, { error: `season must be one of ${SEASONS.join(", ")}` });
      season = body?.season as Season;
      return sendJson(res, 200, { season });
    }
    if (req.method === "POST" && path === "/__sim/api-fault") {
      const body = (await readJson(req)) as { fault?: unknown } | undefined;
      if (!API_FAULTS.includes(body?.fault as ApiFault)) return sendJson(res, 400, { error: `fault must be one of ${API_FAULTS.join(", ")}` });
      apiFault = body?.fault as ApiFault;
      return sendJson(res, 200, { apiFault });
    }
    sendJson(res, 404, { error: "unknown control path" });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });

  return {
    url: origin(),
    port: (server.address() as AddressInfo).port,
    setMode(next, modeOptions) {
      mode = next;
      if (modeOptions?.slowMs !== undefined) slowMs = modeOptions.slowMs;
      if (modeOptions?.hostile !== undefined) hostile = modeOptions.hostile;
    },
    setApiFault(fault) {
      apiFault = fault;
    },
    setTotalFault(fault) {
      totalFault = fault;
    },
    setSeason(next) {
      season = next;
    },
    mode: () => mode,
    firecrawlRequests: () => [...firecrawl.requests],
    stats: () => ({ total: stats.total, byPath: { ...stats.byPath }, open, peakOpen: stats.peakOpen }),
    resetStats() {
      stats = { total: 0, byPath: {}, open: 0, peakOpen: 0 };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "content-length": Buffer.byteLength(html) });
  res.end(html);
}

/**
 * Resolves when the reader has taken the queued bytes, or has gone. Whichever event comes, the
 * other listener is removed: left behind, one "close" listener per wait piled up on the response
 * (MaxListenersExceededWarning: 11 close listeners added to [ServerResponse]).
 */
function drained(res: ServerResponse): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}

/** A valid getproducts answer of about 2 MB, streamed without a content-length. */
async function sendHugeJson(res: ServerResponse): Promise<void> {
  res.writeHead(200, { "content-type": "application/json" });
  const product = JSON.stringify({ CODE: "F1-1", NAME: "Filler", DESCRIPTION: "x".repeat(1_000), PRICE: 50, SMALL: "/s.svg", LARGE: "/l.svg" });
  let sent = 0;
  const write = (text: string) => (res.write(text) ? Promise.resolve() : drained(res));
  await write('{"PRODUCTS":[');
  for (let index = 0; sent < HUGE_API_BYTES && !res.destroyed; index += 1) {
    const piece = `${index === 0 ? "" : ","}${product}`;
    sent += piece.length;
    await write(piece);
  }
  if (!res.destroyed) res.end(`],"TOTAL":1}`);
}

/** 20 MB of product-like markup, streamed without a content-length, respecting backpressure. */
async function sendHuge(res: ServerResponse): Promise<void> {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  const chunk = Buffer.from(`<li class="card"><a href="/product/filler/"><img src="/images/products/filler.svg" alt="Filler"></a></li>\n`.repeat(512));
  let sent = 0;
  while (sent < HUGE_BYTES && !res.destroyed) {
    sent += chunk.length;
    if (!res.write(chunk)) await drained(res);
  }
  if (!res.destroyed) res.end();
}
