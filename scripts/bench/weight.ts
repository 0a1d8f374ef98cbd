/**
 * Step 4: page weight, from the requests Lighthouse recorded while loading the page
 * (mobile, no scroll and no input, until the network and the CPU are quiet): so
 * "before interactive" means everything the page fetches on its own, and code that
 * loads on scroll or on a click is not counted. HTML, CSS and JS are fetched again
 * to measure them uncompressed and gzipped (level 9, as the server's gzip).
 */
import { gzipSync } from "node:zlib";
import type { Result } from "lighthouse";

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number; statusCode?: number };

export type Sized = { count: number; raw: number; gzip: number };
export type PageWeight = {
  path: string;
  html: Sized;
  css: Sized;
  js: Sized;
  fonts: { count: number; bytes: number };
  images: { count: number; bytes: number };
  other: { count: number; bytes: number };
  requests: number;
  /** Bytes on the wire as Chromium received them (brotli where offered). */
  transferBytes: number;
  /** Requests to any origin but the page's own, before any input (product pictures hot-linked from the partner were these). */
  thirdParty: string[];
  /** Product pictures fetched on their own (the first screen; the rest are lazy): ours under /img/, or the partner's. */
  productImages: { count: number; bytes: number };
  /** The document's bytes on the wire (headers included), against the first 14,600-byte window. */
  documentTransfer: number;
  files: { url: string; type: string; raw: number; gzip: number; transfer: number }[];
};

const TEXT_KINDS = { Document: "html", Stylesheet: "css", Script: "js" } as const;

export async function pageWeight(pagePath: string, lhr: Result): Promise<PageWeight> {
  const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (item) => !item.url.startsWith("data:"),
  );
  const empty = (): Sized => ({ count: 0, raw: 0, gzip: 0 });
  const weight: PageWeight = {
    path: pagePath,
    html: empty(),
    css: empty(),
    js: empty(),
    fonts: { count: 0, bytes: 0 },
    images: { count: 0, bytes: 0 },
    other: { count: 0, bytes: 0 },
    requests: items.length,
    transferBytes: 0,
    thirdParty: [],
    productImages: { count: 0, bytes: 0 },
    documentTransfer: 0,
    files: [],
  };
  const pageOrigin = new URL(lhr.finalDisplayedUrl).origin;
  for (const item of items) {
    const transfer = item.transferSize ?? 0;
    weight.transferBytes += transfer;
    const origin = new URL(item.url).origin;
    if (origin !== pageOrigin) weight.thirdParty.push(item.url);
    if (item.resourceType === "Image" && (origin !== pageOrigin || new URL(item.url).pathname.startsWith("/img/"))) {
      weight.productImages.count += 1;
      weight.productImages.bytes += transfer;
    }
    if (item.resourceType === "Document" && weight.documentTransfer === 0) weight.documentTransfer = transfer;
    const kind = TEXT_KINDS[item.resourceType as keyof typeof TEXT_KINDS];
    if (kind) {
      const body = await download(item.url);
      const sized = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
      weight[kind].count += 1;
      weight[kind].raw += sized.raw;
      weight[kind].gzip += sized.gzip;
      weight.files.push({ url: item.url, type: kind, ...sized, transfer });
    } else {
      const bucket = item.resourceType === "Font" ? weight.fonts : item.resourceType === "Image" ? weight.images : weight.other;
      bucket.count += 1;
      bucket.bytes += transfer;
      weight.files.push({ url: item.url, type: item.resourceType ?? "Other", raw: item.resourceSize ?? 0, gzip: 0, transfer });
    }
  }
  return weight;
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`weight: ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
