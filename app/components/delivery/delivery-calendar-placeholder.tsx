/**
 * The calendar's box: one month, always six rows (fixedWeeks), so its height never
 * changes and the placeholder reserves exactly the same space before hydration.
 */
export const CALENDAR_BOX = "h-[332px] w-[296px]";

/** Room for the legend of days without deliveries, reserved before hydration too, so it shifts nothing. */
export const LEGEND_BOX = "mt-2 min-h-20 w-[296px]";

/** Shown in the prerendered HTML until the browser knows today's date. */
export function DeliveryCalendarPlaceholder() {
  return (
    <div aria-hidden="true" data-slot="delivery-calendar-placeholder">
      <div className={`${CALENDAR_BOX} animate-pulse rounded-2xl bg-muted`} />
      <div className={LEGEND_BOX} />
    </div>
  );
}
