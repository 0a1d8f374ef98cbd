import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Cache rows whose URL is not in `keep` and not kept by `alsoKeep` (without reading their pages). */
export async function rowsOutside(db: Kysely<Database>, keep: readonly string[], alsoKeep: (url: string) => boolean = () => false): Promise<string[]> {
  const kept = new Set(keep);
  const rows = await db.selectFrom("page_cache").select("url").execute();
  return rows.map((row) => row.url).filter((url) => !kept.has(url) && !alsoKeep(url));
}

/**
 * Deletes the cache rows whose URL is not in `keep` (the admin's "forget unused rows",
 * e.g. after switching provider) and returns their URLs. Their operation log stays.
 */
export async function forgetRowsOutside(db: Kysely<Database>, keep: readonly string[], alsoKeep?: (url: string) => boolean): Promise<string[]> {
  const unused = await rowsOutside(db, keep, alsoKeep);
  // In slices, so the statement stays far below either engine's parameter limit.
  for (let index = 0; index < unused.length; index += 500) {
    await db.deleteFrom("page_cache").where("url", "in", unused.slice(index, index + 500)).execute();
  }
  return unused;
}
