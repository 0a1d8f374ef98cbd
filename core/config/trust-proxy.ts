import type { TrustProxy } from "./env";

/**
 * The start-up warning for a bare hop count, or undefined. A count believes the last N
 * X-Forwarded-For entries whoever sent them: a client that reaches the server directly writes
 * the header itself and picks its address for every limit (issue 39: every limit passed with
 * TRUST_PROXY=1 and no proxy in front). Addresses trust only the proxy's own connections.
 */
export function trustProxyWarning(trust: TrustProxy): string | undefined {
  if (typeof trust !== "number") return undefined;
  return (
    `TRUST_PROXY=${trust} trusts ${trust === 1 ? "one hop" : `${trust} hops`} of X-Forwarded-For from any sender: any client that reaches ` +
    "this server directly can forge its address and pass every per-address limit, unless the proxy is the only way in. " +
    "Name the proxy's addresses instead (TRUST_PROXY=127.0.0.1, or a range such as 10.0.0.0/8)."
  );
}
