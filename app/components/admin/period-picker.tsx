import { PERIOD_CHOICES } from "#core/clicks/types";
import { cn } from "#app/lib/cn.ts";

export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

/** 7, 30 or 90 days as a radio group: arrow keys move between them natively. */
export function PeriodPicker({ value, onChange }: { value: PeriodChoice; onChange: (days: PeriodChoice) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">Period</legend>
      <span aria-hidden="true" className="text-sm font-medium text-muted-foreground">
        Period
      </span>
      <div className="inline-flex rounded-full border border-border bg-card p-1 shadow-sm">
        {PERIOD_CHOICES.map((days) => (
          <label
            key={days}
            className={cn(
              "relative cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
              value === days ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name="period"
              value={days}
              checked={value === days}
              onChange={() => onChange(days)}
              className="sr-only"
            />
            {days} days
          </label>
        ))}
      </div>
    </fieldset>
  );
}
