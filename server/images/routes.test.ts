import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageId, imagePath } from "#core/images/image-url";
import { createDiskCache } from "./disk-cache";
import { fetchImageSource } from "./fetch-source";
import { imageRoutes } from "./routes";
import { HTML_PAGE, jpeg, pngClaiming, startSource, SVG_WITH_SCRIPT } from "../../tests/fixtures/pictures";

const MAX_BYTES = 200_000;
const quiet = { warn: () => undefined };

let source: Awaited<ReturnType<typeof startSource>>;
let elsewhere: Awaited<ReturnType<typeof startSource>>;
let dir: string;

beforeAll(async () => {
  const photo = await jpeg();
  elsewhere = await startSource({ "/photo.jpg": () => ({ headers: { "content-type": "image/jpeg" }, body: photo }) });
  const big = Buffer.alloc(MAX_BYTES + 1, 0xff);
  source = await startSource({
    "/photo.jpg": () => ({ headers: { "content-type": "image/jpeg" }, body: photo }),
    "/page.jpg": () => ({ headers: { "content-type": "image/jpeg" }, body: HTML_PAGE }),
    "/script.svg": () => ({ headers: { "content-type": "image/svg+xml" }, body: SVG_WITH_SCRIPT }),
    "/script-as.png": () => ({ headers: { "content-type": "image/png" }, body: SVG_WITH_SCRIPT }),
    "/huge.png": () => ({ headers: { "content-type": "image/png" }, body: pngClaiming(20_000, 20_000) }),
    "/bomb.png": () => ({ headers: { "content-type": "image/png" }, body: pngClaiming(5_100, 5_100, 64) }),
    "/declared-big.jpg": () => ({ headers: { "content-type": "image/jpeg", "content-length": String(big.length) }, body: big }),
    "/streamed-big.jpg": () => ({ headers: { "content-type": "image/jpeg" }, chunks: [big.subarray(0, 100_000), big.subarray(100_000)] }),
    "/empty.jpg": () => ({ headers: { "content-type": "image/jpeg" } }),
    "/missing.jpg": () => ({ status: 404 }),
    "/hang.jpg": () => ({ hang: true }),
    "/to-photo": () => ({ status: 302, headers: { location: "/photo.jpg" } }),
    "/off-list": () => ({ status: 302, headers: { location: `${elsewhere.origin}/photo.jpg` } }),
    "/to-metadata": () => ({ status: 301, headers: { location: "http://169.254.169.254/latest/meta-data/" } }),
    "/loop": () => ({ status: 302, headers: { location: "/loop" } }),
  });
  dir = mkdtempSync(path.join(tmpdir(), "nfd-images-"));
});

afterAll(async () => {
  await source.close();
  await elsewhere.close();
  rmSync(dir, { recursive: true, force: true });
});

const fetchOptions = () => ({ origins: [source.origin], timeoutMs: 1_500, maxBytes: MAX_BYTES });

async function site(name: string, known: (id: string) => string | null = (id) => urls.get(id) ?? null) {
  const cache = await createDiskCache({ dir: path.join(dir, name), maxBytes: 10_000_000 });
  const app = imageRoutes({ known: { resolve: async (id) => known(id) }, cache, fetchSource: (url) => fetchImageSource(url, fetchOptions()), logger: quiet });
  const mounted = new Hono().route("/img", app);
  return { app, cache, get: (target: string) => mounted.request(target) };
}

const urls = new Map<string, string>();
function pathOf(sourcePath: string, width: 180 | 360 = 180, format: "avif" | "webp" = "avif"): string {
  const url = `${source.origin}${sourcePath}`;
  urls.set(imageId(url), url);
  return imagePath(imageId(url), width, format);
}

