import { textField } from '../fields/text-field.ts';
import { z } from '../zod-turkish.ts';

/** What a push can be about; the client turns each kind off or on in 'Bildirimler' (issue #41). */
export const pushKinds = ['notifications', 'goals', 'appointments', 'messages', 'reminders'] as const;
export type PushKind = (typeof pushKinds)[number];

export const pushValidationMessages = {
  endpoint: 'Bildirim adresi geçersiz: tarayıcının verdiği https adresi gerekir.',
  p256dh: 'Bildirim anahtarı (p256dh) geçersiz.',
  auth: 'Bildirim anahtarı (auth) geçersiz.',
  kinds: 'Bildirim türü geçersiz.',
} as const;

// RFC 8291: the browser's public key is an uncompressed P-256 point (65 bytes, starting 0x04), the
// auth secret 16 bytes, both base64url without padding.
const base64UrlOfLength = (bytes: number, message: string, check?: (decoded: Uint8Array) => boolean) =>
  z
    .string({ error: message })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((value) => {
      const decoded = decodeBase64Url(value);
      return decoded !== null && decoded.length === bytes && (check?.(decoded) ?? true);
    }, message);

function decodeBase64Url(value: string): Uint8Array | null {
  const plain = value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (plain.length % 4 === 1) return null;
  try {
    const binary = atob(plain + '='.repeat((4 - (plain.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: textField({ error: pushValidationMessages.endpoint })
    .max(2000, pushValidationMessages.endpoint)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
      } catch {
        return false;
      }
    }, pushValidationMessages.endpoint),
  keys: z.object(
    {
      p256dh: base64UrlOfLength(65, pushValidationMessages.p256dh, (decoded) => decoded[0] === 0x04),
      auth: base64UrlOfLength(16, pushValidationMessages.auth),
    },
    { error: pushValidationMessages.p256dh },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: textField({ error: pushValidationMessages.endpoint }).min(1, pushValidationMessages.endpoint).max(2000),
});

export const pushPreferencesSchema = z.object({
  mutedKinds: z.array(z.enum(pushKinds, { error: pushValidationMessages.kinds })).max(pushKinds.length),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** GET /api/me/push: what the profile needs to subscribe this browser and show the choices. */
export type PushSettingsResponse = {
  /** The VAPID public key (base64url) for PushManager.subscribe; null when push is off on this server. */
  publicKey: string | null;
  mutedKinds: PushKind[];
  subscriptionCount: number;
};
