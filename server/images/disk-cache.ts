import { LRUCache } from "lru-cache";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

const NAME = /^[0-9a-z]{13}-\d{1,4}\.(?:avif|webp)$/;

/**
 * Encoded pictures on disk, at most `maxBytes` in all: when a write passes the bound, the
 * least recently used files are deleted. The index lives in memory (rebuilt from the folder
 * at start, oldest first by modification time), so a hit costs one read and no directory scan.
 * Each instance keeps its own folder; the addresses are immutable, so a CDN in front keeps them for good.
 */
export async function createDiskCache({ dir, maxBytes }: { dir: string; maxBytes: number }) {
  await mkdir(dir, { recursive: true });
  // Each file's size, least recently used first; a file pushed out of the bound is deleted.
  const unlinking: Promise<void>[] = [];
  const index = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (size) => Math.max(1, size),
    dispose: (_size, name, reason) => {
      if (reason === "evict") unlinking.push(unlink(path.join(dir, name)).catch(() => undefined));
    },
  });

  const found = await Promise.all(
    (await readdir(dir)).filter((name) => NAME.test(name)).map(async (name) => ({ name, info: await stat(path.join(dir, name)).catch(() => null) })),
  );
  for (const { name, info } of found.filter((entry) => entry.info).sort((a, b) => (a.info?.mtimeMs ?? 0) - (b.info?.mtimeMs ?? 0))) {
    index.set(name, info?.size ?? 0);
  }

  let written = 0;
  return {
    async get(name: string): Promise<Buffer | null> {
      if (!NAME.test(name) || !index.has(name)) return null;
      try {
        const bytes = await readFile(path.join(dir, name));
        index.get(name);
        return bytes;
      } catch {
        index.delete(name);
        return null;
      }
    },
    async put(name: string, bytes: Buffer): Promise<void> {
      if (!NAME.test(name) || bytes.length > maxBytes) return;
      // Written whole under another name first, so a reader never sees half a file.
      const temporary = path.join(dir, `.${name}.${process.pid}.${(written += 1)}`);
      await writeFile(temporary, bytes);
      await rename(temporary, path.join(dir, name));
      index.set(name, bytes.length);
      await Promise.all(unlinking.splice(0));
    },
    bytes: () => index.calculatedSize,
    files: () => index.size,
  };
}

export type DiskCache = Awaited<ReturnType<typeof createDiskCache>>;
