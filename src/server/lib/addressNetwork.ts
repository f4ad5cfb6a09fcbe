/**
 * The network a client address stands for: an IPv4 address itself (also when
 * written as IPv6, ::ffff:a.b.c.d), and for IPv6 its /64, the block one
 * household or office is given and within which a device changes its address
 * every day (privacy extensions).
 */
import net from 'node:net';

/** The eight groups of an IPv6 address, as numbers. */
function ipv6Groups(address: string): number[] {
  const [head, tail = ''] = address.split('::');
  const part = (text: string) => (text ? text.split(':').map((group) => parseInt(group, 16)) : []);
  const left = part(head);
  const right = part(tail);
  // Without '::' the address has all eight groups already.
  if (!address.includes('::')) return left;
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

export function addressNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  // A zone (fe80::1%eth0) says which interface, not which network.
  const bare = address.split('%')[0];
  if (!net.isIPv6(bare) || bare.includes('.')) return address;
  return `${ipv6Groups(bare).slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}
