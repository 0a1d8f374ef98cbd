import type { City } from "#core/nebraska/types";
import { deliveryZipOf } from "#core/nebraska/town-zip";
import { calendarDayInZone, isoDay } from "#core/delivery/calendar-day";
import { CUTOFF, type DeliveryCalendar, deliveryCalendar, deliveryDates } from "#core/delivery/delivery-calendar";
import { type DeliveryDatesResponse, validPartnerDates } from "#core/delivery/dates-response";
import { DEFAULT_NO_DELIVERY_RULES, type NoDeliveryRule } from "#core/delivery/no-delivery-days";
import type { DeliveryDatesSource, PartnerDeliveryDates } from "#core/delivery/partner-dates";
import { createFailureBackoff } from "../concurrency/failure-backoff";
import { remembered } from "../concurrency/remembered";
import { timedCache } from "../concurrency/timed-cache";
import { within } from "../concurrency/within";
import { SITE_TIME_ZONE } from "#core/nebraska/site-time";


type DeliveryServiceOptions = {
  /** The partner's dates per ZIP; without it every answer comes from the rules. */
  partnerDates?: PartnerDeliveryDates;
  rules?: readonly NoDeliveryRule[];
  now?: () => Date;
  /** How long one partner call may take before the rules answer instead. */
  timeoutMs?: number;
  /** How long a ZIP's first failure answers before the partner is asked again; the next ones wait an hour, then six (FAILURE_BACKOFF_MS keeps the proportions). */
  failureMemoryMs?: number;
  /** ZIP-days kept; the least recently asked is dropped past it. */
  maxEntries?: number;
  logger?: { warn: (details: object, message: string) => void };
};

/**
 * A town's delivery days as /api/delivery-dates answers them. The partner's list for
 * the town's ZIP is asked once per ZIP per site day (single flight, bounded, with a
 * timeout); when there is no partner or it fails, the built-in rules answer and say so, and
 * that ZIP is not asked again for 15 minutes, then an hour, then six hours (as gettotal, issue 52):
 * the checker, the sympathy answer, the May 10 list and the calendars all ask through here.
 */
export function createDeliveryService({
  partnerDates,
  rules = DEFAULT_NO_DELIVERY_RULES,
  now = () => new Date(),
  timeoutMs = 3_000,
  failureMemoryMs,
  maxEntries = 500,
  logger,
}: DeliveryServiceOptions = {}) {
  // A failure is forgotten on the injected clock (lru-cache's own ttl), so it is tested by moving the clock.
  const entries = timedCache<string, Promise<string[] | null>>({ max: maxEntries, now });
  const backoff = createFailureBackoff({ max: maxEntries, now: () => now().getTime(), firstMs: failureMemoryMs });

  async function ask(zip: string): Promise<string[] | null> {
    if (!partnerDates) return null;
    const controller = new AbortController();
    try {
      const answer = await within(partnerDates(zip, controller.signal), timeoutMs, () => {
        controller.abort();
        throw new Error(`partner delivery dates timed out after ${timeoutMs} ms`);
      });
      const dates = validPartnerDates(answer);
      if (!dates) throw new Error("partner delivery dates are not a list of YYYY-MM-DD days");
      // No day at all is not a calendar anyone can order from: treated as no answer.
      if (dates.length === 0) throw new Error("partner delivery dates are empty");
      return dates;
    } catch (error) {
      logger?.warn({ zip, err: error }, "partner delivery dates unavailable; the rules answer");
      return null;
    }
  }

  function partnerFor(zip: string, at: Date): Promise<string[] | null> {
    const day = isoDay(calendarDayInZone(at, SITE_TIME_ZONE));
    // Still backing off (a failure yesterday, the site day turned since): the rules answer, nothing is asked.
    if (now().getTime() < backoff.retryAt(zip) && !entries.has(`${zip} ${day}`)) return Promise.resolve(null);
    const forgetMs = backoff.waitFor(zip);
    return remembered(
      entries,
      `${zip} ${day}`,
      async () => {
        const dates = await ask(zip);
        if (dates) backoff.succeeded(zip);
        else backoff.failed(zip);
        return dates;
      },
      { failed: (dates) => dates === null, forgetMs },
    );
  }

  /**
   * The town's calendar at `at`: the partner's days laid over the rules when it answered. `atZip`
   * asks for another ZIP of the town's (a hospital's own, issue 49); the caller checks it is one.
   */
  async function calendarFor(city: City, at: Date = now(), atZip?: string): Promise<{ calendar: DeliveryCalendar; source: DeliveryDatesSource; zip: string | null }> {
    const zip = atZip ?? deliveryZipOf(city) ?? null;
    const partner = zip && partnerDates ? await partnerFor(zip, at) : null;
    const today = calendarDayInZone(at, city.timeZone);
    const calendar = deliveryCalendar(city.timeZone, rules, partner ? { from: today, dates: partner } : undefined);
    return { calendar, source: partner ? "partner" : "rules", zip };
  }

  async function datesFor(city: City, atZip?: string): Promise<DeliveryDatesResponse> {
    const at = now();
    const { calendar, source, zip } = await calendarFor(city, at, atZip);
    return {
      city: city.slug,
      zip: zip ?? "",
      timeZone: city.timeZone,
      dates: deliveryDates(calendar, at),
      source,
      cutoff: CUTOFF,
    };
  }

  return { datesFor, calendarFor, now, size: () => entries.size };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
