import { z } from "../zod";
import { toCalendarDay } from "./calendar-day";

const isoDate = z.string().refine((value) => {
  try {
    toCalendarDay(value);
    return true;
  } catch {
    return false;
  }
}, "must be a YYYY-MM-DD date");

/** GET /api/delivery-dates?city={slug}: a town's delivery days for the next 60 days, and where they came from. */
export const deliveryDatesResponseSchema = z.object({
  city: z.string(),
  zip: z.string(),
  timeZone: z.enum(["America/Chicago", "America/Denver"]),
  dates: z.array(isoDate).max(400),
  source: z.enum(["partner", "rules"]),
  cutoff: z.literal("14:00"),
});

export type DeliveryDatesResponse = z.infer<typeof deliveryDatesResponseSchema>;

/** The most dates a partner answer may hold; more is a malformed answer. */
export const MAX_PARTNER_DATES = 400;

/** The partner's list, checked: real YYYY-MM-DD days only, bounded. Null when it is not such a list. */
export function validPartnerDates(value: unknown): string[] | null {
  const parsed = z.array(isoDate).max(MAX_PARTNER_DATES).safeParse(value);
  return parsed.success ? parsed.data : null;
}
