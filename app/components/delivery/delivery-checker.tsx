import { checkDelivery, todayInZone, zoneLabelFor, type TimeSlot } from "@core/delivery";
import type { TimeZone } from "@core/nebraska";
import { format } from "date-fns";
import { CalendarDays, Truck } from "lucide-react";
import { useId, useState } from "react";
import { SectionHeading } from "~/components/ui/section-heading";
import { DeliveryCalendar, DeliveryCalendarPlaceholder } from "./delivery-calendar";
import { DeliveryResultView } from "./delivery-result";
import { TimeSlotPicker } from "./time-slot-picker";
import { useClientNow } from "./use-client-now";

type DeliveryCheckerProps = {
  cityName: string;
  timeZone: TimeZone;
};

/**
 * Delivery-time checker (spec §4): a date and one of nine slots; a verdict only
 * when both are chosen. The calendar needs "today" in the city's zone, which the
 * prerendered HTML cannot know, so it appears after hydration in a box of the
 * same size.
 */
export function DeliveryChecker({ cityName, timeZone }: DeliveryCheckerProps) {
  const [now, refreshNow] = useClientNow();
  const [date, setDate] = useState<Date | undefined>();
  const [slot, setSlot] = useState<TimeSlot | undefined>();
  const id = useId();
  const dateLabelId = `${id}-date`;
  const slotLabelId = `${id}-slot`;
  const zone = zoneLabelFor(timeZone);

  const result = now && date && slot ? checkDelivery({ now, date, slot, cityName, timeZone }) : null;

  const pickDate = (picked: Date | undefined) => {
    refreshNow();
    setDate(picked);
  };
  const pickSlot = (picked: TimeSlot) => {
    refreshNow();
    setSlot(picked);
  };

  return (
    <section aria-labelledby={`${id}-title`} data-slot="delivery-checker" className="bg-sage-soft/60">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <SectionHeading
          id={`${id}-title`}
          title={`Check Delivery Times in ${cityName}`}
          subtitle={`Pick a date and a delivery time to see when to order. Same-day orders close at 2:00 PM local time (${zone}).`}
        />
        <div className="grid gap-8 rounded-2xl border border-border bg-card p-5 shadow-[var(--shadow-card)] sm:p-8 md:grid-cols-[auto_1fr]">
          <div>
            <h3 id={dateLabelId} className="mb-3 flex items-center gap-2 font-sans text-base font-semibold">
              <CalendarDays aria-hidden="true" className="size-5 text-primary" />
              1. Choose a delivery date
            </h3>
            <div className="flex justify-center md:justify-start">
              {now ? (
                <DeliveryCalendar today={todayInZone(now, timeZone)} selected={date} onSelect={pickDate} labelledBy={dateLabelId} />
              ) : (
                <DeliveryCalendarPlaceholder />
              )}
            </div>
          </div>
          <div className="flex flex-col gap-6">
            <div>
              <h3 id={slotLabelId} className="mb-3 flex items-center gap-2 font-sans text-base font-semibold">
                <Truck aria-hidden="true" className="size-5 text-primary" />
                2. Choose a delivery time
              </h3>
              <TimeSlotPicker value={slot} onChange={pickSlot} legendId={slotLabelId} name={`${id}-slot-choice`} />
            </div>
            <div>
              <p className="mb-2 text-sm text-muted-foreground">
                {date ? (
                  <>
                    Delivery date: <span className="font-medium text-foreground">{format(date, "EEEE, MMMM d")}</span>
                  </>
                ) : (
                  "Choose a date and a time to see your delivery options."
                )}
              </p>
              <div role="status" aria-live="polite" data-slot="delivery-status">
                {result && <DeliveryResultView result={result} />}
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
