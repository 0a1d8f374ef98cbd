import { parseEnv, toSiteConfig } from "@core/config/env";
import type { SiteConfig } from "@core/config/site";

let cached: SiteConfig | undefined;

/** The public part of the configuration; parsed once per process (and once per build). */
export function getSiteConfig(): SiteConfig {
  cached ??= toSiteConfig(parseEnv(process.env));
  return cached;
}
