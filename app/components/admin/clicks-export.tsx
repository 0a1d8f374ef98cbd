import { Download } from "#app/components/ui/icons.tsx";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { AdminUnauthorizedError, fetchClicksCsv } from "./admin-api";

type ClicksExportProps = { token: string; from: string; to: string; onUnauthorized: () => void };

/**
 * The period's click events as a CSV download. The export needs the bearer
 * token, which a plain link cannot send, so the file is fetched and handed to
 * the browser as a blob.
 */
export function ClicksExport({ token, from, to, onUnauthorized }: ClicksExportProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const blob = await fetchClicksCsv(token, from, to);
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `clicks-${from}-to-${to}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (caught) {
      if (caught instanceof AdminUnauthorizedError) onUnauthorized();
      else setError(caught instanceof Error ? caught.message : "Download failed");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-slot="clicks-export" className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" size="sm" onClick={() => void download()} disabled={busy} data-testid="clicks-csv">
        <Download aria-hidden="true" />
        {busy ? "Preparing CSV…" : "Download clicks (CSV)"}
      </Button>
      <span className="text-xs text-muted-foreground">
        {from} to {to}, Central time · GET /api/admin/clicks.csv?from={from}&amp;to={to}
      </span>
      {error && <span className="text-sm text-destructive">{error}</span>}
    </div>
  );
}
