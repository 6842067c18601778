import ipaddr from 'ipaddr.js';

/**
 * The key the rate limit counts a visitor by. An IPv4 address is one visitor (an IPv4-mapped IPv6
 * one, `::ffff:1.2.3.4`, too); an IPv6 one is counted by its /64, since a single home or server is
 * given a whole /64 and could send each enquiry from another of its addresses. Anything that is
 * no address is its own key.
 */
export function rateLimitKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address instanceof ipaddr.IPv4) return address.toString();
  const network = address.parts.slice(0, 4).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(network).toString()}/64`;
}
