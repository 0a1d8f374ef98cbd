import { QueryCache, QueryClient } from "@tanstack/react-query";
import { AdminUnauthorizedError } from "./admin-api";

/**
 * The dashboard's query client. Owner figures are read when asked for, not on a timer:
 * no retries (an error is shown at once beside the last good figures), no refetch on
 * focus or reconnect. A refused token from any query sends the owner back to sign-in.
 */
export function createAdminQueryClient(onUnauthorized: () => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof AdminUnauthorizedError) onUnauthorized();
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 0 },
    },
  });
}

/**
 * A query's failure as the panels show it: gone while it is asked again (the last good
 * figures stay), and never for a refused token (sign-in takes over).
 */
export function adminErrorText({ error, isFetching }: { error: Error | null; isFetching: boolean }): string | undefined {
  if (!error || isFetching || error instanceof AdminUnauthorizedError) return undefined;
  return error.message;
}
