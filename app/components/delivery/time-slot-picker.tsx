import { slotLabelIn, TIME_SLOTS, type TimeSlot } from "#core/delivery/time-slots";
import type { Locale } from "#core/i18n/locale";
import { cn } from "#app/lib/cn.ts";

type TimeSlotPickerProps = {
  value: TimeSlot | undefined;
  onChange: (slot: TimeSlot) => void;
  legendId: string;
  name: string;
  /** Today's hour in the town's zone when the picked day is today: slots up to it have passed and are not offered. */
  passedThrough?: number | null;
  /** The page's language: "3:00 p. m." in Spanish. */
  locale: Locale;
};

/** The nine fixed slots as a native radio group: arrow keys move between them. */
export function TimeSlotPicker({ value, onChange, legendId, name, passedThrough = null, locale }: TimeSlotPickerProps) {
  return (
    <div role="radiogroup" aria-labelledby={legendId} className="grid grid-cols-3 gap-2">
      {TIME_SLOTS.map((slot) => {
        const passed = passedThrough !== null && slot.value <= passedThrough;
        return (
          <label key={slot.value} className="relative">
            <input
              type="radio"
              name={name}
              value={slot.value}
              checked={value?.value === slot.value}
              disabled={passed}
              onChange={() => onChange(slot)}
              className="peer absolute inset-0 z-10 cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
            <span
              className={cn(
                "flex h-11 cursor-pointer items-center justify-center rounded-xl border border-input bg-card text-sm font-medium transition-colors",
                "hover:border-flower-strong hover:bg-flower/40",
                "peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
                "peer-disabled:cursor-not-allowed peer-disabled:text-muted-foreground/60 peer-disabled:line-through peer-disabled:hover:border-input peer-disabled:hover:bg-card",
              )}
            >
              {slotLabelIn(slot, locale)}
            </span>
          </label>
        );
      })}
    </div>
  );
}
