/**
 * The partner's own delivery days for one ZIP, as calendar days ("YYYY-MM-DD", ascending).
 * It rejects when the partner cannot answer (not configured, refused, timed out, malformed);
 * the delivery calendar then answers from its built-in rules and says so (`source: "rules"`).
 * The server implements it over the partner's API; `core/delivery` only consumes it.
 */
export type PartnerDeliveryDates = (zip: string, signal?: AbortSignal) => Promise<readonly string[]>;

/** Where a town's delivery days came from, as `/api/delivery-dates` reports it. */
export type DeliveryDatesSource = "partner" | "rules";
