import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchFollowingRedirects } from "./follow-redirects";

let server: Server;
let base = "";
const asked: string[] = [];

beforeAll(async () => {
  // /hop/N redirects to /hop/N-1 (a relative location), /hop/0 answers; /bare redirects with no location.
  server = createServer((request, response) => {
    const path = request.url ?? "/";
    asked.push(path);
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop && Number(hop[1]) > 0) return response.writeHead(Number(hop[1]) % 2 ? 302 : 308, { location: `/hop/${Number(hop[1]) - 1}` }).end("moved");
    if (hop) return response.writeHead(200).end("here");
    if (path === "/bare") return response.writeHead(301).end();
    if (path === "/off") return response.writeHead(307, { location: "/forbidden" }).end();
    response.writeHead(404).end("gone");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const follow = (path: string, maxRedirects = 3) =>
  fetchFollowingRedirects(`${base}${path}`, {
    allow: (url) => {
      if (url.endsWith("/forbidden")) throw new Error(`refused: ${url}`);
      return new URL(url);
    },
    maxRedirects,
    signal: AbortSignal.timeout(5_000),
    headers: { accept: "text/plain" },
    failed: "Failed to fetch",
  });

describe("fetchFollowingRedirects", () => {
  it("follows up to maxRedirects hops and returns the answer at the end", async () => {
    const response = await follow("/hop/3", 3);
    expect([response.status, await response.text()]).toEqual([200, "here"]);
  });

  it("refuses one hop more than maxRedirects", async () => {
    await expect(follow("/hop/4", 3)).rejects.toMatchObject({ message: "Failed to fetch", detail: "too many redirects" });
  });

  it("refuses a redirect without a location", async () => {
    await expect(follow("/bare")).rejects.toMatchObject({ message: "Failed to fetch", detail: "redirect without location" });
  });

  it("checks every hop's address before asking it", async () => {
    asked.length = 0;
    await expect(follow("/off")).rejects.toThrow("refused: ");
    expect(asked).toEqual(["/off"]);
    asked.length = 0;
    const refuseAll = () => {
      throw new Error("no");
    };
    await expect(fetchFollowingRedirects(`${base}/hop/0`, { allow: refuseAll, maxRedirects: 1, signal: AbortSignal.timeout(1_000), headers: {}, failed: "x" })).rejects.toThrow("no");
    expect(asked).toEqual([]);
  });

  it("hands back an answer that is not a redirect, whatever its status", async () => {
    const response = await follow("/missing");
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });
});
