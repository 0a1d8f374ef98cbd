import { addMonths } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { DayPicker, type ChevronProps, type Modifiers } from "react-day-picker";
import { CALENDAR_BOX } from "./delivery-calendar-placeholder";

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

/**
 * 'Sunday, November 1, 2026': the visible day number stays a whole word of the
 * accessible name (WCAG 2.5.3), which the default '1st' form is not.
 */
function labelDayButton(date: Date, modifiers: Modifiers): string {
  const label = date.toLocaleDateString("en-US", DAY_LABEL);
  return `${modifiers.today ? "Today, " : ""}${label}${modifiers.selected ? ", selected" : ""}`;
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
};

export function DeliveryCalendar({ today, selected, onSelect, labelledBy }: DeliveryCalendarProps) {
  return (
    <div className={CALENDAR_BOX} data-slot="delivery-calendar">
      <DayPicker
        mode="single"
        aria-labelledby={labelledBy}
        selected={selected}
        onSelect={onSelect}
        today={today}
        defaultMonth={selected ?? today}
        startMonth={today}
        endMonth={addMonths(today, 12)}
        // Past dates cannot be picked (spec §4/§5); "past" is judged in the city's zone.
        disabled={{ before: today }}
        fixedWeeks
        showOutsideDays
        classNames={CLASS_NAMES}
        labels={{ labelDayButton }}
        components={{ Chevron }}
      />
    </div>
  );
}
