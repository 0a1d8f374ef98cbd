/**
 * `npx tsx scripts/bench/compare-throughput.ts <before-url> <after-url> <path>...`: requests per
 * second and latency of the same paths on two sites already running on this machine (e.g. two
 * checkouts' builds on two ports), measured alternately, before then after, ROUNDS times, so
 * the machine's noise falls on both alike. Each run: 10 s, 20 connections, after a warm-up.
 * Prints one Markdown row per path: the median of the rounds for each site.
 */
import { cannon, type CannonSummary } from "./cannon";
import { median } from "./stats";

const ROUNDS = 3;
const SECONDS = 10;
const CONNECTIONS = 20;

const [before, after, ...paths] = process.argv.slice(2);
if (!before || !after || paths.length === 0) {
  console.error("usage: tsx scripts/bench/compare-throughput.ts <before-url> <after-url> <path>...");
  process.exit(2);
}

const run = (base: string, path: string, duration: number) => cannon({ url: `${base}${path}`, connections: CONNECTIONS, duration });

console.log("| Path | req/s before | req/s after | p50 before | p50 after | p99 before | p99 after | non-2xx before, after |");
console.log("|---|---|---|---|---|---|---|---|");
for (const path of paths) {
  // A warm-up on each: the page rendered, kept and recompressed before any round counts.
  await run(before, path, 2);
  await run(after, path, 2);
  const rounds: { before: CannonSummary; after: CannonSummary }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) rounds.push({ before: await run(before, path, SECONDS), after: await run(after, path, SECONDS) });
  const of = (side: "before" | "after", pick: (summary: CannonSummary) => number) => median(rounds.map((entry) => pick(entry[side])));
  const non2xx = (side: "before" | "after") => rounds.reduce((sum, entry) => sum + entry[side].non2xx, 0);
  console.log(
    `| ${path} | ${of("before", (s) => s.requestsPerSecond)} | ${of("after", (s) => s.requestsPerSecond)} | ${of("before", (s) => s.p50Ms)} ms | ${of("after", (s) => s.p50Ms)} ms | ${of("before", (s) => s.p99Ms)} ms | ${of("after", (s) => s.p99Ms)} ms | ${non2xx("before")}, ${non2xx("after")} |`,
  );
}
