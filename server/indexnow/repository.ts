import type { Kysely } from "kysely";
import type { Database, IndexNowNoticesTable } from "../db/schema";

/**
 * Takes or renews the job's lease for `holder` until `until`: true when this
 * holder has it. One statement decides, so two instances on one database never
 * both hold it (the row is inserted once, then only a lapsed or own lease is taken).
 */
export async function claimLease(db: Kysely<Database>, name: string, holder: string, now: number, until: number): Promise<boolean> {
  await db.insertInto("indexnow_lease").values({ name, holder: "", until: 0 }).onConflict((oc) => oc.column("name").doNothing()).execute();
  const result = await db
    .updateTable("indexnow_lease")
    .set({ holder, until })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("holder", "=", holder), eb("until", "<", now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseLease(db: Kysely<Database>, name: string, holder: string): Promise<void> {
  await db.updateTable("indexnow_lease").set({ until: 0 }).where("name", "=", name).where("holder", "=", holder).execute();
}

/** Records each URL's current fingerprint; a new URL, or a new fingerprint, stamps `changed_at`. */
export async function saveFingerprints(db: Kysely<Database>, pages: readonly { url: string; fingerprint: string }[], now: number): Promise<void> {
  const stored = new Map((await db.selectFrom("indexnow_pages").select(["url", "fingerprint"]).execute()).map((row) => [row.url, row.fingerprint]));
  const fresh = pages.filter((page) => !stored.has(page.url));
  for (let index = 0; index < fresh.length; index += 500) {
    await db
      .insertInto("indexnow_pages")
      .values(fresh.slice(index, index + 500).map((page) => ({ url: page.url, fingerprint: page.fingerprint, changed_at: now, sent_fingerprint: null, sent_at: null })))
      .onConflict((oc) => oc.column("url").doNothing())
      .execute();
  }
  for (const page of pages) {
    const before = stored.get(page.url);
    if (before !== undefined && before !== page.fingerprint) {
      await db.updateTable("indexnow_pages").set({ fingerprint: page.fingerprint, changed_at: now }).where("url", "=", page.url).execute();
    }
  }
}

/**
 * URLs whose content differs from what IndexNow was last told, and that were not
 * notified within the last day (`notBefore`), oldest change first.
 */
export async function dueUrls(db: Kysely<Database>, sentBefore: number, limit: number) {
  return db
    .selectFrom("indexnow_pages")
    .select(["url", "fingerprint"])
    .where((eb) => eb.or([eb("sent_fingerprint", "is", null), eb("sent_fingerprint", "!=", eb.ref("fingerprint"))]))
    .where((eb) => eb.or([eb("sent_at", "is", null), eb("sent_at", "<=", sentBefore)]))
    .orderBy("changed_at")
    .orderBy("url")
    .limit(limit)
    .execute();
}

/** The endpoint took these URLs at these fingerprints. */
export async function markSent(db: Kysely<Database>, pages: readonly { url: string; fingerprint: string }[], now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const page of pages) {
      await trx.updateTable("indexnow_pages").set({ sent_fingerprint: page.fingerprint, sent_at: now }).where("url", "=", page.url).execute();
    }
  });
}

/** Forget sitemap URLs the site no longer has. */
export async function dropUrlsExcept(db: Kysely<Database>, urls: readonly string[]): Promise<void> {
  const keep = new Set(urls);
  const stored = await db.selectFrom("indexnow_pages").select("url").execute();
  const gone = stored.map((row) => row.url).filter((url) => !keep.has(url));
  for (let index = 0; index < gone.length; index += 500) {
    await db.deleteFrom("indexnow_pages").where("url", "in", gone.slice(index, index + 500)).execute();
  }
}

export type NoticeRecord = Omit<IndexNowNoticesTable, "id">;

/** Keeps the last KEEP notices. */
const KEEP = 200;

export async function recordNotice(db: Kysely<Database>, notice: NoticeRecord): Promise<void> {
  await db.insertInto("indexnow_notices").values(notice).execute();
  const cutoff = await db.selectFrom("indexnow_notices").select("id").orderBy("id", "desc").offset(KEEP).limit(1).executeTakeFirst();
  if (cutoff) await db.deleteFrom("indexnow_notices").where("id", "<=", cutoff.id).execute();
}

export async function lastNotices(db: Kysely<Database>, limit: number) {
  const rows = await db.selectFrom("indexnow_notices").selectAll().orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({
    sentAt: new Date(Number(row.sent_at)).toISOString(),
    urlCount: Number(row.url_count),
    firstUrls: JSON.parse(row.first_urls) as string[],
    status: row.status === null ? null : Number(row.status),
    outcome: row.outcome,
    detail: row.detail,
  }));
}

/** Sitemap URLs waiting for a notice (changed since the last one). */
export async function pendingCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("indexnow_pages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) => eb.or([eb("sent_fingerprint", "is", null), eb("sent_fingerprint", "!=", eb.ref("fingerprint"))]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
