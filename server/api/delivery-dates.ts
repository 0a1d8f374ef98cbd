import { Hono } from "hono";
import { addCalendarDays, calendarDayInZone, startOfCalendarDay } from "#core/delivery/calendar-day";
import { isCareZipOf } from "#core/care/facilities";
import { getCityBySlug } from "#core/nebraska/directory";
import { MAX_SLUG_LENGTH } from "#core/routes/routes";
import { z } from "#core/zod";
import type { DeliveryService } from "../delivery/service";

/** A town slug (aliases such as st-paul allowed), and optionally the ZIP of one of its hospitals or homes (issue 49). */
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
  zip: z
    .string()
    .regex(/^\d{5}$/, "zip must be five digits")
    .optional(),
});

/** A daily answer is kept at most an hour, and never past the town's midnight. */
const MAX_AGE_SECONDS = 3_600;
/** When the partner failed, the rules' answer is kept briefly so the partner's is picked up soon. */
const FALLBACK_MAX_AGE_SECONDS = 60;

type DeliveryDatesDeps = { service: DeliveryService; partnerConfigured: boolean; now?: () => Date };

/**
 * GET /?city={slug}[&zip={ZIP}]: the town's delivery days for the next 60 days (partner's, else the
 * rules'), at the town's delivery ZIP or, with `zip`, at the ZIP of one of the places on the town's
 * care list (a hospital page asks for its own, issue 49). Any other ZIP is a 400: the set of ZIPs
 * the partner may be asked about stays the closed one the site lists.
 */
export function deliveryDatesRoutes({ service, partnerConfigured, now = () => new Date() }: DeliveryDatesDeps): Hono {
  return new Hono().get("/", async (c) => {
    const query = deliveryDatesQuery.safeParse({ city: c.req.query("city"), zip: c.req.query("zip") });
    if (!query.success) return c.json({ error: query.error.issues[0]?.message ?? "Invalid query" }, 400, { "Cache-Control": "no-store" });
    const { city, zip } = query.data;
    if (zip !== undefined && !isCareZipOf(city.slug, zip)) return c.json({ error: "zip is not the ZIP of a hospital or home on the town's list" }, 400, { "Cache-Control": "no-store" });
    const answer = await service.datesFor(city, zip);
    const at = now();
    const midnight = startOfCalendarDay(addCalendarDays(calendarDayInZone(at, city.timeZone), 1), city.timeZone).getTime();
    const untilMidnight = Math.max(0, Math.floor((midnight - at.getTime()) / 1000));
    const ceiling = partnerConfigured && answer.source === "rules" ? FALLBACK_MAX_AGE_SECONDS : MAX_AGE_SECONDS;
    return c.json(answer, 200, { "Cache-Control": `public, max-age=${Math.min(ceiling, untilMidnight)}` });
  });
}
