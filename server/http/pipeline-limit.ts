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

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The request listener, closing the socket of a client that pipelines past `max` requests or
 * leaves more than UNREAD_MAX_BYTES of answers unread: its later requests never reach the app.
 */
export function limitPipelining(listener: Listener, max = PIPELINE_MAX): Listener {
  const waiting = new WeakMap<Socket, number>();
  return (request, response) => {
    const socket = request.socket;
    const count = (waiting.get(socket) ?? 0) + 1;
    if (count > max || socket.writableLength > UNREAD_MAX_BYTES) {
      socket.destroy();
      return;
    }
    waiting.set(socket, count);
    response.once("close", () => waiting.set(socket, (waiting.get(socket) ?? 1) - 1));
    listener(request, response);
  };
}
