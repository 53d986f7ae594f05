import { BlockList, isIP } from 'node:net';

/** The address ranges TRUST_PROXY's keywords stand for (the same meaning as Fastify's proxy-addr). */
const KEYWORDS: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']],
  linklocal: [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']],
  uniquelocal: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6']],
};

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is 1.2.3.4. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * Whether a socket's peer is one of the TRUST_PROXY proxies. Their connections carry many clients,
 * whose own addresses are only known per request (X-Forwarded-For), so per-address socket counting
 * leaves them out; the proxy is expected to cap its clients itself.
 */
export function trustedProxyMatcher(entries: string[]): (address: string | undefined) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    for (const [net, prefix, family] of KEYWORDS[entry] ?? []) list.addSubnet(net, prefix, family);
    if (KEYWORDS[entry]) continue;
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    list.addSubnet(address, prefix === undefined ? (family === 'ipv4' ? 32 : 128) : Number(prefix), family);
  }
  return (raw) => {
    if (!raw) return false;
    const address = plainAddress(raw);
    return list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
  };
}
