/** The network a client address stands for, as known addresses are remembered by (src/server/lib/addressNetwork.ts). */
import { describe, expect, it } from 'vitest';
import { addressNetwork } from '../../../src/server/lib/addressNetwork';

describe('the network of an address', () => {
  it('is the IPv4 address itself, also when written as IPv6', () => {
    expect(addressNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const home = '2001:db8:aa:bb::/64';
    expect(addressNetwork('2001:db8:aa:bb:1111:2222:3333:4444')).toBe(home);
    // The same household the next day, with another privacy address.
    expect(addressNetwork('2001:0db8:00aa:00bb:9999:8888:7777:6666')).toBe(home);
    expect(addressNetwork('2001:db8:aa:bb::1')).toBe(home);
    expect(addressNetwork('2001:db8:aa:bc::1')).not.toBe(home);
    expect(addressNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
    expect(addressNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
