/**
 * `npx tsx scripts/bench/page-lighthouse.ts <base-url> <path>...`: Lighthouse (mobile, simulated
 * throttling, median of 3, as `npm run bench`) and the document's bytes on the wire for pages of
 * a site already running, e.g. a query answer or one provider's page that the bench does not
 * visit. Prints one Markdown row per page, then each page's LCP element and what cost it points.
 */
import { runLighthouse, withChrome } from "./lighthouse";
import { pageWeight } from "./weight";

const [baseUrl, ...paths] = process.argv.slice(2);
if (!baseUrl || paths.length === 0) {
  console.error("usage: tsx scripts/bench/page-lighthouse.ts <base-url> <path>...");
  process.exit(2);
}

console.log("| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | FCP | CPU index | HTML on the wire |");
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
const details: string[] = [];
await withChrome(async (chrome) => {
  for (const path of paths) {
    const result = await runLighthouse(chrome, baseUrl, path);
    const weight = await pageWeight(path, result.lhr);
    const m = result.median;
    console.log(
      `| ${path} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.lcpMs / 1000).toFixed(2)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${(m.fcpMs / 1000).toFixed(2)} s | ${Math.round(m.benchmarkIndex)} | ${weight.documentTransfer} B |`,
    );
    details.push(`- ${path}: LCP ${result.lcpKind}, ${result.lcpElement ?? "not named"}; ${result.findings.map((finding) => `${finding.id} ${finding.displayValue ?? finding.score}${finding.items.length ? ` (${finding.items.join(", ")})` : ""}`).join("; ") || "no audit below full marks"}`);
  }
});
console.log("");
for (const line of details) console.log(line);
