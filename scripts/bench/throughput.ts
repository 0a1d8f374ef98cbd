/**
 * Step 5: requests per second on a warm cache, 50 connections, 10 s, no pipelining,
 * for a prerendered page and the carousel API, beside a bare node:http server that
 * serves the same HTML file from memory. No Accept-Encoding is sent, so all three
 * answer uncompressed bytes. autocannon runs in this process: on 2 cores it takes one
 * and the server under test the other.
 */
import { cannon, expectOk, warmUp, type CannonSummary } from "./cannon";
import { PLAIN, SITE, THROUGHPUT } from "./config";
import { startPlain } from "./servers";
import { stopChild } from "./processes";
import { round } from "./stats";

export type ThroughputRow = { name: string; url: string } & CannonSummary;
export type Throughput = { rows: ThroughputRow[]; pageRatio: number; apiRatio: number };

export async function measureThroughput(): Promise<Throughput> {
  const targets = [
    { name: `page ${THROUGHPUT.page} (ours)`, url: `${SITE}${THROUGHPUT.page}` },
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
  const [page, api, baseline] = rows as [ThroughputRow, ThroughputRow, ThroughputRow];
  return { rows, pageRatio: round(page.requestsPerSecond / baseline.requestsPerSecond, 2), apiRatio: round(api.requestsPerSecond / baseline.requestsPerSecond, 2) };
}

async function measure(name: string, url: string): Promise<ThroughputRow> {
  await warmUp(url);
  return { name, url, ...(await cannon({ url, connections: THROUGHPUT.connections, duration: THROUGHPUT.seconds })) };
}
