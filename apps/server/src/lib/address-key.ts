// The key every address-based limit counts a client under (issue 39). An IPv6 client usually holds a whole /64 (its
// home router or cloud host hands out any address in it), so counting per address would give one attacker 2^64
// fresh counters: IPv6 addresses are grouped by their /64. IPv4 addresses, and IPv4 written as IPv6 (::ffff:a.b.c.d,
// what a dual-stack socket reports), count one by one.
import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address (zone id dropped), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const ip = address.replace(/%.*$/, "");
  if (!isIPv6(ip)) return null;
  let text = ip;
  const tail: number[] = [];
  // An embedded IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split(".").map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, -v4[1]!.length);
    if (text.endsWith(":") && !text.endsWith("::")) text = text.slice(0, -1);
  }
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const [head, rest] = text.includes("::") ? text.split("::") : [text, undefined];
  const front = parse(head);
  const back = [...parse(rest ?? ""), ...tail];
  const zeros = rest === undefined ? 0 : 8 - front.length - back.length;
  return [...front, ...new Array<number>(zeros).fill(0), ...back];
}

/**
 * The limit key of a client address: an IPv4 address as is, an IPv6 address as its /64 (`2001:db8:1:2::/64`), an
 * IPv4-mapped IPv6 address as its IPv4 address. Anything else (a test's made-up address) is returned unchanged.
 */
export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
