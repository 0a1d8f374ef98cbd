import { Trash2 } from "#app/components/ui/icons.tsx";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { type LinkCheckView, partnerApiSummary, type PartnerStatus } from "#core/admin/partner-status";
import { AdminUnauthorizedError, forgetUnusedCache } from "./admin-api";
import { BreakableUrl } from "./breakable-url";
import { categoryLabel, cityLabel, formatDateTime } from "./labels";

type PartnerPanelProps = {
  token: string;
  status: PartnerStatus | undefined;
  loading: boolean;
  error?: string;
  onChanged: () => void;
  onUnauthorized: () => void;
};

/** How each provider is named here; a provider not listed is named by its PARTNER_PROVIDER value. */
const PROVIDERS: Readonly<Record<string, string>> = {
  direct: "crawling the partner's pages directly",
  firecrawl: "crawling the partner's pages through Firecrawl",
  "floristone-api": "the partner's REST API",
};

const WORKING_SHOWN = 10;

const CODE_WHY: Record<PartnerStatus["codes"][number]["why"], string> = {
  answered: "its own list",
  empty: "it answered an empty list (off season), so the stand-in list is shown",
  failed: "it answered an error, so the stand-in list is shown",
};

const LINK_STATE: Record<LinkCheckView["state"], { label: string; className: string }> = {
  gone: { label: "Gone", className: "bg-destructive/10 text-destructive" },
  error: { label: "Failing", className: "bg-accent text-accent-foreground" },
  unchecked: { label: "Not checked yet", className: "bg-muted text-muted-foreground" },
  ok: { label: "OK", className: "bg-sage-soft text-sage" },
};

function targetName(check: LinkCheckView): string {
  if (check.kind === "product") return "A product page (every product links this way)";
  if (check.kind === "nebraska") return "Nebraska page";
  if (check.kind === "category") return `${categoryLabel(check.slug ?? "")} (category)`;
  return `${cityLabel(check.slug ?? "")} (town)`;
}

