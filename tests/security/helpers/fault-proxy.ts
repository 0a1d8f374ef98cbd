/**
 * A loopback TCP proxy in front of a database that can misbehave the ways a network does:
 * go silent (sockets open, bytes dropped), reset every socket (RST), close every socket
 * without an error (FIN, as a pooler restart does), slow every chunk down, or refuse new
 * connections (nothing listening). For the database fault suites.
 */
import { connect, createServer, type Server, type Socket } from "node:net";

export type FaultProxy = {
  port: number;
  /** Drop bytes both ways while on; sockets stay open. */
  silence(on: boolean): void;
  /** Delay every chunk by `ms` (0: pass at once). */
  slow(ms: number): void;
  /** Reset (RST) every open socket on both sides. */
  reset(): void;
  /** Close every open socket with a FIN, no error. */
  closeAll(): void;
  /** Stop listening (connections are refused) and reset what is open; `false` listens again on the same port. */
  refuse(on: boolean): Promise<void>;
  /** Sockets currently proxied (client side). */
  open(): number;
  close(): Promise<void>;
};

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let silent = false;
  let delayMs = 0;
  let refusing = false;
  const pairs = new Set<{ client: Socket; upstream: Socket }>();

  const forward = (to: Socket) => (chunk: Buffer) => {
    if (silent) return;
    if (delayMs === 0) to.write(chunk);
    else setTimeout(() => !to.destroyed && !silent && to.write(chunk), delayMs);
  };

  const onConnection = (client: Socket) => {
    const upstream = connect(target);
    const pair = { client, upstream };
    pairs.add(pair);
    for (const socket of [client, upstream]) {
      socket.on("error", () => undefined);
      socket.on("close", () => pairs.delete(pair));
    }
    client.on("data", forward(upstream));
    upstream.on("data", forward(client));
    client.on("end", () => upstream.end());
    upstream.on("end", () => client.end());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  };

  let server: Server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };

  const resetAll = () => {
    for (const { client, upstream } of pairs) {
      client.resetAndDestroy();
      upstream.resetAndDestroy();
    }
  };

  return {
    port,
    silence(on) {
      silent = on;
    },
    slow(ms) {
      delayMs = ms;
    },
    reset: resetAll,
    closeAll() {
      for (const { client, upstream } of pairs) {
        client.end();
        upstream.end();
      }
    },
    async refuse(on) {
      if (on === refusing) return;
      refusing = on;
      if (on) {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          resetAll();
        });
      } else {
        server = createServer(onConnection);
        await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
      }
    },
    open: () => pairs.size,
    async close() {
      resetAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
