import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { loadConfig } from "./server/config";
import { nebraskaSite } from "./app/astro/integration";

// Pages carry partner links and canonical URLs, so a bad setting must stop the
// build here, naming the variable, rather than ship wrong links.
let siteConfig;
try {
  // The same choice of partner as the server's: built pages promise its calendar only if it gives one.
  siteConfig = loadConfig(process.env).site;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: "./build",
  site: siteConfig.siteUrl,
  trailingSlash: "always",
  build: {
    format: "directory",
    client: "./client",
    server: "./server",
    // The server marks /assets/* immutable (hashed names).
    assets: "assets",
    inlineStylesheets: "never",
  },
  output: "static",
  adapter: nebraskaSite(),
  integrations: [react()],
  image: { service: { entrypoint: "astro/assets/services/noop" } },
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    // The public configuration (partner, affiliate ids, contact address) is fixed at
    // build time: every page and island reads this one value, no secrets in it.
    define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
  },
});
