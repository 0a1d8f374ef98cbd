import path from "node:path";
import type { Hono } from "hono";
import type { Env } from "#core/config/env";
import type { Logger } from "pino";
import { createDiskCache } from "./disk-cache";
import { fetchImageSource } from "./fetch-source";
import { createKnownImages } from "./known-images";
import { imageRoutes } from "./routes";

type ImageServiceDeps = {
  env: Pick<Env, "IMAGE_CACHE_DIR" | "IMAGE_CACHE_MAX_MB" | "PARTNER_TIMEOUT_MS" | "PARTNER_MAX_BYTES">;
  /** Origins product pictures may be fetched from: the partner's and PARTNER_IMAGE_ORIGINS. */
  origins: readonly string[];
  /** The image addresses of every product the site shows now. */
  listImageUrls: () => Promise<readonly string[]>;
  logger: Pick<Logger, "warn">;
};

/**
 * Longest one partner picture may take to download. No visitor waits for it (they get the
 * placeholder after VISITOR_WAIT_MS); a slow partner's picture keeps coming in the background
 * for the next visitor, as long as this.
 */
const PICTURE_DOWNLOAD_MS = 30_000;

/** The `/img` router as production runs it: the crawler's limits, a bounded folder under var/. */
export async function createImageService({ env, origins, listImageUrls, logger }: ImageServiceDeps): Promise<Hono> {
  const cache = await createDiskCache({ dir: path.resolve(env.IMAGE_CACHE_DIR), maxBytes: env.IMAGE_CACHE_MAX_MB * 1_000_000 });
  return imageRoutes({
    known: createKnownImages({ list: listImageUrls }),
    cache,
    fetchSource: (url) => fetchImageSource(url, { origins, timeoutMs: Math.max(env.PARTNER_TIMEOUT_MS, PICTURE_DOWNLOAD_MS), maxBytes: env.PARTNER_MAX_BYTES }),
    logger,
  });
}
