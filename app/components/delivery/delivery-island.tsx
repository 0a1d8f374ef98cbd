import { checkDelivery, todayInZone, type TimeSlot } from "#core/delivery/index";
import type { TimeZone } from "#core/nebraska/index";
import { DeliveryCalendar } from "./delivery-calendar";
import { DeliveryResultView } from "./delivery-result";

/**
 * The checker's date-aware parts, loaded after hydration in their own chunk so
 * the calendar and the zone-aware date maths do not weigh on the first load.
 */
export function CalendarIsland({
  now,
  timeZone,
  ...props
}: { now: Date; timeZone: TimeZone; selected: Date | undefined; onSelect: (date: Date | undefined) => void; labelledBy: string }) {
  return <DeliveryCalendar today={todayInZone(now, timeZone)} {...props} />;
}

export function ResultIsland({ slug, ...query }: { now: Date; date: Date; slot: TimeSlot; cityName: string; slug: string; timeZone: TimeZone }) {
  const result = checkDelivery(query);
  return result ? <DeliveryResultView result={result} citySlug={slug} /> : null;
}
