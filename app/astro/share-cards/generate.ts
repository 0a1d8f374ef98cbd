import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { copyFile, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { renderAsync, Resvg } from "@resvg/resvg-js";
import { allShareCards, SHARE_CARD_SIZE, type ShareCard } from "#core/site/share-cards";
import satori from "satori";
import { brandColours, type BrandColours } from "./brand";
import { cardLayout, logoDataUrl } from "./layout";

export type ShareCardOptions = {
  /** The project root (app/app.css, public/favicon.svg). */
  root: string;
  /** Where the site's files go (build/client); cards land under share/, icons at the top. */
  outDir: string;
  /** Rendered PNGs by content hash, reused across builds. */
  cacheDir: string;
};

export type ShareCardReport = { cards: number; rendered: number; fromCache: number; totalBytes: number; largestBytes: number; ms: number };

/** Home-screen icons: Apple's 180 px touch icon and the manifest's 192/512 px (maskable: the mark keeps a safe margin). */
export const ICONS = [
  { file: "apple-touch-icon.png", size: 180 },
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
] as const;

const require = createRequire(import.meta.url);

/** Cards in flight at once; the machine has few cores, so more only queues. */
const CONCURRENCY = 4;

function fontFile(weight: 400 | 600): string {
  return require.resolve(`@fontsource/fraunces/files/fraunces-latin-${weight}-normal.woff`);
}

/** Versions of the renderers: an upgrade may draw differently, so it invalidates the cache. */
function rendererVersions(): string {
  const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  return `satori@${version("satori")} resvg@${version("@resvg/resvg-js")}`;
}

type Kit = { colours: BrandColours; logo: string; fonts: { name: string; data: Buffer; weight: 400 | 600; style: "normal" }[]; salt: string };

async function loadKit(root: string): Promise<Kit> {
  const [regular, semibold, favicon] = await Promise.all([
    readFile(fontFile(400)),
    readFile(fontFile(600)),
    readFile(path.join(root, "public/favicon.svg"), "utf8"),
  ]);
  const fontHash = createHash("sha256").update(regular).update(semibold).digest("hex");
  return {
    colours: brandColours(path.join(root, "app/app.css")),
    logo: logoDataUrl(favicon),
    fonts: [
      { name: "Fraunces", data: regular, weight: 400, style: "normal" },
      { name: "Fraunces", data: semibold, weight: 600, style: "normal" },
    ],
    salt: `${rendererVersions()} ${fontHash}`,
  };
}

async function renderCard(card: ShareCard, kit: Kit, cacheDir: string): Promise<{ png: string; cached: boolean }> {
  const layout = cardLayout(card, kit.colours, kit.logo);
  // The layout tree holds every word, colour and size, so its hash names the image exactly.
  const key = createHash("sha256").update(kit.salt).update(JSON.stringify(layout)).digest("hex").slice(0, 32);
  const png = path.join(cacheDir, `${key}.png`);
  if (await exists(png)) return { png, cached: true };
  const svg = await satori(layout as Parameters<typeof satori>[0], { ...SHARE_CARD_SIZE, fonts: kit.fonts });
  // Rasterising runs on libuv's thread pool, so several cards are drawn while satori lays out the next.
  const image = (await renderAsync(svg, { fitTo: { mode: "original" } })).asPng();
  await writeFile(png, image);
  return { png, cached: false };
}

function iconSvg(favicon: string, size: number, background: string): string {
  // The mark fills the middle 70 %: inside the 80 % safe zone of a maskable icon.
  const mark = Math.round(size * 0.7);
  const offset = Math.round((size - mark) / 2);
  const inner = favicon.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${background}"/><svg x="${offset}" y="${offset}" width="${mark}" height="${mark}" viewBox="0 0 40 40">${inner}</svg></svg>`;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Makes every share card (1200×630 PNG) and the home-screen icons. Cards already rendered are copied from the cache. */
export async function generateShareCards({ root, outDir, cacheDir }: ShareCardOptions): Promise<ShareCardReport> {
  const started = performance.now();
  const kit = await loadKit(root);
  await mkdir(cacheDir, { recursive: true });
  const cards = allShareCards();
  let rendered = 0;
  let totalBytes = 0;
  let largestBytes = 0;
  const one = async (card: ShareCard) => {
    const { png, cached } = await renderCard(card, kit, cacheDir);
    if (!cached) rendered += 1;
    const target = path.join(outDir, card.path);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(png, target);
    const { size } = await stat(target);
    totalBytes += size;
    largestBytes = Math.max(largestBytes, size);
  };
  // A few cards in flight: satori's layout holds this thread, resvg draws on the pool meanwhile.
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < cards.length; index = next++) await one(cards[index]!);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const favicon = await readFile(path.join(root, "public/favicon.svg"), "utf8");
  for (const icon of ICONS) {
    const png = new Resvg(iconSvg(favicon, icon.size, kit.colours.background)).render().asPng();
    await writeFile(path.join(outDir, icon.file), png);
  }
  return { cards: cards.length, rendered, fromCache: cards.length - rendered, totalBytes, largestBytes, ms: Math.round(performance.now() - started) };
}
