import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env";

describe("hardening settings", () => {
  it("TRUST_PROXY: off, a hop count (true is one hop) or trusted ranges", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, fd00::/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8", "fd00::/8"]);
    expect(() => parseEnv({ TRUST_PROXY: "yes please" })).toThrow(ConfigError);
    expect(() => parseEnv({ TRUST_PROXY: "example.com" })).toThrow(/TRUST_PROXY/);
  });

  it("PARTNER_IMAGE_ORIGINS: origins only", () => {
    expect(parseEnv({}).PARTNER_IMAGE_ORIGINS).toEqual([]);
    expect(parseEnv({ PARTNER_IMAGE_ORIGINS: "https://cdn.example, http://img.example:8080/" }).PARTNER_IMAGE_ORIGINS).toEqual(["https://cdn.example", "http://img.example:8080"]);
    expect(() => parseEnv({ PARTNER_IMAGE_ORIGINS: "https://cdn.example/path" })).toThrow(/PARTNER_IMAGE_ORIGINS/);
    expect(() => parseEnv({ PARTNER_IMAGE_ORIGINS: "javascript:alert(1)" })).toThrow(/PARTNER_IMAGE_ORIGINS/);
  });

  it("CLICKS_DAILY_LIMIT: a positive whole number", () => {
    expect(parseEnv({}).CLICKS_DAILY_LIMIT).toBe(20_000);
    expect(parseEnv({ CLICKS_DAILY_LIMIT: "500" }).CLICKS_DAILY_LIMIT).toBe(500);
    expect(() => parseEnv({ CLICKS_DAILY_LIMIT: "0" })).toThrow(/CLICKS_DAILY_LIMIT/);
  });
});
