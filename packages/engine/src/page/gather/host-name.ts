import { isIP } from "node:net";

/** The host of a URL as a connectable string: IPv6 brackets removed, one trailing dot dropped. */
export function bareHost(hostname: string): string {
  const unbracketed = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return unbracketed.endsWith(".") && isIP(unbracketed) === 0 ? unbracketed.slice(0, -1) : unbracketed;
}

/**
 * Names that mean "this machine" whatever DNS says (RFC 6761 and the usual
 * /etc/hosts entries). Refused by name because not every resolver maps
 * `*.localhost` to loopback, and a custom resolver might not map any of them.
 */
export function isLocalHostName(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    lower === "localhost" ||
    lower.endsWith(".localhost") ||
    lower === "localhost.localdomain" ||
    lower === "ip6-localhost" ||
    lower === "ip6-loopback"
  );
}
