import { ConfigError, type Env } from "#core/config/env";
import { directSource } from "./direct";
import { firecrawlSource } from "./firecrawl";
import { floristoneApiSource } from "./floristone-api";
import type { PartnerSourceDefinition } from "./source";

/**
 * Every partner provider, by its PARTNER_PROVIDER name. A new provider is a file of its own
 * under server/partner/ and one line here (docs/decisions/0048). The order is the default's:
 * with PARTNER_PROVIDER unset, the first whose `chosenWhenSet` settings are all set, else direct.
 */
export const PARTNER_SOURCES: readonly PartnerSourceDefinition[] = [
  floristoneApiSource,
  firecrawlSource,
  directSource,
];

/**
 * The provider the settings choose, decided here and nowhere else; a name no provider has,
 * or a chosen provider without its settings, stops start-up naming the variable.
 */
export function choosePartnerSource(env: Env, sources: readonly PartnerSourceDefinition[] = PARTNER_SOURCES): PartnerSourceDefinition {
  const isSet = (name: keyof Env) => env[name] !== undefined && env[name] !== "";
  const named = env.PARTNER_PROVIDER;
  const chosen = named
    ? sources.find((source) => source.kind === named)
    : (sources.find((source) => source.chosenWhenSet && source.chosenWhenSet.every(isSet)) ?? sources.find((source) => source.kind === "direct"));
  if (!chosen) throw new ConfigError([`PARTNER_PROVIDER: must be ${sources.map((source) => `'${source.kind}'`).join(", ")} (got "${named ?? ""}")`]);
  const missing = chosen.requires.filter((name) => !isSet(name));
  if (missing.length > 0) throw new ConfigError(missing.map((name) => `${name}: is required when PARTNER_PROVIDER is '${chosen.kind}'`));
  return chosen;
}
