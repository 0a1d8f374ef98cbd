import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type IndexNowBody = { host: string; key: string; keyLocation: string; urlList: string[] };

/**
 * A local IndexNow endpoint: records each POST's JSON body and answers 200, a
 * chosen error status, (mode "hang") not at all until it is closed, or (mode "endless")
 * 200 with a body that never ends, counting the bytes it managed to send.
 */
export async function startIndexNowStandIn() {
  const received: IndexNowBody[] = [];
  const hanging: ServerResponse[] = [];
  const state = { mode: "ok" as "ok" | "hang" | "endless" | number, endlessBytes: 0 };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as IndexNowBody);
      if (state.mode === "hang") {
        hanging.push(response);
        return;
      }
      if (state.mode === "endless") {
        // 200, then a body that goes on until the reader drops the connection (at most 512 MB).
        response.statusCode = 200;
        const chunk = Buffer.alloc(65_536, "x");
        const write = () => {
          while (state.endlessBytes < 512 * 1024 * 1024 && !response.destroyed) {
            state.endlessBytes += chunk.length;
            if (!response.write(chunk)) return void response.once("drain", write);
          }
          response.end();
        };
        hanging.push(response);
        return write();
      }
      response.statusCode = state.mode === "ok" ? 200 : state.mode;
      response.end(state.mode === "ok" ? "" : "Unprocessable Entity");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/indexnow`,
    received,
    state,
    /** Every URL sent so far, in order. */
    urls: () => received.flatMap((body) => body.urlList),
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
