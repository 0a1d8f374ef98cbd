import { NUMBER } from "./labels";

export type TopRow = { key: string; label: string; detail?: string; clicks: number };

type TopTableProps = { title: string; nameHeading: string; rows: TopRow[]; total: number; empty?: string };

/** A ranked list as a real table (name, clicks, share), with a bar for the share. */
export function TopTable({ title, nameHeading, rows, total, empty = "No clicks in this period." }: TopTableProps) {
  const headingId = `top-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-card p-5 shadow-[var(--shadow-card)]">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <table className="mt-3 w-full table-fixed border-collapse text-sm">
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted-foreground">
              <th scope="col" className="py-2 pr-2 font-medium">
                {nameHeading}
              </th>
              <th scope="col" className="w-16 py-2 text-right font-medium">
                Clicks
              </th>
              <th scope="col" className="w-14 py-2 text-right font-medium">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const share = total > 0 ? Math.round((row.clicks / total) * 100) : 0;
              return (
                <tr key={row.key} className="border-b border-border/60 last:border-0">
                  <th scope="row" className="py-2 pr-2 text-left align-top font-normal">
                    <span className="block font-medium break-words">{row.label}</span>
                    {row.detail && <span className="block font-mono text-xs break-all text-muted-foreground">{row.detail}</span>}
                    <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-muted">
                      <span className="block h-full rounded-full bg-flower-strong" style={{ width: `${Math.max(share, 2)}%` }} />
                    </span>
                  </th>
                  <td className="py-2 text-right align-top font-semibold tabular-nums">{NUMBER.format(row.clicks)}</td>
                  <td className="py-2 text-right align-top text-muted-foreground tabular-nums">{share}%</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
