import { readAtMost } from "../http/read-at-most";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { NoDeliveryRule } from "#core/delivery/no-delivery-days";
import { indexNowBody, INDEXNOW_BATCH_MAX, occasionNoticeKey, pageFingerprint, productSourceOf, type WatchedPage } from "#core/indexnow/page-content";
import type { ProductsResponse } from "#core/products/schema";
import { productSourceKey, type ProductSource } from "#core/products/source";
import { contentHash } from "#core/site/page-sources";
import type { Database } from "../db/schema";
import * as repo from "./repository";

const LEASE = "indexnow";
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** First failure waits a minute, each next one twice as long, at most this. */
const MAX_BACKOFF_MS = 60 * MINUTE_MS;
const FIRST_URLS = 5;
const DETAIL_MAX = 300;
/** The most of an endpoint's answer read (IndexNow answers with an empty body or a short message). */
const ANSWER_MAX = 8_192;

export type IndexNowDeps = {
  db: Kysely<Database>;
  key: string;
  endpoint: string;
  siteUrl: string;
  /** The sitemap's pages with their lastmod (feedPages()). */
  pages: readonly WatchedPage[];
  /** The products a page shows now (null: none to show; that page waits for the next check). */
  loadProducts: (source: ProductSource) => Promise<ProductsResponse | null>;
  rules?: readonly NoDeliveryRule[];
  logger: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now?: () => Date;
  /** How often the pages are checked; a change is sent at the next check. */
  intervalMs?: number;
  /** Wait after start-up before the first check (the server answers first). */
  firstCheckMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type IndexNowNotice = Awaited<ReturnType<typeof repo.lastNotices>>[number];

/**
 * Tells IndexNow of sitemap pages whose content changed (products, occasion
 * notice, lastmod), in the background: every `intervalMs` the instance holding
 * the database lease compares each page's fingerprint with the one last sent,
 * and sends the changed ones (each at most once a day) in one request. A
 * failing endpoint is retried with a growing wait; pages never wait for any of it.
 */
export function createIndexNow(deps: IndexNowDeps) {
  const now = deps.now ?? (() => new Date());
  const intervalMs = deps.intervalMs ?? 5 * MINUTE_MS;
  const holder = randomUUID();
  const doFetch = deps.fetch ?? fetch;
  let failures = 0;
  let retryAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  /** Aborts a request in flight when the process stops, so shutdown never waits on the endpoint. */
  let abort = new AbortController();

  /** Each page's fingerprint now; pages whose products cannot be had are left out this time. */
  async function fingerprints(at: Date) {
    const versions = new Map<string, string | null | undefined>();
    const version = async (source: ProductSource | null): Promise<string | null | undefined> => {
      if (!source) return null;
      const key = productSourceKey(source);
      if (!versions.has(key)) {
        const products = await deps.loadProducts(source).catch(() => null);
        versions.set(key, products && products.products.length > 0 ? contentHash(products.products) : undefined);
      }
      return versions.get(key);
    };
    const result: { url: string; fingerprint: string }[] = [];
    for (const page of deps.pages) {
      const products = await version(productSourceOf(page.path));
      if (products === undefined) continue;
      result.push({ url: page.path, fingerprint: pageFingerprint(page, products, occasionNoticeKey(page.path, at, deps.rules)) });
    }
    return result;
  }

  async function send(paths: string[]): Promise<{ ok: boolean; notice: repo.NoticeRecord }> {
    const base = { sent_at: now().getTime(), url_count: paths.length, first_urls: JSON.stringify(paths.slice(0, FIRST_URLS)) };
    try {
      const response = await doFetch(deps.endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json; charset=utf-8" },
        body: JSON.stringify(indexNowBody(deps.siteUrl, deps.key, paths)),
        signal: AbortSignal.any([AbortSignal.timeout(deps.timeoutMs ?? 15_000), abort.signal]),
        redirect: "manual",
      });
      // An answer is a status and a line or two: past ANSWER_MAX the endpoint is not answering, it is streaming.
      const answer = await readAtMost(response, ANSWER_MAX);
      if (!answer.complete) return { ok: false, notice: { ...base, status: response.status, outcome: "too-long", detail: `answer longer than ${ANSWER_MAX} bytes; connection dropped` } };
      const text = answer.text.slice(0, DETAIL_MAX);
      // 200: received; 202: received, key validation pending. Anything else is a refusal.
      const ok = response.status === 200 || response.status === 202;
      return { ok, notice: { ...base, status: response.status, outcome: ok ? "accepted" : "refused", detail: text || null } };
    } catch (error) {
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { ok: false, notice: { ...base, status: null, outcome: "unreachable", detail: detail.slice(0, DETAIL_MAX) } };
    }
  }

  /** One check: under the lease, save fingerprints and send what is due. */
  async function check(): Promise<{ sent: number } | { skipped: "backoff" | "lease" }> {
    const at = now();
    const time = at.getTime();
    if (time < retryAt) return { skipped: "backoff" };
    // The lease outlives two checks, so a holder that died is replaced within minutes.
    if (!(await repo.claimLease(deps.db, LEASE, holder, time, time + 2 * intervalMs + MINUTE_MS))) return { skipped: "lease" };
    const pages = await fingerprints(at);
    await repo.dropUrlsExcept(deps.db, deps.pages.map((page) => page.path));
    await repo.saveFingerprints(deps.db, pages, time);
    const due = await repo.dueUrls(deps.db, time - DAY_MS, INDEXNOW_BATCH_MAX);
    if (due.length === 0) return { sent: 0 };
    const { ok, notice } = await send(due.map((row) => row.url));
    await repo.recordNotice(deps.db, notice);
    if (ok) {
      failures = 0;
      retryAt = 0;
      await repo.markSent(deps.db, due, time);
      deps.logger.info({ urls: due.length, status: notice.status }, "IndexNow notified");
      return { sent: due.length };
    }
    failures += 1;
    retryAt = time + Math.min(MAX_BACKOFF_MS, MINUTE_MS * 2 ** (failures - 1));
    deps.logger.warn({ urls: due.length, status: notice.status, detail: notice.detail, retryAt: new Date(retryAt).toISOString() }, "IndexNow notice failed");
    return { sent: 0 };
  }

  /** A check that never throws and never overlaps another. */
  function runCheck() {
    if (running) return running;
    running = check()
      .catch((error: unknown) => deps.logger.warn({ err: error }, "IndexNow check failed"))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      void runCheck().then(() => schedule(intervalMs));
    }, delay);
    timer.unref();
  }

  return {
    /** Checks after `firstCheckMs`, then every `intervalMs`. */
    start() {
      stopped = false;
      abort = new AbortController();
      schedule(deps.firstCheckMs ?? 10_000);
    },
    /** One check now, unless one is running (then that one); never throws. */
    check: () => runCheck(),
    /** One check now, with its result (tests). */
    checkNow: check,
    async status() {
      return {
        keyLocation: indexNowBody(deps.siteUrl, deps.key, []).keyLocation,
        endpoint: deps.endpoint,
        pending: await repo.pendingCount(deps.db),
        retryAt: retryAt > now().getTime() ? new Date(retryAt).toISOString() : null,
        notices: await repo.lastNotices(deps.db, 20),
      };
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      abort.abort();
      await running;
      await repo.releaseLease(deps.db, LEASE, holder).catch(() => undefined);
    },
  };
}

export type IndexNow = ReturnType<typeof createIndexNow>;
