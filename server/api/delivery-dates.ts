import { Hono } from "hono";
import { addCalendarDays, calendarDayInZone, startOfCalendarDay } from "#core/delivery/calendar-day";
import { getCityBySlug } from "#core/nebraska/directory";
import { MAX_SLUG_LENGTH } from "#core/site/section-path";
import { z } from "#core/zod";
import type { DeliveryService } from "../delivery/service";

/** The one input: a town slug (aliases such as st-paul allowed). */
const deliveryDatesQuery = z.object({
  city: z
    .string({ error: "city is required" })
    .max(MAX_SLUG_LENGTH, `city must be at most ${MAX_SLUG_LENGTH} characters`)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "city must be a town slug such as omaha")
    .transform((slug, ctx) => {
      const city = getCityBySlug(slug);
      if (city) return city;
      ctx.addIssue({ code: "custom", message: "city is not a Nebraska town this site serves" });
      return z.NEVER;
    }),
});

/** A daily answer is kept at most an hour, and never past the town's midnight. */
const MAX_AGE_SECONDS = 3_600;
/** When the partner failed, the rules' answer is kept briefly so the partner's is picked up soon. */
const FALLBACK_MAX_AGE_SECONDS = 60;

type DeliveryDatesDeps = { service: DeliveryService; partnerConfigured: boolean; now?: () => Date };

/** GET /?city={slug}: the town's delivery days for the next 60 days (partner's, else the rules'). */
export function deliveryDatesRoutes({ service, partnerConfigured, now = () => new Date() }: DeliveryDatesDeps): Hono {
  return new Hono().get("/", async (c) => {
    const query = deliveryDatesQuery.safeParse({ city: c.req.query("city") });
    if (!query.success) return c.json({ error: query.error.issues[0]?.message ?? "Invalid query" }, 400, { "Cache-Control": "no-store" });
    const city = query.data.city;
    const answer = await service.datesFor(city);
    const at = now();
    const midnight = startOfCalendarDay(addCalendarDays(calendarDayInZone(at, city.timeZone), 1), city.timeZone).getTime();
    const untilMidnight = Math.max(0, Math.floor((midnight - at.getTime()) / 1000));
    const ceiling = partnerConfigured && answer.source === "rules" ? FALLBACK_MAX_AGE_SECONDS : MAX_AGE_SECONDS;
    return c.json(answer, 200, { "Cache-Control": `public, max-age=${Math.min(ceiling, untilMidnight)}` });
  });
}
