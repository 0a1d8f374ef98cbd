import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import proxyAddr from "proxy-addr";
import type { TrustProxy } from "#core/config/env";

/** Finds a request's client address; built once from TRUST_PROXY. */
export type ClientAddress = (c: Context) => string;

/**
 * The client address the way Express's `trust proxy` takes it: the socket's
 * peer, then X-Forwarded-For from the right, one entry per trusted hop (a count,
 * or while the hop's address is in a trusted range). The client writes the
 * left of the header, so the leftmost entry is never believed on its own word.
 */
export function clientAddressResolver(trust: TrustProxy): ClientAddress {
  const trusted =
    trust === false ? () => false : typeof trust === "number" ? (_address: string, hop: number) => hop < trust : proxyAddr.compile(trust);
  return (c) => {
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
    const peer = incoming?.socket?.remoteAddress ?? "unknown";
    if (trust === false) return peer;
    const forwarded = c.req.header("x-forwarded-for");
    // proxy-addr reads only these two fields of the request.
    const request = { connection: { remoteAddress: peer }, socket: { remoteAddress: peer }, headers: forwarded ? { "x-forwarded-for": forwarded } : {} };
    return proxyAddr(request as unknown as IncomingMessage, trusted);
  };
}

// The buckets are pure address rules, shared with the click ceiling (server/clicks), so they live in core/.
export { addressBucket, shareBucket } from "#core/net/address-bucket";
