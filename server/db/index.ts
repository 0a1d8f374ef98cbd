export { createDb, type DbOptions } from "./create";
export { migrateToLatest } from "./migrate";
export { isPostgres, isPostgresUrl } from "./dialect";
export type { Database, PageCacheRow, CacheOperationRow, NewCacheOperation } from "./schema";
