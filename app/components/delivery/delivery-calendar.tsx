import { addDays, addMonths, endOfMonth, startOfMonth } from "date-fns";
import { useState } from "react";
import { ChevronLeft, ChevronRight } from "#app/components/ui/icons.tsx";
import { formatDay } from "#core/i18n/dates";
import type { Locale } from "#core/i18n/locale";
import { DayPicker, type ChevronProps, type DayPickerProps, type Modifiers } from "react-day-picker";
import { CHECKER_TEXT } from "./checker-text";
import { CALENDAR_BOX, LEGEND_BOX } from "./delivery-calendar-placeholder";

/** Tailwind classes for react-day-picker's parts; its own stylesheet is not loaded. */
const CLASS_NAMES = {
  root: "relative",
  months: "relative",
  month: "space-y-2",
  nav: "absolute top-0 right-0 flex h-10 items-center gap-1",
  button_previous:
    "inline-flex size-9 items-center justify-center rounded-full text-foreground hover:bg-muted aria-disabled:pointer-events-none aria-disabled:opacity-30",
  button_next:
    "inline-flex size-9 items-center justify-center rounded-full text-foreground hover:bg-muted aria-disabled:pointer-events-none aria-disabled:opacity-30",
  month_caption: "flex h-10 items-center px-2",
  caption_label: "font-display text-lg font-semibold",
  month_grid: "border-collapse",
  weekdays: "",
  weekday: "size-10 p-0 text-xs font-medium text-muted-foreground",
  week: "",
  day: "size-10 p-0.5 text-center text-sm",
  day_button:
    "size-9 rounded-full font-medium transition-colors hover:bg-flower disabled:cursor-not-allowed disabled:text-muted-foreground/60 disabled:line-through disabled:hover:bg-transparent",
  selected: "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary-hover",
  today: "[&>button]:ring-2 [&>button]:ring-flower-strong",
  outside: "[&>button]:text-muted-foreground",
  disabled: "",
  focused: "",
};

const DAY_LABEL: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric", year: "numeric" };

/** Why a day has no deliveries ("No deliveries on Sundays"), or null; read from the picker's local-midnight Date. */
export type ClosedReasonOf = (date: Date) => string | null;

/**
 * 'Sunday, November 1, 2026': the visible day number stays a whole word of the
 * accessible name (WCAG 2.5.3), which the default '1st' form is not. A day without
 * deliveries carries its reason in its name, as the legend shows it.
 */
function dayButtonLabel(reasonOf: ClosedReasonOf, locale: Locale) {
  const text = CHECKER_TEXT[locale];
  return (date: Date, modifiers: Modifiers): string => {
    const label = date.toLocaleDateString(text.dateLocale, DAY_LABEL);
    const reason = modifiers.closed ? reasonOf(date) : null;
    return `${modifiers.today ? text.today : ""}${label}${modifiers.selected ? text.selected : ""}${reason ? `, ${reason}` : ""}`;
  };
}

/** A legend's day: "Thu, Nov 26"; in Spanish "jue 26 nov". */
const legendDay = (day: Date, locale: Locale) => formatDay(day, "weekdayShortDay", locale);

/** The month's days without deliveries, one line per reason: "No deliveries on Sundays", "No deliveries on Thanksgiving (Thu, Nov 26)". */
function legendOf(month: Date, reasonOf: ClosedReasonOf, locale: Locale): string[] {
  const lines = new Map<string, string[]>();
  for (let day = startOfMonth(month), n = 0; day <= endOfMonth(month) && n < 31; day = addDays(day, 1), n += 1) {
    const reason = reasonOf(day);
    if (!reason) continue;
    lines.set(reason, [...(lines.get(reason) ?? []), legendDay(day, locale)]);
  }
  const sundays = CHECKER_TEXT[locale].sundays;
  return [...lines].map(([reason, days]) => (days.length > 1 && reason.endsWith(sundays) ? reason : `${reason} (${days.join(", ")})`));
}

function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className={className ?? "size-5"} />;
}

type DeliveryCalendarProps = {
  /** Today in the city's zone, as a local-midnight Date (todayInZone). */
  today: Date;
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  labelledBy: string;
  closedReasonOf: ClosedReasonOf;
  /** The page's language (issue 41): the legend and the day buttons' names. */
  locale: Locale;
  /** The picker's own language (month and weekday names, its labels); English when absent. */
  dayPicker?: DayPickerLanguage;
};

/** What a language changes in react-day-picker itself; Spanish pages load theirs lazily (spanish-calendar-island.tsx). */
export type DayPickerLanguage = Pick<DayPickerProps, "locale" | "weekStartsOn">;

export function DeliveryCalendar({ today, selected, onSelect, labelledBy, closedReasonOf, locale, dayPicker }: DeliveryCalendarProps) {
  const [month, setMonth] = useState<Date>(selected ?? today);
  const closed = (date: Date) => closedReasonOf(date) !== null;
  const legend = legendOf(month, closedReasonOf, locale);
  return (
    <div>
      <div className={CALENDAR_BOX} data-slot="delivery-calendar">
        <DayPicker
          mode="single"
          aria-labelledby={labelledBy}
          selected={selected}
          onSelect={onSelect}
          today={today}
          month={month}
          onMonthChange={setMonth}
          startMonth={today}
          endMonth={addMonths(today, 12)}
          // Past dates and days without deliveries cannot be picked; both are judged in the town's zone.
          disabled={[{ before: today }, closed]}
          modifiers={{ closed }}
          fixedWeeks
          showOutsideDays
          classNames={CLASS_NAMES}
          labels={{ labelDayButton: dayButtonLabel(closedReasonOf, locale) }}
          components={{ Chevron }}
          {...dayPicker}
        />
      </div>
      <div data-slot="delivery-legend" className={`${LEGEND_BOX} text-xs text-muted-foreground`}>
        {legend.length > 0 && (
          <>
            <p>{CHECKER_TEXT[locale].legendTitle}</p>
            <ul className="list-disc pl-4">
              {legend.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
