import { ConfigError, deprecatedSettingNotes, type Env, parseEnv, toSiteConfig } from "#core/config/env";
import { PLACEHOLDER_AFFILIATE_ID, type SiteConfig } from "#core/config/site";
import { choosePartnerSource, PARTNER_SOURCES } from "./partner/sources";
import type { PartnerSourceDefinition } from "./partner/source";

/** The configuration as the server uses it: parsed once per process, then passed down. */
export type ServerConfig = {
  env: Env;
  site: SiteConfig;
  /** Origin of PARTNER_BASE_URL: the only place crawls, product links and (with PARTNER_IMAGE_ORIGINS) images may point. */
  partnerOrigin: string;
  /** Where products come from, chosen once (server/partner/sources.ts); the runtime builds it. */
  partner: PartnerSourceDefinition;
  /** Old setting names in use, each with its new name (logged at start-up). */
  deprecated: string[];
};

/** Reads and validates the environment; a bad value stops start-up naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env, sources: readonly PartnerSourceDefinition[] = PARTNER_SOURCES): ServerConfig {
  const env = parseEnv(source);
  const partner = choosePartnerSource(env, sources);
  return { env, site: toSiteConfig(env, partner), partnerOrigin: new URL(env.PARTNER_BASE_URL).origin, partner, deprecated: deprecatedSettingNotes(source) };
}

export function loadConfigOrExit(): ServerConfig {
  try {
    const config = loadConfig();
    if (config.env.AFFILIATE_ID === PLACEHOLDER_AFFILIATE_ID) {
      console.warn("AFFILIATE_ID is the placeholder 0000000000: partner links carry no real affiliate id.");
    }
    for (const note of config.deprecated) console.warn(note);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
