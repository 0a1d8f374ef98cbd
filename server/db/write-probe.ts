import type { Kysely } from "kysely";
import type { Database } from "./schema";

/** One small real write: throws while the database refuses writes (locked, read-only, full). */
export async function probeWrite(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await db
    .insertInto("write_probes")
    .values({ name: "health", at: now.getTime() })
    .onConflict((oc) => oc.column("name").doUpdateSet({ at: now.getTime() }))
    .execute();
}
