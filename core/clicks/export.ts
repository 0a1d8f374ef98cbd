import { TZDate } from "@date-fns/tz";
import { addDays, differenceInCalendarDays, format, startOfDay } from "date-fns";
import { parseIsoDay as calendarDate } from "../iso-day";
import { localeOfPath } from "../i18n/locale";
import { parse } from "../routes/routes";
import { z } from "../zod";
import { CLICKS_TIME_ZONE, clickSourceOf } from "./types";

/** The longest range one export covers: CLICK_RETENTION_DAYS' ceiling, so any stored click can be asked for. */
export const EXPORT_MAX_DAYS = 3_660;

const day = z
  .string({ error: "is required (YYYY-MM-DD)" })
  .refine((value) => calendarDate(value) !== undefined, "must be a calendar date YYYY-MM-DD");

/** Query of GET /api/admin/clicks.csv: both days inclusive, counted in Central time like the dashboard. */
export const clickExportQuerySchema = z
  .object({ from: day, to: day })
  .superRefine(({ from, to }, ctx) => {
    const first = calendarDate(from);
    const last = calendarDate(to);
    if (!first || !last) return;
    const span = differenceInCalendarDays(last, first);
    if (span < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
    else if (span + 1 > EXPORT_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `the range must be at most ${EXPORT_MAX_DAYS} days` });
  });

export type ClickExportQuery = z.infer<typeof clickExportQuerySchema>;

/** One local day of the export: its events are those with fromMs <= occurred_at < toMs. */
export type ExportDay = { date: string; fromMs: number; toMs: number };

/**
 * The range as local days, oldest first. The export reads one day at a time, so
 * no query returns more than a day's click ceiling of rows.
 */
export function exportDays({ from, to }: ClickExportQuery, timeZone: string = CLICKS_TIME_ZONE): ExportDay[] {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const first = startOfDay(new TZDate(fy, fm - 1, fd, timeZone));
  const count = differenceInCalendarDays(calendarDate(to) as Date, calendarDate(from) as Date) + 1;
  return Array.from({ length: count }, (_, index) => {
    const start = addDays(first, index);
    return { date: format(start, "yyyy-MM-dd"), fromMs: start.getTime(), toMs: startOfDay(addDays(start, 1)).getTime() };
  });
}

/** A stored click as the export reads it (the click_events columns). */
export type ExportedClick = { occurredAt: number; path: string; placement: string; targetKind: string; targetId: string | null };

export const CLICK_CSV_HEADER = ["time", "page", "placement", "target_kind", "target", "town", "category", "language", "source"] as const;


/**
 * The export's cells for one click. Town and category come from the link's
 * target, else from the page it sat on, so a spreadsheet can filter either way.
 */
export function clickCsvCells(click: ExportedClick): string[] {
  const route = parse(click.path);
  const town = click.targetKind === "city" ? click.targetId : route?.kind === "town" ? route.slug : undefined;
  const language = localeOfPath(click.path);
  // A Spanish category page's route names the category by its own slug, as every other row does; a made-up Spanish slug names none.
  const onPage = route?.kind === "category" || (route?.kind === "madeUpCategory" && route.locale === "en") ? route.slug : undefined;
  const category = click.targetKind === "category" ? click.targetId : onPage;
  return [new Date(click.occurredAt).toISOString(), click.path, click.placement, click.targetKind, click.targetId ?? "", town ?? "", category ?? "", language, clickSourceOf(click.placement)];
}

// Spreadsheets trim leading spaces (any Unicode space, and invisible format characters) before
// they decide a cell is a formula, and fold fullwidth and small forms (＝ ﹦) to the ASCII sign.
const LEADING_BLANKS = /^[\p{White_Space}\p{Cf}]*/u;
const FORMULA_SIGN = /^[=+\-@]/;

/** Whether a spreadsheet would read the cell as a formula. */
function looksLikeFormula(value: string): boolean {
  if (/^[\t\r]/.test(value)) return true;
  const first = value.replace(LEADING_BLANKS, "").codePointAt(0);
  return first !== undefined && FORMULA_SIGN.test(String.fromCodePoint(first).normalize("NFKC"));
}

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would read as a formula gets a leading
 * apostrophe: product titles are the partner's text, and a visitor can send any title
 * that passes the schema.
 */
export function csvCell(value: string): string {
  const safe = looksLikeFormula(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
