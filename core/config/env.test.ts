import { describe, expect, it } from "vitest";
import { ConfigError, deprecatedSettingNotes, parseEnv, toSiteConfig } from "./env";
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
    // Unset: server/partner/sources.ts chooses (its tests).
    expect(env.PARTNER_PROVIDER).toBeUndefined();
    expect(env.ADMIN_TOKEN).toBeUndefined();
  });

  it("names the variable and what is expected", () => {
    expect(problemsOf({ AFFILIATE_ID: "abc" })).toContain('AFFILIATE_ID: must be exactly 10 digits (got "abc")');
    expect(problemsOf({ AFFILIATE_ID: "12345678901" })).toContain("AFFILIATE_ID");
    expect(problemsOf({ PORT: "eighty" })).toContain("PORT");
    expect(problemsOf({ SITE_URL: "example.com" })).toContain("SITE_URL: must be an absolute http(s) URL");
    expect(problemsOf({ PARTNER_BASE_URL: "ftp://x.test" })).toContain("PARTNER_BASE_URL");
    expect(problemsOf({ PARTNER_PROVIDER: "Curl!" })).toContain("PARTNER_PROVIDER: must be a provider name");
    expect(problemsOf({ DATABASE_URL: "mysql://x" })).toContain("DATABASE_URL");
  });

  it("lists every bad variable at once and never echoes a secret", () => {
    const message = problemsOf({ PORT: "-1", ADMIN_TOKEN: "short-secret" });
    expect(message).toContain("PORT");
    expect(message).toContain("ADMIN_TOKEN: must be at least 16 characters");
    expect(message).not.toContain("short-secret");
  });

  it("checks the partner API's settings as settings", () => {
    const env = parseEnv({ FLORISTONE_API_KEY: "k", FLORISTONE_API_PASSWORD: "p" });
    expect(env.FLORISTONE_API_URL).toBe("https://www.floristone.com/api/rest");
    expect(env.PARTNER_PRODUCT_URL_TEMPLATE).toBe("/detail.cfm?dcode={code}");
    expect(problemsOf({ FLORISTONE_API_PASSWORD: " ", PARTNER_PRODUCT_URL_TEMPLATE: "/product/" })).toContain("PARTNER_PRODUCT_URL_TEMPLATE: must contain the {code} placeholder");
    expect(problemsOf({ PARTNER_PRODUCT_URL_TEMPLATE: "product/{code}" })).toContain("PARTNER_PRODUCT_URL_TEMPLATE: must be a path");
    expect(problemsOf({ PARTNER_LINK_CHECKS_PER_MINUTE: "1000" })).toContain("PARTNER_LINK_CHECKS_PER_MINUTE: must be 0-30");
    expect(parseEnv({}).DELIVERED_PRICES_RETRY_MS).toBe(900_000);
    expect(problemsOf({ DELIVERED_PRICES_RETRY_MS: "50" })).toContain('DELIVERED_PRICES_RETRY_MS: must be 1000-86400000 (got "50")');
    expect(problemsOf({ DELIVERED_PRICES_RETRY_MS: "soon" })).toContain("DELIVERED_PRICES_RETRY_MS");
  });

  it("reads the crawler-era names as the new ones, the new name winning, and says which are in use", () => {
    const env = parseEnv({ CRAWL_PROVIDER: "firecrawl", CRAWL_TIMEOUT_MS: "2500", CRAWL_MAX_BYTES: "4096", PARTNER_MAX_BYTES: "8192" });
    expect([env.PARTNER_PROVIDER, env.PARTNER_TIMEOUT_MS, env.PARTNER_MAX_BYTES]).toEqual(["firecrawl", 2500, 8192]);
    expect(deprecatedSettingNotes({ CRAWL_TIMEOUT_MS: "2500", CRAWL_MAX_BYTES: "4096", PARTNER_MAX_BYTES: "8192" })).toEqual([
      "CRAWL_TIMEOUT_MS is deprecated: use PARTNER_TIMEOUT_MS",
      "CRAWL_MAX_BYTES is deprecated: use PARTNER_MAX_BYTES (PARTNER_MAX_BYTES is also set and wins)",
    ]);
    expect(problemsOf({ CRAWL_TIMEOUT_MS: "5" })).toContain("PARTNER_TIMEOUT_MS");
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
