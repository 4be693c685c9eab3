import { sql } from 'drizzle-orm';
import type { PushKind } from '../../shared/schemas/push.ts';
import type { Database } from '../db/client.ts';
import { executeRows } from '../db/execute-rows.ts';
import type { PushPayload } from '../db/schema/index.ts';

/** NOTIFY channel that wakes the push workers when a push is queued (sent on commit). */
export const pushQueuedChannel = 'denge_push_queued';

export type QueuedPush = { clientId: string; kind: PushKind } & PushPayload;

/**
 * Queues a push to every browser of each client who has not turned the kind off. Pass the transaction
 * of the change the push announces: the rows exist exactly when the change does, and the push worker
 * (push-worker.ts) sends them after the commit, so a slow push service never holds up the request.
 * Returns how many pushes were queued (a client without a subscription gets none).
 */
export async function queuePushes(tx: Database, pushes: QueuedPush[]): Promise<number> {
  let queued = 0;
  for (const { clientId, kind, ...payload } of pushes) {
    const rows = await executeRows<{ id: string }>(
      tx,
      sql`insert into push_outbox (subscription_id, kind, payload)
          select s.id, ${kind}, ${JSON.stringify(payload)}::jsonb
          from push_subscriptions s
          where s.client_id = ${clientId}
            and not exists (
              select 1 from push_preferences p where p.client_id = s.client_id and ${kind} = any(p.muted_kinds))
          returning id`,
    );
    queued += rows.length;
  }
  if (queued > 0) await tx.execute(sql`select pg_notify(${pushQueuedChannel}, '')`);
  return queued;
}
