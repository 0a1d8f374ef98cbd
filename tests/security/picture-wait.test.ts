/**
 * A partner that drips a product picture (the whole JPEG over 5 s) behind the picture route as
 * production builds it (createImageService with the default settings): the first visitor gets
 * the placeholder within about 3 s, not cached; the download goes on in the background, and the
 * next visitor gets the real picture, the partner asked once.
 *
 * Before: the first visitor waited for the whole download, or for PARTNER_TIMEOUT_MS (10 s) and
 * then the placeholder for ten minutes (a picture dripping 1 byte every 200 ms).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "#core/config/env";
import { imageId, imagePath } from "#core/images/image-url";
import { createImageService } from "../../server/images";
import { jpeg } from "../fixtures/pictures";

const DRIP_CHUNKS = 50;
const DRIP_EVERY_MS = 100;

let server: Server;
let origin: string;
let dir: string;
let hits = 0;

beforeAll(async () => {
  const photo = await jpeg(400);
  server = createServer((req, res) => {
    hits += 1;
    res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(photo.length) });
    const size = Math.ceil(photo.length / DRIP_CHUNKS);
    let sent = 0;
    const timer = setInterval(() => {
      res.write(photo.subarray(sent, sent + size));
      sent += size;
      if (sent >= photo.length) {
        clearInterval(timer);
        res.end();
      }
    }, DRIP_EVERY_MS);
    req.on("close", () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  dir = mkdtempSync(path.join(tmpdir(), "nfd-picture-wait-"));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("a picture the partner sends slowly", () => {
  it("answers the placeholder within 3 s, keeps downloading, and serves the picture to the next visitor", async () => {
    const url = `${origin}/images/products/dripping.jpg`;
    const env = parseEnv({ IMAGE_CACHE_DIR: path.join(dir, "images"), PARTNER_BASE_URL: origin });
    const images = await createImageService({ env, origins: [origin], listImageUrls: async () => [url], logger: { warn: () => undefined } });
    const app = new Hono().route("/img", images);
    const target = imagePath(imageId(url), 180, "avif");

    const started = performance.now();
    const first = await app.request(target);
    const waited = performance.now() - started;
    console.info(`dripping picture: first visitor waited ${Math.round(waited)} ms (${first.headers.get("x-image-placeholder") ? "placeholder" : "picture"})`);
    expect(waited).toBeLessThan(3_200);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-image-placeholder")).toBe("1");
    expect(first.headers.get("cache-control")).toBe("no-store");

    // The download finishes in the background (about 5 s in all), then the next visitor gets it.
    const deadline = Date.now() + 20_000;
    let next: Response;
    for (;;) {
      next = await app.request(target);
      if (!next.headers.get("x-image-placeholder") || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(next.headers.get("x-image-placeholder")).toBeNull();
    expect(next.headers.get("content-type")).toBe("image/avif");
    expect(next.headers.get("cache-control")).toContain("immutable");
    expect(hits).toBe(1);
  });
});
