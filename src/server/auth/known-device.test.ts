import { describe, expect, it } from 'vitest';
import { isKnownDevice, rememberDevice } from './known-device.ts';

const secret = 'k'.repeat(32);
const now = Date.UTC(2026, 10, 27);

describe('known device cookie (ADR 0066)', () => {
  it('knows the account it was issued for, in any letter case, and no other', () => {
    const cookie = rememberDevice(undefined, secret, 'ayse@ornek.com', now);
    expect(isKnownDevice(cookie, secret, 'Ayse@Ornek.com', now)).toBe(true);
    expect(isKnownDevice(cookie, secret, 'mehmet@ornek.com', now)).toBe(false);
    expect(isKnownDevice(undefined, secret, 'ayse@ornek.com', now)).toBe(false);
  });

  it('refuses another secret, a changed expiry, and an expired entry', () => {
    const cookie = rememberDevice(undefined, secret, 'ayse@ornek.com', now);
    expect(isKnownDevice(cookie, 'x'.repeat(32), 'ayse@ornek.com', now)).toBe(false);
    const [expires, mac] = cookie.split('.');
    expect(isKnownDevice(`${Number(expires) + 1}.${mac}`, secret, 'ayse@ornek.com', now)).toBe(false);
    expect(isKnownDevice(cookie, secret, 'ayse@ornek.com', now + 366 * 24 * 3600 * 1000)).toBe(false);
  });

  it('remembers several accounts on a shared device, the newest five', () => {
    let cookie: string | undefined;
    const emails = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@ornek.com`);
    for (const email of emails) cookie = rememberDevice(cookie, secret, email, now);
    expect(emails.map((email) => isKnownDevice(cookie, secret, email, now))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    // Signing in again renews the entry rather than adding a second one.
    cookie = rememberDevice(cookie, secret, 'b@ornek.com', now);
    expect(cookie.split('~')).toHaveLength(5);
  });
});
