/** Assertions every fuzzed response must pass, and a raw-socket client. */
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { expect } from "vitest";
import type { SecuritySite } from "./app";
import { LEAK_MARKERS } from "./arbitraries";

/** No 5xx, the base security headers, redirects that stay on the site, no leaked file. Returns the body. */
export async function expectCommon(response: Response): Promise<string> {
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.has("x-powered-by")).toBe(false);
  if (response.status >= 300 && response.status < 400 && response.status !== 304) {
    const location = response.headers.get("location") ?? "";
    // A same-site path: never //host or /\host, which browsers read as another origin.
    expect(location).toMatch(/^\/(?![/\\])/);
  }
  const body = await response.text();
  for (const marker of LEAK_MARKERS) expect(body).not.toContain(marker);
  return body;
}

/** API answers: JSON always, below 500, and a string `error` on every 4xx. */
export async function expectApiJson(response: Response): Promise<Record<string, unknown>> {
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status >= 400) expect(typeof body.error).toBe("string");
  return body;
}

/** The in-process app on a loopback port, for tests that need real HTTP parsing. */
export async function serveOnLoopback(app: SecuritySite["app"]): Promise<{ port: number; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            if ("closeAllConnections" in server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Writes raw bytes and reads the status code of the answer (null when the server just closes). */
export function sendRaw(port: number, request: string, timeoutMs = 10_000): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let head = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(request.slice(0, 80))}`));
    }, timeoutMs);
    const finish = (status: number | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    socket.on("data", (chunk: Buffer) => {
      head += chunk.toString("latin1");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (match) finish(Number(match[1]));
    });
    socket.on("error", () => finish(null));
    socket.on("close", () => finish(null));
    socket.write(request, "utf8");
  });
}

/** Writes raw bytes and reads the whole answer (the server closes: send `Connection: close`). */
export function rawExchange(port: number, request: string, timeoutMs = 10_000): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let raw = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms to ${JSON.stringify(request.slice(0, 80))}`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => (raw += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      const [head = "", ...rest] = raw.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: rest.join("\r\n\r\n") });
    });
    socket.write(request, "latin1");
  });
}
