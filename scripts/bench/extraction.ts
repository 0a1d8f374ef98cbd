/**
 * Product extraction on a 2 MB partner page (issue 6: under 50 ms), in this
 * process, for both limits: 50 (carousel path) and 24 (category path).
 */
import { extractProducts } from "../../core/products/extract";
import { largeCategoryPage } from "../../tests/partner-sim/pages";
import { median, round } from "./stats";

export type Extraction = { bytes: number; runs: number; results: { limit: number; products: number; medianMs: number; maxMs: number }[] };

const ORIGIN = "https://partner.example";
const RUNS = 15;

export function measureExtraction(): Extraction {
  const html = largeCategoryPage("/birthday-flowers/", ORIGIN, 2_000_000);
  const pageUrl = `${ORIGIN}/birthday-flowers/`;
  const results = [50, 24].map((limit) => {
    extractProducts(html, pageUrl, { limit }); // warm the JIT
    const times: number[] = [];
    let products = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      products = extractProducts(html, pageUrl, { limit }).length;
      times.push(performance.now() - started);
    }
    return { limit, products, medianMs: round(median(times), 1), maxMs: round(Math.max(...times), 1) };
  });
  return { bytes: html.length, runs: RUNS, results };
}
