import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:https';
import { and, eq, inArray, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { Database, ListenFn } from '../db/client.ts';
import { OutboxLoop } from '../jobs/outbox-loop.ts';
import { executeRows } from '../db/execute-rows.ts';
import { type PushPayload, pushOutbox, pushSubscriptions } from '../db/schema/index.ts';
import { pushQueuedChannel } from './push-outbox.ts';
import type { VapidKeys } from './vapid-keys.ts';

export type PushWorkerOptions = {
  db: Database;
  vapid: VapidKeys;
  /** Wakes the worker as soon as a push is queued (PostgreSQL NOTIFY); polling still runs without it. */
  listen?: ListenFn;
  pollIntervalMs?: number;
  /** One push request may take this long; the claim's lease is twice that. */
  requestTimeoutMs?: number;
  batchSize?: number;
  /** Backoff after a failed attempt: base × 2^(attempt−1). */
  retryBaseDelayMs?: number;
  /** Attempts after which a push the service keeps refusing or cannot take is dropped. */
  maxAttempts?: number;
  /** The HTTPS agent for the push services (tests trust their local service's certificate with it). */
  agent?: Agent;
  log?: (line: string) => void;
};

type ClaimedPush = { id: string; subscription_id: string; payload: PushPayload; attempts: number };

/** How long a push service keeps a push for a browser that is offline: a day-old nudge is no use. */
const PUSH_TTL_SECONDS = 24 * 3600;

/**
 * Delivers the push outbox in the shape of the mail worker (ADR 0012, 0065): a round claims due rows
 * with one UPDATE … FOR UPDATE SKIP LOCKED under a claim token and a lease, sends them to the push
 * services (RFC 8030, payload encrypted per RFC 8291, signed with VAPID, by the web-push library),
 * and records each result under its own claim. A delivered push's row is deleted and its subscription
 * marked; a 404 or 410 means the browser's subscription is gone, so it is deleted (and its queued
 * pushes with it); 429, 5xx and network failures are retried with backoff; other refusals are dropped.
 * A retried push carries a Topic (its row id), so a push service that already holds an undelivered copy
 * replaces it, and the service worker shows it under a tag, so a repeat replaces a shown copy.
 */
export class PushWorker {
  readonly #options: Required<Omit<PushWorkerOptions, 'listen' | 'agent'>> &
    Pick<PushWorkerOptions, 'listen' | 'agent'>;

  readonly #loop: OutboxLoop;

  constructor(options: PushWorkerOptions) {
    this.#options = {
      pollIntervalMs: 5_000,
      requestTimeoutMs: 20_000,
      batchSize: 20,
      retryBaseDelayMs: 30_000,
      maxAttempts: 6,
      log: () => {},
      ...options,
    };
    this.#loop = new OutboxLoop({
      name: 'push',
      channel: pushQueuedChannel,
      pollIntervalMs: this.#options.pollIntervalMs,
      listen: this.#options.listen,
      runBatch: () => this.runOnce(),
    });
  }

  start(): Promise<void> {
    return this.#loop.start();
  }

  /** Runs a round now (or right after the current one). */
  wake(): void {
    this.#loop.wake();
  }

  stop(): Promise<void> {
    return this.#loop.stop();
  }

  /** Claims and sends one batch of due pushes; returns how many were claimed. */
  async runOnce(): Promise<number> {
    const token = randomUUID();
    const claimed = await this.#claim(token);
    if (claimed.length === 0) return 0;
    const subscriptions = await this.#options.db
      .select()
      .from(pushSubscriptions)
      .where(
        inArray(
          pushSubscriptions.id,
          claimed.map((push) => push.subscription_id),
        ),
      );
    const byId = new Map(subscriptions.map((row) => [row.id, row]));
    // The batch goes out together: one slow push service does not hold up the others' pushes.
    await Promise.all(
      claimed.map(async (push) => {
        const subscription = byId.get(push.subscription_id);
        if (subscription) await this.#deliver(push, subscription, token);
      }),
    );
    return claimed.length;
  }

  async #claim(token: string): Promise<ClaimedPush[]> {
    const { db, requestTimeoutMs, batchSize } = this.#options;
    const leaseSeconds = (2 * requestTimeoutMs) / 1000;
    return executeRows<ClaimedPush>(
      db,
      sql`update push_outbox
          set claim_token = ${token}::uuid, attempts = attempts + 1,
              locked_until = now() + make_interval(secs => ${leaseSeconds})
          where id in (
            select id from push_outbox
            where next_attempt_at <= now() and (locked_until is null or locked_until < now())
            order by next_attempt_at
            limit ${batchSize}
            for update skip locked)
          returning id, subscription_id, payload, attempts`,
    );
  }

  async #deliver(push: ClaimedPush, subscription: typeof pushSubscriptions.$inferSelect, token: string): Promise<void> {
    const { db, vapid, agent, requestTimeoutMs, log } = this.#options;
    const mine = and(eq(pushOutbox.id, push.id), eq(pushOutbox.claimToken, token));
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(push.payload),
        {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          topic: push.id.replaceAll('-', ''),
          contentEncoding: 'aes128gcm',
          timeout: requestTimeoutMs,
          ...(agent ? { agent } : {}),
        },
      );
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : null;
      if (status === 404 || status === 410) {
        // The browser unsubscribed or the service forgot it: the row and its queued pushes go.
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        log(`[push] subscription ${subscription.id} is gone (${status}); removed`);
        return;
      }
      await this.#recordFailure(push, token, status, error);
      return;
    }
    await db.transaction(async (tx) => {
      await tx.delete(pushOutbox).where(mine);
      await tx
        .update(pushSubscriptions)
        .set({ lastSuccessAt: new Date() })
        .where(eq(pushSubscriptions.id, subscription.id));
    });
    log(`[push] sent ${push.id}`);
  }

  async #recordFailure(push: ClaimedPush, token: string, status: number | null, error: unknown): Promise<void> {
    const { db, retryBaseDelayMs, maxAttempts, log } = this.#options;
    const mine = and(eq(pushOutbox.id, push.id), eq(pushOutbox.claimToken, token));
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    // A network failure, 429 or 5xx may pass; any other refusal (a bad key, too large) will not.
    const isRetryable = status === null || status === 429 || status >= 500;
    if (!isRetryable || push.attempts >= maxAttempts) {
      await db.delete(pushOutbox).where(mine);
      log(`[push] ${push.id} dropped after attempt ${push.attempts} (${status ?? 'no answer'}: ${message})`);
      return;
    }
    const delayMs = retryBaseDelayMs * 2 ** (push.attempts - 1);
    await db
      .update(pushOutbox)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        claimToken: null,
        lockedUntil: null,
        lastError: message,
      })
      .where(mine);
    log(`[push] ${push.id} attempt ${push.attempts} failed (${status ?? 'no answer'}: ${message})`);
  }
}
