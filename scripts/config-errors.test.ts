import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// A bad setting must stop the build and the server before they do anything, naming the variable.
describe("start-up validation", () => {
  it("npm run build with AFFILIATE_ID=abc fails naming AFFILIATE_ID", () => {
    const result = spawnSync("npx", ["astro", "build"], { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", AFFILIATE_ID: "abc" }, encoding: "utf8", timeout: 60_000 });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain("AFFILIATE_ID: must be exactly 10 digits");
  });

  it("the server with PORT=eighty exits naming PORT", () => {
    const result = spawnSync("npx", ["tsx", "server/index.ts"], { env: { ...process.env, PORT: "eighty" }, encoding: "utf8", timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT");
  });
});
