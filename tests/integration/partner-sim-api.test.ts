import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATH, DEFAULT_API_KEY, DEFAULT_API_PASSWORD, HUGE_API_BYTES } from "../partner-sim/api";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";

let sim: PartnerSim;
beforeAll(async () => {
  sim = await startPartnerSim();
});
afterAll(async () => {
  await sim.close();
});

const basic = (key: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${key}:${password}`).toString("base64")}` });
const auth = basic(DEFAULT_API_KEY, DEFAULT_API_PASSWORD);

describe("the simulator's partner API", () => {
  it("answers getproducts with Basic auth, paged by count and 1-based start, and one product by code", async () => {
    const page = (start: number) => fetch(`${sim.url}${API_PATH}/flowershop/getproducts?category=bd&count=5&start=${start}`, { headers: auth }).then((r) => r.json()) as Promise<{ PRODUCTS: { CODE: string; PRICE: number }[]; TOTAL: number }>;
    const first = await page(1);
    const second = await page(6);
    expect(first.PRODUCTS).toHaveLength(5);
    expect(first.TOTAL).toBe(30);
    expect(second.PRODUCTS[0]?.CODE).not.toBe(first.PRODUCTS[0]?.CODE);
    expect(first.PRODUCTS.every((product) => typeof product.PRICE === "number")).toBe(true);
    const one = (await (await fetch(`${sim.url}${API_PATH}/flowershop/getproducts?code=${first.PRODUCTS[1]?.CODE}`, { headers: auth })).json()) as { PRODUCTS: unknown[] };
    expect(one.PRODUCTS).toEqual([first.PRODUCTS[1]]);
  });

  it("answers 403 with an HTML page without the right credentials", async () => {
    for (const headers of [{}, basic(DEFAULT_API_KEY, "wrong")]) {
      const response = await fetch(`${sim.url}${API_PATH}/flowershop/getproducts?category=bd`, { headers });
      expect(response.status).toBe(403);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain("Forbidden");
    }
  });

  it("answers checkdeliverydate with MM/DD/YYYY dates, and DATE_AVAILABLE for one date", async () => {
    const { DATES } = (await (await fetch(`${sim.url}${API_PATH}/flowershop/checkdeliverydate?zipcode=68102`, { headers: auth })).json()) as { DATES: string[] };
    expect(DATES.length).toBeGreaterThan(5);
    expect(DATES.every((date) => /^\d{2}\/\d{2}\/\d{4}$/.test(date))).toBe(true);
    const one = await (await fetch(`${sim.url}${API_PATH}/flowershop/checkdeliverydate?zipcode=68102&date=${DATES[0]}`, { headers: auth })).json();
    expect(one).toEqual({ DATE_AVAILABLE: true });
  });

  it("switches faults over its control route: the 2 MB answer streams without a length", async () => {
    const set = await fetch(`${sim.url}/__sim/api-fault`, { method: "POST", body: JSON.stringify({ fault: "huge" }) });
    expect(await set.json()).toEqual({ apiFault: "huge" });
    const response = await fetch(`${sim.url}${API_PATH}/flowershop/getproducts?category=bd`, { headers: auth });
    expect(response.headers.get("content-length")).toBeNull();
    expect((await response.text()).length).toBeGreaterThan(HUGE_API_BYTES);
    expect((await fetch(`${sim.url}/__sim/api-fault`, { method: "POST", body: JSON.stringify({ fault: "nope" }) })).status).toBe(400);
    sim.setApiFault("none");
  });
});
