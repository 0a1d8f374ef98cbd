/** The simulator's gettotal, holiday and price-band codes, sort orders and picture host (issue 29). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATH, DEFAULT_API_KEY, DEFAULT_API_PASSWORD } from "../partner-sim/api";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";
import { SERVICE_CHARGE } from "../partner-sim/totals";

let sim: PartnerSim;
beforeAll(async () => {
  sim = await startPartnerSim();
});
afterAll(async () => {
  await sim.close();
});

const auth = { authorization: `Basic ${Buffer.from(`${DEFAULT_API_KEY}:${DEFAULT_API_PASSWORD}`).toString("base64")}` };
type Products = { PRODUCTS: { CODE: string; PRICE: number; NAME: string; LARGE: string; SMALL: string; DESCRIPTION: string; DIMENSION: string }[]; errors?: string[] };
const api = async (path: string, base = sim.url) => (await fetch(`${base}${API_PATH}${path}`, { headers: auth })).json() as Promise<Products & Record<string, unknown>>;
const total = (products: unknown) => api(`/flowershop/gettotal?products=${encodeURIComponent(JSON.stringify(products))}`);

describe("the simulator's gettotal and codes", () => {
  it("prices one product delivered to a ZIP: the partner's price, its charge and the ZIP's tax", async () => {
    const [product] = (await api("/flowershop/getproducts?category=bd&count=1")).PRODUCTS;
    if (!product) throw new Error("no product");
    const kearney = await total([{ CODE: product.CODE, PRICE: product.PRICE, RECIPIENT: { ZIPCODE: "68847" } }]);
    const brokenBow = await total([{ CODE: product.CODE, PRICE: 1, RECIPIENT: { ZIPCODE: "68822" } }]);
    expect(kearney.SUBTOTAL).toBe(product.PRICE);
    expect(brokenBow.SUBTOTAL).toBe(product.PRICE);
    expect(kearney.FLORISTONESERVICECHARGE).toBe(SERVICE_CHARGE);
    expect(kearney.TAXTOTAL).not.toBe(brokenBow.TAXTOTAL);
    expect(kearney.ORDERTOTAL).toBeCloseTo(product.PRICE + SERVICE_CHARGE + (kearney.TAXTOTAL as number), 2);
    expect(kearney.ORDERNO).toBe(0);
    // The older samples' top-level zipcode.
    const older = await api(`/flowershop/gettotal?zipcode=68847&products=${encodeURIComponent(JSON.stringify([{ CODE: product.CODE, PRICE: product.PRICE }]))}`);
    expect(older.ORDERTOTAL).toBe(kearney.ORDERTOTAL);
  });

  it("answers errors to an unknown code, a bad ZIP or products that are not JSON", async () => {
    expect((await total([{ CODE: "NOPE-1", PRICE: 10, RECIPIENT: { ZIPCODE: "68847" } }])).errors).toHaveLength(1);
    expect((await total([{ CODE: "F1-1001", PRICE: 10, RECIPIENT: { ZIPCODE: "6884" } }])).errors).toHaveLength(1);
    expect((await api("/flowershop/gettotal?products=%5B")).errors).toHaveLength(1);
  });

  it("gettotal's own faults leave getproducts answering", async () => {
    sim.setTotalFault("errors");
    expect((await total([{ CODE: "F1-1001", PRICE: 64.99, RECIPIENT: { ZIPCODE: "68847" } }])).errors).toHaveLength(1);
    expect((await api("/flowershop/getproducts?category=bd&count=2")).PRODUCTS).toHaveLength(2);
    sim.setTotalFault("error500");
    expect((await fetch(`${sim.url}${API_PATH}/flowershop/gettotal?products=%5B%5D`, { headers: auth })).status).toBe(500);
    sim.setTotalFault("none");
  });

  it("knows the holiday, product-type, funeral and price-band codes; an unknown code answers errors", async () => {
    for (const code of ["md", "vd", "ty", "cm", "ea", "tg", "v", "p", "b", "r", "c", "o", "x", "fbs", "fa", "fs", "u60", "60t80", "80t100", "a100"]) {
      expect((await api(`/flowershop/getproducts?category=${code}&count=5`)).PRODUCTS.length, code).toBeGreaterThan(0);
    }
    // A code the partner has nothing under answers an empty list, not an error (the sympathy page leaves its section out).
    expect((await api("/flowershop/getproducts?category=fu&count=5")).PRODUCTS).toEqual([]);
    expect((await api("/flowershop/getproducts?category=zz")).errors).toBeDefined();
    const under60 = (await api("/flowershop/getproducts?category=u60&count=50")).PRODUCTS;
    expect(under60.every((product) => product.PRICE < 60)).toBe(true);
    const over100 = (await api("/flowershop/getproducts?category=a100&count=50")).PRODUCTS;
    expect(over100.every((product) => product.PRICE >= 100)).toBe(true);
  });

  it("out of season the holiday codes answer an empty list or an error", async () => {
    sim.setSeason("empty");
    expect((await api("/flowershop/getproducts?category=md")).PRODUCTS).toEqual([]);
    sim.setSeason("error");
    expect((await api("/flowershop/getproducts?category=vd")).errors).toBeDefined();
    expect((await api("/flowershop/getproducts?category=bd&count=1")).PRODUCTS).toHaveLength(1);
    sim.setSeason("in");
  });

  it("sorts by price both ways, and says what each product holds and its size", async () => {
    const up = (await api("/flowershop/getproducts?category=bd&count=30&sorttype=pa")).PRODUCTS.map((product) => product.PRICE);
    const down = (await api("/flowershop/getproducts?category=bd&count=30&sorttype=pd")).PRODUCTS.map((product) => product.PRICE);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...up].reverse());
    const [product] = (await api("/flowershop/getproducts?category=bd&count=1")).PRODUCTS;
    expect(product?.DESCRIPTION).toMatch(/arranged/);
    expect(product?.DIMENSION).toMatch(/"H/);
  });

  it("keeps pictures where the partner does, on the host name the API was asked on", async () => {
    const [onIp] = (await api("/flowershop/getproducts?category=bd&count=1")).PRODUCTS;
    expect(onIp?.LARGE).toBe(`${sim.url}/large/${onIp?.CODE}_d1.jpg`);
    const cdn = sim.url.replace("127.0.0.1", "localhost");
    const [onName] = (await api("/flowershop/getproducts?category=bd&count=1", cdn)).PRODUCTS;
    expect(onName?.SMALL).toBe(`${cdn}/small/${onName?.CODE}_t1.jpg`);
    const picture = await fetch(onName?.LARGE ?? "");
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
  });
});
