import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Global unicast IPv6 space (RFC 4291). Everything outside it is either special
 * (loopback, ULA, link-local, multicast…) or has no legitimate use for a public
 * web server, e.g. the deprecated IPv4-compatible form `::127.0.0.1`, which
 * ipaddr.js labels "unicast".
 */
const GLOBAL_UNICAST_IPV6 = ipaddr.parseCIDR("2000::/3");

/**
 * True when `address` (an IPv4 or IPv6 literal, without brackets) is an address
 * a page may live on: a globally routable unicast address. Loopback, private,
 * link-local, ULA, multicast, unspecified, broadcast, CGNAT, documentation,
 * benchmarking, reserved, NAT64, 6to4 and Teredo addresses are all refused, and
 * so is anything that does not parse. IPv4-mapped IPv6 addresses are judged by
 * the IPv4 address inside them.
 */
export function isPublicAddress(address: string): boolean {
  // net.isIP first: ipaddr.js also accepts legacy forms such as "0x7f.1", and
  // only a strict literal is dialled without a further DNS lookup.
  if (isIP(address) === 0) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6") {
    const ipv6 = parsed as ipaddr.IPv6;
    if (ipv6.isIPv4MappedAddress()) parsed = ipv6.toIPv4Address();
  }
  if (parsed.range() !== "unicast") return false;
  return parsed.kind() === "ipv4" || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_IPV6);
}
