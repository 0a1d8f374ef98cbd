export { createPageCache, type PageCache, type PageCacheOptions } from "./service";
export { CACHE_POLICY, cacheStatusOf, type CachePolicy } from "./policy";
export { CACHE_ERRORS, type CacheResult, type CacheRowView } from "./types";
export * as pageCacheRepository from "./repository";
