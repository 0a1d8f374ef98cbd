import { shortHash } from "../hash/short-hash";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { EncodedCopies } from "../http/negotiation";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A calendar file's identity, gzip and brotli copies with a strong ETag of its bytes, made
 * once off the event loop (a town's file is about 10 KB: a few milliseconds at the best levels).
 */
export async function encodedCopies(text: string): Promise<EncodedCopies> {
  const body = Buffer.from(text, "utf8");
  const [gz, br] = await Promise.all([gzipAsync(body, { level: 9 }), brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })]);
  return { body, gzip: gz, br, etag: `"${shortHash(body, 20)}"` };
}
