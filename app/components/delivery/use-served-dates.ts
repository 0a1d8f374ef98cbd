import { type DeliveryDatesResponse, deliveryDatesResponseSchema } from "#core/delivery/dates-response";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { getQueryClient } from "#app/lib/query-client.ts";

/** GET /api/delivery-dates for one town (at one of its places' ZIPs, given `zip`), checked here so both islands read one parsed answer. */
async function fetchServedDates(slug: string, signal?: AbortSignal, zip?: string): Promise<DeliveryDatesResponse> {
  const at = zip ? `&zip=${encodeURIComponent(zip)}` : "";
  const response = await fetch(`/api/delivery-dates?city=${encodeURIComponent(slug)}${at}`, { signal, headers: { Accept: "application/json" } });
  // The status stays in the message: shouldRetry does not retry a 429.
  if (!response.ok) throw new Error(`delivery dates answered ${response.status}`);
  const parsed = deliveryDatesResponseSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error("delivery dates answer is malformed");
  return parsed.data;
}

/**
 * The server's delivery days for the town, one query per town in the page's one client (its
 * times and shouldRetry). Asked only where the islands are, so only once the checker is near
 * the viewport, and never for a made-up town (`enabled` false: the API would answer 400).
 * A failure is kept, not asked again when the result island mounts: the note it shows stays
 * put instead of vanishing and being announced twice.
 */
export function useServedDates(slug: string, enabled: boolean, zip?: string): UseQueryResult<DeliveryDatesResponse> {
  return useQuery(
    {
      queryKey: ["delivery-dates", slug, zip ?? ""],
      queryFn: ({ signal }) => fetchServedDates(slug, signal, zip),
      enabled,
      retryOnMount: false,
    },
    getQueryClient(),
  );
}
