import type { Generated, Selectable } from "kysely";

/**
 * Times are epoch milliseconds in integer columns (bigint on PostgreSQL, read
 * back as numbers), so both engines compare and sort them the same way.
 */
export type PageCacheTable = {
  url: string;
  /** What the partner answered for the URL (a page's HTML or the API's JSON); null while the row only carries a lock for a first crawl. */
  body: string | null;
  /** The same answer gzip-packed (server/page-cache/packed-body.ts); rows written since 0009 carry this and a null body. */
  body_packed: Uint8Array | null;
  fetched_at: number | null;
  expires_at: number | null;
  acceptable_until: number | null;
  refresh_lock_until: number | null;
  refresh_lock_id: string | null;
  hit_count: Generated<number>;
  last_hit_at: number | null;
  last_error: string | null;
};

export type CacheOperationsTable = {
  id: Generated<number>;
  url: string;
  action: string;
  cache_status: string | null;
  response_time_ms: number | null;
  error_message: string | null;
  created_at: number;
  /** How many times this operation happened in a row (a repeated failure updates its row). */
  repeats: Generated<number>;
};

/** Every table; later migrations add theirs here. */
export type Database = {
  page_cache: PageCacheTable;
  cache_operations: CacheOperationsTable;
  click_events: ClickEventsTable;
  click_counters: ClickCountersTable;
  write_probes: WriteProbesTable;
  indexnow_pages: IndexNowPagesTable;
  indexnow_lease: IndexNowLeaseTable;
  indexnow_notices: IndexNowNoticesTable;
};

export type PageCacheRow = Selectable<PageCacheTable>;
export type CacheOperationRow = Selectable<CacheOperationsTable>;

/** One outbound click to the partner: when, from which page and button, to what. Nothing about the visitor. */
export type ClickEventsTable = {
  occurred_at: number;
  path: string;
  placement: string;
  target_kind: string;
  /** City or category slug, or product title; null for the Nebraska page and the partner home. */
  target_id: string | null;
};

/** One count of a Central day: the day's totals (keys starting with "="), or one client's share (server/clicks/share-key.ts: an HMAC under a secret kept out of the database). */
export type ClickCountersTable = {
  day: string;
  key: string;
  count: number;
};

/** A row health rewrites to learn whether the database takes writes (server/db/write-probe.ts). */
export type WriteProbesTable = {
  name: string;
  at: number;
};

/** A sitemap URL's content fingerprint, and the one IndexNow was last told of (null: never). */
export type IndexNowPagesTable = {
  url: string;
  fingerprint: string;
  changed_at: number;
  sent_fingerprint: string | null;
  sent_at: number | null;
};

/** A job's lease: only its holder works until `until` (epoch ms). */
export type IndexNowLeaseTable = {
  name: string;
  holder: string;
  until: number;
};

/** One IndexNow request and its answer. */
export type IndexNowNoticesTable = {
  id: Generated<number>;
  sent_at: number;
  url_count: number;
  /** JSON array of the first few URLs sent. */
  first_urls: string;
  /** The endpoint's HTTP status; null when it could not be reached. */
  status: number | null;
  outcome: "accepted" | "refused" | "unreachable" | "too-long";
  detail: string | null;
};
