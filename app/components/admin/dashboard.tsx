import type { ClickStats } from "#core/clicks/schema";
import { LogOut } from "#app/components/ui/icons.tsx";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { fetchCacheRows, fetchClickStats, fetchIndexNowStatus, fetchPartnerStatus } from "./admin-api";
import { CacheList } from "./cache-list";
import { ClicksExport } from "./clicks-export";
import { ClicksOverview } from "./clicks-overview";
import { categoryLabel, cityLabel, placementLabel, targetLabel } from "./labels";
import { IndexNowPanel } from "./indexnow-panel";
import { PartnerPanel } from "./partner-panel";
import { PeriodPicker, type PeriodChoice } from "./period-picker";
import { TopTable, type TopRow } from "./top-table";
import { adminErrorText } from "./admin-query-client";

type DashboardProps = { token: string; onUnauthorized: () => void; onSignOut: () => void };

/** Everything the owner sees once signed in: clicks for the chosen period, the partner's side, then the page cache. */
export function Dashboard({ token, onUnauthorized, onSignOut }: DashboardProps) {
  const [days, setDays] = useState<PeriodChoice>(30);
  // The period's figures stay on screen while another period's load (as a reload keeps them).
  const stats = useQuery({ queryKey: ["admin", token, "clicks", days], queryFn: ({ signal }) => fetchClickStats(token, days, signal), placeholderData: keepPreviousData });
  const cache = useQuery({ queryKey: ["admin", token, "cache"], queryFn: ({ signal }) => fetchCacheRows(token, signal) });
  const partner = useQuery({ queryKey: ["admin", token, "partner"], queryFn: ({ signal }) => fetchPartnerStatus(token, signal) });
  const indexNow = useQuery({ queryKey: ["admin", token, "indexnow"], queryFn: ({ signal }) => fetchIndexNowStatus(token, signal) });
  const { refetch: reloadCache } = cache;
  const { refetch: reloadPartner } = partner;
  const reloadCacheAndPartner = useCallback(() => {
    void reloadCache();
    void reloadPartner();
  }, [reloadCache, reloadPartner]);
  const statsError = adminErrorText(stats);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PeriodPicker value={days} onChange={setDays} />
        <Button type="button" variant="ghost" size="sm" onClick={onSignOut}>
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      </div>

      <div aria-live="polite" aria-busy={stats.isFetching} className="flex flex-col gap-6">
        {statsError && <p className="text-sm text-destructive">Could not load the click figures: {statsError}</p>}
        {!stats.data && stats.isFetching && <p className="text-sm text-muted-foreground">Loading click figures…</p>}
      </div>
      {stats.data && <ClickFigures stats={stats.data} />}
      {stats.data && (
        <ClicksExport
          token={token}
          from={stats.data.perDay[0]?.date ?? ""}
          to={stats.data.perDay.at(-1)?.date ?? ""}
          onUnauthorized={onUnauthorized}
        />
      )}

      <PartnerPanel
        token={token}
        status={partner.data}
        loading={partner.isFetching}
        error={adminErrorText(partner)}
        onChanged={reloadCacheAndPartner}
        onUnauthorized={onUnauthorized}
      />

      <IndexNowPanel status={indexNow.data} loading={indexNow.isFetching} error={adminErrorText(indexNow)} />

      <CacheList
        token={token}
        rows={cache.data}
        loading={cache.isFetching}
        error={adminErrorText(cache)}
        onChanged={reloadCacheAndPartner}
        onUnauthorized={onUnauthorized}
      />
    </div>
  );
}

function ClickFigures({ stats }: { stats: ClickStats }) {
  const pages: TopRow[] = stats.pages.map((row) => ({ key: row.path, label: row.path, clicks: row.clicks }));
  const placements: TopRow[] = stats.placements.map((row) => ({
    key: row.placement,
    label: placementLabel(row.placement),
    detail: row.placement,
    clicks: row.clicks,
  }));
  const cities: TopRow[] = stats.cities.map((row) => ({ key: row.slug, label: cityLabel(row.slug), detail: row.slug, clicks: row.clicks }));
  const categories: TopRow[] = stats.categories.map((row) => ({
    key: row.slug,
    label: categoryLabel(row.slug),
    detail: row.slug,
    clicks: row.clicks,
  }));
  const languages: TopRow[] = (stats.languages ?? []).map((row) => ({ key: row.language, label: row.language === "es" ? "Spanish pages" : "English pages", detail: row.language, clicks: row.clicks }));
  const links: TopRow[] = stats.links.map((row) => ({
    key: JSON.stringify([row.path, row.placement, row.targetKind, row.targetId]),
    label: `${placementLabel(row.placement)} → ${targetLabel(row.targetKind, row.targetId)}`,
    detail: row.path,
    clicks: row.clicks,
  }));

  return (
    <>
      <ClicksOverview stats={stats} />
      <div className="grid gap-6 md:grid-cols-2">
        <TopTable title="Top pages" nameHeading="Page" rows={pages} total={stats.total} />
        <TopTable title="Top placements" nameHeading="Placement" rows={placements} total={stats.total} />
        <TopTable title="By language" nameHeading="Edition" rows={languages} total={stats.total} />
        <TopTable title="Top cities" nameHeading="City" rows={cities} total={stats.total} empty="No clicks to city pages in this period." />
        <TopTable
          title="Top categories"
          nameHeading="Category"
          rows={categories}
          total={stats.total}
          empty="No clicks to category pages in this period."
        />
      </div>
      <TopTable title="Top links" nameHeading="Button and target, on page" rows={links} total={stats.total} />
    </>
  );
}
