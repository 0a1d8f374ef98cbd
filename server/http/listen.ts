import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { CONNECTION_LIMITS, type ConnectionLimits, limitConnections, serverTimeouts } from "./connection-limits";
import { limitPipelining } from "./pipeline-limit";
import { type SecurityOptions, serverErrorHandler } from "./security-headers";

type Fetch = (request: Request, env: { incoming: unknown; outgoing: unknown }) => Response | Promise<Response>;

/**
 * An HTTP server for the app. Not @hono/node-server's serve(): it offers no way to
 * pass an errorHandler, and without one the adapter's own 400 (a request it cannot
 * turn into a Request, such as a backslash path) went out with no security headers.
 */
export function listen(
  fetch: Fetch,
  options: {
    port: number;
    hostname: string;
    security: SecurityOptions;
    limits?: ConnectionLimits;
    /** Cap sockets per remote address (not behind a proxy, where every socket is the proxy's). */
    perAddress?: boolean;
  },
  onListening?: (info: AddressInfo) => void,
): Server {
  const listener = getRequestListener(fetch as Parameters<typeof getRequestListener>[0], {
    hostname: options.hostname,
    errorHandler: serverErrorHandler(options.security),
  });
  const limits = options.limits ?? CONNECTION_LIMITS;
  const server = createServer(serverTimeouts(limits), limitPipelining(listener));
  limitConnections(server, limits, options.perAddress ?? true);
  server.listen(options.port, options.hostname, () => onListening?.(server.address() as AddressInfo));
  return server;
}

/** Addresses that mean "every interface of this machine". */
const EVERY_INTERFACE = new Set(["0.0.0.0", "::", "[::]", ""]);

/**
 * The start line: the address the server really listens on. A wildcard bind is said as such,
 * with the address that reaches it from this machine; SITE_URL is only what pages link to.
 */
export function listeningLine(host: string, port: number): string {
  if (EVERY_INTERFACE.has(host)) return `listening on every interface, port ${port} (on this machine: http://localhost:${port}/); Ctrl+C stops it`;
  const shown = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `listening on http://${shown}:${port}/ only; Ctrl+C stops it`;
}
