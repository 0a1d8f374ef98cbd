import type { Migration } from "kysely";
import * as pageCache from "./2026_11_21_0001_page_cache";
import * as cacheOperations from "./2026_11_21_0002_cache_operations";
import * as clickEvents from "./2026_11_21_0003_click_events";
import * as indexNow from "./2026_11_26_0004_indexnow";
import * as pageCacheBody from "./2026_11_26_0005_page_cache_body";
import * as clickCounters from "./2026_11_27_0006_click_counters";
import * as operationRepeats from "./2026_11_27_0007_operation_repeats";
import * as clickSaltsGone from "./2026_11_28_0008_click_salts_gone";
import * as pageCachePackedBody from "./2026_11_28_0009_page_cache_packed_body";

/**
 * Every migration, keyed by its frozen name; Kysely runs them in name order.
 * To add one: create `YYYY_MM_DD_NNNN_what.ts` exporting up/down and list it here.
 */
export const migrations: Record<string, Migration> = {
  "2026_11_21_0001_page_cache": pageCache,
  "2026_11_21_0002_cache_operations": cacheOperations,
  "2026_11_21_0003_click_events": clickEvents,
  "2026_11_26_0004_indexnow": indexNow,
  "2026_11_26_0005_page_cache_body": pageCacheBody,
  "2026_11_27_0006_click_counters": clickCounters,
  "2026_11_27_0007_operation_repeats": operationRepeats,
  "2026_11_28_0008_click_salts_gone": clickSaltsGone,
  "2026_11_28_0009_page_cache_packed_body": pageCachePackedBody,
};
