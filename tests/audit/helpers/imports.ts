import { existsSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../../..");

/**
 * The file an import names, as the bundler finds it: `#core/` and `#app/` paths, relative paths,
 * the extension left off (.ts, .tsx) or a folder named for its index.ts. Undefined for a package,
 * or for a path that names no file.
 */
export function importedFile(from: string, specifier: string): string | undefined {
  let path: string;
  if (specifier.startsWith("#core/")) path = join(ROOT, "core", specifier.slice("#core/".length));
  else if (specifier.startsWith("#app/")) path = join(ROOT, "app", specifier.slice("#app/".length));
  else if (specifier.startsWith(".")) path = resolve(dirname(from), specifier);
  else return undefined;
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, "index.ts")]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}
