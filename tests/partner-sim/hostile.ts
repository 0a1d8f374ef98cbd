/**
 * Hostile partner pages: what a compromised or careless partner could
 * send. Pure functions, shared by the simulator's 'hostile' mode, the security
 * corpus and the extraction bench.
 */

/** A product card whose fields are ordinary; the hostile part is around or inside it. */
const card = (id: string, origin: string) =>
  `<a href="${origin}/product/${id}/"><img src="${origin}/images/products/${id}.svg" alt="Hostile ${id}"></a><span>$42.00</span>`;

const ordinary = (origin: string) =>
  Array.from({ length: 3 }, (_, index) => `<li>${card(`ok-${index}`, origin)}</li>`).join("");

const page = (body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>Hostile</title></head><body>${body}</body></html>`;

export type HostileKind =
  | "nested-inside"
  | "nested-around"
  | "unclosed"
  | "huge-attribute"
  | "many-siblings"
  | "many-links"
  | "bidi-controls"
  | "off-origin";

export const HOSTILE_KINDS: readonly HostileKind[] = [
  "nested-inside",
  "nested-around",
  "unclosed",
  "huge-attribute",
  "many-siblings",
  "many-links",
  "bidi-controls",
  "off-origin",
];

/** Depths of the nesting kinds, from a plausible mistake to the 2.2 MB attack of the report. */
export const HOSTILE_DEPTHS = [1_000, 10_000, 20_000, 200_000] as const;

export type HostileOptions = {
  /** Nesting depth or element count (the kinds that have one). */
  size?: number;
  /** Our own site's origin, for the image that points back at our admin API. */
  siteOrigin?: string;
};

/**
 * One hostile page served from `origin`. Every kind but bidi and off-origin also
 * carries three ordinary products after the hostile part, so a page that is read
 * to the end still yields products.
 */
export function hostilePage(kind: HostileKind, origin: string, options: HostileOptions = {}): string {
  const size = options.size ?? 200_000;
  switch (kind) {
    case "nested-inside":
      // One product link wrapping `size` nested divs, its image at the bottom.
      return page(`<a href="${origin}/product/deep/">${"<div>".repeat(size)}<img src="${origin}/images/products/deep.svg" alt="Deep">${"</div>".repeat(size)}</a>${ordinary(origin)}`);
    case "nested-around":
      return page(`${"<span>".repeat(size)}${card("wrapped", origin)}${"</span>".repeat(size)}${ordinary(origin)}`);
    case "unclosed":
      return page(`${"<div><p><b>".repeat(Math.ceil(size / 3))}${card("unclosed", origin)}${ordinary(origin)}`);
    case "huge-attribute":
      return page(
        `<a href="${origin}/product/${"a".repeat(size * 12)}/"><img src="${origin}/images/products/long.svg" alt="${"B".repeat(size * 4)}"></a>` +
          `<div data-x="${"x".repeat(size * 4)}">${card("after-attribute", origin)}</div>${ordinary(origin)}`,
      );
    case "many-siblings":
      return page(`<div>${card("first", origin)}${"<i>x</i>".repeat(size)}</div>${ordinary(origin)}`);
    case "many-links":
      // Links with images but no product word: never products, so the parser never stops early.
      return page(`${`<a href="/about/"><img src="/images/products/x.svg"></a>`.repeat(Math.ceil(size / 4))}${ordinary(origin)}`);
    case "bidi-controls":
      return page(
        `<a href="${origin}/product/bidi/"><img src="${origin}/images/products/bidi.svg" alt="Roses \u202Egnp.exe\u202C \u0007\u0000 for you"></a>` +
          `<a href="${origin}/product/isolate/"><img src="${origin}/images/products/isolate.svg" alt="\u2067Lily\u2069\u200F\u0085"></a>`,
      );
    case "off-origin": {
      const partner = new URL(origin);
      const https = `https://${partner.host}`;
      const site = options.siteOrigin ?? "http://127.0.0.1:3000";
      return page(
        [
          `<a href="${origin}/product/admin-image/"><img src="${site}/api/admin/cache" alt="Admin image"></a>`,
          `<a href="${origin}/product/foreign-image/"><img src="https://images.evil.example/rose.svg" alt="Foreign image"></a>`,
          `<a href="${https}/product/https-variant/"><img src="${origin}/images/products/https.svg" alt="Https variant"></a>`,
          `<a href="${partner.protocol}//user:pass@${partner.host}/product/userinfo/"><img src="${origin}/images/products/userinfo.svg" alt="Userinfo"></a>`,
          `<a href="${origin}/product/userinfo-image/"><img src="${partner.protocol}//user@${partner.host}/images/products/u.svg" alt="Userinfo image"></a>`,
          `<a href="https://evil.example/product/elsewhere/"><img src="${origin}/images/products/elsewhere.svg" alt="Elsewhere"></a>`,
          `<a href="${origin}/product/${"h".repeat(2_400_000)}/"><img src="${origin}/images/products/h.svg" alt="Long href"></a>`,
          `<a href="${origin}/product/good/"><img src="${origin}/images/products/good.svg" alt="Good"></a>`,
        ].join(""),
      );
    }
  }
}

/** Every page of the corpus: each nesting kind at each depth, the others at their default size. */
export function hostileCorpus(origin: string, siteOrigin?: string): { name: string; html: string }[] {
  const corpus: { name: string; html: string }[] = [];
  for (const kind of HOSTILE_KINDS) {
    const sizes = kind === "nested-inside" || kind === "nested-around" || kind === "unclosed" ? HOSTILE_DEPTHS : [kind === "huge-attribute" ? 200_000 : 100_000];
    for (const size of sizes) corpus.push({ name: `${kind}-${size}`, html: hostilePage(kind, origin, { size, siteOrigin }) });
  }
  return corpus;
}