describe("fetchImageSource", () => {
  it("fetches a picture on the allowed origin and follows a redirect that stays there", async () => {
    expect((await fetchImageSource(`${source.origin}/photo.jpg`, fetchOptions())).length).toBeGreaterThan(1000);
    expect((await fetchImageSource(`${source.origin}/to-photo`, fetchOptions())).length).toBeGreaterThan(1000);
  });

  it.each([
    ["another origin", () => `${elsewhere.origin}/photo.jpg`, /not the partner origin/],
    ["a redirect off the allow-list", () => `${source.origin}/off-list`, /not the partner origin/],
    ["a redirect to a metadata address", () => `${source.origin}/to-metadata`, /not the partner origin/],
    ["a redirect loop", () => `${source.origin}/loop`, /too many redirects/],
    ["a declared oversized body", () => `${source.origin}/declared-big.jpg`, /exceeds/],
    ["a streamed oversized body", () => `${source.origin}/streamed-big.jpg`, /exceeds/],
    ["a non-http scheme", () => "file:///etc/passwd", /scheme/],
    ["credentials in the address", () => `${source.origin.replace("http://", "http://user:pw@")}/photo.jpg`, /credentials/],
    ["an error status", () => `${source.origin}/missing.jpg`, /HTTP 404/],
    ["a server that never answers", () => `${source.origin}/hang.jpg`, /timed out/],
  ])("refuses %s", async (_name, target, detail) => {
    await expect(fetchImageSource(target(), fetchOptions())).rejects.toMatchObject({ detail: expect.stringMatching(detail) as unknown });
  });
});

describe("GET /img/v1/…", () => {
  it("answers a known picture as an immutable AVIF or WebP of the card's size", async () => {
    const { get } = await site("ok");
    for (const [width, format] of [[180, "avif"], [360, "webp"]] as const) {
      const response = await get(pathOf("/photo.jpg", width, format));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(`image/${format}`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ width, height: width, format: format === "avif" ? "heif" : "webp" });
    }
  });

  it("fetches each picture once for all its variants, concurrent requests included", async () => {
    const { get } = await site("once");
    const before = source.hits.get("/to-photo") ?? 0;
    const answers = await Promise.all(
      [180, 360].flatMap((width) => (["avif", "webp"] as const).flatMap((format) => [get(pathOf("/to-photo", width as 180 | 360, format)), get(pathOf("/to-photo", width as 180 | 360, format))])),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect((source.hits.get("/to-photo") ?? 0) - before).toBe(1);
    expect((await get(pathOf("/to-photo"))).status).toBe(200);
    expect((source.hits.get("/to-photo") ?? 0) - before).toBe(1);
  });

  it.each(["/page.jpg", "/script.svg", "/script-as.png", "/huge.png", "/bomb.png", "/declared-big.jpg", "/streamed-big.jpg", "/empty.jpg", "/missing.jpg", "/off-list"])(
    "answers the neutral placeholder, never the bytes, for %s",
    async (sourcePath) => {
      const { get, cache } = await site(`hostile-${sourcePath.replace(/\W/g, "")}`);
      const response = await get(pathOf(sourcePath, 360, "webp"));
      expect(response.status).toBe(200);
      expect(response.headers.get("x-image-placeholder")).toBe("1");
      expect(response.headers.get("cache-control")).not.toContain("immutable");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.includes("script")).toBe(false);
      const stats = await sharp(bytes).stats();
      expect(stats.channels.every((channel) => channel.max - channel.min <= 2)).toBe(true);
      expect(cache.files()).toBe(0);
      // Remembered: asking again does not fetch again.
      const hits = source.hits.get(sourcePath) ?? 0;
      expect((await get(pathOf(sourcePath, 180, "avif"))).headers.get("x-image-placeholder")).toBe("1");
      expect(source.hits.get(sourcePath) ?? 0).toBe(hits);
    },
  );

  it("answers 404 for an id that is no product's picture, so it is no open proxy", async () => {
    const { get } = await site("unknown", () => null);
    const response = await get(imagePath(imageId("http://169.254.169.254/"), 180, "avif"));
    expect(response.status).toBe(404);
  });

  it.each(["/img/v1/nothing", "/img/v1/0123456789abc-181.avif", "/img/v1/0123456789abc-180.png", "/img/v1/0123456789abc-180.svg", "/img/v1/%2e%2e%2fetc-180.avif"])(
    "answers 404 for the malformed address %s",
    async (target) => {
      const { get } = await site("malformed");
      expect((await get(target)).status).toBe(404);
    },
  );

  it("serves what it made from disk after a restart, without the partner", async () => {
    const first = await site("restart");
    const target = pathOf("/photo.jpg", 360, "avif");
    const made = Buffer.from(await (await first.get(target)).arrayBuffer());
    const again = await site("restart", () => null);
    const response = await again.get(target);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(made)).toBe(true);
  });
});
