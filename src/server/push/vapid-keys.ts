import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { EnvError, type Env } from '../env.ts';

/** The server's VAPID identity (RFC 8292): the public key goes to browsers, the private key never leaves. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * Kept like AUTH_SECRET (bootstrap.ts): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; in embedded
 * mode made once and kept in DATA_DIR (a new pair would orphan every browser's subscription); a test's
 * in-memory database gets a fresh pair. On a shared PostgreSQL without the pair, push is off (null):
 * processes making their own pairs would sign with keys the browsers never saw.
 */
export function resolveVapidKeys(env: Env, pgliteLocation: string | undefined): VapidKeys | null {
  const subject = resolveSubject(env);
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY)
      throw new EnvError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together.');
    return checked({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject });
  }
  if (pgliteLocation?.startsWith('memory://')) return { ...webpush.generateVAPIDKeys(), subject };
  if (env.DATABASE_URL) return null;
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = path.join(env.DATA_DIR, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return checked({ publicKey: kept.publicKey, privateKey: kept.privateKey, subject });
  }
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}

function resolveSubject(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  // web-push wants https: or mailto:; a local http address is fine for the push services' eyes only as mailto.
  if (env.PUBLIC_URL.startsWith('https://')) return env.PUBLIC_URL;
  const address = env.MAIL_FROM ? /<?([^<>\s]+@[^<>\s]+)>?\s*$/.exec(env.MAIL_FROM)?.[1] : undefined;
  return `mailto:${address ?? 'bildirim@denge.invalid'}`;
}

function checked(keys: VapidKeys): VapidKeys {
  try {
    // Signing a header once checks the subject and both keys (web-push's own validators).
    webpush.getVapidHeaders('https://push.example', keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm');
  } catch (error) {
    throw new EnvError(`VAPID keys are not usable: ${error instanceof Error ? error.message : String(error)}`);
  }
  return keys;
}
