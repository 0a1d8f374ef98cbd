import type { Config } from "@react-router/dev/config";
import { parseEnv } from "./core/config/env";
import { prerenderPaths } from "./core/site/pages";

// Prerendered pages carry partner links and canonical URLs, so a bad setting must
// stop the build here, naming the variable, rather than ship wrong links.
try {
  parseEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  prerender: () => prerenderPaths(),
} satisfies Config;
