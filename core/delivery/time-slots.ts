/** One choice of the delivery checker: the hour (24 h clock) and its on-screen label. */
export type TimeSlot = { value: number; label: string };

/** docs/product.md (Delivery checker): nine fixed slots, 9:00 AM to 5:00 PM on the hour. */
export const TIME_SLOTS = [
  { value: 9, label: "9:00 AM" },
  { value: 10, label: "10:00 AM" },
  { value: 11, label: "11:00 AM" },
  { value: 12, label: "12:00 PM" },
  { value: 13, label: "1:00 PM" },
  { value: 14, label: "2:00 PM" },
  { value: 15, label: "3:00 PM" },
  { value: 16, label: "4:00 PM" },
  { value: 17, label: "5:00 PM" },
] as const satisfies readonly TimeSlot[];

/** Form controls hand back strings; this maps a chosen value back to its slot. */
export function timeSlotByValue(value: number | string): TimeSlot | undefined {
  const hour = typeof value === "string" ? Number(value) : value;
  return TIME_SLOTS.find((slot) => slot.value === hour);
}

/**
 * A slot's label in the page's language (issue 41): "3:00 PM" in English, "3:00 p. m." in
 * Spanish. No imports beyond the type, so the checker's first chunk can read it.
 */
export function slotLabelIn(slot: TimeSlot, locale: "en" | "es"): string {
  if (locale === "en") return slot.label;
  return `${slot.value % 12 || 12}:00 ${slot.value < 12 ? "a. m." : "p. m."}`;
}
