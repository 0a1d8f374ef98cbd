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
  if (!address.includes(":")) return address;
  const groups = ipv6Groups(address);
  // Not an address after all: one shared bucket, so varying junk never makes fresh ones.
  if (!groups) return "unparsable";
  // An IPv4-mapped address (::ffff:198.51.100.8, ::ffff:c633:6408, 0:0:0:0:0:ffff:…) is that IPv4 client, however it is written.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  const prefix = groups.slice(0, 4);
  // A /56 keeps the high byte of the fourth group.
  if (bits === 56) prefix[3] = (prefix[3] as number) & 0xff00;
  return `${prefix.map((group) => group.toString(16)).join(":")}::/${bits}`;
}

/** The eight 16-bit groups of an IPv6 address (a zone and a dotted IPv4 tail allowed), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = (address.split("%")[0] ?? "").toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const bytes = dotted.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parts = text.split("::");
  if (parts.length > 2) return null;
  const side = (part: string | undefined) => (part ? part.split(":") : []);
  const left = side(parts[0]);
  const right = side(parts[1]);
  const gap = parts.length === 2 ? 8 - left.length - right.length : 0;
  if (gap < 0 || (parts.length === 1 && left.length !== 8)) return null;
  const groups = [...left, ...Array<string>(gap).fill("0"), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16));
}
