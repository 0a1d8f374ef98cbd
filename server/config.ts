import { ConfigError, type Env, parseEnv, toSiteConfig } from "#core/config/env";
import { type PartnerProvider, partnerProvider } from "#core/config/provider";
import { PLACEHOLDER_AFFILIATE_ID, type SiteConfig } from "#core/config/site";

/** The configuration as the server uses it: parsed once per process, then passed down. */
export type ServerConfig = {
  env: Env;
  site: SiteConfig;
  /** Origin of PARTNER_BASE_URL: the only place crawls, product links and (with PARTNER_IMAGE_ORIGINS) images may point. */
  partnerOrigin: string;
  /** Where products come from, decided once (core/config/provider.ts). */
  provider: PartnerProvider;
};

/** Reads and validates the environment; a bad value stops start-up naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): ServerConfig {
  const env = parseEnv(source);
  return { env, site: toSiteConfig(env), partnerOrigin: new URL(env.PARTNER_BASE_URL).origin, provider: partnerProvider(env) };
}

export function loadConfigOrExit(): ServerConfig {
  try {
    const config = loadConfig();
    if (config.env.AFFILIATE_ID === PLACEHOLDER_AFFILIATE_ID) {
      console.warn("AFFILIATE_ID is the placeholder 0000000000: partner links carry no real affiliate id.");
    }
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
