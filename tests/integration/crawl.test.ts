import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { extractProducts } from "#core/products/extract";
import { createDirectProvider, directFetcher } from "../../server/partner/direct";
import { createFirecrawlProvider, firecrawlFetcher } from "../../server/partner/firecrawl";
import { assertPartnerUrl, guardProvider } from "../../server/partner/guard";
import { PartnerError, type PartnerFetcher } from "../../server/partner/types";
import { DEFAULT_FIRECRAWL_KEY, startPartnerSim, type PartnerSim } from "../partner-sim/server";

let sim: PartnerSim;
let offsite: PartnerSim;

beforeAll(async () => {
  sim = await startPartnerSim();
  offsite = await startPartnerSim({});
});
afterAll(async () => {
  await Promise.all([sim.close(), offsite.close()]);
});
beforeEach(() => {
  sim.setMode("ok");
  sim.resetStats();
  offsite.resetStats();
});

const direct = (options: { timeoutMs?: number; maxBytes?: number } = {}) =>
  createDirectProvider({ partnerBaseUrl: sim.url, timeoutMs: options.timeoutMs ?? 2_000, maxBytes: options.maxBytes ?? 1_000_000 });

async function crawlError(promise: Promise<unknown>): Promise<PartnerError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PartnerError);
  return error as PartnerError;
}

describe("direct provider against the partner simulator", () => {
  it("fetches a category page with a user agent", async () => {
    const html = await direct().fetchAnswer(`${sim.url}/birthday-flowers/`);
    expect(extractProducts(html, `${sim.url}/birthday-flowers/`, { limit: 24 })).toHaveLength(24);
  });

  it("hits the timeout on a page that never ends", async () => {
    sim.setMode("hang");
    const started = performance.now();
    const error = await crawlError(direct({ timeoutMs: 400 }).fetchAnswer(`${sim.url}/birthday-flowers/`));
    expect(error.message).toBe("Failed to crawl website");
    expect(error.detail).toBe("timed out after 400 ms");
    // The page never ends, so any answer is the timeout's; the bound only says it fired near its
    // 400 ms, with room for a machine busy with other work (issue 48).
    const elapsed = performance.now() - started;
    expect(elapsed, `answered after ${Math.round(elapsed)} ms`).toBeLessThan(3_000);
  });

  it("stops reading a 20 MB body at the size cap", async () => {
    sim.setMode("huge");
    const started = performance.now();
    const error = await crawlError(direct({ maxBytes: 2_000_000 }).fetchAnswer(`${sim.url}/birthday-flowers/`));
    expect(error.detail).toBe("response exceeds the 2000000-byte cap");
    const elapsed = performance.now() - started;
    expect(elapsed, `answered after ${Math.round(elapsed)} ms`).toBeLessThan(5_000);
  });

  it("refuses a declared content-length over the cap before reading", async () => {
    const error = await crawlError(direct({ maxBytes: 1_024 }).fetchAnswer(`${sim.url}/birthday-flowers/`));
    expect(error.detail).toMatch(/^response of \d+ bytes exceeds the 1024-byte cap$/);
  });

  it("refuses a redirect off the partner origin without contacting the other host", async () => {
    const partner = await startPartnerSim({ offsiteUrl: offsite.url });
    try {
      partner.setMode("redirect-offsite");
      const provider = createDirectProvider({ partnerBaseUrl: partner.url, timeoutMs: 2_000, maxBytes: 1_000_000 });
      const error = await crawlError(provider.fetchAnswer(`${partner.url}/birthday-flowers/`));
      expect(error.detail).toBe(`refused: ${offsite.url} is not the partner origin`);
      expect(offsite.stats().total).toBe(0);
    } finally {
      await partner.close();
    }
  });

  it("follows a redirect that stays on the partner origin", async () => {
    const html = await direct().fetchAnswer(`${sim.url}/moved/`);
    expect(html).toContain("Classic Dozen Red Roses");
    expect(sim.stats().byPath["/moved/"]).toBe(1);
    expect(sim.stats().byPath["/birthday-flowers/"]).toBe(1);
  });

  it("reports 500, 429 and a dropped connection with the spec's text", async () => {
    sim.setMode("error500");
    expect(await crawlError(direct().fetchAnswer(`${sim.url}/birthday-flowers/`))).toMatchObject({ message: "Failed to crawl website", status: 500, detail: "HTTP 500" });
    sim.setMode("rate429");
    const limited = await crawlError(direct().fetchAnswer(`${sim.url}/birthday-flowers/`));
    expect(limited.message).toContain("Failed to crawl website");
    expect(limited.message).toContain("429");
    sim.setMode("down");
    expect((await crawlError(direct().fetchAnswer(`${sim.url}/birthday-flowers/`))).message).toBe("Failed to crawl website");
  });

  it("returns invalid HTML as text; extraction survives it", async () => {
    sim.setMode("invalid-html");
    const html = await direct().fetchAnswer(`${sim.url}/birthday-flowers/`);
    expect(() => extractProducts(html, `${sim.url}/birthday-flowers/`, { limit: 24 })).not.toThrow();
  });
});

