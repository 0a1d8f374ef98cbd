import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@core": fileURLToPath(new URL("./core", import.meta.url)),
    },
  },
  test: {
    include: ["core/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "tests/security/**/*.test.ts", "tests/audit/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Integration tests share one PostgreSQL database; keep files from racing on it.
    fileParallelism: false,
  },
});
