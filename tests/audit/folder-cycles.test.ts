/**
 * The house has no folder circles: reading every import of `core/` and `server/` (type imports
 * included, which file-level lint does not see as a folder tie), the folders form a graph
 * whose arrows all run one way. A folder is a first-level folder under `core/` or `server/`;
 * the files standing directly in `core/` or `server/` are one folder, "(root files)". Tests
 * and test fixtures are not part of the house and are not read.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { importedFile } from "./helpers/imports";

const ROOT = resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx)$/;
const NOT_HOUSE = /(\.test\.tsx?|\.fixtures?\.ts|\.d\.ts)$/;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(name) && !NOT_HOUSE.test(name)) files.push(path);
  }
  return files;
}

/** The repository-relative file an import names, or undefined when it is a package. */
function target(from: string, specifier: string): string | undefined {
  const file = importedFile(from, specifier);
  return file && relative(ROOT, file).split(sep).join("/");
}

/** `core/delivery/x.ts` -> `core/delivery`; `server/runtime.ts` -> `server/(root files)`. */
export function folderOf(file: string): string {
  const parts = file.split("/");
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]}/(root files)`;
}

function folderGraph(layers: readonly string[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const layer of layers) {
    for (const file of sourceFiles(join(ROOT, layer))) {
      const from = relative(ROOT, file).split(sep).join("/");
      const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      for (const ref of info.importedFiles) {
        const to = target(file, ref.fileName);
        if (!to || !layers.some((l) => to.startsWith(`${l}/`))) continue;
        const a = folderOf(from);
        const b = folderOf(to);
        if (a === b) continue;
        const edges = graph.get(a) ?? new Map<string, string>();
        if (!edges.has(b)) edges.set(b, `${from} -> ${ref.fileName}`);
        graph.set(a, edges);
      }
    }
  }
  return graph;
}

/** Folders that reach each other (strongly connected components of more than one folder). */
function circles(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Each circle, with the imports that tie its folders to each other. */
function describeCircles(graph: Map<string, Map<string, string>>): string[] {
  return circles(graph).map((members) => {
    const ties = members.flatMap((a) =>
      [...(graph.get(a) ?? [])].filter(([b]) => members.includes(b)).map(([b, example]) => `  ${a} -> ${b} (${example})`),
    );
    return [members.join(" <-> "), ...ties].join("\n");
  });
}

describe("folder graph", () => {
  it("core/ has no folder circles", () => {
    expect(describeCircles(folderGraph(["core"]))).toEqual([]);
  });

  it("server/ has no folder circles", () => {
    expect(describeCircles(folderGraph(["server"]))).toEqual([]);
  });

  it("reads type imports and #core paths (the graph is not empty)", () => {
    const core = folderGraph(["core"]);
    expect(core.get("core/content")?.size ?? 0).toBeGreaterThan(0);
    const server = folderGraph(["server"]);
    expect(server.get("server/(root files)")?.size ?? 0).toBeGreaterThan(3);
  });
});
