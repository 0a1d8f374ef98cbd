import { describe, expect, it } from "vitest";
import { cpuMs } from "../../tests/helpers/cpu-time";
import { hostileCorpus, hostilePage } from "../../tests/partner-sim/hostile";
import { largeCategoryPage } from "../../tests/partner-sim/pages";
import { PAGE_BUDGET, WorkBudget } from "./budget";
import { extractProducts, extractProductsReport } from "./extract";
import { MAX_DEPTH, parseProductPrefix } from "./parse";

const origin = "https://partner.example";
/** The page budget's steps without its clock, so a busy test machine cannot change the answer. */
const steps = () => new WorkBudget(PAGE_BUDGET.maxSteps, 600_000);
const pageUrl = `${origin}/anniversary/`;

/** Depth of the deepest element, walked without recursion. */
function depthOf(root: { children?: unknown[] }): number {
  let deepest = 0;
  const stack: [{ children?: unknown[] }, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [{ children?: unknown[] }, number];
    deepest = Math.max(deepest, depth);
    for (const child of node.children ?? []) stack.push([child as { children?: unknown[] }, depth + 1]);
  }
  return deepest;
}

describe("extraction of hostile partner pages", () => {
  it("caps the parsed depth and keeps a product at the bottom of 200,000 nested elements", () => {
    const html = hostilePage("nested-inside", origin, { size: 200_000 });
    expect(depthOf(parseProductPrefix(html, new URL(pageUrl), 50))).toBeLessThanOrEqual(MAX_DEPTH + 16);
    const { ms, value: report } = cpuMs(() => extractProductsReport(html, pageUrl, { limit: 24, budget: steps() }));
    expect(ms).toBeLessThan(2_000);
    expect(report.complete).toBe(true);
    expect(report.products.map((product) => product.title)).toEqual(["Deep", "Hostile ok-0", "Hostile ok-1", "Hostile ok-2"]);
  });

  it("keeps a product wrapped in 200,000 spans, and the structure after them", () => {
    const titles = extractProducts(hostilePage("nested-around", origin, { size: 200_000 }), pageUrl, { limit: 24, budget: steps() }).map((product) => product.title);
    expect(titles).toEqual(["Hostile wrapped", "Hostile ok-0", "Hostile ok-1", "Hostile ok-2"]);
  });

  it("ends every page of the corpus without throwing", () => {
    for (const { name, html } of hostileCorpus(origin)) {
      expect(() => extractProductsReport(html, pageUrl, { limit: 50, budget: steps() }), name).not.toThrow();
    }
  });

  it("stops when the budget is spent and says so, keeping the cards found before", () => {
    const html = largeCategoryPage("/anniversary/", origin, 300_000);
    const full = extractProductsReport(html, pageUrl, { limit: 50, budget: steps() });
    expect(full.complete).toBe(true);
    const cut = extractProductsReport(html, pageUrl, { limit: 50, budget: new WorkBudget(2_000, 10_000) });
    expect(cut).toMatchObject({ complete: false, cut: "steps" });
    expect(cut.products.length).toBeLessThan(full.products.length);
    expect(full.products.slice(0, cut.products.length)).toEqual(cut.products);
  });

  it("says the clock cut it short when the clock ran out first", () => {
    const html = largeCategoryPage("/anniversary/", origin, 300_000);
    let now = 0;
    const cut = extractProductsReport(html, pageUrl, { limit: 50, budget: new WorkBudget(PAGE_BUDGET.maxSteps, 5, () => (now += 1)) });
    expect(cut).toMatchObject({ complete: false, cut: "clock" });
  });

  it("gives the same products on every run: the step count decides, not the clock", () => {
    const html = hostilePage("many-siblings", origin, { size: 100_000 });
    const budget = () => new WorkBudget(150_000, 60_000);
    expect(extractProductsReport(html, pageUrl, { limit: 50, budget: budget() })).toEqual(extractProductsReport(html, pageUrl, { limit: 50, budget: budget() }));
  });

  it("strips bidirectional and control characters from titles", () => {
    const titles = extractProducts(hostilePage("bidi-controls", origin), pageUrl, { limit: 50 }).map((product) => product.title);
    expect(titles).toEqual(["Roses gnp.exe for you", "Lily"]);
  });
});

describe("WorkBudget", () => {
  it("is spent past its steps or its deadline, and stays spent", () => {
    const steps = new WorkBudget(10, 1_000, () => 0);
    expect(steps.take(10)).toBe(true);
    expect(steps.take()).toBe(false);
    expect(steps.spent()).toBe(true);
    expect(steps.cut).toBe("steps");
    let now = 0;
    const clock = new WorkBudget(1_000_000, 5, () => now);
    expect(clock.spent()).toBe(false);
    expect(clock.cut).toBeUndefined();
    now = 6;
    expect(clock.spent()).toBe(true);
    expect(clock.take()).toBe(false);
    expect(clock.cut).toBe("clock");
  });
});
