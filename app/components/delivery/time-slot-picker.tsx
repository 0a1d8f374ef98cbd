import { TIME_SLOTS, type TimeSlot } from "#core/delivery/time-slots";
import { cn } from "#app/lib/cn.ts";

type TimeSlotPickerProps = {
  value: TimeSlot | undefined;
  onChange: (slot: TimeSlot) => void;
  legendId: string;
  name: string;
};

/** The nine fixed slots as a native radio group: arrow keys move between them. */
export function TimeSlotPicker({ value, onChange, legendId, name }: TimeSlotPickerProps) {
  return (
    <div role="radiogroup" aria-labelledby={legendId} className="grid grid-cols-3 gap-2">
      {TIME_SLOTS.map((slot) => (
        <label key={slot.value} className="relative">
          <input
            type="radio"
            name={name}
            value={slot.value}
            checked={value?.value === slot.value}
            onChange={() => onChange(slot)}
            className="peer absolute inset-0 z-10 cursor-pointer opacity-0"
          />
          <span
            className={cn(
              "flex h-11 cursor-pointer items-center justify-center rounded-xl border border-input bg-card text-sm font-medium transition-colors",
              "hover:border-flower-strong hover:bg-flower/40",
              "peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground",
              "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
            )}
          >
            {slot.label}
          </span>
        </label>
      ))}
    </div>
  );
}
