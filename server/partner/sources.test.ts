import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "#core/config/env";
import { loadConfig } from "../config";
import { pagesSource } from "./pages-source";
import type { PartnerSourceDefinition } from "./source";
import { choosePartnerSource, PARTNER_SOURCES } from "./sources";

const chosen = (source: Record<string, string>) => choosePartnerSource(parseEnv(source)).kind;

/** The ConfigError's message for these settings (a test of a refusal fails when nothing is refused). */
function problemsOf(source: Record<string, string>, sources = PARTNER_SOURCES): string {
  const refusal = (() => {
    try {
      return choosePartnerSource(parseEnv(source), sources) && undefined;
    } catch (error) {
      return error;
    }
  })();
  expect(refusal).toBeInstanceOf(ConfigError);
  return (refusal as ConfigError).message;
}

describe("choosing the partner source", () => {
  it("uses the partner API when its key and password are set and PARTNER_PROVIDER is not; saying direct still wins", () => {
    const credentials = { FLORISTONE_API_KEY: "k", FLORISTONE_API_PASSWORD: "p" };
    expect(chosen(credentials)).toBe("floristone-api");
    expect(chosen({ FLORISTONE_API_KEY: "k" })).toBe("direct");
    expect(chosen({ ...credentials, PARTNER_PROVIDER: "direct" })).toBe("direct");
    expect(chosen({ PARTNER_PROVIDER: "firecrawl", FIRECRAWL_API_KEY: "fc-1" })).toBe("firecrawl");
    expect(chosen({})).toBe("direct");
    expect(chosen({ CRAWL_PROVIDER: "firecrawl", FIRECRAWL_API_KEY: "fc-1" })).toBe("firecrawl");
  });

  it("names an unknown provider and each setting the chosen one lacks, never echoing a secret", () => {
    expect(problemsOf({ PARTNER_PROVIDER: "curl" })).toContain("PARTNER_PROVIDER: must be 'floristone-api', 'firecrawl', 'direct' (got \"curl\")");
    expect(problemsOf({ PARTNER_PROVIDER: "floristone-api" })).toContain("FLORISTONE_API_KEY: is required when PARTNER_PROVIDER is 'floristone-api'");
    const message = problemsOf({ PARTNER_PROVIDER: "floristone-api", FLORISTONE_API_KEY: "secret-key" });
    expect(message).toContain("FLORISTONE_API_PASSWORD: is required");
    expect(message).not.toContain("secret-key");
    expect(problemsOf({ PARTNER_PROVIDER: "firecrawl" })).toContain("FIRECRAWL_API_KEY: is required when PARTNER_PROVIDER is 'firecrawl'");
  });

  it("tells built pages whether the florists' own calendar is promised, from the chosen source only", () => {
    expect(loadConfig({ FLORISTONE_API_KEY: "k", FLORISTONE_API_PASSWORD: "p" }).site.partnerCalendar).toBe(true);
    expect(loadConfig({}).site.partnerCalendar).toBe(false);
    expect(loadConfig({ CRAWL_MAX_BYTES: "4096" }).deprecated).toEqual(["CRAWL_MAX_BYTES is deprecated: use PARTNER_MAX_BYTES"]);
  });

  it("takes a new provider as one definition and one entry in the list", () => {
    const sitemapOnly: PartnerSourceDefinition = {
      kind: "sitemap-only",
      requires: [],
      calendar: false,
      create: (deps) => pagesSource("sitemap-only", { name: "sitemap-only", fetchAnswer: async () => "<html></html>" }, deps),
    };
    const config = loadConfig({ PARTNER_PROVIDER: "sitemap-only" }, [...PARTNER_SOURCES, sitemapOnly]);
    expect(config.partner).toBe(sitemapOnly);
    expect(problemsOf({ PARTNER_PROVIDER: "sitemap-only" })).toContain("PARTNER_PROVIDER: must be");
  });
});
