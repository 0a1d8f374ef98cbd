/** The address rules of docs/product.md, shared by the streaming counter and the extractor. */

/** Image addresses that belong to page chrome, never to a product. */
const DECOY_IMAGE = /logo|icon|sprite|placeholder|thumb-nav|banner|hero|header/i;
/** A product link's address contains one of these words. */
const PRODUCT_LINK = /product|item|sku|asp|details|bouquet|arrangement|flowers|gift|plant|rose|lily|tulip|orchid/i;

/** src, or the lazy-loading data-src when src is missing or an inline data: image. */
export function imageSource(attribs: Record<string, string | undefined>): string | undefined {
  const src = attribs.src?.trim();
  if (src && !/^data:/i.test(src)) return src;
  return attribs["data-src"]?.trim() || undefined;
}

function absoluteHttpUrl(raw: string, base: URL, dropHash: boolean): string | undefined {
  try {
    const url = new URL(raw, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    if (dropHash) url.hash = "";
    return url.toString();
  } catch {
    return undefined;
  }
}

/**
 * The absolute product and image addresses of a link, or undefined when the
 * link is not a product: empty href, no product word, missing or chrome image,
 * or an address that is not http(s) (javascript:, data:, mailto:).
 */
export function productAddresses(
  href: string | undefined,
  src: string | undefined,
  base: URL,
): { url: string; image: string } | undefined {
  const rawHref = href?.trim();
  if (!rawHref || !PRODUCT_LINK.test(rawHref)) return undefined;
  if (!src || DECOY_IMAGE.test(src)) return undefined;
  const url = absoluteHttpUrl(rawHref, base, true);
  const image = absoluteHttpUrl(src, base, false);
  return url && image ? { url, image } : undefined;
}
