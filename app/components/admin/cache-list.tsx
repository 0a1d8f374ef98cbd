import { RefreshCw } from "#app/components/ui/icons.tsx";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import type { CacheRowView as CacheRow } from "#core/admin/cache-rows";
import { AdminUnauthorizedError, refreshCacheUrl } from "./admin-api";
import { cacheStatusLabel, formatDateTime, NUMBER } from "./labels";

type CacheListProps = {
  token: string;
  rows: CacheRow[] | undefined;
  loading: boolean;
  error?: string;
  onChanged: () => void;
  onUnauthorized: () => void;
};

const TONE = {
  good: "bg-sage-soft text-sage",
  warn: "bg-accent text-accent-foreground",
  bad: "bg-destructive/10 text-destructive",
  none: "bg-muted text-muted-foreground",
} as const;

/** The partner pages in the product cache, one card each, with a button to crawl one again now. */
export function CacheList({ token, rows, loading, error, onChanged, onUnauthorized }: CacheListProps) {
  const [busyUrl, setBusyUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);

  const refresh = async (url: string) => {
    setBusyUrl(url);
    setNotice(null);
    try {
      await refreshCacheUrl(token, url);
      setNotice({ text: `Refreshed ${url}`, failed: false });
      onChanged();
    } catch (failure) {
      if (failure instanceof AdminUnauthorizedError) return onUnauthorized();
      setNotice({ text: `Could not refresh ${url}: ${failure instanceof Error ? failure.message : String(failure)}`, failed: true });
    } finally {
      setBusyUrl(null);
    }
  };

  return (
    <section aria-labelledby="page-cache" className="rounded-2xl border border-border bg-card p-5 shadow-[var(--shadow-card)]">
      <h2 id="page-cache" className="text-lg font-semibold">
        Page cache
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Partner pages the product lists are read from. Fresh for 72 hours, served while stale for 14 days.</p>
      <p role="status" className={cn("mt-3 text-sm empty:hidden", notice?.failed ? "text-destructive" : "text-sage")}>
        {notice?.text}
      </p>
      {error && <p className="mt-3 text-sm text-destructive">Could not load the cache: {error}</p>}
      {!rows && loading && <p className="mt-3 text-sm text-muted-foreground">Loading…</p>}
      {rows && rows.length === 0 && <p className="mt-3 text-sm text-muted-foreground">Nothing cached yet: pages are fetched when a visitor first needs them.</p>}
      {rows && rows.length > 0 && (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {rows.map((row, index) => {
            const status = cacheStatusLabel(row.status);
            const busy = busyUrl === row.url;
            return (
              <li key={row.url} data-slot="cache-row" className="flex flex-col gap-3 rounded-xl border border-border p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p id={`cache-url-${index}`} className="min-w-0 font-mono text-xs break-all">
                    {row.url}
                  </p>
                  <span className={cn("shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold", TONE[status.tone])}>{status.label}</span>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Last fetch</dt>
                  <dd>{formatDateTime(row.fetchedAt)}</dd>
                  <dt className="text-muted-foreground">Hits</dt>
                  <dd className="tabular-nums">{NUMBER.format(row.hitCount)}</dd>
                  <dt className="text-muted-foreground">Last error</dt>
                  <dd className={cn("break-words", row.lastError ? "text-destructive" : "text-muted-foreground")}>{row.lastError ?? "None"}</dd>
                </dl>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="self-start"
                  disabled={busyUrl !== null || row.fetchedAt === null}
                  aria-busy={busy || undefined}
                  aria-describedby={`cache-url-${index}`}
                  onClick={() => void refresh(row.url)}
                >
                  <RefreshCw aria-hidden="true" className={cn(busy && "animate-spin")} />
                  {busy ? "Refreshing…" : "Refresh now"}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
