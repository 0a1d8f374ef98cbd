import { calendarDayInZone, isoDay, todayInZone, toCalendarDay } from "#core/delivery/calendar-day";
import { checkDelivery } from "#core/delivery/check-delivery";
import { closedReason, deliveryCalendar, type DeliveryCalendar as Calendar } from "#core/delivery/delivery-calendar";
import { DEFAULT_NO_DELIVERY_RULES } from "#core/delivery/no-delivery-days";
import type { TimeSlot } from "#core/delivery/time-slots";
import { deliveryDatesResponseSchema } from "#core/delivery/dates-response";
import type { TimeZone } from "#core/nebraska/types";
import { useMemo } from "react";
import { siteConfig } from "#app/lib/site-config.ts";
import { DeliveryCalendar } from "./delivery-calendar";
import { DeliveryResultView } from "./delivery-result";

/**
 * The town's delivery days, computed here from the rules at once; when the server's
 * answer (GET /api/delivery-dates) arrives and comes from the partner, its dates take over.
 */
function useDeliveryCalendar(now: Date, timeZone: TimeZone, served: unknown): Calendar {
  const todayKey = isoDay(calendarDayInZone(now, timeZone));
  return useMemo(() => {
    const parsed = deliveryDatesResponseSchema.safeParse(served);
    const partner = parsed.success && parsed.data.source === "partner" && parsed.data.timeZone === timeZone ? parsed.data.dates : undefined;
    const from = toCalendarDay(todayKey);
    return deliveryCalendar(timeZone, siteConfig.noDeliveryDates ?? DEFAULT_NO_DELIVERY_RULES, partner ? { from, dates: partner } : undefined);
  }, [timeZone, served, todayKey]);
}

type CalendarIslandProps = {
  now: Date;
  timeZone: TimeZone;
  served: unknown;
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  labelledBy: string;
};

/**
 * The checker's date-aware parts, loaded after hydration in their own chunk so
 * the calendar and the zone-aware date maths do not weigh on the first load.
 */
export function CalendarIsland({ now, timeZone, served, ...props }: CalendarIslandProps) {
  const calendar = useDeliveryCalendar(now, timeZone, served);
  return <DeliveryCalendar today={todayInZone(now, timeZone)} closedReasonOf={(date) => closedReason(calendar, toCalendarDay(date))} {...props} />;
}

type ResultIslandProps = { now: Date; date: Date; slot: TimeSlot; cityName: string; slug: string; timeZone: TimeZone; zoneKnown: boolean; served: unknown };

export function ResultIsland({ slug, served, zoneKnown, ...query }: ResultIslandProps) {
  const calendar = useDeliveryCalendar(query.now, query.timeZone, served);
  const result = checkDelivery({ ...query, calendar });
  return result ? <DeliveryResultView result={result} citySlug={slug} zoneKnown={zoneKnown} /> : null;
}
