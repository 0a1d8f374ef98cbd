import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Icons come from the sprite; lucide-react is read only by scripts/build-icons.ts (docs/decisions/0042).
const NO_LUCIDE = { group: ["lucide-react", "lucide-react/*"], message: "Use #app/components/ui/icons.tsx: icons are drawn from one cached sprite (docs/decisions/0042)." };

export default tseslint.config(
  { ignores: ["build/", ".astro/", "node_modules/", "var/", "test-results/", "playwright-report/", "bench-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // core/ is framework-free: no React, no Node APIs, so it runs in the browser, the server and the build alike.
    files: ["core/**/*.ts"],
    ignores: ["core/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-*", "node:*", "fs", "path", "\\#app/*", "**/app/**", "**/server/**"], message: "core/ stays framework-free and imports nothing outside core/." },
            NO_LUCIDE,
            { regex: "^(\\./index|(\\.\\./)+[^/]+/index|(\\.\\./)+(nebraska|search|delivery))(\\.ts)?$", message: "Import the file that defines the name, not a folder's index (docs/decisions/0036)." },
          ],
        },
      ],
      "no-restricted-globals": ["error", "process"],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "app/ never imports server/." },
            NO_LUCIDE,
            { regex: "^#core/[^/]+/index(\\.ts)?$", message: "Import the core file that defines the name, not a folder's index (docs/decisions/0036)." },
          ],
        },
      ],
    },
  },
  {
    // The server renders pages through the built Astro entry, never by importing app/ code.
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["\\#app/*", "**/app/**"], message: "server/ never imports app/; shared rules live in core/." },
            NO_LUCIDE,
            { regex: "^#core/[^/]+/index(\\.ts)?$", message: "Import the core file that defines the name, not a folder's index (docs/decisions/0036)." },
          ],
        },
      ],
    },
  },
  {
    // Memory caches and deadlines are written once (docs/decisions/0036-caches-and-deadlines-from-one-place.md).
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts", "server/concurrency/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[property.name='next'][object.callee.property.name='keys']", message: "A size-capped memory cache is lru-cache's LRUCache: no hand-written eviction." },
        { selector: "CallExpression[callee.object.name='Promise'][callee.property.name='race']", message: "Race work against a timer with within() of server/concurrency/within.ts." },
      ],
    },
  },
  {
    // No import circles anywhere: a circle makes load order matter and hides a missing module.
    files: ["app/**/*.{ts,tsx}", "core/**/*.ts", "server/**/*.ts", "scripts/**/*.ts", "tests/**/*.ts"],
    plugins: { "import-x": importX },
    settings: { ...importX.flatConfigs.typescript.settings, "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })] },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
);
