import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv, toSiteConfig } from "./env";

function problemsOf(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
}

describe("CLICK_RETENTION_DAYS", () => {
  it("defaults to 400 days and reaches the pages (the privacy page states it)", () => {
    expect(parseEnv({}).CLICK_RETENTION_DAYS).toBe(400);
    expect(toSiteConfig(parseEnv({ CLICK_RETENTION_DAYS: "90" })).clickRetentionDays).toBe(90);
  });

  it.each(["0", "3651", "12.5", "forever"])("refuses %s naming the variable", (value) => {
    expect(problemsOf({ CLICK_RETENTION_DAYS: value })).toMatch(/CLICK_RETENTION_DAYS: must be/);
  });
});

describe("METRICS_TOKEN", () => {
  it("is unset by default (no /metrics) and needs 16 characters, never echoed", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "scrape-token-0123456789" }).METRICS_TOKEN).toBe("scrape-token-0123456789");
    const message = problemsOf({ METRICS_TOKEN: "short-secret" });
    expect(message).toContain("METRICS_TOKEN: must be at least 16 characters");
    expect(message).not.toContain("short-secret");
    expect(JSON.stringify(toSiteConfig(parseEnv({ METRICS_TOKEN: "scrape-token-0123456789" })))).not.toContain("scrape-token");
  });
});

describe("INDEXNOW_KEY and INDEXNOW_ENDPOINT", () => {
  it("are off by default, with the shared endpoint", () => {
    const env = parseEnv({});
    expect(env.INDEXNOW_KEY).toBeUndefined();
    expect(env.INDEXNOW_ENDPOINT).toBe("https://api.indexnow.org/indexnow");
    expect(parseEnv({ INDEXNOW_KEY: "a1b2-C3D4-e5f6" }).INDEXNOW_KEY).toBe("a1b2-C3D4-e5f6");
  });

  it.each(["short", "x".repeat(129), "has_underscore", "has space 123", "ключ-ключ-ключ"])("stop start-up on the key %j", (key) => {
    expect(problemsOf({ INDEXNOW_KEY: key })).toContain("INDEXNOW_KEY: must be 8-128 letters, digits or dashes");
  });

  it("stop start-up on an endpoint that is not an http(s) URL", () => {
    expect(problemsOf({ INDEXNOW_ENDPOINT: "api.indexnow.org" })).toContain("INDEXNOW_ENDPOINT: must be an absolute http(s) URL");
  });
});
