import { describe, expect, it } from "vitest";
import { englishWordsIn } from "../../tests/fixtures/english-words";
import { applyView, BUDGETS, isDefaultView, ORDERS, shopViewOf, VIEW_LABELS, viewSearch } from "./shop-view";

const products = [59_99, 60_00, 79_99, 80_00, undefined, 100_00, 45_00, 1_250_00].map((priceCents, index) => ({ title: `P${index}`, ...(priceCents === undefined ? {} : { priceCents }) }));
const titles = (list: { title: string }[]) => list.map((product) => product.title);

describe("shop views", () => {
  it("reads a view from the query, the default for anything unknown or repeated", () => {
    expect(shopViewOf(new URLSearchParams("budget=under-60&order=price-high"))).toEqual({ budget: "under-60", order: "price-high" });
    expect(shopViewOf(new URLSearchParams("budget=cheap&order=<script>"))).toEqual({ budget: "all", order: "partner" });
    expect(shopViewOf(new URLSearchParams("budget=under-60&budget=100-up"))).toEqual({ budget: "all", order: "partner" });
    expect(isDefaultView(shopViewOf(new URLSearchParams("utm_source=x")))).toBe(true);
    expect(viewSearch({ budget: "60-80", order: "partner" })).toBe("?budget=60-80");
    expect(viewSearch({ budget: "all", order: "partner" })).toBe("");
  });

  it("keeps the town a view is priced for, as a slug, from `to` or the sympathy form's `town`; nothing else", () => {
    expect(shopViewOf(new URLSearchParams("to=kearney&budget=under-60"))).toEqual({ budget: "under-60", order: "partner", to: "kearney" });
    expect(shopViewOf(new URLSearchParams("town=Boys+Town"))).toEqual({ budget: "all", order: "partner", to: "boys-town" });
    expect(shopViewOf(new URLSearchParams("town=68847&date=2026-12-01"))?.to).toBe("kearney");
    for (const query of ["to=atlantis", "to=kearney&to=omaha", `to=${"a".repeat(61)}`, "to=__proto__"]) expect(shopViewOf(new URLSearchParams(query)).to, query).toBeUndefined();
    expect(isDefaultView(shopViewOf(new URLSearchParams("to=kearney")))).toBe(false);
    expect(viewSearch({ budget: "60-80", order: "price-low", to: "kearney" })).toBe("?budget=60-80&order=price-low&to=kearney");
    expect(viewSearch({ budget: "all", order: "partner", to: "boys-town" })).toBe("?to=boys-town");
  });

  it("filters by budget, the lower bound in and the upper out; no price is in no budget", () => {
    expect(titles(applyView(products, { budget: "under-60", order: "partner" }))).toEqual(["P0", "P6"]);
    expect(titles(applyView(products, { budget: "60-80", order: "partner" }))).toEqual(["P1", "P2"]);
    expect(titles(applyView(products, { budget: "80-100", order: "partner" }))).toEqual(["P3"]);
    expect(titles(applyView(products, { budget: "100-up", order: "partner" }))).toEqual(["P5", "P7"]);
    expect(applyView(products, { budget: "all", order: "partner" })).toHaveLength(products.length);
  });

  it("orders by price both ways, products without a price last", () => {
    expect(titles(applyView(products, { budget: "all", order: "price-low" }))).toEqual(["P6", "P0", "P1", "P2", "P3", "P5", "P7", "P4"]);
    expect(titles(applyView(products, { budget: "all", order: "price-high" }))).toEqual(["P7", "P5", "P3", "P2", "P1", "P0", "P6", "P4"]);
  });
});

describe("view labels in each edition", () => {
  it("keeps English as BUDGETS and ORDERS say it, and writes every Spanish label in Spanish", () => {
    for (const budget of BUDGETS) expect(VIEW_LABELS.en.budget[budget.key]).toBe(budget.label);
    for (const order of ORDERS) expect(VIEW_LABELS.en.order[order.key]).toBe(order.label);
    const spanish = [...Object.values(VIEW_LABELS.es.budget), ...Object.values(VIEW_LABELS.es.order)];
    expect(spanish).toHaveLength(BUDGETS.length + ORDERS.length);
    for (const label of spanish) expect(englishWordsIn(label), label).toEqual([]);
  });
});
