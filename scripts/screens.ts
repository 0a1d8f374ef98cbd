/**
 * `npx tsx scripts/screens.ts <checkout-dir> <label>`: the screens a visitor and the owner see,
 * measured and kept for looking at. The checkout is built in a private copy (like
 * scripts/bench/compare-first-paint.ts, so a build in the work tree cannot swap files under it),
 * served against this checkout's partner simulator in the steady state (products cached), and each
 * screen is taken full-page at 360 and 1366 px wide. Writes var/screens/<label>/*.png and
 * screens.json, and prints a Markdown table: page height in CSS px at both widths and the raw HTML
 * size in bytes.
 *
 * The category without products is taken last, from a second server on the same build with an
 * empty cache and the simulator down: what a visitor sees on a fresh install offline or during a
 * partner outage. (A category never asked for is not enough: a server may fill every category.)
 */
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/chromium";
import { ROOT } from "./bench/config";
import { type Child, killAllNow, startChild, stopAll, stopChild, waitForExit, waitForUrl } from "./bench/processes";

/** What a build needs from a checkout (the simulator comes from this checkout). */
const COPIED = ["app", "core", "public", "server", "scripts", "tests", "package.json", "astro.config.ts", "tsconfig.json"];
const SITE_PORT = Number(process.env.SCREENS_SITE_PORT ?? 3195);
const SIM_PORT = Number(process.env.SCREENS_SIM_PORT ?? 4195);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const SIM = `http://127.0.0.1:${SIM_PORT}`;
const ADMIN_TOKEN = "screens-admin-token-0123456789";
const WIDTHS = [
  { width: 360, height: 800 },
  { width: 1366, height: 900 },
] as const;

type Screen = {
  name: string;
  path: string;
  /** The steady state: wait until product cards are in the HTML. */
  products?: boolean;
  /** Taken from a server with an empty cache and the partner down. */
  partnerDown?: boolean;
  admin?: boolean;
  /** A page an older checkout may not have: skipped when it answers 404. */
  optional?: boolean;
};

const SCREENS: readonly Screen[] = [
  { name: "home", path: "/", products: true },
  { name: "cities", path: "/cities/" },
  { name: "omaha", path: "/cities/omaha/", products: true },
  { name: "hooper", path: "/cities/hooper/", products: true },
  { name: "category-with-products", path: "/categories/birthday-flowers/", products: true },
  { name: "about", path: "/about/" },
  { name: "data-sources", path: "/data-sources/", optional: true },
  { name: "not-found", path: "/cities/no-such-town/" },
  { name: "not-found-plain", path: "/no-such-page/" },
  { name: "admin", path: "/admin/", admin: true },
  { name: "category-without-products", path: "/categories/graduation/", partnerDown: true },
];

type Shot = { width: number; height: number; file: string };
type Measured = { name: string; path: string; status: number; htmlBytes: number; shots: Shot[] };

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    killAllNow();
    process.exit(130);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setSimMode(mode: "ok" | "down") {
  const response = await fetch(`${SIM}/__sim/mode`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mode }) });
  if (!response.ok) throw new Error(`simulator refused mode ${mode}: ${response.status}`);
}

