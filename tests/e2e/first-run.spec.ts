import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import type { Browser } from "@playwright/test";
import { E2E, e2eEnv } from "./env";
import { expect, test } from "./fixtures";
import { axeViolations } from "./page-helpers";

/**
 * A first run with the partner unreachable from the start (docs/decisions/0045): the built
 * server on its own port and database, its partner an address where nothing listens. Town
 * pages and the birthday page must be still: no script asked for before the visitor does
 * anything (but the partner-click listener every page has), no product request, no layout shift; and when the partner comes back, the next
 * render shows products. The log says so once, not per render.
 */

test.describe.configure({ mode: "serial" });

const PAGES = ["/cities/omaha/", "/cities/kearney/", "/cities/norfolk/", "/categories/birthday-flowers/", "/"];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Child = { child: ChildProcess; output: () => string };

function start(command: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(command, args, { env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env }, stdio: ["ignore", "pipe", "pipe"], detached: false });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function answers(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

let site: Child | undefined;
let partner: Child | undefined;
let siteUrl = "";
let partnerPort = 0;
const database = `var/first-run-${process.pid}.sqlite`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  partnerPort = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  site = start(process.execPath, [`${E2E.buildDir}/node/server.js`], {
    ...e2eEnv,
    PORT: String(port),
    // Nothing listens there until the last test starts the simulator on it.
    PARTNER_BASE_URL: `http://127.0.0.1:${partnerPort}`,
    DATABASE_URL: database,
    LOG_LEVEL: "info",
  });
  await answers(`${siteUrl}/api/health`, 90_000);
});

test.afterAll(() => {
  site?.child.kill("SIGTERM");
  partner?.child.kill("SIGTERM");
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
});

/** The server's page once it has settled on the outage (the very first render may precede the first crawl's failure). */
async function settledHtml(path: string): Promise<string> {
  let html = "";
  await expect
    .poll(async () => {
      html = await (await fetch(`${siteUrl}${path}`)).text();
      return html.includes("Loading products");
    }, { timeout: 30_000 })
    .toBe(false);
  return html;
}

async function stillPage(browser: Browser, path: string) {
  // A phone, as Lighthouse's mobile run sees the page.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, bypassCSP: true });
  const page = await context.newPage();
  const scripts: string[] = [];
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
    if (new URL(request.url()).pathname.startsWith("/api/products")) asked.push(request.url());
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    const moved: string[] = [];
    (window as unknown as { moved: string[] }).moved = moved;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push(entry.value);
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | null | undefined;
          moved.push(`${node?.nodeName ?? "?"}.${(node?.getAttribute?.("class") ?? "").slice(0, 60)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`);
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const response = await page.goto(`${siteUrl}${path}`);
  expect(response?.status()).toBe(200);
  const served = (await response?.text()) ?? "";
  await page.waitForLoadState("load");
  // Long enough for an island woken "when visible" to load, fetch and redraw (it did: 21 scripts, CLS 0.111).
  await page.waitForTimeout(2_500);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  const moved = await page.evaluate(() => (window as unknown as { moved: string[] }).moved);
  return { page, context, scripts, asked, shifts, moved, served };
}

/**
 * The still page as the browser got it once the server had settled on the outage. A list whose
 * failure is 30 s old is asked of the partner again, and on a loaded machine that answer can miss
 * the render's budget: that one render shows the loading island, by design (issue 48's run beside a
 * build loop: Norfolk, both tries). The rule under test is about the settled render, so a page
 * served in the loading state is asked for again, a few times at most.
 */
async function settledStillPage(browser: Browser, path: string) {
  let still = await stillPage(browser, path);
  for (let attempt = 1; attempt < 5 && still.served.includes("Loading products"); attempt += 1) {
    await still.context.close();
    still = await stillPage(browser, path);
  }
  expect(still.served, `${path} was served in its loading state five times`).not.toContain("Loading products");
  return still;
}

/**
 * The scripts every page asks for at load, whatever it shows: the partner-click listener
 * (app/layouts/page.astro, about 2 KB), which must be listening before the first click. The
 * about page has no products and no island that wakes by itself.
 */
async function everyPageScripts(browser: Browser): Promise<string[]> {
  const { context, scripts } = await stillPage(browser, "/about/");
  await context.close();
  return scripts;
}

test.describe("the partner unreachable from the first start", () => {
  // One more try for a page whose measurement moved: once, under two suites' load on two cores,
  // Norfolk showed two sub-pixel shifts (0.0002, 0.0008) that 10 runs alone and under a CPU hog did
  // not repeat. A failure prints what moved (the entries' sources), and a second one fails the run.
  test.describe.configure({ retries: 1 });
  let baseline: string[] = [];
  test.beforeAll(async ({ browser }) => {
    baseline = await everyPageScripts(browser);
    // Three again since the slug pattern has a module of its own (core/routes/slug.ts): the click
    // listener's chunk no longer imports the route table's chunk (decision 0062's fourth script).
    expect(baseline.length, `scripts at load on /about/: ${baseline.join(", ")}`).toBeLessThanOrEqual(3);
  });

  for (const path of PAGES) {
    test(`${path}: the quiet empty state in the HTML, no script before input, no product request, no layout shift, no axe violation`, async ({ browser }) => {
      const html = await settledHtml(path);
      expect(html).not.toContain('data-slot="product-carousel"');
      expect(html).not.toMatch(/<astro-island[^>]*component-export="(ProductCarousels|CategoryCollection)"/);
      if (path.startsWith("/categories/")) {
        expect(html).toContain("We couldn’t load products right now.");
        expect(html).toMatch(/Browse Birthday Flowers on FloristOne/);
      }
      const { page, context, scripts, asked, shifts, moved } = await settledStillPage(browser, path);
      try {
        // Nothing but what every page loads: no island, no carousel, no React.
        expect(scripts.filter((script) => !baseline.includes(script))).toEqual([]);
        expect(asked).toEqual([]);
        expect(shifts, moved.join("\n")).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test("the log says the partner is unreachable once per list, not once per render", async () => {
    // A burst of renders during the outage.
    for (let round = 0; round < 20; round += 1) await Promise.all(PAGES.map((path) => fetch(`${siteUrl}${path}`).then((response) => response.text())));
    const lines = site?.output().split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as { level: number; msg: string; outage?: string; url?: string }) ?? [];
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings.length).toBeGreaterThan(0);
    // Each failing URL has said so once (they are a handful), whatever the number of renders.
    const started = warnings.filter((line) => line.outage === "started");
    expect(warnings.filter((line) => line.outage !== "started")).toEqual([]);
    expect(new Set(started.map((line) => `${line.msg} ${line.url}`)).size).toBe(started.length);
    expect(started.length).toBeLessThanOrEqual(30);
  });

  test("when the partner answers again, the next render shows products, and the log says it ended", async () => {
    test.setTimeout(120_000);
    partner = start(process.execPath, ["--import", "tsx", "tests/partner-sim/cli.ts", "--port", String(partnerPort)], {});
    await answers(`http://127.0.0.1:${partnerPort}/__sim/stats`, 60_000);
    // A failed URL is not asked again for 30 s (it protects a failing partner).
    await expect
      .poll(async () => ((await (await fetch(`${siteUrl}/cities/omaha/`)).text()).match(/data-slot="product-card"/g) ?? []).length, { timeout: 90_000, intervals: [1_000] })
      .toBeGreaterThan(0);
    expect(site?.output()).toContain('"outage":"ended"');
  });
});
