import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { limitPipelining, PIPELINE_MAX } from "./pipeline-limit";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function start(): Promise<{ port: number; seen: () => number }> {
  let seen = 0;
  server = createServer(
    limitPipelining((_request, response) => {
      seen += 1;
      // Answers come later than the burst is parsed, as a render's would.
      setTimeout(() => response.end("ok"), 20);
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return { port: (server?.address() as { port: number }).port, seen: () => seen };
}

/** Writes `count` pipelined GETs at once; resolves with the answers read before the socket closed. */
function pipelined(port: number, count: number): Promise<number> {
  return new Promise((resolve) => {
    let text = "";
    const socket = connect({ port, host: "127.0.0.1" }, () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n".repeat(count)));
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(text.split("HTTP/1.1 200").length - 1));
    setTimeout(() => socket.end(), 1_000);
  });
}

describe("limitPipelining", () => {
  it("lets a client pipeline up to the limit and answers every request", async () => {
    const { port, seen } = await start();
    expect(await pipelined(port, PIPELINE_MAX)).toBe(PIPELINE_MAX);
    expect(seen()).toBe(PIPELINE_MAX);
  });

  it("closes the socket of a client that pipelines past it; the rest never reach the app", async () => {
    const { port, seen } = await start();
    const answered = await pipelined(port, 500);
    expect(seen()).toBe(PIPELINE_MAX);
    expect(answered).toBeLessThanOrEqual(PIPELINE_MAX);
  });
});
