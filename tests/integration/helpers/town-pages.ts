/**
 * Reading town pages as the all-towns suites need them: each card's figures from the HTML
 * (a real parser, not patterns), the bytes a first answer costs on the wire, and a bounded
 * pool so 189 pages are asked a few at a time.
 */
import { findAll, getAttributeValue, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import type { Element } from "domhandler";

export type CardFigures = { code: string | undefined; price: string; total: string; charge: string; tax: string; zip: string | undefined; pricedAt: string | undefined };

const bySlot = (root: Element, slot: string) => findAll((element) => getAttributeValue(element, "data-slot") === slot, [root]);

/** Every product card of a page with what it shows. */
export function cardFigures(html: string): CardFigures[] {
  const cards = findAll((element) => getAttributeValue(element, "data-slot") === "product", parseDocument(html).children);
  return cards.map((card) => {
    const text = (slot: string) => textContent(bySlot(card, slot)[0] ?? []).trim();
    const href = getAttributeValue(bySlot(card, "product-card")[0] as Element, "href") ?? "";
    const delivered = bySlot(card, "product-delivered")[0];
    const time = delivered ? findAll((element) => element.name === "time", [delivered])[0] : undefined;
    return {
      code: /[?&]dcode=([^&]+)/.exec(href)?.[1],
      price: text("product-price"),
      total: text("delivered-total"),
      charge: text("delivered-charge"),
      tax: text("delivered-tax"),
      zip: delivered ? getAttributeValue(delivered, "data-zip") : undefined,
      pricedAt: time ? getAttributeValue(time, "datetime") : undefined,
    };
  });
}

/** How often a sentence stands in the page's text. */
export function occurrences(html: string, sentence: string): number {
  return textContent(parseDocument(html).children).split(sentence).length - 1;
}

/** The bytes of an answer on the wire: status line, headers and body as sent. */
export async function bytesOnWire(response: Response): Promise<number> {
  const body = new Uint8Array(await response.arrayBuffer());
  return [...response.headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, "HTTP/1.1 200 OK\r\n".length + 2) + body.length;
}

/** Runs `work` over the items, at most `width` at once, in order of the items. */
export async function inPool<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bytes of a kept page's first answer once it is recompressed at the best levels (its ETag
 * says "-best"): the copy visitors get, brotli, headers included.
 */
export async function settledFirstAnswer(request: (path: string, init?: RequestInit) => Promise<Response>, path: string): Promise<number> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const response = await request(path, { headers: { "accept-encoding": "br" } });
    const settled = (response.headers.get("etag") ?? "").includes("-best");
    const bytes = await bytesOnWire(response);
    if (settled) return bytes;
    await sleep(250);
  }
  throw new Error(`${path} was never recompressed`);
}

/** The largest of the first answers, by page. */
export function largest(sizes: Record<string, number>): { page: string; bytes: number } {
  const [page, bytes] = Object.entries(sizes).sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  return { page, bytes };
}

/** A site in process, as the files that drive it see it. */
type AskedSite = { request(path: string): Promise<Response>; logs: string[] };

/**
 * A page once `ready(html)` holds: the first render does not wait for the partner's totals.
 * Asked 240 times at most, 250 ms apart; then an error with the server's last log lines on totals.
 */
export async function settledPage(site: AskedSite, path: string, ready: (html: string) => boolean): Promise<string> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const response = await site.request(path);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const html = await response.text();
    if (ready(html)) return html;
    await sleep(250);
  }
  const why = site.logs.filter((line) => line.includes("totals")).slice(-3).join("\n");
  throw new Error(`${path} never showed a delivered total; the server's last words on totals:\n${why}`);
}
