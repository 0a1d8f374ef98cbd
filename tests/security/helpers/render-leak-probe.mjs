/**
 * Renders the built site's town page N times in this process and prints, as one JSON
 * line after each step, the heap after a forced GC and the timers still pending.
 * Run with --expose-gc: node --expose-gc render-leak-probe.mjs <buildDir> <step> <steps>
 * Unknown towns with no products, and Omaha with products, alternate, so the product
 * islands (the QueryClient) render every time.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV = "production";
const [buildDir, stepArg = "1000", stepsArg = "3"] = process.argv.slice(2);
const step = Number(stepArg);
const steps = Number(stepsArg);
const { renderPage } = await import(pathToFileURL(path.join(buildDir, "server/entry.mjs")).href);

const card = (i) => ({ title: `Rose bouquet ${i}`, price: "$49.99", image: `https://partner.test/img/${i}.jpg`, url: `https://partner.test/p/${i}` });
const featured = { products: Array.from({ length: 8 }, (_, i) => card(i)), fromCache: true, cacheStatus: "fresh", fetchedAt: new Date(0).toISOString() };

const timers = () => process.getActiveResourcesInfo().filter((name) => name === "Timeout").length;
async function settle() {
  for (let i = 0; i < 4; i += 1) {
    global.gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return Math.round(process.memoryUsage().heapUsed / 1048576);
}

let rendered = 0;
console.log(JSON.stringify({ renders: 0, heapMb: await settle(), timers: timers() }));
for (let s = 1; s <= steps; s += 1) {
  for (let i = 0; i < step; i += 1) {
    const town = i % 2 === 0 ? `made-up-town-${rendered}` : "omaha";
    const response = await renderPage(new Request(`http://localhost/cities/${town}/`), { featured });
    await response.arrayBuffer();
    rendered += 1;
  }
  console.log(JSON.stringify({ renders: rendered, heapMb: await settle(), timers: timers() }));
}
process.exit(0);
