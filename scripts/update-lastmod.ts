// Records today's date for every page whose source data changed since the last run.
import { readFileSync, writeFileSync } from "node:fs";
import { type LastmodManifest, updatedManifest } from "#core/site/lastmod";
import { pageSources, spanishPageSources } from "#core/site/page-sources";

const file = new URL("../core/site/lastmod.json", import.meta.url);
const recorded = JSON.parse(readFileSync(file, "utf8")) as LastmodManifest;
const today = process.env.LASTMOD_DATE ?? new Date().toISOString().slice(0, 10);
// Both editions: a Spanish page is dated by its own text (issue 41).
const next = updatedManifest([...pageSources(), ...spanishPageSources()], recorded, today);
const changed = Object.keys(next).filter((path) => recorded[path]?.hash !== next[path]?.hash);
writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
console.log(`${changed.length} page(s) dated ${today}; ${Object.keys(next).length} pages recorded`);
