/**
 * vitest globalSetup: one folder per run (per `vitest run`) where the sitemap's pages, walked once,
 * are kept for every audit that reads them (tests/audit/helpers/site-snapshot.ts,
 * docs/decisions/0061). Only the folder is made here: the walk happens when the first file
 * that needs it asks, so a run of unit tests never starts the built site.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's folder for the shared walk of the sitemap (empty until the first audit asks). */
    sitePagesDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), "nfd-site-pages-"));
  project.provide("sitePagesDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
