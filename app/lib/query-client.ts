import { QueryClient } from "@tanstack/react-query";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Data times of docs/product.md: fresh (staleTime) and kept (gcTime). */
export const QUERY_TIMES = {
  default: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE },
  carousel: { staleTime: 4 * HOUR, gcTime: 8 * HOUR },
  category: { staleTime: 2 * HOUR, gcTime: 4 * HOUR },
} as const;

/** One retry, none for rate limiting (docs/product.md). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (/429|Rate limit/i.test(message)) return false;
  return failureCount < 1;
}

type QueryTimes = { staleTime: number; gcTime: number };

/**
 * The times a query runs with here. In the browser, the spec's. On the server a render's
 * client is dropped with the render, so nothing is ever kept for later: gcTime Infinity
 * schedules no removal timer, where hours-long timers held every render's client (and
 * its page's products) on the heap until they fired.
 */
export function queryTimes(times: QueryTimes, server = typeof window === "undefined"): QueryTimes {
  return server ? { staleTime: times.staleTime, gcTime: Infinity } : times;
}

let client: QueryClient | undefined;

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...queryTimes(QUERY_TIMES.default),
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        retry: shouldRetry,
      },
    },
  });
}

/**
 * One client per browser tab, shared by every product island on the page; a new
 * one for each server render, so one page's products never leak into the next.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  client ??= createQueryClient();
  return client;
}
