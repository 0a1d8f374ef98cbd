/**
 * Step 5: requests per second on a warm cache, 50 connections, 10 s, no pipelining,
 * for a prerendered page, a page rendered on demand (then memoised) and the carousel
 * API, beside a bare node:http server that serves the prerendered page's file from memory. No Accept-Encoding is sent, so all three
 * answer uncompressed bytes. autocannon runs in this process: on 2 cores it takes one
 * and the server under test the other.
 */
import { cannon, expectOk, warmUp, type CannonSummary } from "./cannon";
import { PLAIN, SITE, THROUGHPUT } from "./config";
import { startPlain } from "./servers";
import { stopChild } from "./processes";
import { round } from "./stats";

export type ThroughputRow = { name: string; url: string } & CannonSummary;
export type Throughput = { rows: ThroughputRow[]; pageRatio: number; renderedRatio: number; apiRatio: number; image?: ThroughputRow };

export async function measureThroughput(): Promise<Throughput> {
  const targets = [
    { name: `prerendered page ${THROUGHPUT.page} (ours)`, url: `${SITE}${THROUGHPUT.page}` },
    { name: `rendered page ${THROUGHPUT.rendered} (ours, memoised)`, url: `${SITE}${THROUGHPUT.rendered}` },
    { name: `${THROUGHPUT.api} (ours, warm cache)`, url: `${SITE}${THROUGHPUT.api}` },
  ];
  for (const target of targets) await expectOk(target.url);
  const rows: ThroughputRow[] = [];
  for (const target of targets) rows.push(await measure(target.name, target.url));

  const plain = await startPlain();
  try {
    rows.push(await measure("same HTML file, plain node:http", `${PLAIN}/`));
  } finally {
    await stopChild(plain);
  }
  const [page, rendered, api, baseline] = rows as [ThroughputRow, ThroughputRow, ThroughputRow, ThroughputRow];
  const ratio = (row: ThroughputRow) => round(row.requestsPerSecond / baseline.requestsPerSecond, 2);
  return { rows, pageRatio: ratio(page), renderedRatio: ratio(rendered), apiRatio: ratio(api), image: await measureImage(SITE) };
}

/** A product picture of the town page, warm (made and kept by the first request). */
export async function measureImage(site: string): Promise<ThroughputRow | undefined> {
  const html = await (await fetch(`${site}${THROUGHPUT.rendered}`)).text();
  const picture = /\/img\/v1\/[0-9a-z]{13}-360\.avif/.exec(html)?.[0];
  if (!picture) return undefined;
  const url = `${site}${picture}`;
  await expectOk(url);
  return measure(`product picture ${picture} (ours, warm)`, url);
}

async function measure(name: string, url: string): Promise<ThroughputRow> {
  await warmUp(url);
  return { name, url, ...(await cannon({ url, connections: THROUGHPUT.connections, duration: THROUGHPUT.seconds })) };
}