/** The partner's side: where products come from, whether its API takes our credentials, its pages we link to, unused cache rows. */
export function PartnerPanel({ token, status, loading, error, onChanged, onUnauthorized }: PartnerPanelProps) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const [allLinks, setAllLinks] = useState(false);

  const forget = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const forgotten = await forgetUnusedCache(token);
      setNotice({ text: `Forgot ${forgotten.length} unused cache row${forgotten.length === 1 ? "" : "s"}.`, failed: false });
      onChanged();
    } catch (failure) {
      if (failure instanceof AdminUnauthorizedError) return onUnauthorized();
      setNotice({ text: `Could not forget unused rows: ${failure instanceof Error ? failure.message : String(failure)}`, failed: true });
    } finally {
      setBusy(false);
    }
  };

  const links = status?.links ?? [];
  const broken = links.filter((check) => check.state === "gone" || check.state === "error").length;
  // Broken ones always; of the rest a few until asked (about 200 rows are a lot of page).
  const shown = allLinks ? links : links.slice(0, broken + WORKING_SHOWN);
  const productLink = links.find((check) => check.kind === "product");
  const productLinksFail = productLink !== undefined && (productLink.state === "gone" || productLink.state === "error");

  return (
    <section aria-labelledby="partner-status" className="min-w-0 rounded-2xl border border-border bg-card p-5 shadow-[var(--shadow-card)]">
      <h2 id="partner-status" className="text-lg font-semibold">
        Partner
      </h2>
      {error && <p className="mt-3 text-sm text-destructive">Could not load the partner status: {error}</p>}
      {!status && loading && <p className="mt-3 text-sm text-muted-foreground">Loading…</p>}
      {status && (
        <>
          <p className="mt-1 text-sm text-muted-foreground">Products come from {PROVIDERS[status.provider] ?? status.provider}.</p>
          {status.codes.length > 0 && (
            <ul data-slot="partner-codes" className="mt-2 space-y-1 text-sm">
              {status.codes.map((row) => (
                <li key={row.slug}>
                  <span className="font-medium">{categoryLabel(row.slug)}</span>
                  {`: asked code ${row.asked}, showing ${row.used}: ${CODE_WHY[row.why]}`}
                  <span className="text-muted-foreground"> · {formatDateTime(row.at)}</span>
                </li>
              ))}
            </ul>
          )}
          {status.api && (
            <p data-slot="partner-api" className={cn("mt-2 text-sm font-semibold", status.api.state === "ok" ? "text-sage" : status.api.state === "unknown" ? "text-muted-foreground" : "text-destructive")}>
              {partnerApiSummary(status.api)}
              {status.api.at && <span className="font-normal text-muted-foreground"> · {formatDateTime(status.api.at)}</span>}
            </p>
          )}

          {productLinksFail && (
            <p data-slot="product-links-failing" role="alert" className="mt-3 rounded-xl border border-destructive/40 bg-destructive/5 p-3 text-sm font-semibold text-destructive">
              {`Product links fail: ${productLink.url} answered ${productLink.httpStatus ?? productLink.detail ?? "an error"}. `}
              {status.api !== null
                ? "Product links are built from PARTNER_PRODUCT_URL_TEMPLATE: set it to the product address your affiliate dashboard shows, with {code}."
                : "Product links are the partner's own, as its pages show them: check the partner's site."}
            </p>
          )}

          <h3 className="mt-5 text-base font-semibold">Links to the partner</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            {status.linkChecksPerMinute === 0
              ? "The link check is off."
              : `Checked in the background, ${status.linkChecksPerMinute} a minute. ${broken === 0 ? "None broken." : `${broken} broken, listed first.`} A town whose page is gone links to the Nebraska page until it is back.`}
          </p>
          {/* The table scrolls inside its own box on a narrow screen, never the page; focusable so a keyboard can scroll it. */}
          <div
            tabIndex={0}
            role="region"
            aria-label="Partner pages and their status"
            data-slot="link-checks"
            className="relative mt-3 w-full max-w-full overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <table className="w-full text-left text-sm">
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">Page</th>
                  <th scope="col" className="px-3 py-2 font-medium">Status</th>
                  <th scope="col" className="px-3 py-2 font-medium whitespace-nowrap">Last check</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((check) => (
                  <tr key={check.url} data-slot="link-check" className="border-t border-border">
                    <td className="px-3 py-2">
                      <span className="block">{targetName(check)}</span>
                      <span className="block font-mono text-xs break-words text-muted-foreground">
                        <BreakableUrl url={check.url} />
                      </span>
                    </td>
                    <td className="px-3 py-2">
                      <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", LINK_STATE[check.state].className)}>
                        {LINK_STATE[check.state].label}
                        {check.httpStatus !== null && ` (${check.httpStatus})`}
                      </span>
                      {check.detail && <span className="mt-1 block text-xs text-muted-foreground">{check.detail}</span>}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{check.checkedAt ? formatDateTime(check.checkedAt) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shown.length < links.length && (
            <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setAllLinks(true)}>
              Show all {links.length} pages
            </Button>
          )}

          <h3 className="mt-5 text-base font-semibold">Cache rows no longer used</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            {status.unusedCacheUrls.length === 0
              ? "Every cache row is read by the site."
              : `${status.unusedCacheUrls.length} row${status.unusedCacheUrls.length === 1 ? " is" : "s are"} from addresses the site no longer reads (for example after switching provider).`}
          </p>
          {status.unusedCacheUrls.length > 0 && (
            <ul className="mt-2 flex flex-col gap-1 font-mono text-xs break-words">
              {status.unusedCacheUrls.slice(0, 50).map((url) => (
                <li key={url}>
                  <BreakableUrl url={url} />
                </li>
              ))}
            </ul>
          )}
          <p role="status" className={cn("mt-3 text-sm empty:hidden", notice?.failed ? "text-destructive" : "text-sage")}>
            {notice?.text}
          </p>
          <Button type="button" variant="outline" size="sm" className="mt-3" disabled={busy || status.unusedCacheUrls.length === 0} aria-busy={busy || undefined} onClick={() => void forget()}>
            <Trash2 aria-hidden="true" />
            {busy ? "Forgetting…" : "Forget unused rows"}
          </Button>
        </>
      )}
    </section>
  );
}
