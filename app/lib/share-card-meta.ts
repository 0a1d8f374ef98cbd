import { SHARE_CARD_SIZE, shareCardFor } from "#core/site/share-cards";
import type { MetaTag } from "./seo";
import { siteConfig } from "./site-config";

/** Open Graph and X tags for the page's share card (made at build by app/astro/share-cards); absolute URLs, as both require. */
export function shareCardMeta(pagePath: string): MetaTag[] {
  const card = shareCardFor(pagePath);
  const url = `${siteConfig.siteUrl}${card.path}`;
  return [
    { property: "og:image", content: url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_CARD_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_CARD_SIZE.height) },
    { property: "og:image:alt", content: card.alt },
    { name: "twitter:image", content: url },
    { name: "twitter:image:alt", content: card.alt },
  ];
}
