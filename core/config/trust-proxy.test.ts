import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { trustProxyWarning } from "./trust-proxy";

describe("trustProxyWarning", () => {
  it("warns for a bare hop count (true is one), not for addresses or off", () => {
    expect(trustProxyWarning(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY)).toMatch(/any client .* can forge its address/);
    expect(trustProxyWarning(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY)).toMatch(/^TRUST_PROXY=1 trusts one hop/);
    expect(trustProxyWarning(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY)).toMatch(/2 hops/);
    expect(trustProxyWarning(parseEnv({ TRUST_PROXY: "127.0.0.1" }).TRUST_PROXY)).toBeUndefined();
    expect(trustProxyWarning(parseEnv({ TRUST_PROXY: "10.0.0.0/8, fd00::/8" }).TRUST_PROXY)).toBeUndefined();
    expect(trustProxyWarning(parseEnv({}).TRUST_PROXY)).toBeUndefined();
  });
});
