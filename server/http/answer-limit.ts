import type { MiddlewareHandler } from "hono";
import type { TrustProxy } from "#core/config/env";
import { clientAddressResolver } from "./client-address";
import { rateLimit } from "./rate-limit";

/**
 * The budget of "When is the service?" answers per address (issue 39), on top of the page window:
 * a family asks a few services a minute; a unique answer is a computation, so a script asking
 * hundreds is refused early. One instance serves the sympathy page and the MCP service_delivery
 * tool (issue 51), so an assistant gets no more answers a minute than a visitor.
 */
export function serviceAnswerLimit({ perMinute, trustProxy }: { perMinute: number; trustProxy: TrustProxy }): MiddlewareHandler {
  return rateLimit({ limit: Math.max(30, Math.floor(perMinute / 20)), windowMs: 60_000, clientAddress: clientAddressResolver(trustProxy), announce: false });
}
