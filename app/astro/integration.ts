import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { generateShareCards } from "./share-cards/generate";

/**
 * Our Astro integration: the two hydration directives of docs/decisions/0007, an
 * adapter whose server entry hands rendering to our own Hono server (server/http),
 * which owns routing, caching, headers and the product data passed in as locals,
 * and the share cards and home-screen icons written beside the built pages.
 */
export function nebraskaSite(): AstroIntegration {
  let root = process.cwd();
  return {
    name: "nebraska-site",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "interact", entrypoint: "./app/astro/directives/interact.ts" });
        addClientDirective({ name: "near", entrypoint: "./app/astro/directives/near.ts" });
      },
      "astro:config:done": ({ config, setAdapter }) => {
        root = fileURLToPath(config.root);
        setAdapter({
          name: "nebraska-hono",
          entrypointResolution: "auto",
          serverEntrypoint: "./app/astro/server-entry.ts",
          supportedAstroFeatures: { staticOutput: "stable", hybridOutput: "stable", serverOutput: "stable", sharpImageService: "unsupported" },
        });
      },
      "astro:build:done": async ({ dir, logger }) => {
        // Astro writes a nested 404 page as a directory page; the server answers unknown
        // Spanish paths with es/404.html (as unknown English ones with 404.html), and
        // /es/404/ itself is then no page at all.
        const outDir = fileURLToPath(dir);
        await rename(path.join(outDir, "es", "404", "index.html"), path.join(outDir, "es", "404.html"));
        await rm(path.join(outDir, "es", "404"), { recursive: true });
        // After the pages, so the cards land beside them in build/client (docs/decisions/0009-share-cards-at-build.md).
        const report = await generateShareCards({
          root,
          outDir,
          cacheDir: `${root}/node_modules/.cache/nfd-share-cards`,
        });
        logger.info(
          `share cards: ${report.cards} (${report.rendered} rendered, ${report.fromCache} from cache) in ${report.ms} ms; ` +
            `${Math.round(report.totalBytes / 1024)} KiB in all, largest ${Math.round(report.largestBytes / 1024)} KiB`,
        );
      },
    },
  };
}
