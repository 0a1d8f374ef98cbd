import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { rateLimit } from "./rate-limit";

function appWith(trustProxy: boolean, clock: { t: number }) {
  const app = new Hono();
  app.use("*", rateLimit({ limit: 3, windowMs: 60_000, trustProxy, now: () => clock.t }));
  app.get("/", (c) => c.json({ ok: true }));
  return app;
}

describe("rateLimit", () => {
  it("answers 429 JSON with RateLimit headers past the limit, then resets", async () => {
    const clock = { t: 0 };
    const app = appWith(true, clock);
    const from = (ip: string) => app.request("/", { headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 3; i += 1) expect((await from("1.1.1.1")).status).toBe(200);
    const limited = await from("1.1.1.1");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toHaveProperty("error");
    expect(limited.headers.get("ratelimit-remaining")).toBe("0");
    expect(limited.headers.get("ratelimit-limit")).toBe("3");
    expect(limited.headers.get("retry-after")).toBe("60");
    expect((await from("2.2.2.2")).status).toBe(200);
    clock.t = 60_001;
    expect((await from("1.1.1.1")).status).toBe(200);
  });

  it("ignores X-Forwarded-For unless behind a trusted proxy", async () => {
    const app = appWith(false, { t: 0 });
    for (let i = 0; i < 3; i += 1) await app.request("/", { headers: { "x-forwarded-for": `9.9.9.${i}` } });
    expect((await app.request("/", { headers: { "x-forwarded-for": "8.8.8.8" } })).status).toBe(429);
  });
});
