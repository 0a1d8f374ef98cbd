import { createHash } from "node:crypto";

/**
 * The server's short content hash: SHA-1, base64url, the first `length` characters (16 for a
 * page's data version, 20 for an ETag or a stored page's key). Each is kept, in databases and
 * in visitors' caches, so the algorithm, the encoding and the lengths never change: a test
 * pins them. Not for secrets (core/hash.ts is the dependency-free one for wording choices).
 */
export function shortHash(data: string | Uint8Array, length: 16 | 20): string {
  return createHash("sha1").update(data).digest("base64url").slice(0, length);
}
