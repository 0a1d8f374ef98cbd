/**
 * How client addresses are grouped: the per-minute rate limit by IPv4 address or IPv6 /64,
 * each client's share of the daily click ceiling by IPv4 address or IPv6 /56. Pure.
 */

/**
 * The rate-limit bucket of an address: IPv4 as is (also when IPv4-mapped), IPv6
 * by its /64, since one client is routinely handed a whole /64.
 */
export function addressBucket(address: string): string {
  return ipv6Prefix(address, 64);
}

/**
 * The bucket of each client's share of the daily click ceiling: IPv4 as is, IPv6 by its
 * /56, a home connection's usual delegation (a /64 each took 110 shares from one /56 and
 * filled a ceiling of 1,000 in 1.1 s). Shares are daily and small, so a wider bucket costs
 * a household little; the per-minute rate limit keeps the /64.
 */
export function shareBucket(address: string): string {
  return ipv6Prefix(address, 56);
}

function ipv6Prefix(address: string, bits: 56 | 64): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.split("%")[0]?.toLowerCase().split("::") ?? [];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const hasGap = address.includes("::");
  const groups = hasGap ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group || "0", 16) || 0);
  while (prefix.length < 4) prefix.push(0);
  // A /56 keeps the high byte of the fourth group.
  if (bits === 56) prefix[3] = (prefix[3] as number) & 0xff00;
  return `${prefix.map((group) => group.toString(16)).join(":")}::/${bits}`;
}
