/**
 * Every page of the built site offers a share card: og:image and
 * twitter:image point at a 1200×630 PNG that the app serves, with alt text and
 * the large-image card; the touch icon, manifest and theme colour are there too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePagePaths } from "#core/site/pages";
import { SITE_URL, SIM_URL } from "../e2e/env";
import { assertBuilt, startSecuritySite, type SecuritySite } from "../security/helpers/app";
import type { FetchedPage } from "./helpers/pages";
import { siteSnapshot } from "./helpers/site-snapshot";

assertBuilt();

/** Width and height from a PNG's IHDR chunk; throws on anything that is not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString("ascii", 12, 16) !== "IHDR") throw new Error("not a PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function meta(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`));
  return tag?.[1]?.replace(/&amp;/g, "&");
}

/** Share cards are small enough to fetch quickly on a slow link; the largest measured is about 55 KB. */
const MAX_CARD_BYTES = 100_000;

let site: SecuritySite;
let pages: FetchedPage[];
beforeAll(async () => {
  // The run's one walk of the sitemap (helpers/site-snapshot.ts); this file's own site serves the images.
  pages = (await siteSnapshot()).pages;
  site = await startSecuritySite({ env: { PARTNER_BASE_URL: SIM_URL } });
});
afterAll(async () => {
  await site?.close();
});

async function fetchImage(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await site.request(new URL(url).pathname);
  return { status: response.status, type: response.headers.get("content-type"), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("share cards on every page", () => {
  it("every page names a served 1200×630 PNG in og:image and twitter:image, with alt text", async () => {
    expect(pages.map((page) => page.path)).toEqual(sitePagePaths());
    const problems: string[] = [];
    const checked = new Map<string, string | null>();
    for (const page of pages) {
      const image = meta(page.html, "og:image");
      const problem = (text: string) => problems.push(`${page.path}: ${text}`);
      if (page.status !== 200) problem(`status ${page.status}`);
      if (!image || !image.startsWith(`${SITE_URL}/share/`)) problem(`og:image ${image ?? "missing"}`);
      if (meta(page.html, "twitter:image") !== image) problem("twitter:image differs from og:image");
      if (meta(page.html, "twitter:card") !== "summary_large_image") problem("twitter:card is not summary_large_image");
      for (const key of ["og:image:alt", "twitter:image:alt", "twitter:title", "twitter:description"]) if (!meta(page.html, key)) problem(`${key} missing`);
      if (meta(page.html, "og:image:width") !== "1200" || meta(page.html, "og:image:height") !== "630") problem("og:image:width/height not 1200×630");
      if (!image || checked.has(image)) continue;
      const { status, type, bytes } = await fetchImage(image);
      let verdict: string | null = null;
      if (status !== 200 || type !== "image/png") verdict = `${image} answered ${status} ${type}`;
      else if (bytes.length > MAX_CARD_BYTES) verdict = `${image} is ${bytes.length} bytes`;
      else {
        const { width, height } = pngSize(bytes);
        if (width !== 1200 || height !== 630) verdict = `${image} is ${width}×${height}`;
      }
      checked.set(image, verdict);
      if (verdict) problem(verdict);
    }
    expect(problems.slice(0, 20), `${problems.length} problem(s)`).toEqual([]);
    // Town and category pages each have their own card.
    expect(checked.size).toBeGreaterThan(195);
  });

  it("serves the touch icon (180×180), the manifest icons and a manifest with the theme colour", async () => {
    const about = pages.find((page) => page.path === "/about/")?.html ?? "";
    expect(about).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
    expect(about).toContain('<link rel="manifest" href="/site.webmanifest"');
    expect(meta(about, "theme-color")).toBe("#a8284f");
    const touch = await fetchImage(`${SITE_URL}/apple-touch-icon.png`);
    expect(touch.type).toBe("image/png");
    expect(pngSize(touch.bytes)).toEqual({ width: 180, height: 180 });
    const response = await site.request("/site.webmanifest");
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { theme_color: string; icons: { src: string; sizes: string }[] };
    expect(manifest.theme_color).toBe("#a8284f");
    for (const icon of manifest.icons.filter((entry) => entry.src.endsWith(".png"))) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize((await fetchImage(`${SITE_URL}${icon.src}`)).bytes), icon.src).toEqual({ width, height });
    }
  });
});
