/** Clicks written straight into a built server's database, as a busy stretch of days would leave them. */
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import type { ProcessSite } from "./server-process";

export async function pgQuery(connectionString: string, text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Each click as [occurred_at in ms, target id]: a carousel card on Omaha's page. */
export async function writeClicks(site: Pick<ProcessSite, "env">, clicks: Array<[number, string | null]>): Promise<void> {
  const url = site.env.DATABASE_URL as string;
  if (url.startsWith("postgres")) {
    // One statement of two arrays: 300,000 rows in seconds.
    await pgQuery(
      url,
      "insert into click_events (occurred_at, path, placement, target_kind, target_id) select t, '/cities/omaha/', 'carousel-card', 'product', id from unnest($1::bigint[], $2::text[]) as u(t, id)",
      [clicks.map(([at]) => at), clicks.map(([, target]) => target)],
    );
    return;
  }
  const database = new SqliteDatabase(url);
  try {
    database.pragma("busy_timeout = 5000");
    const insert = database.prepare("insert into click_events (occurred_at, path, placement, target_kind, target_id) values (?, '/cities/omaha/', 'carousel-card', 'product', ?)");
    database.transaction(() => {
      for (const [at, target] of clicks) insert.run(at, target);
    })();
  } finally {
    database.close();
  }
}
