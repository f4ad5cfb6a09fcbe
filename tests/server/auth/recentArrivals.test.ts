/** The in-memory count of logins per network that orders the hashing queue (src/server/lib/recentArrivals.ts). */
import { describe, expect, it } from 'vitest';
import { createRecentArrivals } from '../../../src/server/lib/recentArrivals';

describe('recent logins per network', () => {
  it('counts each network in its window, and starts again when the window ends', () => {
    let clock = 0;
    const arrivals = createRecentArrivals(60_000, () => clock);
    expect([1, 2, 3].map(() => arrivals.note('203.0.113.7'))).toEqual([1, 2, 3]);
    expect(arrivals.note('203.0.113.8')).toBe(1);
    // Another address of the same IPv6 /64 is the same household.
    expect(arrivals.note('2001:db8:aa:bb::1')).toBe(1);
    expect(arrivals.note('2001:db8:aa:bb:ffff::2')).toBe(2);
    clock = 59_999;
    expect(arrivals.note('203.0.113.7')).toBe(4);
    clock = 60_000;
    expect(arrivals.note('203.0.113.7')).toBe(1);
  });

  it('counts a new network as having tried a lot once it tracks 50,000 at once (a storm from that many)', () => {
    const arrivals = createRecentArrivals(60_000, () => 0);
    for (let i = 0; i < 50_000; i++) arrivals.note(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    expect(arrivals.note('192.0.2.1')).toBe(Number.POSITIVE_INFINITY);
    // The networks it tracks keep their counts.
    expect(arrivals.note('10.0.0.0')).toBe(2);
  });
});
