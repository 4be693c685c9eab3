import type { SessionUser } from '../../shared/schemas/auth.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { SESSION_ENDED_EVENT } from '../realtime/session-events.ts';

// Signed-in reads are the app's hot path, and better-auth's getSession costs a database round trip on
// every one of them (issue #17). This process keeps the answer for a session cookie a short while.
// Revocation stays immediate: triggers on auth_sessions and auth_users (migration
// 0007_session_change_events) announce 'session.ended' for the account on every delete of a session
// and every change of the account's role, e-mail, name or ban — whoever makes it, better-auth
// included — and every process drops that account's entries when the event arrives (LISTEN/NOTIFY,
// well under a second). The time limit only bounds what a lost notification could leave behind.

const ENTRY_LIFETIME_MS = 60_000;
const MAX_ENTRIES = 10_000;

type Entry = { user: SessionUser; sessionExpiresAt: number; cachedUntil: number };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByUser = new Map<string, Set<string>>();

  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** The cached user of a session cookie, or undefined when this process must ask better-auth. */
  get(cookieValue: string): SessionUser | undefined {
    const entry = this.entries.get(cookieValue);
    if (!entry) return undefined;
    const now = this.now();
    if (now >= entry.cachedUntil || now >= entry.sessionExpiresAt) {
      this.delete(cookieValue, entry.user.id);
      return undefined;
    }
    return entry.user;
  }

  set(cookieValue: string, user: SessionUser, sessionExpiresAt: Date): void {
    if (this.entries.size >= MAX_ENTRIES) this.dropOldest();
    this.entries.set(cookieValue, {
      user,
      sessionExpiresAt: sessionExpiresAt.getTime(),
      cachedUntil: this.now() + ENTRY_LIFETIME_MS,
    });
    let keys = this.keysByUser.get(user.id);
    if (!keys) {
      keys = new Set();
      this.keysByUser.set(user.id, keys);
    }
    keys.add(cookieValue);
  }

  /** Forgets every session of one account (signed out, password or role changed, deleted). */
  forgetUser(userId: string): void {
    for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops an account's entries whenever any process announces that its sessions changed. */
  watch(realtime: RealtimeHub): () => void {
    return realtime.onServerEvent(SESSION_ENDED_EVENT, (event) => this.forgetUser(event.clientId));
  }

  private delete(key: string, userId: string): void {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }

  /** Maps keep insertion order: the first entry is the oldest. */
  private dropOldest(): void {
    const oldest = this.entries.entries().next().value;
    if (oldest) this.delete(oldest[0], oldest[1].user.id);
  }
}

/** better-auth's session cookie (with the __Secure- prefix over HTTPS), or null without one. */
export function readSessionCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (name === 'better-auth.session_token' || name === '__Secure-better-auth.session_token') {
      const value = part.slice(separator + 1).trim();
      return value === '' ? null : value;
    }
  }
  return null;
}
