import { createHmac } from "node:crypto";
import { shareBucket } from "#core/net/address-bucket";

/**
 * The code a client's daily click share is counted under (click_counters.key): an HMAC of the
 * Central day and the client's bucket (an IPv4 address, an IPv6 /56) under CLICK_SHARE_SECRET.
 * The secret lives in the configuration, never in the database (issue 52: a day's random salt
 * stored beside the codes let a database reader try every IPv4 address in hours), so instances
 * given the same secret count a client under one code, and a restart keeps the day's shares.
 */
export function shareKeyOf(secret: string, day: string, address: string): string {
  return createHmac("sha256", secret).update(`click-share\n${day}\n${shareBucket(address)}`).digest("base64url").slice(0, 22);
}
