export type ContentCoding = "br" | "gzip" | "identity";

/** Longest Accept-Encoding read, and most entries; real browsers send under 40 characters. */
const HEADER_MAX = 512;
const ENTRIES_MAX = 16;

/**
 * The precomputed copy to send for an Accept-Encoding header: the acceptable coding with the
 * highest q among those available, brotli before gzip on a tie. "q=0" refuses a coding, "*"
 * stands for any coding not named, and a client that accepts neither (deflate only, say)
 * gets the identity bytes, which keep their ETag and their 304s.
 */
export function chooseEncoding(header: string | null | undefined, available: { br: boolean; gzip: boolean }): ContentCoding {
  if (!header) return "identity";
  const weights = new Map<string, number>();
  for (const entry of header.slice(0, HEADER_MAX).split(",").slice(0, ENTRIES_MAX)) {
    const [name = "", ...params] = entry.split(";");
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Math.min(1, Number(match[1]));
    }
    weights.set(coding === "x-gzip" ? "gzip" : coding, q);
  }
  const wildcard = weights.get("*") ?? 0;
  const weightOf = (coding: string) => weights.get(coding) ?? wildcard;
  const br = available.br ? weightOf("br") : 0;
  const gzip = available.gzip ? weightOf("gzip") : 0;
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}

/** A document's precomputed copies: the identity bytes, gzip and brotli where made, and the identity bytes' strong ETag. */
export type EncodedCopies = { body: Buffer; gzip?: Buffer; br?: Buffer; etag: string };

type Answer = {
  status?: number;
  /** Content-Type, Cache-Control and the rest; Vary, ETag, Content-Encoding and Content-Length are set here. */
  headers: Headers;
  /** Added to a coded copy's ETag where one document's copies are made more than one way (fast, then best). */
  tag?: string;
};

/**
 * The one place the site answers with precomputed copies (prerendered files and rendered
 * pages alike): the copy the request's Accept-Encoding prefers, under its own strong ETag (the
 * bytes differ, so the validator must too: `"x"`, `"x-br"`, `"x-gz"`), and a 304 without a body
 * when If-None-Match names that ETag (or is `*`) on a 200.
 */
export function negotiatedResponse(copies: EncodedCopies, request: Request, { status = 200, headers, tag = "" }: Answer): Response {
  headers.set("Vary", "Accept-Encoding");
  const coding = chooseEncoding(request.headers.get("accept-encoding"), { br: copies.br !== undefined, gzip: copies.gzip !== undefined });
  let body = copies.body;
  let etag = copies.etag;
  if (coding === "br" && copies.br) {
    body = copies.br;
    etag = `${copies.etag.slice(0, -1)}-br${tag}"`;
    headers.set("Content-Encoding", "br");
  } else if (coding === "gzip" && copies.gzip) {
    body = copies.gzip;
    etag = `${copies.etag.slice(0, -1)}-gz${tag}"`;
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("ETag", etag);
  const match = request.headers.get("if-none-match");
  if (status === 200 && (match === etag || match === "*")) {
    headers.delete("Content-Encoding");
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(body.length));
  // A Buffer is a Uint8Array: hand it over without copying.
  return new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
}
