import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** A small real photograph-like JPEG. */
export function jpeg(size = 400): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: "#c04070" } })
    .jpeg()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of a few hundred bytes that claims `width` x `height` grey pixels, all zero: the
 * shape of a decompression bomb (the rows are one deflate stream of zeros). Only `rows`
 * rows are really written, so making it costs nothing.
 */
export function pngClaiming(width: number, height: number, rows = 1): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc(rows * (width + 1));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" onload="alert(1)"><script>alert(document.cookie)</script><rect width="300" height="300" fill="red"/></svg>',
);
export const HTML_PAGE = Buffer.from("<!doctype html><html><head><title>Not a picture</title></head><body><h1>Hello</h1></body></html>");

type Route = (url: URL) => { status?: number; headers?: Record<string, string>; body?: Buffer; hang?: boolean; chunks?: Buffer[] };

/** A loopback server answering each path with what `routes` says, counting requests per path. */
export async function startSource(routes: Record<string, Route>): Promise<{ origin: string; hits: Map<string, number>; close: () => Promise<void> }> {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const route = routes[url.pathname];
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    const answer = route(url);
    if (answer.hang) return;
    res.writeHead(answer.status ?? 200, answer.headers ?? {});
    if (answer.chunks) {
      for (const part of answer.chunks) res.write(part);
      res.end();
      return;
    }
    res.end(answer.body ?? Buffer.alloc(0));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
