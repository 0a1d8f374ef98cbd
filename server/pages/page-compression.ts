import { shortHash } from "../hash/short-hash";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A rendered page with its compressed copies, ready to send. encoded: "fast" until the
 * background pass has recompressed it at the best levels. No br: a made-up page, gzip only.
 */
export type CompressedPage = { status: number; body: Buffer; gzip: Buffer; br?: Buffer; encoded: "fast" | "best"; etag: string; csp: string };

export type CompressionLevels = { gzip: number; br: number };

/** A first answer: Omaha at brotli 5 takes about 7 ms; kept pages get the best levels afterwards (recompressBest). */
export const FIRST_ANSWER: CompressionLevels = { gzip: 6, br: 5 };
/**
 * A visitor's answer is never kept, so it never gets the best pass: brotli 10 keeps the sympathy
 * answer (with budget links and the delivered-price box) inside the first window, 12.6 KB against
 * 13.7 KB at 5, for about 28 ms of CPU instead of 5 (11 would be about 90 ms).
 */
export const VISITOR_ANSWER: CompressionLevels = { gzip: 6, br: 10 };
/** A made-up page is compressed for each request: gzip at level 1 (0.6 ms for 65 KB, brotli took 3-4 ms). */
const MADE_UP_GZIP = 1;

/** A page compressed at `levels`, with a strong ETag of its bytes. */
export async function compressPage(status: number, html: string, csp: string, levels: CompressionLevels): Promise<CompressedPage> {
  const body = Buffer.from(html, "utf8");
  const [gz, br] = await Promise.all([gzipAsync(body, { level: levels.gzip }), brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.br } })]);
  const hash = shortHash(body, 20);
  return { status, body, gzip: gz, br, encoded: "fast", etag: `"${hash}"`, csp };
}

/** A made-up slug's page, cheaply (gzip only): its ETag is given, made from what decides its bytes. */
export async function compressMadeUpPage(status: number, html: string, csp: string, etag: string): Promise<CompressedPage> {
  const body = Buffer.from(html, "utf8");
  return { status, body, gzip: await gzipAsync(body, { level: MADE_UP_GZIP }), encoded: "fast", etag, csp };
}

/**
 * A kept page recompressed once at the highest levels, off the event loop (zlib's thread
 * pool), in place: Omaha's brotli goes from 14.3 KB (quality 5) to 12.7 KB (quality 11,
 * about 170 ms), inside the first round trip. Its ETags change with it (the "-best" tag).
 */
export async function recompressBest(page: CompressedPage): Promise<void> {
  const [gz, br] = await Promise.all([gzipAsync(page.body, { level: 9 }), brotliAsync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })]);
  Object.assign(page, { gzip: gz, br, encoded: "best" });
}
