import type { SiteConfig } from "#core/config/site";

declare const __SITE_CONFIG__: SiteConfig;

/**
 * The public configuration, fixed at build time (astro.config.ts defines it from the
 * validated environment). Static sections and islands read the same value, so an
 * island's first render matches the server's.
 */
export const siteConfig: SiteConfig = __SITE_CONFIG__;

/** Kept as a function so components read as they did before islands. */
export function useSiteConfig(): SiteConfig {
  return siteConfig;
}
