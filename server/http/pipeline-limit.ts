import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * Requests one socket may have waiting for their answers. No browser pipelines HTTP/1.1
 * requests; a client that writes 1,500 GETs at once on a socket it never reads made Node parse
 * a whole read's worth (some 800) in one go, each rendered and its answer buffered for a
 * reader that never comes: 800 MB and /api/health waiting 2.8 s.
 */
export const PIPELINE_MAX = 16;

/** Bytes of answers queued on a socket its client does not read, past which it is closed. */
export const UNREAD_MAX_BYTES = 4 * 1024 * 1024;

/** How long a socket past the limit has to take its answers before it is dropped (a client that never reads). */
const CLOSE_GRACE_MS = 10_000;

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The request listener for a client that pipelines: its first `max` waiting requests are
 * answered; the next one gets a 503 with `Connection: close` without reaching the app, the
 * socket reads no more and closes once those answers are written (issue 52: 40 pipelined
 * requests used to get no answer at all, the socket destroyed under the first 16). A client
 * leaving more than UNREAD_MAX_BYTES of answers unread, or not taking them within
 * CLOSE_GRACE_MS, is dropped.
 */
export function limitPipelining(listener: Listener, max = PIPELINE_MAX): Listener {
  const waiting = new WeakMap<Socket, number>();
  const closing = new WeakSet<Socket>();
  return (request, response) => {
    const socket = request.socket;
    if (socket.writableLength > UNREAD_MAX_BYTES) {
      socket.destroy();
      return;
    }
    // Parsed from the same read after the refusal: never answered, the socket closes after the 503.
    if (closing.has(socket)) return;
    const count = (waiting.get(socket) ?? 0) + 1;
    if (count > max) {
      closing.add(socket);
      socket.pause();
      setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
      response.shouldKeepAlive = false;
      response.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "1", "Cache-Control": "no-store", Connection: "close" });
      response.end(`More than ${max} requests waiting on one connection; the rest were not read.\n`);
      return;
    }
    waiting.set(socket, count);
    response.once("close", () => waiting.set(socket, (waiting.get(socket) ?? 1) - 1));
    listener(request, response);
  };
}