/** Builds the checkout in its own copy; returns how to start its server on a cache of its own. */
async function build(label: string, checkout: string): Promise<(cache: string) => Promise<Child>> {
  const root = path.join(os.tmpdir(), `nfd-screens-${label}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, "var"), { recursive: true });
  for (const entry of COPIED) if (existsSync(path.join(checkout, entry))) cpSync(path.join(checkout, entry), path.join(root, entry), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  const env = {
    PORT: String(SITE_PORT),
    HOST: "127.0.0.1",
    SITE_URL: SITE,
    PARTNER_BASE_URL: SIM,
    PARTNER_NAME: "FloristOne",
    AFFILIATE_ID: "1234567890",
    AFFILIATE_SOURCE_ID: "nfd-screens",
    ADMIN_TOKEN,
    IMAGE_CACHE_DIR: path.join(root, "var/images"),
    PARTNER_TIMEOUT_MS: "3000",
    PARTNER_LINK_CHECKS_PER_MINUTE: "0",
    RATE_LIMIT_PER_MINUTE: "100000000",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  };
  console.log(`[${label}] building ${checkout}`);
  await waitForExit(startChild(`screens-build-${label}`, "npm", ["run", "build"], { cwd: root, env: { ...env, DATABASE_URL: path.join(root, "var/build.sqlite") } }), 8 * 60_000);
  return async (cache) => {
    const server = startChild(`screens-site-${label}-${cache}`, process.execPath, [path.join(root, "build/node/server.js")], {
      cwd: root,
      env: { ...env, DATABASE_URL: path.join(root, `var/${cache}.sqlite`) },
    });
    await waitForUrl(`${SITE}/api/health`, server, 180_000);
    return server;
  };
}

/** Steady state: products cached and in the HTML, their pictures made. */
async function warm(screen: Screen) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const html = await (await fetch(`${SITE}${screen.path}`)).text();
    if (html.includes('data-slot="product-card"')) {
      const pictures = new Set(html.match(/\/img\/v1\/[0-9a-z]{13}-\d+\.(?:avif|webp)/g) ?? []);
      await Promise.all([...pictures].map((picture) => fetch(`${SITE}${picture}`).then((r) => r.arrayBuffer())));
      return;
    }
    await sleep(500);
  }
  console.warn(`  ${screen.path}: no product cards after 20 s`);
}

/** Scrolls through like a reader, so islands that wake on scroll have woken, then back to the top. */
async function readThrough(page: Page) {
  await page.mouse.move(10, 10);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.mouse.wheel(0, 700);
    await sleep(30);
  }
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.evaluate(() => window.scrollTo(0, 0));
  await sleep(300);
}

async function signIn(page: Page) {
  await page.getByLabel("Admin token").fill(ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Sign in" }).waitFor({ state: "detached", timeout: 15_000 });
}

async function take(browser: Browser, screen: Screen, dir: string): Promise<Measured | null> {
  const response = await fetch(`${SITE}${screen.path}`);
  const html = Buffer.from(await response.arrayBuffer());
  if (screen.optional && response.status === 404) return null;
  const measured: Measured = { name: screen.name, path: screen.path, status: response.status, htmlBytes: html.byteLength, shots: [] };
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${SITE}${screen.path}`, { waitUntil: "load" });
    if (screen.admin) await signIn(page);
    await page.waitForLoadState("networkidle").catch(() => {});
    await readThrough(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const file = `${screen.name}-${viewport.width}.png`;
    // A full-page picture is taken from the top: sections far below it are not drawn
    // (content-visibility: auto, docs/decisions/0026) and would come out blank, so draw them all.
    await page.addStyleTag({ content: "*{content-visibility:visible!important}" }).catch(() => {});
    await page.screenshot({ path: path.join(dir, file), fullPage: true });
    measured.shots.push({ width: viewport.width, height, file });
    await context.close();
  }
  return measured;
}

function table(label: string, results: readonly Measured[]): string {
  const lines = [`| page (${label}) | status | height at 360 px | height at 1366 px | HTML bytes |`, "|---|---|---|---|---|"];
  for (const result of results) {
    const at = (width: number) => result.shots.find((shot) => shot.width === width)?.height.toLocaleString("en-US") ?? "-";
    lines.push(`| ${result.name} \`${result.path}\` | ${result.status} | ${at(360)} | ${at(1366)} | ${result.htmlBytes.toLocaleString("en-US")} |`);
  }
  return lines.join("\n");
}

try {
  const [checkout, label] = process.argv.slice(2);
  if (!checkout || !label || !/^[\w.-]+$/.test(label)) throw new Error("usage: npx tsx scripts/screens.ts <checkout-dir> <label>");
  const dir = path.join(ROOT, "var/screens", label);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const sim = startChild("screens-partner-sim", process.execPath, ["--import", "tsx", "tests/partner-sim/cli.ts", "--port", String(SIM_PORT)], { cwd: ROOT, env: {} });
  await waitForUrl(`${SIM}/__sim/stats`, sim, 120_000);
  const start = await build(label, path.resolve(checkout));
  let server = await start("cache");
  for (const screen of SCREENS) if (screen.products) await warm(screen);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: Measured[] = [];
  try {
    for (const screen of SCREENS) {
      if (screen.partnerDown) {
        await stopChild(server);
        await setSimMode("down");
        server = await start("empty-cache");
      }
      console.log(`[${label}] ${screen.path}${screen.partnerDown ? " (empty cache, partner down)" : ""}`);
      const measured = await take(browser, screen, dir);
      if (measured) results.push(measured);
    }
  } finally {
    await browser.close();
  }
  writeFileSync(path.join(dir, "screens.json"), `${JSON.stringify({ label, checkout: path.resolve(checkout), date: new Date().toISOString(), results }, null, 2)}\n`);
  console.log(`\n${table(label, results)}\n\nScreens in ${path.relative(ROOT, dir)}/`);
} catch (error) {
  console.error(`screens failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
