import type { Env } from "./env";

/**
 * Where the site's products come from, decided once from the settings (parseEnv picks the
 * API when CRAWL_PROVIDER is unset and the API's key and password are set). Each kind
 * carries what it needs, so no other module reads CRAWL_PROVIDER or the credentials again.
 */
export type PartnerProvider =
  | { kind: "direct" }
  | { kind: "firecrawl"; apiUrl: string; apiKey: string }
  | { kind: "floristone-api"; apiUrl: string; key: string; password: string };

export type PartnerProviderKind = PartnerProvider["kind"];

export function partnerProvider(env: Pick<Env, "CRAWL_PROVIDER" | "FIRECRAWL_API_URL" | "FIRECRAWL_API_KEY" | "FLORISTONE_API_URL" | "FLORISTONE_API_KEY" | "FLORISTONE_API_PASSWORD">): PartnerProvider {
  if (env.CRAWL_PROVIDER === "firecrawl" && env.FIRECRAWL_API_KEY) return { kind: "firecrawl", apiUrl: env.FIRECRAWL_API_URL, apiKey: env.FIRECRAWL_API_KEY };
  if (env.CRAWL_PROVIDER === "floristone-api" && env.FLORISTONE_API_KEY && env.FLORISTONE_API_PASSWORD) {
    return { kind: "floristone-api", apiUrl: env.FLORISTONE_API_URL, key: env.FLORISTONE_API_KEY, password: env.FLORISTONE_API_PASSWORD };
  }
  // parseEnv refuses the other combinations; direct is what is left.
  return { kind: "direct" };
}
