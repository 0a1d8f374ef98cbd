import { z } from "../zod";
import { isIsoDay } from "../iso-day";
import { CUTOFF } from "./cutoff";

/**
 * The most delivery days one list may hold, wherever it is read (the partner's answer, our API's):
 * a year of days. More is a malformed answer.
 */
export const MAX_DELIVERY_DATES = 366;

const isoDate = z.string().refine(isIsoDay, "must be a YYYY-MM-DD date");

/** GET /api/delivery-dates?city={slug}: a town's delivery days for the next 60 days, and where they came from. */
export const deliveryDatesResponseSchema = z.object({
  city: z.string(),
  zip: z.string(),
  timeZone: z.enum(["America/Chicago", "America/Denver"]),
  dates: z.array(isoDate).max(MAX_DELIVERY_DATES),
  source: z.enum(["partner", "rules"]),
  cutoff: z.literal(CUTOFF),
});

export type DeliveryDatesResponse = z.infer<typeof deliveryDatesResponseSchema>;

/** The partner's list, checked: real YYYY-MM-DD days only, bounded. Null when it is not such a list. */
export function validPartnerDates(value: unknown): string[] | null {
  const parsed = z.array(isoDate).max(MAX_DELIVERY_DATES).safeParse(value);
  return parsed.success ? parsed.data : null;
}
