import type { AstroIntegration } from "astro";

/**
 * Our Astro integration: the two hydration directives of docs/decisions/0007 and an
 * adapter whose server entry hands rendering to our own Hono server (server/http),
 * which owns routing, caching, headers and the product data passed in as locals.
 */
export function nebraskaSite(): AstroIntegration {
  return {
    name: "nebraska-site",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "interact", entrypoint: "./app/astro/directives/interact.ts" });
        addClientDirective({ name: "near", entrypoint: "./app/astro/directives/near.ts" });
      },
      "astro:config:done": ({ setAdapter }) => {
        setAdapter({
          name: "nebraska-hono",
          entrypointResolution: "auto",
          serverEntrypoint: "./app/astro/server-entry.ts",
          supportedAstroFeatures: { staticOutput: "stable", hybridOutput: "stable", serverOutput: "stable", sharpImageService: "unsupported" },
        });
      },
    },
  };
}
