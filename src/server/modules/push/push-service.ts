import { and, count, eq, sql } from 'drizzle-orm';
import type {
  PushKind,
  PushPreferences,
  PushSettingsResponse,
  PushSubscriptionInput,
} from '../../../shared/schemas/push.ts';
import type { Database } from '../../db/client.ts';
import { pushPreferences, pushSubscriptions } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';

export const pushErrorMessages = {
  pushOff: 'Bildirimler bu sunucuda açık değil.',
} as const;

/** What the profile's 'Bildirimler' section needs: the public key, the muted kinds, how many browsers. */
export async function getPushSettings(
  db: Database,
  params: { clientId: string; publicKey: string | null },
): Promise<PushSettingsResponse> {
  const [preferences] = await db
    .select({ mutedKinds: pushPreferences.mutedKinds })
    .from(pushPreferences)
    .where(eq(pushPreferences.clientId, params.clientId));
  const [subscriptions] = await db
    .select({ total: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.clientId, params.clientId));
  return {
    publicKey: params.publicKey,
    mutedKinds: preferences?.mutedKinds ?? [],
    subscriptionCount: Number(subscriptions?.total ?? 0),
  };
}

/**
 * Keeps a browser's subscription, one row per endpoint. The endpoint belongs to the browser, so a
 * browser that another client used before (a shared tablet) now notifies the one who subscribed last.
 */
export async function subscribeToPush(
  db: Database,
  params: { clientId: string; subscription: PushSubscriptionInput; userAgent: string | null; isPushOn: boolean },
): Promise<void> {
  if (!params.isPushOn) throw badRequest(pushErrorMessages.pushOff);
  const values = {
    clientId: params.clientId,
    endpoint: params.subscription.endpoint,
    p256dh: params.subscription.keys.p256dh,
    auth: params.subscription.keys.auth,
    userAgent: params.userAgent?.slice(0, 500) ?? null,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { clientId: values.clientId, p256dh: values.p256dh, auth: values.auth, userAgent: values.userAgent },
    });
}

/** Forgets this browser's subscription (only the client's own); unknown endpoints change nothing. */
export async function unsubscribeFromPush(db: Database, params: { clientId: string; endpoint: string }): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.clientId, params.clientId), eq(pushSubscriptions.endpoint, params.endpoint)));
}

export async function savePushPreferences(
  db: Database,
  params: { clientId: string; preferences: PushPreferences },
): Promise<PushKind[]> {
  const mutedKinds = [...new Set(params.preferences.mutedKinds)];
  await db
    .insert(pushPreferences)
    .values({ clientId: params.clientId, mutedKinds })
    .onConflictDoUpdate({ target: pushPreferences.clientId, set: { mutedKinds, updatedAt: sql`now()` } });
  return mutedKinds;
}
