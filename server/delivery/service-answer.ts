import { answerService } from "#core/delivery/service-date";
import { parseServiceQuery, type ServicePage } from "#core/delivery/service-query";
import type { Locale } from "#core/i18n/locale";
import type { DeliveryService } from "./service";

/**
 * The "When is the service?" answer for a query string: parsed (bounded, each wrong field
 * named), then answered from the town's calendar (the partner's days when it answered, the
 * rules otherwise) at the service's clock. Never rejects on visitor input.
 */
export function serviceAnswers(delivery: Pick<DeliveryService, "calendarFor" | "now">) {
  return async (params: URLSearchParams, locale: Locale): Promise<ServicePage> => {
    // The answer and its errors in the asking page's language (issue 41).
    const query = parseServiceQuery(params, locale);
    if (query.kind !== "valid") return { query, answer: null, source: null };
    const at = delivery.now();
    const { calendar, source } = await delivery.calendarFor(query.city, at);
    return { query, answer: answerService({ now: at, calendar, service: query.service, time: query.time, locale }), source };
  };
}

export type ServiceAnswers = ReturnType<typeof serviceAnswers>;
