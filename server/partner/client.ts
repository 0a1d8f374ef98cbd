import { fetchFailure, readBodyCapped, withTimeout } from "./body";
import { PartnerError } from "./types";
// A failed API call reads as the spec's failed products fetch, not a crawl error: nothing was crawled.
import { FETCH_PRODUCTS_FAILED } from "#core/products/schema";
import type { InFlight } from "../concurrency/in-flight";

/**
 * A getproducts answer for 24 products is about 20 KB; this leaves room for long
 * descriptions while a runaway answer (2 MB and up) is cut off as it streams.
 */
const API_MAX_BYTES = 1_000_000;

const CREDENTIALS_REJECTED = "partner API rejected the credentials";

/** The least of its timeout a request must have left when its turn comes to be sent: a quarter, at most a second. */
export function leastBudgetMs(timeoutMs: number): number {
  return Math.min(1_000, timeoutMs / 4);
}

/** Requests refused before sending: our own choice, not the partner failing (the status stays as it was). */
const unsent = new WeakSet<PartnerError>();
function notSent(detail: string): PartnerError {
  const error = new PartnerError(FETCH_PRODUCTS_FAILED, detail);
  unsent.add(error);
  return error;
}

/** How the partner API answered last, for the admin dashboard. */
export type PartnerApiStatus =
  | { state: "unknown" }
  | { state: "ok"; at: string }
  | { state: "credentials_rejected" | "failing"; at: string; detail: string };

export type PartnerApiClientOptions = {
  /** FLORISTONE_API_URL, without a trailing slash. */
  baseUrl: string;
  key: string;
  password: string;
  timeoutMs: number;
  maxBytes: number;
  logger: { warn(object: object, message: string): void; error(object: object, message: string): void };
  now?: () => Date;
  /** The bound on partner requests in flight, shared with the page fetchers (runtime.ts). */
  inFlight?: InFlight;
};

export type PartnerApiClient = {
  readonly baseUrl: string;
  /** True for an address under the API base (what this client may be handed). */
  owns(url: string): boolean;
  /**
   * GET with Basic auth: the body as text, or a PartnerError saying what went wrong (never
   * the password). `check` names what is wrong with a 200 answer, or undefined when it will do.
   */
  get(url: string, signal?: AbortSignal, check?: (text: string) => string | undefined): Promise<string>;
  status(): PartnerApiStatus;
};

/**
 * The partner's affiliate REST API: HTTP Basic authentication with the API key and
 * password, sent only to FLORISTONE_API_URL (no redirects are followed, so the header
 * cannot be carried elsewhere). Wrong credentials answer 403 with an HTML page; that is
 * logged once per change of state, by name, never with the password.
 */
export function createPartnerApiClient(options: PartnerApiClientOptions): PartnerApiClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${options.key}:${options.password}`, "utf8").toString("base64")}`;
  const maxBytes = Math.min(options.maxBytes, API_MAX_BYTES);
  const now = options.now ?? (() => new Date());
  let status: PartnerApiStatus = { state: "unknown" };

  const owns = (url: string) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);

  function note(next: PartnerApiStatus): void {
    if (next.state === "credentials_rejected" && status.state !== "credentials_rejected") {
      options.logger.error({ status: 403, api: base }, `${CREDENTIALS_REJECTED}: check FLORISTONE_API_KEY and FLORISTONE_API_PASSWORD`);
    }
    status = next;
  }

  return {
    baseUrl: base,
    owns,
    status: () => status,
    async get(url, callerSignal, check) {
      if (!owns(url)) throw new PartnerError(FETCH_PRODUCTS_FAILED, "refused: not a partner API address");
      const signal = withTimeout(callerSignal, options.timeoutMs);
      const started = performance.now();
      // The wait for a slot counts against the same timeout as the request.
      const inLine = <T>(task: () => Promise<T>) => (options.inFlight ? options.inFlight.run(task, signal) : task());
      try {
        return await inLine(() => {
          // Out of line with too little of its budget left to be answered (issue 52: 126-182 of 281 were sent
          // with under a second and dropped, holding connections): not sent at all, the caller answers without it.
          const left = options.timeoutMs - (performance.now() - started);
          if (left < leastBudgetMs(options.timeoutMs)) throw notSent(`not sent: ${Math.max(0, Math.round(left))} ms of its ${options.timeoutMs} ms left after waiting in line`);
          return request(url, signal, check);
        });
      } catch (error) {
        if (error instanceof PartnerError && unsent.has(error)) throw error;
        const failure = fetchFailure(error, signal, options.timeoutMs, FETCH_PRODUCTS_FAILED);
        if (failure.status !== 401 && failure.status !== 403) note({ state: "failing", at: now().toISOString(), detail: failure.detail });
        throw failure;
      }
    },
  };

  /** One GET: the body as text, or a PartnerError saying what went wrong (never the password). */
  async function request(url: string, signal: AbortSignal, check?: (text: string) => string | undefined): Promise<string> {
    const response = await fetch(url, {
      signal,
      redirect: "error",
      headers: { authorization, accept: "application/json" },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 401 || response.status === 403) {
        const detail = `${CREDENTIALS_REJECTED} (HTTP ${response.status})`;
        note({ state: "credentials_rejected", at: now().toISOString(), detail });
        throw new PartnerError(FETCH_PRODUCTS_FAILED, detail, response.status);
      }
      const message = response.status === 429 ? `${FETCH_PRODUCTS_FAILED} (429 Rate limit)` : FETCH_PRODUCTS_FAILED;
      throw new PartnerError(message, `partner API answered HTTP ${response.status}`, response.status);
    }
    const text = await readBodyCapped(response, maxBytes, FETCH_PRODUCTS_FAILED);
    const problem = check?.(text);
    if (problem) throw new PartnerError(FETCH_PRODUCTS_FAILED, problem);
    note({ state: "ok", at: now().toISOString() });
    return text;
  }
}
