import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../shared/schemas/auth.ts';
import { readSessionCookie, SessionCache } from './session-cache.ts';

const ayse: SessionUser = { id: 'user-1', email: 'ayse@example.com', name: 'Ayşe', role: 'client' };
const mehmet: SessionUser = { id: 'user-2', email: 'mehmet@example.com', name: 'Mehmet', role: 'client' };

describe('SessionCache', () => {
  it('keeps a user for a minute at most, and never past the session itself', () => {
    let now = 1_000_000;
    const cache = new SessionCache(() => now);
    cache.set('cookie-a', ayse, new Date(now + 3_600_000));
    cache.set('cookie-short', mehmet, new Date(now + 10_000));
    expect(cache.get('cookie-a')).toEqual(ayse);
    now += 10_000;
    expect(cache.get('cookie-short')).toBeUndefined();
    expect(cache.get('cookie-a')).toEqual(ayse);
    now += 50_000;
    expect(cache.get('cookie-a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets every session of one account and no other', () => {
    const cache = new SessionCache();
    const later = new Date(Date.now() + 3_600_000);
    cache.set('phone', ayse, later);
    cache.set('laptop', ayse, later);
    cache.set('other', mehmet, later);
    cache.forgetUser(ayse.id);
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('other')).toEqual(mehmet);
  });

  it('reads better-auth’s session cookie, with or without the __Secure- prefix', () => {
    expect(readSessionCookie('theme=dark; better-auth.session_token=abc.sig; x=1')).toBe('abc.sig');
    expect(readSessionCookie('__Secure-better-auth.session_token=def.sig')).toBe('def.sig');
    expect(readSessionCookie('theme=dark')).toBeNull();
    expect(readSessionCookie('better-auth.session_token=')).toBeNull();
    expect(readSessionCookie(undefined)).toBeNull();
  });
});
