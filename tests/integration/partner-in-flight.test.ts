/**
 * The partner asked within its budget (issue 39, row 3): with the partner's API answering
 * slowly, sixty town pages asked at once open at most twelve partner requests at a time
 * (products, totals and dates share the bound), and every page still answers at once with
 * what is kept. Before: one request per town's gettotal, all open together.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAllCities } from "#core/nebraska/directory";
import { startSecuritySite, type SecuritySite } from "../security/helpers/app";
import { sleep } from "./helpers/town-pages";

let site: SecuritySite;

beforeAll(async () => {
  site = await startSecuritySite({ env: { PARTNER_PROVIDER: "", PARTNER_LINK_CHECKS_PER_MINUTE: "0", LOG_LEVEL: "error", PARTNER_TIMEOUT_MS: "20000" }, apiHost: "localhost" });
}, 60_000);
afterAll(async () => {
  site.sim.setApiFault("none");
  await site?.close();
});

describe("a slow partner", () => {
  it("never has more than twelve requests open, and pages answer meanwhile", async () => {
    // The carousel's products are kept first: what follows asks the partner for totals and dates only.
    for (let attempt = 0; attempt < 40 && !(await (await site.request("/cities/kearney/")).text()).includes('data-slot="product-card"'); attempt += 1) await sleep(250);
    site.sim.setMode("ok", { slowMs: 2_000 });
    site.sim.setApiFault("slow");
    site.sim.resetStats();
    const towns = getAllCities().slice(0, 60);
    const started = performance.now();
    const statuses = await Promise.all(towns.map(async (town) => (await site.request(`/cities/${town.slug}/`)).status));
    const pagesMs = performance.now() - started;
    await sleep(1_500);
    const during = site.sim.stats();
    site.sim.setApiFault("none");
    // Let the line drain before the site closes.
    for (let attempt = 0; attempt < 60 && site.sim.stats().open > 0; attempt += 1) await sleep(500);
    console.log(JSON.stringify({ towns: towns.length, pagesMs: Math.round(pagesMs), peakOpen: site.sim.stats().peakOpen, openAfter1500ms: during.open }));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(site.sim.stats().peakOpen).toBeLessThanOrEqual(12);
  }, 120_000);
});
