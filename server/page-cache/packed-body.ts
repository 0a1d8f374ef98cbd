import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The most a stored body may unpack to: PARTNER_MAX_BYTES's own ceiling (core/config/env.ts). */
const MAX_UNPACKED_BYTES = 100_000_000;

/**
 * A partner answer as it is stored: gzip, made on libuv's thread pool. SQLite writes on the
 * request thread, and a 5 MB page held it 20–140 ms (600 ms on a busy CI disk, when the write
 * set off a WAL checkpoint); the same page packed is a few kilobytes (docs/decisions/0058).
 */
export async function packBody(body: string): Promise<Buffer> {
  return gzipAsync(Buffer.from(body, "utf8"));
}

/** The stored answer back as text, unpacked off the request thread and bounded. */
export async function unpackBody(packed: Uint8Array, maxBytes = MAX_UNPACKED_BYTES): Promise<string> {
  const bytes = await gunzipAsync(packed, { maxOutputLength: maxBytes });
  return bytes.toString("utf8");
}
