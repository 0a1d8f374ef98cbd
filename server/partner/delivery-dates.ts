import type { PartnerDeliveryDates } from "#core/delivery/partner-dates";
import { floristoneDeliveryDatesUrl } from "#core/partner-api/categories";
import { readFloristoneDates } from "#core/partner-api/dates";
import { isZip } from "#core/nebraska/zip";
import { PartnerError } from "./types";
import { FETCH_PRODUCTS_FAILED } from "#core/products/schema";
import type { PartnerApiClient } from "./client";

const NOT_DATES = "partner API answer is not a list of delivery dates";

/**
 * The partner's delivery days for a ZIP, from checkdeliverydate: "YYYY-MM-DD",
 * ascending. Rejects on any failure (bad ZIP, refused, timed out, too big, malformed);
 * the caller falls back to its own rules and caches per ZIP as it sees fit.
 */
export function createPartnerDeliveryDates(client: PartnerApiClient): PartnerDeliveryDates {
  return async (zip, signal) => {
    // Our caller's mistake, not the partner's: no crawl was tried, so no crawl error is named.
    if (!isZip(zip)) throw new RangeError("not a five-digit ZIP code");
    const text = await client.get(floristoneDeliveryDatesUrl(client.baseUrl, zip), signal, (body) => (readFloristoneDates(body) ? undefined : NOT_DATES));
    const dates = readFloristoneDates(text);
    if (!dates) throw new PartnerError(FETCH_PRODUCTS_FAILED, NOT_DATES);
    return dates;
  };
}
