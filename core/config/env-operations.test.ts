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
