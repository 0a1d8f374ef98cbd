import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { TrustProxy } from "#core/config/env";
import { addressBucket, clientAddressResolver, shareBucket } from "./client-address";
import { rateLimit } from "./rate-limit";

function appWith(trust: TrustProxy, clock: { t: number }) {
  const app = new Hono();
  app.use("*", rateLimit({ limit: 3, windowMs: 60_000, clientAddress: clientAddressResolver(trust), now: () => clock.t }));
  app.get("/", (c) => c.json({ ok: true }));
  return app;
}

describe("rateLimit", () => {
  it("answers 429 JSON with RateLimit headers past the limit, then resets", async () => {
    const clock = { t: 0 };
    const app = appWith(1, clock);
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

  it("without announce, sends the RateLimit headers with the 429 only", async () => {
    const app = new Hono();
    app.use("*", rateLimit({ limit: 1, windowMs: 60_000, clientAddress: clientAddressResolver(false), announce: false }));
    app.get("/", (c) => c.text("page"));
    const page = await app.request("/");
    expect(page.status).toBe(200);
    expect(page.headers.get("ratelimit-limit")).toBeNull();
    const limited = await app.request("/");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("ratelimit-limit")).toBe("1");
    expect(limited.headers.get("retry-after")).toBe("60");
  });

  it("ignores X-Forwarded-For unless behind a trusted proxy", async () => {
    const app = appWith(false, { t: 0 });
    for (let i = 0; i < 3; i += 1) await app.request("/", { headers: { "x-forwarded-for": `9.9.9.${i}` } });
    expect((await app.request("/", { headers: { "x-forwarded-for": "8.8.8.8" } })).status).toBe(429);
  });

  it("believes only the entries trusted proxies appended (the right of the header)", async () => {
    const app = appWith(1, { t: 0 });
    // The client forges the left; our one proxy appends the real address on the right.
    for (let i = 0; i < 3; i += 1) expect((await app.request("/", { headers: { "x-forwarded-for": `203.0.113.${i}, 198.51.100.7` } })).status).toBe(200);
    expect((await app.request("/", { headers: { "x-forwarded-for": "203.0.113.99, 198.51.100.7" } })).status).toBe(429);
  });

  it("buckets IPv6 clients by /64", async () => {
    const app = appWith(1, { t: 0 });
    for (let i = 1; i <= 3; i += 1) expect((await app.request("/", { headers: { "x-forwarded-for": `2001:db8:1:2::${i}` } })).status).toBe(200);
    expect((await app.request("/", { headers: { "x-forwarded-for": "2001:db8:1:2:ffff:1:2:3" } })).status).toBe(429);
    expect((await app.request("/", { headers: { "x-forwarded-for": "2001:db8:1:3::1" } })).status).toBe(200);
  });
});

describe("clientAddressResolver", () => {
  const resolve = async (trust: TrustProxy, forwarded: string, peer = "10.0.0.2") => {
    const app = new Hono<{ Bindings: { incoming: { socket: { remoteAddress: string } } } }>();
    let seen = "";
    app.get("/", (c) => {
      seen = clientAddressResolver(trust)(c);
      return c.text("ok");
    });
    await app.request("/", { headers: { "x-forwarded-for": forwarded } }, { incoming: { socket: { remoteAddress: peer } } });
    return seen;
  };

  it("takes hops from the right, or walks trusted ranges", async () => {
    expect(await resolve(false, "1.1.1.1")).toBe("10.0.0.2");
    expect(await resolve(1, "1.1.1.1, 2.2.2.2")).toBe("2.2.2.2");
    expect(await resolve(2, "1.1.1.1, 2.2.2.2")).toBe("1.1.1.1");
    expect(await resolve(["10.0.0.0/8"], "1.1.1.1, 2.2.2.2")).toBe("2.2.2.2");
    expect(await resolve(["10.0.0.0/8"], "1.1.1.1, 10.9.9.9")).toBe("1.1.1.1");
    expect(await resolve(["loopback"], "1.1.1.1")).toBe("10.0.0.2");
  });
});

describe("addressBucket", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:DB8:0:0:1::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("%s -> %s", (address, bucket) => {
    expect(addressBucket(address)).toBe(bucket);
  });
});

describe("shareBucket", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["2001:db8:0:1::1", "2001:db8:0:0::/56"],
    ["2001:db8:0:ff::1", "2001:db8:0:0::/56"],
    ["2001:db8:0:1ff::1", "2001:db8:0:100::/56"],
    ["2001:db8:1:aa00::", "2001:db8:1:aa00::/56"],
  ])("%s -> %s", (address, bucket) => {
    expect(shareBucket(address)).toBe(bucket);
  });

  it("puts every /64 of one /56 in one bucket, and two /56s in two", () => {
    const buckets = new Set(Array.from({ length: 256 }, (_, index) => shareBucket(`2001:db8:7:${(0x4200 + index).toString(16)}::1`)));
    expect([...buckets]).toEqual(["2001:db8:7:4200::/56"]);
    expect(shareBucket("2001:db8:7:4300::1")).not.toBe(shareBucket("2001:db8:7:4200::1"));
  });
});
