import { type MayTenthTownOrderBy, SPANISH_ZONE_NAME } from "#core/content/may-tenth";
import type { CalendarDay } from "#core/delivery/calendar-day";
import { cityPathIn } from "#core/routes/routes";
import { CUTOFF_WORDS } from "#core/i18n/cutoff-words";
import { formatDay } from "#core/i18n/dates";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { cn } from "#app/lib/cn.ts";
import { MAY_TENTH_TEXT } from "./category-text";

/** A calendar day as the wall-clock Date formatDay reads. */
const wallClock = (day: CalendarDay) => new Date(day.year, day.month - 1, day.day);

/** One town's answer, in Spanish: the moment, its zone, and on a Sunday which day to choose. */
function mayTenthSentence(row: MayTenthTownOrderBy): string {
  const zone = SPANISH_ZONE_NAME[row.timeZone];
  const mayTenth = formatDay(wallClock(row.day), "weekdayDayYear", "es");
  if (!row.delivery || !row.orderBy) return `el ${mayTenth} no hay entregas.`;
  const delivery = formatDay(wallClock(row.delivery), "weekdayDayYear", "es");
  if (row.closed) return `el ${mayTenth} no hay entregas; pida para el ${delivery}, antes de las ${CUTOFF_WORDS.es} (${zone}).`;
  return `pida antes de las ${CUTOFF_WORDS.es} (${zone}) del ${delivery}.`;
}

/**
 * Per town, until when to order for delivery on May 10 (Día de las Madres), each in the town's
 * zone ("hora del Centro", "hora de la Montaña"), from mayTenthOrderBy (core/content/may-tenth.ts).
 * Presentational and Spanish only: the page computes the rows with its clock and passes them.
 */
export function MayTenthOrderByList({
  rows,
  title = MAY_TENTH_TEXT.title,
  subtitle = MAY_TENTH_TEXT.subtitle,
  className,
}: {
  rows: readonly MayTenthTownOrderBy[];
  title?: string;
  /** The Spanish guide for December 12 (app/pages/es/guias/) says its own day. */
  subtitle?: string;
  className?: string;
}) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="may-tenth-title" data-slot="may-tenth-order-by" lang="es" className={cn("mx-auto max-w-3xl px-4 py-10 sm:px-6", className)}>
      <SectionHeading id="may-tenth-title" title={title} subtitle={subtitle} />
      <ul className="divide-y divide-border rounded-2xl border border-border bg-card">
        {rows.map((row) => (
          <li key={row.town.slug} data-town={row.town.slug} className="px-4 py-3">
            <a href={cityPathIn("es", row.town.slug)} className="font-medium text-primary underline-offset-2 hover:underline">
              {row.town.name}
            </a>
            {": "}
            {row.orderBy ? <time dateTime={row.orderBy.toISOString()}>{mayTenthSentence(row)}</time> : mayTenthSentence(row)}
          </li>
        ))}
      </ul>
    </section>
  );
}
