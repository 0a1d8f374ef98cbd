/** The audit's closing table and the failure message. */
import type { Finding } from "./page-rules";

export type AuditCounts = {
  pages: number;
  internalUnique: number;
  internalTotal: number;
  partnerLinks: number;
  images: number;
  jsonLdBlocks: number;
};

export function summaryTable(counts: AuditCounts, findings: readonly Finding[], rules: readonly string[]): string {
  const byRule = new Map(rules.map((rule) => [rule, 0]));
  for (const finding of findings) byRule.set(finding.rule, (byRule.get(finding.rule) ?? 0) + 1);
  const rows: [string, string][] = [
    ["pages checked", String(counts.pages)],
    ["internal links checked (unique / total)", `${counts.internalUnique} / ${counts.internalTotal}`],
    ["partner links checked", String(counts.partnerLinks)],
    ["images checked", String(counts.images)],
    ["JSON-LD blocks checked", String(counts.jsonLdBlocks)],
    ...[...byRule].map(([rule, count]): [string, string] => [`findings: ${rule}`, String(count)]),
    ["findings: total", String(findings.length)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const line = `+${"-".repeat(width + 2)}+${"-".repeat(12)}+`;
  const body = rows.map(([label, value]) => `| ${label.padEnd(width)} | ${value.padStart(10)} |`);
  return ["Site audit", line, ...body, line].join("\n");
}

export function findingList(findings: readonly Finding[], limit = 30): string {
  const shown = findings.slice(0, limit).map((finding) => `  [${finding.rule}] ${finding.page}: ${finding.detail}`);
  const more = findings.length > limit ? [`  … and ${findings.length - limit} more`] : [];
  return [`${findings.length} finding(s):`, ...shown, ...more].join("\n");
}
