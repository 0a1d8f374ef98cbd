import type { ClickStats } from "#core/clicks/schema";
import { lazy, Suspense } from "react";
import { formatDay, NUMBER } from "./labels";

const ClicksChart = lazy(() => import("./clicks-chart"));

/** Total, daily average and the per-day chart, with the daily numbers as a table for anyone who cannot see the chart. */
export function ClicksOverview({ stats }: { stats: ClickStats }) {
  const busiest = stats.perDay.reduce((best, day) => (day.clicks > best.clicks ? day : best), stats.perDay[0] ?? { date: "", clicks: 0 });
  const average = stats.days > 0 ? stats.total / stats.days : 0;
  return (
    <section aria-labelledby="clicks-per-day" className="rounded-2xl border border-border bg-card p-5 shadow-[var(--shadow-card)]">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="clicks-per-day" className="text-lg font-semibold">
          Clicks per day
        </h2>
        <p className="text-xs text-muted-foreground">Days in Central time</p>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        <Figure label="Clicks" value={NUMBER.format(stats.total)} testId="clicks-total" />
        <Figure label="Per day" value={average.toFixed(average >= 10 ? 0 : 1)} />
        <Figure label="Busiest day" value={busiest.clicks > 0 ? formatDay(busiest.date) : "–"} />
      </dl>
      <Sources sources={stats.sources} />
      <TodayCeiling today={stats.storage?.today ?? null} />
      <div className="mt-5">
        <Suspense fallback={<div className="h-64 w-full animate-pulse rounded-xl bg-muted sm:h-72" />}>
          <ClicksChart perDay={stats.perDay} />
        </Suspense>
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-primary">Daily numbers</summary>
        <table className="mt-2 w-full max-w-sm text-sm">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="py-1 font-medium">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Clicks
              </th>
            </tr>
          </thead>
          <tbody>
            {[...stats.perDay].reverse().map((day) => (
              <tr key={day.date} className="border-t border-border/60">
                <th scope="row" className="py-1 text-left font-normal">
                  {formatDay(day.date)}
                </th>
                <td className="py-1 text-right tabular-nums">{NUMBER.format(day.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** Page clicks beside clicks on links in assistants' answers (issue 51). */
function Sources({ sources }: { sources: ClickStats["sources"] }) {
  if (!sources) return null;
  const of = (source: string) => NUMBER.format(sources.find((entry) => entry.source === source)?.clicks ?? 0);
  return (
    <p className="mt-3 text-sm text-muted-foreground" data-testid="clicks-sources">
      From our pages: {of("pages")}; from assistants&apos; answers: {of("assistant")}.
    </p>
  );
}

type Today = NonNullable<NonNullable<ClickStats["storage"]>["today"]>;

/** Today's clicks against the daily ceiling, and those refused (answered 429, never stored). */
function TodayCeiling({ today }: { today: Today | null }) {
  if (!today) return null;
  const overShare = today.droppedOverShare ?? 0;
  return (
    <p className="mt-3 text-sm text-muted-foreground" data-testid="clicks-today">
      Today: {NUMBER.format(today.stored)} of {NUMBER.format(today.limit)} stored; {NUMBER.format(today.dropped)} refused
      {overShare > 0 ? ` (${NUMBER.format(overShare)} past one address's share of ${NUMBER.format(today.perAddressLimit ?? 0)})` : ""}.
    </p>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl bg-accent px-3 py-2.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-display text-xl font-semibold tabular-nums sm:text-2xl" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
