import sharp from "sharp";

/** The partner's large product photographs are about 500 px square and 40-70 KB of JPEG. */
export const PHOTO_SIZE = 500;
const MAX_KEPT = 256;
const kept = new Map<string, Promise<Buffer>>();

function hueOf(path: string): number {
  let hue = 0;
  for (const char of path) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  return hue;
}

/** A bouquet drawn from the path: petals round a centre, over a grain that JPEG cannot flatten. */
function bouquetSvg(path: string): string {
  const hue = hueOf(path);
  const petals = Array.from({ length: 9 }, (_, index) => {
    const angle = (index / 9) * Math.PI * 2;
    const x = 250 + Math.cos(angle) * 95;
    const y = 210 + Math.sin(angle) * 95;
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="70" ry="48" transform="rotate(${((index * 40) % 360).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="hsl(${(hue + index * 7) % 360},62%,${52 + (index % 3) * 8}%)"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}">
<defs><radialGradient id="g"><stop offset="0" stop-color="hsl(${hue},30%,96%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},25%,78%)"/></radialGradient></defs>
<rect width="500" height="500" fill="url(#g)"/><path d="M240 300 L220 480 L280 480 L260 300 Z" fill="#4a7c59"/>${petals}
<circle cx="250" cy="210" r="45" fill="hsl(${(hue + 50) % 360},70%,45%)"/></svg>`;
}

/** The JPEG photograph at a product image path (made once per path, a few kept). */
export function productPhoto(path: string): Promise<Buffer> {
  let photo = kept.get(path);
  if (!photo) {
    const grain = sharp({ create: { width: PHOTO_SIZE, height: PHOTO_SIZE, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 28 } } });
    photo = grain
      .png()
      .toBuffer()
      .then((noise) =>
        sharp(Buffer.from(bouquetSvg(path)))
          .composite([{ input: noise, blend: "soft-light" }])
          .jpeg({ quality: 85 })
          .toBuffer(),
      );
    kept.set(path, photo);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
  }
  return photo;
}
