import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTNER_CATEGORY_PATHS } from "#core/affiliate/links";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";

let sim: PartnerSim;
beforeAll(async () => {
  sim = await startPartnerSim();
});
afterAll(async () => {
  await sim.close();
});

describe("partner simulator", () => {
  it("serves every partner category page", async () => {
    for (const path of Object.values(PARTNER_CATEGORY_PATHS)) {
      const response = await fetch(`${sim.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<ul class="grid">');
    }
  });

  it("echoes path and query (escaped) on landing and product pages", async () => {
    const response = await fetch(`${sim.url}/nebraska/omaha/?source_id=aff&AffiliateID=1234567890&x=%3Cb%3E`);
    const html = await response.text();
    expect(html).toContain('<pre id="path">/nebraska/omaha/</pre>');
    expect(html).toContain('<pre id="query">source_id=aff&#38;AffiliateID=1234567890&#38;x=%3Cb%3E</pre>');
    expect((await fetch(`${sim.url}/?a=1`)).status).toBe(200);
    expect(await (await fetch(`${sim.url}/flowers/item.asp?sku=F1&AffiliateID=1`)).text()).toContain("sku=F1&#38;AffiliateID=1");
    expect((await fetch(`${sim.url}/nowhere/`)).status).toBe(404);
  });

  it("serves product images as SVG", async () => {
    const response = await fetch(`${sim.url}/images/products/rose.svg`);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(await response.text()).toMatch(/^<svg /);
  });

  it("switches modes and reports stats over HTTP", async () => {
    sim.resetStats();
    const set = await fetch(`${sim.url}/__sim/mode`, { method: "POST", body: JSON.stringify({ mode: "error500" }) });
    expect(await set.json()).toMatchObject({ mode: "error500" });
    expect((await fetch(`${sim.url}/birthday-flowers/`)).status).toBe(500);
    await fetch(`${sim.url}/__sim/mode`, { method: "POST", body: JSON.stringify({ mode: "rate429" }) });
    expect((await fetch(`${sim.url}/birthday-flowers/`)).status).toBe(429);
    expect((await fetch(`${sim.url}/__sim/mode`, { method: "POST", body: JSON.stringify({ mode: "nope" }) })).status).toBe(400);
    await fetch(`${sim.url}/__sim/mode`, { method: "POST", body: JSON.stringify({ mode: "ok" }) });
    const stats = (await (await fetch(`${sim.url}/__sim/stats`)).json()) as { total: number; byPath: Record<string, number> };
    expect(stats).toEqual({ total: 2, byPath: { "/birthday-flowers/": 2 }, open: 0, peakOpen: 1 });
    expect(sim.stats()).toEqual(stats);
  });

  it("drops the connection in 'down' mode", async () => {
    sim.setMode("down");
    await expect(fetch(`${sim.url}/birthday-flowers/`)).rejects.toThrow();
    sim.setMode("ok");
  });
});
