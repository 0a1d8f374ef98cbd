// Bundles the Node server (our code only; packages stay external) beside the Astro build,
// with the extraction worker as a second entry (server/partner/extraction.ts finds it beside server.js).
import { build } from "esbuild";

await build({
  entryPoints: { server: "server/index.ts", "extraction-worker": "server/partner/extraction-worker.ts" },
  outdir: "build/node",
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
console.log("built build/node/server.js and build/node/extraction-worker.js");
