export { TIME_SLOTS, timeSlotByValue, type TimeSlot } from "./time-slots";
export {
  addCalendarDays,
  calendarDayInZone,
  calendarDaysBetween,
  isoDay,
  isPastDate,
  todayInZone,
  toCalendarDay,
  type CalendarDay,
} from "./calendar-day";
export {
  checkDelivery,
  dayLabel,
  EARLIEST_SAME_DAY_SLOT_HOUR,
  isSlotPast,
  zoneLabelFor,
  type DeliveryCase,
  type DeliveryQuery,
  type DeliveryResult,
  type ZoneLabel,
} from "./check-delivery";
export {
  closedReason,
  CUTOFF,
  DELIVERY_WINDOW_DAYS,
  deliveryCalendar,
  deliveryDates,
  isDeliveryDay,
  lastDeliveryDayBy,
  nextDeliveryDay,
  orderDeadline,
  SAME_DAY_CUTOFF_HOUR,
  type DeliveryCalendar,
} from "./delivery-calendar";
export {
  DEFAULT_NO_DELIVERY_DATES,
  DEFAULT_NO_DELIVERY_RULES,
  noDeliveryReason,
  parseNoDeliveryDates,
  type NoDeliveryRule,
} from "./no-delivery-days";
export type { DeliveryDatesSource, PartnerDeliveryDates } from "./partner-dates";
