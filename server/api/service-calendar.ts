import { Hono } from "hono";
import { serviceCalendarIcs } from "#core/calendar/service-calendar";
import { isoDay } from "#core/delivery/calendar-day";
import { LANG_FIELD } from "#core/delivery/service-query";
import type { Locale } from "#core/i18n/locale";
import type { ServiceAnswers } from "../delivery/service-answer";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * GET /?town=&date=YYYY-MM-DD&time=morning|afternoon: the sympathy answer's order-by as one
 * calendar event (docs/decisions/0044), from the same query and the same answer as the page
 * and /api/service-delivery. Anything that gives no order-by (bad input, past the horizon,
 * too late) is a 400 naming why; the page only links an answer that has one.
 */
export function serviceCalendarRoutes(answers: ServiceAnswers, { siteUrl, now }: { siteUrl: string; now: () => Date }): Hono {
  return new Hono().get("/", async (c) => {
    const params = new URL(c.req.url).searchParams;
    // As in /api/service-delivery: every field is required here, a town alone included.
    if (!params.has("date")) params.set("date", "");
    // The Spanish answer's link asks for the Spanish file (lang=es); anything else is English.
    const locale: Locale = params.get(LANG_FIELD) === "es" ? "es" : "en";
    const { query, answer } = await answers(params, locale);
    if (query.kind !== "valid" || !answer) return c.json({ error: query.kind === "invalid" ? query.errors.join(" ") : "Invalid query" }, 400, NO_STORE);
    if (answer.kind === "too-far") return c.json({ error: `date must be within ${answer.horizonDays} days of today` }, 400, NO_STORE);
    if (answer.kind === "too-late") return c.json({ error: "It is too late to order flowers for this service; the sympathy page says where they can still go." }, 400, NO_STORE);
    const ics = serviceCalendarIcs({ town: query.city, answer, now: now(), siteUrl, locale });
    return c.body(ics, 200, {
      ...NO_STORE,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="sympathy-flowers-${query.city.slug}-${isoDay(answer.service.day)}.ics"`,
    });
  });
}
