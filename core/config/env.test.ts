import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv, toSiteConfig } from "./env";
import { partnerProvider } from "./provider";
import { PLACEHOLDER_AFFILIATE_ID } from "./site";

function problemsOf(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
}

describe("parseEnv", () => {
  it("works with nothing set, on the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.AFFILIATE_SOURCE_ID).toBe("aff");
    expect(env.AFFILIATE_ID).toBe(PLACEHOLDER_AFFILIATE_ID);
    expect(env.DATABASE_URL).toBe("var/cache.sqlite");
    expect(env.CRAWL_PROVIDER).toBe("direct");
    expect(env.ADMIN_TOKEN).toBeUndefined();
  });

  it("names the variable and what is expected", () => {
    expect(problemsOf({ AFFILIATE_ID: "abc" })).toContain('AFFILIATE_ID: must be exactly 10 digits (got "abc")');
    expect(problemsOf({ AFFILIATE_ID: "12345678901" })).toContain("AFFILIATE_ID");
    expect(problemsOf({ PORT: "eighty" })).toContain("PORT");
    expect(problemsOf({ SITE_URL: "example.com" })).toContain("SITE_URL: must be an absolute http(s) URL");
    expect(problemsOf({ PARTNER_BASE_URL: "ftp://x.test" })).toContain("PARTNER_BASE_URL");
    expect(problemsOf({ CRAWL_PROVIDER: "curl" })).toContain("CRAWL_PROVIDER: must be 'direct', 'firecrawl' or 'floristone-api'");
    expect(problemsOf({ DATABASE_URL: "mysql://x" })).toContain("DATABASE_URL");
  });

  it("lists every bad variable at once and never echoes a secret", () => {
    const message = problemsOf({ PORT: "-1", ADMIN_TOKEN: "short-secret" });
    expect(message).toContain("PORT");
    expect(message).toContain("ADMIN_TOKEN: must be at least 16 characters");
    expect(message).not.toContain("short-secret");
  });

  it("names each missing partner API credential with the floristone-api provider, never echoing one", () => {
    expect(problemsOf({ CRAWL_PROVIDER: "floristone-api" })).toContain("FLORISTONE_API_KEY: is required when CRAWL_PROVIDER is 'floristone-api'");
    expect(problemsOf({ CRAWL_PROVIDER: "floristone-api", FLORISTONE_API_KEY: "k" })).toContain("FLORISTONE_API_PASSWORD: is required");
    const env = parseEnv({ CRAWL_PROVIDER: "floristone-api", FLORISTONE_API_KEY: "k", FLORISTONE_API_PASSWORD: "p" });
    expect(env.FLORISTONE_API_URL).toBe("https://www.floristone.com/api/rest");
    expect(env.PARTNER_PRODUCT_URL_TEMPLATE).toBe("/detail.cfm?dcode={code}");
    expect(problemsOf({ FLORISTONE_API_PASSWORD: " ", PARTNER_PRODUCT_URL_TEMPLATE: "/product/" })).toContain("PARTNER_PRODUCT_URL_TEMPLATE: must contain the {code} placeholder");
    expect(problemsOf({ PARTNER_PRODUCT_URL_TEMPLATE: "product/{code}" })).toContain("PARTNER_PRODUCT_URL_TEMPLATE: must be a path");
    expect(problemsOf({ PARTNER_LINK_CHECKS_PER_MINUTE: "1000" })).toContain("PARTNER_LINK_CHECKS_PER_MINUTE: must be 0-30");
  });

  it("uses the partner API when its key and password are set and CRAWL_PROVIDER is not; saying direct still wins", () => {
    const credentials = { FLORISTONE_API_KEY: "k", FLORISTONE_API_PASSWORD: "p" };
    expect(parseEnv(credentials).CRAWL_PROVIDER).toBe("floristone-api");
    expect(partnerProvider(parseEnv(credentials))).toEqual({ kind: "floristone-api", apiUrl: "https://www.floristone.com/api/rest", key: "k", password: "p" });
    expect(parseEnv({ FLORISTONE_API_KEY: "k" }).CRAWL_PROVIDER).toBe("direct");
    expect(parseEnv({ ...credentials, CRAWL_PROVIDER: "direct" }).CRAWL_PROVIDER).toBe("direct");
    expect(partnerProvider(parseEnv({ CRAWL_PROVIDER: "firecrawl", FIRECRAWL_API_KEY: "fc-1" }))).toEqual({ kind: "firecrawl", apiUrl: "https://api.firecrawl.dev", apiKey: "fc-1" });
    expect(partnerProvider(parseEnv({}))).toEqual({ kind: "direct" });
  });

  it("requires a Firecrawl key with the firecrawl provider", () => {
    expect(problemsOf({ CRAWL_PROVIDER: "firecrawl" })).toContain("FIRECRAWL_API_KEY");
    expect(parseEnv({ CRAWL_PROVIDER: "firecrawl", FIRECRAWL_API_KEY: "fc-1" }).FIRECRAWL_API_KEY).toBe("fc-1");
  });

  it("treats empty variables as unset and trims trailing slashes from URLs", () => {
    const env = parseEnv({ AFFILIATE_ID: "", PARTNER_BASE_URL: "http://127.0.0.1:4100/" });
    expect(env.AFFILIATE_ID).toBe(PLACEHOLDER_AFFILIATE_ID);
    expect(env.PARTNER_BASE_URL).toBe("http://127.0.0.1:4100");
  });

  it("sends the browser only public settings", () => {
    const site = toSiteConfig(parseEnv({ ADMIN_TOKEN: "a-very-long-admin-token", FIRECRAWL_API_KEY: "fc-secret" }));
    expect(JSON.stringify(site)).not.toMatch(/a-very-long-admin-token|fc-secret/);
    expect(site.partnerCtaUrl).toBe(site.partnerBaseUrl);
  });
});

describe("NO_DELIVERY_DATES", () => {
  it("defaults to New Year's Day, Thanksgiving and Christmas Day, and reaches the pages", () => {
    const env = parseEnv({});
    expect(env.NO_DELIVERY_DATES).toEqual([
      { kind: "named", holiday: "new-years-day" },
      { kind: "named", holiday: "thanksgiving" },
      { kind: "named", holiday: "christmas-day" },
    ]);
    expect(toSiteConfig(env).noDeliveryDates).toEqual(env.NO_DELIVERY_DATES);
  });

  it("reads a list of names and dates, and names itself when one is wrong", () => {
    expect(parseEnv({ NO_DELIVERY_DATES: "christmas-eve, 2027-07-05=Independence Day observed" }).NO_DELIVERY_DATES).toHaveLength(2);
    expect(problemsOf({ NO_DELIVERY_DATES: "easter" })).toContain(
      'NO_DELIVERY_DATES: "easter" is not a holiday name, an MM-DD date or a YYYY-MM-DD date (got "easter")',
    );
  });
});
