import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * What a real client needs, and no more: a browser sends its headers in one packet and a
 * click body right after; anything slower is a slow-socket attack holding a descriptor.
 * The reverse proxy in front should carry the same limits or tighter (README, deploy).
 */
export const CONNECTION_LIMITS = {
  /** Whole header block within this, from the first byte. */
  headersTimeoutMs: 10_000,
  /** Whole request (headers and body) within this. */
  requestTimeoutMs: 20_000,
  /** An idle keep-alive socket is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** How often Node checks the two timeouts above (its default, 30 s, let sockets live 40 s). */
  checkIntervalMs: 1_000,
  /** Open sockets at once, far under the descriptor limit (ulimit -n) so health and the database keep theirs. */
  maxConnections: 4_000,
  /** Open sockets from one address; off behind a proxy (TRUST_PROXY), where every socket is the proxy's. */
  perAddress: 256,
} as const;

export type ConnectionLimits = { [K in keyof typeof CONNECTION_LIMITS]: number };

/** The options createServer takes for these limits. */
export function serverTimeouts(limits: ConnectionLimits = CONNECTION_LIMITS) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
}

/**
 * Caps sockets overall (maxConnections: Node closes the ones past it) and per remote address
 * (destroyed on arrival). The map holds only addresses with an open socket, so it is bounded
 * by maxConnections.
 */
export function limitConnections(server: Server, limits: ConnectionLimits = CONNECTION_LIMITS, perAddress = true): void {
  server.maxConnections = limits.maxConnections;
  if (!perAddress) return;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