describe("SSRF guard", () => {
  it("accepts only the partner origin", () => {
    const origin = "https://www.partner.example";
    expect(assertPartnerUrl("https://www.partner.example/birthday-flowers/", origin).pathname).toBe("/birthday-flowers/");
    for (const bad of [
      "https://evil.example/",
      "https://www.partner.example.evil.example/",
      "http://www.partner.example/",
      "https://www.partner.example:8443/",
      "https://user:pass@www.partner.example/",
      "http://169.254.169.254/latest/meta-data/",
      "http://127.0.0.1/",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "/relative/path",
      "",
    ]) {
      expect(() => assertPartnerUrl(bad, origin), bad).toThrow(PartnerError);
    }
  });

  it("stops a guarded provider before it makes any request", async () => {
    let calls = 0;
    const inner: PartnerFetcher = { name: "spy", fetchAnswer: async () => String(++calls) };
    const guarded = guardProvider(inner, sim.url);
    await crawlError(guarded.fetchAnswer(`${offsite.url}/birthday-flowers/`));
    await crawlError(guarded.fetchAnswer("http://169.254.169.254/latest/meta-data/"));
    expect(calls).toBe(0);
    expect(await guarded.fetchAnswer(`${sim.url}/birthday-flowers/`)).toBe("1");
  });

  it("guards both configured providers", async () => {
    const limits = { PARTNER_BASE_URL: sim.url, PARTNER_TIMEOUT_MS: 2_000, PARTNER_MAX_BYTES: 1_000_000 };
    for (const provider of [directFetcher(limits), firecrawlFetcher({ ...limits, FIRECRAWL_API_URL: sim.url, FIRECRAWL_API_KEY: DEFAULT_FIRECRAWL_KEY })]) {
      await crawlError(provider.fetchAnswer(`${offsite.url}/birthday-flowers/`));
    }
    expect(offsite.stats().total).toBe(0);
    expect(sim.firecrawlRequests().filter((body) => JSON.stringify(body).includes(offsite.url))).toEqual([]);
  });
});

describe("firecrawl provider against the loopback stand-in", () => {
  const firecrawl = (overrides: { apiKey?: string | undefined; apiUrl?: string } = {}) =>
    createFirecrawlProvider({
      apiUrl: overrides.apiUrl ?? sim.url,
      apiKey: "apiKey" in overrides ? overrides.apiKey : DEFAULT_FIRECRAWL_KEY,
      timeoutMs: 3_000,
      maxBytes: 1_000_000,
      pollIntervalMs: 20,
    });

  it("crawls one page (limit 1, markdown and html) and reads data[0].html", async () => {
    const html = await firecrawl().fetchAnswer(`${sim.url}/anniversary-flowers/`);
    expect(extractProducts(html, `${sim.url}/anniversary-flowers/`, { limit: 24 })).toHaveLength(24);
    expect(sim.firecrawlRequests().at(-1)).toEqual({
      url: `${sim.url}/anniversary-flowers/`,
      limit: 1,
      scrapeOptions: { formats: ["markdown", "html"] },
    });
  });

  it("says 'API key not found' without a key", async () => {
    expect((await crawlError(firecrawl({ apiKey: undefined }).fetchAnswer(`${sim.url}/x/`))).message).toBe("API key not found");
  });

  it("says 'Failed to crawl website' when the API refuses the key or the crawl fails", async () => {
    expect(await crawlError(firecrawl({ apiKey: "wrong" }).fetchAnswer(`${sim.url}/birthday-flowers/`))).toMatchObject({ message: "Failed to crawl website", status: 401 });
    sim.setMode("error500");
    expect((await crawlError(firecrawl().fetchAnswer(`${sim.url}/birthday-flowers/`))).message).toBe("Failed to crawl website");
  });

  it("says 'Failed to connect to the crawl API' when the API is unreachable", async () => {
    const gone = await startPartnerSim();
    const url = gone.url;
    await gone.close();
    expect((await crawlError(firecrawl({ apiUrl: url }).fetchAnswer(`${sim.url}/birthday-flowers/`))).message).toBe("Failed to connect to the crawl API");
  });

  it("says 'Crawl failed' when the crawl returns no html, 'Failed to crawl website' when the page fails", async () => {
    expect((await crawlError(firecrawl().fetchAnswer(`${sim.url}/empty-page/`))).message).toBe("Crawl failed");
    expect((await crawlError(firecrawl().fetchAnswer(`${sim.url}/unknown-page/`))).message).toBe("Failed to crawl website");
  });
});
