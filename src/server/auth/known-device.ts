import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The "known device" cookie (ADR 0066): proof that this browser has completed a sign-in to an account
 * before, so that it keeps signing in while guesses from unknown devices have used up the account's
 * budget. Each entry is `<expires>.<mac>` with an HMAC over the account's e-mail and the expiry, so the
 * server checks it without a database row; changing AUTH_SECRET forgets every device.
 */
export const KNOWN_DEVICE_COOKIE = 'denge_known_device';

// A year: the owner's own phone or computer stays known between visits to the practice.
const KNOWN_DEVICE_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
// A shared computer (home, clinic desk) may sign several accounts in; the newest few are remembered.
const MAX_ACCOUNTS_PER_DEVICE = 5;

export const knownDeviceMaxAgeSeconds = KNOWN_DEVICE_DAYS * 24 * 60 * 60;

/** True when the cookie holds an unexpired, authentic entry for the account. */
export function isKnownDevice(cookieValue: string | undefined, secret: string, email: string, now = Date.now()) {
  return readEntries(cookieValue).some((entry) => isValidEntry(entry, secret, email, now));
}

/** The cookie value after a completed sign-in: this account's fresh entry first, then the others still valid. */
export function rememberDevice(cookieValue: string | undefined, secret: string, email: string, now = Date.now()) {
  const others = readEntries(cookieValue).filter(
    (entry) => Number(entry.split('.')[0]) * 1000 > now && !isValidEntry(entry, secret, email, now),
  );
  const expires = Math.floor((now + KNOWN_DEVICE_DAYS * DAY_MS) / 1000);
  return [`${expires}.${macOf(secret, email, expires)}`, ...others].slice(0, MAX_ACCOUNTS_PER_DEVICE).join('~');
}

function readEntries(cookieValue: string | undefined): string[] {
  return (cookieValue ?? '').split('~').filter((entry) => /^\d{1,12}\.[\w-]{43}$/.test(entry));
}

function isValidEntry(entry: string, secret: string, email: string, now: number): boolean {
  const [expiresText = '', mac = ''] = entry.split('.');
  const expires = Number(expiresText);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(macOf(secret, email, expires));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function macOf(secret: string, email: string, expires: number): string {
  return createHmac('sha256', secret).update(`known-device|${email.toLowerCase()}|${expires}`).digest('base64url');
}
