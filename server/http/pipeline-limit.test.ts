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
  return answers(port, count).then((statuses) => statuses.filter((status) => status === "200").length);
}

/** The statuses of the answers to `count` pipelined GETs, in order, read until the socket closed. */
function answers(port: number, count: number): Promise<string[]> {
  return new Promise((resolve) => {
    let text = "";
    const socket = connect({ port, host: "127.0.0.1" }, () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n".repeat(count)));
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve([...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1] as string)));
    setTimeout(() => socket.end(), 1_000);
  });
}

describe("limitPipelining", () => {
  it("lets a client pipeline up to the limit and answers every request", async () => {
    const { port, seen } = await start();
    expect(await pipelined(port, PIPELINE_MAX)).toBe(PIPELINE_MAX);
    expect(seen()).toBe(PIPELINE_MAX);
  });

  it("answers the first 16 of a client that pipelines past it, then a 503 and closes; the rest never reach the app (issue 52)", async () => {
    for (const count of [40, 500]) {
      const { port, seen } = await start();
      const statuses = await answers(port, count);
      console.log(`${count} pipelined requests: ${statuses.filter((status) => status === "200").length} answered 200, then ${statuses.slice(PIPELINE_MAX).join(",")}`);
      expect(statuses).toEqual([...Array<string>(PIPELINE_MAX).fill("200"), "503"]);
      expect(seen()).toBe(PIPELINE_MAX);
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    }
  });
});
