import type { ShareCard } from "#core/site/share-cards";
import { SHARE_CARD_SIZE } from "#core/site/share-cards";
import type { BrandColours } from "./brand";

/** The element shape satori reads (React's, without React): plain data, so it also serves as the cache key. */
export type Node = { type: string; props: { style?: Record<string, string | number>; children?: Child | Child[]; [key: string]: unknown } };
type Child = Node | string;

const h = (type: string, style: Record<string, string | number>, children?: Child | Child[], extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }), ...extra },
});

/** Long town names ("Nebraska City, Nebraska") step down so every title fits on at most two lines. */
function titleSize(title: string): number {
  if (title.length <= 16) return 104;
  if (title.length <= 24) return 88;
  return 72;
}

/** The logo mark of public/favicon.svg, as a data URL satori can draw. */
export function logoDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** One 1200×630 card: logo and brand line, eyebrow, the town or category in display type, tagline, a primary band. */
export function cardLayout(card: ShareCard, colours: BrandColours, logo: string): Node {
  const { width, height } = SHARE_CARD_SIZE;
  return h(
    "div",
    {
      width,
      height,
      display: "flex",
      flexDirection: "column",
      // Flat colours: a gradient triples the PNG's size for little gain.
      backgroundColor: colours.accent,
      position: "relative",
      fontFamily: "Fraunces",
      color: colours.foreground,
    },
    [
      h("img", { position: "absolute", right: -90, top: 120, width: 420, height: 420, opacity: 0.22 }, undefined, { src: logo, width: 420, height: 420 }),
      h("div", { display: "flex", alignItems: "center", padding: "56px 72px 0", fontSize: 34, fontWeight: 600, color: colours.primary }, [
        h("img", { width: 64, height: 64, marginRight: 20 }, undefined, { src: logo, width: 64, height: 64 }),
        "Nebraska Flower Delivery",
      ]),
      h("div", { display: "flex", flexDirection: "column", justifyContent: "center", flexGrow: 1, padding: "0 72px" }, [
        h("div", { fontSize: 34, fontWeight: 600, color: colours.sage, letterSpacing: 1 }, card.eyebrow),
        h("div", { fontSize: titleSize(card.title), fontWeight: 600, lineHeight: 1.05, marginTop: 12 }, card.title),
        h("div", { fontSize: 38, fontWeight: 400, color: colours.mutedForeground, marginTop: 28 }, card.tagline),
      ]),
      h("div", { display: "flex", height: 28, backgroundColor: colours.primary }, [
        h("div", { width: 260, height: 28, backgroundColor: colours.flowerStrong }),
      ]),
    ],
  );
}
