import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { directFetcher } from "../../server/partner/direct";
import { HOLDER_ID } from "../../server/page-cache/crawl-coordinator";
import { createPageCache, type PageCacheOptions } from "../../server/page-cache/service";
import * as repo from "../../server/page-cache/repository";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";
import { DAY, HOUR, silentLogger, testClock } from "./helpers/clock";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "./helpers/databases";

const PATH = "/birthday-flowers/";

describe.each(DATABASE_KINDS)("page cache on $kind", ({ kind, skip }) => {
  let sim: PartnerSim;
  let database: TestDatabase;
  let clock: ReturnType<typeof testClock>;
  let url: string;
  const caches: { close(): Promise<void> }[] = [];

  const provider = (timeoutMs = 2_000) =>
    directFetcher({
      PARTNER_BASE_URL: sim.url,
      PARTNER_TIMEOUT_MS: timeoutMs,
      PARTNER_MAX_BYTES: 1_000_000,
    });

  const cache = (overrides: Partial<PageCacheOptions> = {}) => {
    const created = createPageCache({ db: database.db, provider: provider(), logger: silentLogger, now: clock.now, waitMs: 100, ...overrides });
    caches.push(created);
    return created;
  };

  beforeAll(async () => {
    if (skip) return;
    sim = await startPartnerSim();
    database = await openTestDatabase(kind);
    url = `${sim.url}${PATH}`;
  });
  afterAll(async () => {
    if (skip) return;
    await database.cleanup();
    await sim.close();
  });
  beforeEach(async () => {
    if (skip) return;
    clock = testClock();
    sim.setMode("ok");
    sim.resetStats();
    await database.reset();
  });
  afterEach(async () => {
    await Promise.all(caches.splice(0).map((c) => c.close()));
  });

  it.skipIf(skip)("crawls a cold URL once, stores it, then serves it fresh from the cache", async () => {
    const pageCache = cache();
    const first = await pageCache.getOrFetch(url);
    expect(first).toMatchObject({ success: true, fromCache: false, cacheStatus: "fresh" });
    expect(first.body).toContain("Classic Dozen Red Roses");
    expect(first.fetchedAt?.toISOString()).toBe(clock.now().toISOString());
    const second = await pageCache.getOrFetch(url);
    expect(second).toMatchObject({ success: true, fromCache: true, cacheStatus: "fresh", body: first.body });
    expect(sim.stats().byPath[PATH]).toBe(1);

    const row = await repo.getRow(database.db, url);
    expect(row).toMatchObject({ fetched_at: clock.now().getTime(), expires_at: clock.now().getTime() + 72 * HOUR, acceptable_until: clock.now().getTime() + 14 * DAY, refresh_lock_until: null, refresh_lock_id: null });
    await pageCache.drain();
    expect(Number((await repo.getRow(database.db, url))?.hit_count)).toBe(1);
    const operations = await repo.listOperations(database.db, 10);
    expect(operations.map((op) => op.action)).toContain("crawl");
  });

  it.skipIf(skip)("with rowMemoryMs, serves a fresh row from memory for that long, then reads the database again", async () => {
    const pageCache = cache({ rowMemoryMs: 5_000 });
    const stored = (await pageCache.getOrFetch(url)).body;
    await pageCache.getOrFetch(url); // remembered now
    await repo.upsertPage(database.db, url, "<p>changed elsewhere</p>", clock.now());
    expect((await pageCache.getOrFetch(url)).body).toBe(stored);
    clock.advance(5_001);
    expect((await pageCache.getOrFetch(url)).body).toBe("<p>changed elsewhere</p>");
    expect(sim.stats().byPath[PATH]).toBe(1);
  });

  it.skipIf(skip)("reports fresh, stale_but_acceptable and expired_but_served at the boundaries", async () => {
    const pageCache = cache({ failureBackoffMs: 0 });
    await pageCache.getOrFetch(url);
    sim.setMode("down"); // keep background refreshes from changing the row

    clock.advance(72 * HOUR - 1);
    expect((await pageCache.getOrFetch(url)).cacheStatus).toBe("fresh");
    clock.advance(1);
    expect((await pageCache.getOrFetch(url)).cacheStatus).toBe("stale_but_acceptable");
    await pageCache.drain();
    clock.set(new Date(new Date("2026-03-01T12:00:00.000Z").getTime() + 14 * DAY - 1).toISOString());
    expect((await pageCache.getOrFetch(url)).cacheStatus).toBe("stale_but_acceptable");
    await pageCache.drain();
    clock.advance(1);
    const expired = await pageCache.getOrFetch(url);
    expect(expired).toMatchObject({ success: true, fromCache: true, cacheStatus: "expired_but_served" });
    expect(expired.body).toContain("Classic Dozen Red Roses");
    await pageCache.drain();
  });

  it.skipIf(skip)("refreshes a stale row in the background and serves the new page afterwards", async () => {
    const pageCache = cache();
    await pageCache.getOrFetch(url);
    clock.advance(80 * HOUR);
    const stale = await pageCache.getOrFetch(url);
    expect(stale.cacheStatus).toBe("stale_but_acceptable");
    await pageCache.drain();
    expect(sim.stats().byPath[PATH]).toBe(2);
    const after = await pageCache.getOrFetch(url);
    expect(after).toMatchObject({ cacheStatus: "fresh", fromCache: true });
    expect(after.fetchedAt?.getTime()).toBe(clock.now().getTime());
    expect((await repo.listOperations(database.db, 10)).map((op) => op.action)).toContain("refresh");
  });

  it.skipIf(skip)("refreshes an expired row in the background too", async () => {
    const pageCache = cache();
    await pageCache.getOrFetch(url);
    clock.advance(15 * DAY);
    expect((await pageCache.getOrFetch(url)).cacheStatus).toBe("expired_but_served");
    await pageCache.drain();
    expect((await pageCache.getOrFetch(url)).cacheStatus).toBe("fresh");
  });

  it.skipIf(skip)("keeps serving a warm cache while the partner is down, and releases the lock of the failed refresh", async () => {
    const pageCache = cache();
    await pageCache.getOrFetch(url);
    sim.setMode("down");
    clock.advance(20 * DAY);
    const served = await pageCache.getOrFetch(url);
    expect(served).toMatchObject({ success: true, cacheStatus: "expired_but_served" });
    await pageCache.drain();
    const row = await repo.getRow(database.db, url);
    expect(row?.refresh_lock_until).toBeNull();
    expect(row?.refresh_lock_id).toBeNull();
    expect(row?.last_error).toMatch(/Failed to crawl website/);
    expect((await repo.listOperations(database.db, 10)).map((op) => op.action)).toContain("refresh_error");
    // Within the failure backoff the partner is left alone.
    sim.resetStats();
    await pageCache.getOrFetch(url);
    await pageCache.drain();
    expect(sim.stats().total).toBe(0);
  });

  it.skipIf(skip)("answers a cold URL with the crawl error when the partner fails, and releases the lock", async () => {
    const pageCache = cache({ failureBackoffMs: 60_000 });
    sim.setMode("error500");
    const result = await pageCache.getOrFetch(url);
    expect(result).toEqual({ success: false, fromCache: false, cacheStatus: null, fetchedAt: null, error: "Failed to crawl website" });
    const row = await repo.getRow(database.db, url);
    expect(row).toMatchObject({ body: null, refresh_lock_until: null, refresh_lock_id: null });
    expect(row?.last_error).toContain("HTTP 500");
    // Backoff: the next request does not hit the partner; after it, the crawl is retried.
    sim.setMode("ok");
    expect((await pageCache.getOrFetch(url)).success).toBe(false);
    expect(sim.stats().byPath[PATH]).toBe(1);
    clock.advance(60_001);
    expect((await pageCache.getOrFetch(url)).success).toBe(true);
    expect(sim.stats().byPath[PATH]).toBe(2);
  });

  it.skipIf(skip)("acquires, refuses, expires and releases the refresh lock", async () => {
    const { db } = database;
    const now = clock.now();
    expect(await repo.acquireRefreshLock(db, url, 10, "lock-a", now)).toBe(true);
    expect(await repo.acquireRefreshLock(db, url, 10, "lock-b", now)).toBe(false);
    expect(await repo.acquireRefreshLock(db, url, 10, "lock-b", new Date(now.getTime() + 10 * 60_000 - 1))).toBe(false);
    expect((await repo.getRow(db, url))?.refresh_lock_until).toBe(now.getTime() + 10 * 60_000);
    // An expired lease is taken over.
    expect(await repo.acquireRefreshLock(db, url, 10, "lock-b", new Date(now.getTime() + 10 * 60_000))).toBe(true);
    // Only the holder releases it.
    await repo.releaseRefreshLock(db, url, "lock-a", "not mine");
    expect((await repo.getRow(db, url))?.refresh_lock_id).toBe("lock-b");
    await repo.releaseRefreshLock(db, url, "lock-b", "boom");
    expect(await repo.getRow(db, url)).toMatchObject({ refresh_lock_id: null, refresh_lock_until: null, last_error: "boom" });
    // A successful upsert clears a held lock.
    expect(await repo.acquireRefreshLock(db, url, 10, "lock-c", now)).toBe(true);
    await repo.upsertPage(db, url, "<p>page</p>", now);
    expect(await repo.getRow(db, url)).toMatchObject({ body: "<p>page</p>", refresh_lock_id: null, refresh_lock_until: null, last_error: null });
    expect(await repo.acquireRefreshLock(db, url, 10, "lock-d", now)).toBe(true);
  });

  it.skipIf(skip)("takes the lock for a short lease, renews it while the crawl works, and never past the lock time", async () => {
    const { db } = database;
    const now = clock.now();
    sim.setMode("slow", { slowMs: 400 });
    const pageCache = cache({ leaseMs: 90 });
    const crawl = pageCache.getOrFetch(url);
    await vi.waitFor(async () => expect((await repo.getRow(db, url))?.refresh_lock_id).toMatch(new RegExp(`^${HOLDER_ID}:`)), { timeout: 30_000 });
    // The lease, not the 10-minute lock time: a holder killed now blocks the URL for one lease.
    expect((await repo.getRow(db, url))?.refresh_lock_until).toBe(now.getTime() + 90);
    clock.advance(60);
    await vi.waitFor(async () => expect((await repo.getRow(db, url))?.refresh_lock_until).toBe(now.getTime() + 150), { timeout: 30_000 });
    await crawl;
    expect((await repo.getRow(db, url))?.refresh_lock_id).toBeNull();
    // Renewal stops at the lock time from when the lock was taken.
    expect(await repo.acquireRefreshLock(db, url, 10, "mine", now)).toBe(true);
    expect(await repo.renewRefreshLock(db, url, "mine", now.getTime() + 10 * 60_000)).toBe(true);
    expect(await repo.renewRefreshLock(db, url, "not-mine", now.getTime() + 1)).toBe(false);
  });

  it.skipIf(skip)("aborting crawls releases their locks at once", async () => {
    const { db } = database;
    sim.setMode("slow", { slowMs: 30_000 });
    const pageCache = createPageCache({ db, provider: provider(60_000), logger: silentLogger, now: clock.now, waitMs: 100 });
    const crawl = pageCache.getOrFetch(url);
    await vi.waitFor(async () => expect((await repo.getRow(db, url))?.refresh_lock_id).toEqual(expect.any(String)), { timeout: 30_000 });
    pageCache.abortCrawls();
    expect(await crawl).toMatchObject({ success: false });
    expect((await repo.getRow(db, url))?.refresh_lock_id).toBeNull();
    await pageCache.close();
  });

  it.skipIf(skip)("waits 2 s when another process holds the lock, then serves what it stored", async () => {
    const pageCache = cache({ waitMs: undefined });
    const now = clock.now();
    expect(await repo.acquireRefreshLock(database.db, url, 10, "other-process", now)).toBe(true);
    setTimeout(() => void repo.upsertPage(database.db, url, "<p>from the other process</p>", now), 300);
    const started = performance.now();
    const result = await pageCache.getOrFetch(url);
    const waited = performance.now() - started;
    expect(result).toMatchObject({ success: true, fromCache: true, cacheStatus: "fresh", body: "<p>from the other process</p>" });
    expect(waited, `waited ${Math.round(waited)} ms`).toBeGreaterThanOrEqual(1_950);
    // Well short of the other process's 10 s lock: it gave up waiting at its own 2 s, with room for a busy machine (issue 48).
    expect(waited, `waited ${Math.round(waited)} ms`).toBeLessThan(6_000);
    expect(sim.stats().total).toBe(0);
    expect((await repo.listOperations(database.db, 10)).map((op) => op.action)).toContain("lock_wait");
  });

  it.skipIf(skip)("fails with 'Crawl coordination failed' when the other process stored nothing", async () => {
    const pageCache = cache();
    await repo.acquireRefreshLock(database.db, url, 10, "other-process", clock.now());
    expect(await pageCache.getOrFetch(url)).toMatchObject({ success: false, error: "Crawl coordination failed" });
    expect(sim.stats().total).toBe(0);
    // Once the other lease expires this process crawls.
    clock.advance(10 * 60_000);
    expect(await pageCache.getOrFetch(url)).toMatchObject({ success: true, fromCache: false });
  });

  it.skipIf(skip)("turns 200 concurrent cold requests into exactly one upstream fetch", async () => {
    sim.setMode("slow", { slowMs: 300 });
    const pageCache = cache();
    const results = await Promise.all(Array.from({ length: 200 }, () => pageCache.getOrFetch(url)));
    expect(results.every((result) => result.success)).toBe(true);
    expect(new Set(results.map((result) => result.body)).size).toBe(1);
    expect(sim.stats().byPath[PATH]).toBe(1);
  });

  it.skipIf(skip)("lets two page caches sharing one database crawl a URL only once", async () => {
    sim.setMode("slow", { slowMs: 300 });
    const a = cache({ waitMs: 700 });
    const b = cache({ waitMs: 700 });
    const results = await Promise.all([...Array.from({ length: 20 }, () => a.getOrFetch(url)), ...Array.from({ length: 20 }, () => b.getOrFetch(url))]);
    expect(results.every((result) => result.success)).toBe(true);
    expect(sim.stats().byPath[PATH]).toBe(1);
  });

  it.skipIf(skip)("gives up on a hanging partner at the timeout", async () => {
    sim.setMode("hang");
    const pageCache = cache({ provider: provider(500) });
    const started = performance.now();
    const result = await pageCache.getOrFetch(url);
    expect(result).toMatchObject({ success: false, error: "Failed to crawl website" });
    // The partner never answers, so any answer is the 500 ms timeout's; room for a busy machine (issue 48).
    const elapsed = performance.now() - started;
    expect(elapsed, `answered after ${Math.round(elapsed)} ms`).toBeLessThan(4_000);
    expect((await repo.getRow(database.db, url))?.last_error).toMatch(/timed out after 500 ms/);
  });

  it.skipIf(skip)("crawls without the cache when the database fails, and says so when that fails too", async () => {
    const broken = await openTestDatabase(kind);
    await broken.cleanup();
    const pageCache = cache({ db: broken.db });
    expect(await pageCache.getOrFetch(url)).toMatchObject({ success: true, fromCache: false, cacheStatus: "fresh" });
    // Within the backoff the crawled page is reused: a broken database does not mean a partner fetch per request.
    const fetches = sim.stats().byPath[PATH];
    expect(await pageCache.getOrFetch(url)).toMatchObject({ success: true, fromCache: false });
    expect(sim.stats().byPath[PATH]).toBe(fetches);
    sim.setMode("error500");
    clock.advance(31_000);
    expect(await pageCache.getOrFetch(url)).toMatchObject({ success: false, error: "All cache strategies failed" });
  });

  it.skipIf(skip)("force-refreshes a fresh row and lists rows for the admin", async () => {
    const pageCache = cache();
    await pageCache.getOrFetch(url);
    clock.advance(HOUR);
    const refreshed = await pageCache.forceRefresh(url);
    expect(refreshed).toMatchObject({ success: true, fromCache: false, cacheStatus: "fresh" });
    expect(sim.stats().byPath[PATH]).toBe(2);
    const rows = await pageCache.listRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ url, status: "fresh", locked: false, fetchedAt: clock.now().toISOString() });
    expect(rows[0]?.bodyLength).toBeGreaterThan(1_000);
    // A lock held by another holder (one that may be gone) is cleared by the admin's refresh.
    await repo.acquireRefreshLock(database.db, url, 10, "someone", clock.now());
    expect(await pageCache.forceRefresh(url)).toMatchObject({ success: true, fromCache: false });
    expect(sim.stats().byPath[PATH]).toBe(3);
    expect((await repo.getRow(database.db, url))?.refresh_lock_id).toBeNull();
  });
});
