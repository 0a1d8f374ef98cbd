/**
 * `npx tsx scripts/bench/page-scripts.ts <base-url> <path>...`: the JavaScript a page can load, in
 * brotli bytes, from its HTML alone (no browser): the module scripts and island components it names,
 * then every module they import. "At hydration" follows static imports only; "in all" adds the
 * dynamic ones (code an island loads when the visitor opens the calendar or asks for a result).
 * Lighthouse's weight counts only what one load fetched; this counts what a visitor can be sent.
 */
import { brotliCompressSync } from "node:zlib";

const [baseUrl, ...paths] = process.argv.slice(2);
if (!baseUrl || paths.length === 0) {
  console.error("usage: tsx scripts/bench/page-scripts.ts <base-url> <path>...");
  process.exit(2);
}

const MAX_MODULES = 200;
const bodies = new Map<string, string>();

async function body(url: string): Promise<string> {
  const known = bodies.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const text = await response.text();
  bodies.set(url, text);
  return text;
}

const brotli = (text: string) => brotliCompressSync(Buffer.from(text)).length;

/** Module URLs a page names: `<script type="module" src>`, island component and renderer URLs, inline `import`s. */
function entriesOf(html: string, pageUrl: string): string[] {
  const found = new Set<string>();
  const attribute = /(?:src|component-url|renderer-url|before-hydration-url)="([^"]+\.js)"/g;
  for (const match of html.matchAll(attribute)) found.add(new URL(match[1]!, pageUrl).href);
  for (const match of html.matchAll(/import\(?\s*["']([^"']+\.js)["']/g)) found.add(new URL(match[1]!, pageUrl).href);
  return [...found];
}

function importsOf(code: string, moduleUrl: string, dynamic: boolean): string[] {
  const pattern = dynamic ? /import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g : /(?:^|[;}\s])(?:import|export)\s*(?:[^"'`();]*?from\s*)?["']([^"']+\.js)["']/g;
  return [...code.matchAll(pattern)].map((match) => new URL(match[1]!, moduleUrl).href);
}

async function closure(entries: string[], dynamic: boolean): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0 && seen.size < MAX_MODULES) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await body(url);
    queue.push(...importsOf(code, url, false));
    if (dynamic) queue.push(...importsOf(code, url, true));
  }
  return seen;
}

console.log("| Page | modules at hydration | brotli at hydration | modules in all | brotli in all |");
console.log("|---|---|---|---|---|");
for (const path of paths) {
  const pageUrl = new URL(path, baseUrl).href;
  const entries = entriesOf(await body(pageUrl), pageUrl);
  const eager = await closure(entries, false);
  const all = await closure(entries, true);
  const size = async (urls: Set<string>) => (await Promise.all([...urls].map(async (url) => brotli(await body(url))))).reduce((a, b) => a + b, 0);
  console.log(`| ${path} | ${eager.size} | ${(await size(eager)).toLocaleString("en-US")} B | ${all.size} | ${(await size(all)).toLocaleString("en-US")} B |`);
  if (process.env.LIST_MODULES) for (const url of all) console.log(`  ${eager.has(url) ? "eager" : "lazy "} ${brotli(await body(url))} ${new URL(url).pathname}`);
}
