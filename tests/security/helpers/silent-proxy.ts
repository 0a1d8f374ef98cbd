/**
 * A loopback TCP proxy that can go silent: while silent it keeps every socket open and
 * drops the bytes both ways (a partition, a stalled middlebox), so the client sees neither
 * an answer nor a reset. For the PostgreSQL outage test.
 */
import { connect, createServer, type Socket } from "node:net";

export type SilentProxy = { port: number; silence(on: boolean): void; close(): Promise<void> };

export async function startSilentProxy(target: { host: string; port: number }): Promise<SilentProxy> {
  let silent = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    client.on("data", (chunk) => {
      if (!silent) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (!silent) client.write(chunk);
    });
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    silence(on) {
      silent = on;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
