import { describe, expect, it } from 'vitest';
import { toVisitorNetwork } from './visits-service.ts';

describe('toVisitorNetwork', () => {
  it('keeps an IPv4 address and unwraps an IPv4-mapped IPv6 one', () => {
    expect(toVisitorNetwork('203.0.113.5')).toBe('203.0.113.5');
    expect(toVisitorNetwork('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('counts every address of an IPv6 /64 as one network, however it is written', () => {
    const network = '2001:db8:aa:1::/64';
    expect(toVisitorNetwork('2001:db8:aa:1::1')).toBe(network);
    expect(toVisitorNetwork('2001:0DB8:00aa:0001:dead:beef:0:7')).toBe(network);
    expect(toVisitorNetwork('2001:db8:aa:1:ffff:ffff:ffff:ffff')).toBe(network);
    expect(toVisitorNetwork('2001:db8:aa:2::1')).not.toBe(network);
    expect(toVisitorNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(toVisitorNetwork('::1')).toBe('0:0:0:0::/64');
  });
});
