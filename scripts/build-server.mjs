// Bundles the Node server (our code only; packages stay external) beside the Astro build.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/node/server.js",
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
console.log("built build/node/server.js");
