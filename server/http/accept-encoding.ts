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
