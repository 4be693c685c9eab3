import { describe, expect, it } from 'vitest';
import { toClientNetwork } from './client-ip.ts';

describe('toClientNetwork', () => {
  it('keeps an IPv4 address and unwraps an IPv4-mapped IPv6 one', () => {
    expect(toClientNetwork('203.0.113.5')).toBe('203.0.113.5');
    expect(toClientNetwork('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('counts every address of an IPv6 /64 as one network, however it is written', () => {
    const network = '2001:db8:aa:1::/64';
    expect(toClientNetwork('2001:db8:aa:1::1')).toBe(network);
    expect(toClientNetwork('2001:0DB8:00aa:0001:dead:beef:0:7')).toBe(network);
    expect(toClientNetwork('2001:db8:aa:1:ffff:ffff:ffff:ffff')).toBe(network);
    expect(toClientNetwork('2001:db8:aa:2::1')).not.toBe(network);
    expect(toClientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(toClientNetwork('::1')).toBe('0:0:0:0::/64');
  });
});
