/**
 * The calendar's box: one month, always six rows (fixedWeeks), so its height never
 * changes and the placeholder reserves exactly the same space before hydration.
 */
export const CALENDAR_BOX = "h-[332px] w-[296px]";

/** Shown in the prerendered HTML until the browser knows today's date. */
export function DeliveryCalendarPlaceholder() {
  return <div className={`${CALENDAR_BOX} animate-pulse rounded-2xl bg-muted`} aria-hidden="true" data-slot="delivery-calendar-placeholder" />;
}
