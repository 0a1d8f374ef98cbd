import { Hono } from "hono";
import { isoDay } from "#core/delivery/calendar-day";
import type { ServiceAnswers } from "../delivery/service-answer";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * GET /?town=&date=YYYY-MM-DD&time=morning|afternoon: the sympathy page's service answer as
 * JSON. Bad input (no such town, not a date, another time, a service past the horizon) is a
 * 400 naming what is wrong; a service too late for the funeral home is a 200 saying so.
 */
export function serviceDeliveryRoutes(answers: ServiceAnswers): Hono {
  return new Hono().get("/", async (c) => {
    const params = new URL(c.req.url).searchParams;
    // The form's own rule lets a town alone fill the form in; here every field is required.
    if (!params.has("date")) params.set("date", "");
    const { query, answer, source } = await answers(params, "en");
    if (query.kind !== "valid" || !answer) return c.json({ error: query.kind === "invalid" ? query.errors.join(" ") : "Invalid query" }, 400, NO_STORE);
    if (answer.kind === "too-far") return c.json({ error: `date must be within ${answer.horizonDays} days of today` }, 400, NO_STORE);
    const base = { town: query.city.slug, timeZone: answer.timeZone, service: isoDay(answer.service.day), time: answer.time, source };
    if (answer.kind === "too-late") {
      return c.json({ ...base, answer: "too-late", reason: answer.reason, home: answer.home ? { date: isoDay(answer.home.day), label: answer.home.label, orderBy: answer.home.orderByText } : null }, 200, NO_STORE);
    }
    return c.json(
      { ...base, answer: "deliver", delivery: isoDay(answer.delivery.day), label: answer.delivery.label, orderBy: answer.orderBy.toISOString(), orderByText: answer.orderByText, why: answer.why },
      200,
      NO_STORE,
    );
  });
}
