export { TIME_SLOTS, timeSlotByValue, type TimeSlot } from "./time-slots";
export {
  calendarDayInZone,
  calendarDaysBetween,
  isPastDate,
  todayInZone,
  toCalendarDay,
  type CalendarDay,
} from "./calendar-day";
export {
  checkDelivery,
  EARLIEST_SAME_DAY_SLOT_HOUR,
  SAME_DAY_CUTOFF_HOUR,
  zoneLabelFor,
  type DeliveryCase,
  type DeliveryQuery,
  type DeliveryResult,
  type ZoneLabel,
} from "./check-delivery";
