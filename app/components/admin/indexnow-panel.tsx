import type { IndexNowStatus } from "#core/admin/indexnow-status";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "./labels";

type IndexNowPanelProps = { status: IndexNowStatus | undefined; loading: boolean; error?: string };

const OUTCOME = {
  accepted: { label: "Accepted", className: "bg-sage-soft text-sage" },
  refused: { label: "Refused", className: "bg-destructive/10 text-destructive" },
  unreachable: { label: "Unreachable", className: "bg-accent text-accent-foreground" },
  "too-long": { label: "Answer too long", className: "bg-destructive/10 text-destructive" },
} as const;

/** Search engines told of changed pages (IndexNow): the last notices and the endpoint's answers. */
export function IndexNowPanel({ status, loading, error }: IndexNowPanelProps) {
  return (
    <section aria-labelledby="indexnow-heading" data-slot="indexnow-panel" className="rounded-2xl border border-border bg-card p-5 shadow-[var(--shadow-card)]">
      <h2 id="indexnow-heading" className="text-lg font-semibold">
        Search engines (IndexNow)
      </h2>
      {error && <p className="mt-2 text-sm text-destructive">Could not load the notices: {error}</p>}
      {!status && loading && <p className="mt-2 text-sm text-muted-foreground">Loading…</p>}
      {status && !status.enabled && <p className="mt-2 text-sm text-muted-foreground">Off: set INDEXNOW_KEY to tell search engines of changed pages.</p>}
      {status?.enabled && (
        <>
          <p className="mt-2 text-sm text-muted-foreground">
            Key at <span className="break-all">{status.keyLocation}</span>; {status.pending} page{status.pending === 1 ? "" : "s"} waiting
            {status.retryAt ? `; next try after ${formatDateTime(status.retryAt)}` : ""}.
          </p>
          {status.notices.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">No notices sent yet.</p>
          ) : (
            <table className="mt-3 w-full text-sm" data-testid="indexnow-notices">
              <thead>
                <tr className="text-left text-xs text-muted-foreground">
                  <th scope="col" className="py-1 font-medium">Sent</th>
                  <th scope="col" className="py-1 text-right font-medium">Pages</th>
                  <th scope="col" className="py-1 pl-4 font-medium">Answer</th>
                </tr>
              </thead>
              <tbody>
                {status.notices.map((notice) => (
                  <tr key={`${notice.sentAt}-${notice.urlCount}-${notice.outcome}`} className="border-t border-border/60 align-top">
                    <td className="py-1.5">{formatDateTime(notice.sentAt)}</td>
                    <td className="py-1.5 text-right tabular-nums" title={notice.firstUrls.join("\n")}>
                      {notice.urlCount}
                    </td>
                    <td className="py-1.5 pl-4">
                      <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", OUTCOME[notice.outcome].className)}>
                        {OUTCOME[notice.outcome].label}
                        {notice.status === null ? "" : ` (${notice.status})`}
                      </span>
                      {notice.detail && <span className="ml-2 break-all text-xs text-muted-foreground">{notice.detail}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
