import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database, ListenFn } from '../db/client.ts';
import { executeRows } from '../db/execute-rows.ts';
import { mailLogs, mailOutbox } from '../db/schema/index.ts';
import { mailQueuedChannel } from './mail-outbox.ts';

/** What the worker needs of a mail transport (nodemailer's SMTP transport, or a test double). */
export type MailTransport = {
  sendMail: (mail: {
    from: string;
    to: string[];
    subject: string;
    html: string;
    text: string;
    headers?: Record<string, string>;
  }) => Promise<{ messageId?: string }>;
  close?: () => void;
};

export type MailWorkerOptions = {
  db: Database;
  transport: MailTransport;
  from: string;
  /** Wakes the worker as soon as a mail is queued (PostgreSQL NOTIFY); polling still runs without it. */
  listen?: ListenFn;
  pollIntervalMs?: number;
  /** How long a claim holds; longer than the SMTP timeouts, so a live worker never loses its claim. */
  leaseMs?: number;
  batchSize?: number;
  /** Backoff after a failed attempt: base × 2^(attempt−1), at most maxDelayMs. */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  /** Attempts after which a mail the SMTP server rejects (5xx) is marked failed. */
  maxRejectedAttempts?: number;
  log?: (line: string) => void;
};

type ClaimedMail = {
  id: string;
  recipients: string[];
  subject: string;
  html: string;
  text: string;
  sender_id: string | null;
  attempts: number;
};

/** An SMTP transport from SMTP_URL, with timeouts well inside the worker's lease. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
}

/**
 * Delivers the mail outbox. Each round claims due rows with one UPDATE … FOR UPDATE SKIP LOCKED
 * (a claim token and a lease), so several processes share the work and never send one mail twice;
 * a crashed worker's claims run out after the lease and are taken again. A failed attempt is retried
 * with exponential backoff; while the SMTP server cannot be reached the mail waits indefinitely, and
 * only repeated rejections by the server (5xx) mark it failed. Every sent mail gets a mail_logs row.
 */
export class MailWorker {
  readonly #options: Required<Omit<MailWorkerOptions, 'listen'>> & { listen?: ListenFn };
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #isStopped = true;
  #isRunAgainRequested = false;
  #unlisten: (() => Promise<void>) | null = null;

  constructor(options: MailWorkerOptions) {
    this.#options = {
      pollIntervalMs: 5_000,
      leaseMs: 120_000,
      batchSize: 10,
      retryBaseDelayMs: 30_000,
      retryMaxDelayMs: 30 * 60_000,
      maxRejectedAttempts: 8,
      log: () => {},
      ...options,
    };
  }

  async start(): Promise<void> {
    this.#isStopped = false;
    if (this.#options.listen) {
      this.#unlisten = await this.#options.listen(mailQueuedChannel, () => this.wake());
    }
    this.wake();
  }

  /** Runs a round now (or right after the current one). */
  wake(): void {
    if (this.#isStopped) return;
    if (this.#running) {
      this.#isRunAgainRequested = true;
      return;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#running = this.#loop().finally(() => {
      this.#running = null;
      if (this.#isStopped) return;
      if (this.#isRunAgainRequested) {
        this.#isRunAgainRequested = false;
        this.wake();
        return;
      }
      this.#timer = setTimeout(() => this.wake(), this.#options.pollIntervalMs);
      this.#timer.unref();
    });
  }

  async stop(): Promise<void> {
    this.#isStopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#unlisten?.().catch(() => {});
    await this.#running;
    this.#options.transport.close?.();
  }

  async #loop(): Promise<void> {
    try {
      while (!this.#isStopped && (await this.runOnce()) > 0) {
        // keep going while there is due mail
      }
    } catch (error) {
      console.error('[mail] worker round failed:', error);
    }
  }

  /** Claims and sends one batch of due mails; returns how many were claimed. */
  async runOnce(): Promise<number> {
    const token = randomUUID();
    const claimed = await this.#claim(token);
    for (const mail of claimed) await this.#deliver(mail, token);
    return claimed.length;
  }

  async #claim(token: string): Promise<ClaimedMail[]> {
    const { db, leaseMs, batchSize } = this.#options;
    return executeRows<ClaimedMail>(
      db,
      sql`update mail_outbox
          set status = 'sending', claim_token = ${token}::uuid, attempts = attempts + 1,
              locked_until = now() + make_interval(secs => ${leaseMs / 1000})
          where id in (
            select id from mail_outbox
            where (status = 'pending' and next_attempt_at <= now())
               or (status = 'sending' and locked_until < now())
            order by next_attempt_at
            limit ${batchSize}
            for update skip locked
          )
          returning id, recipients, subject, html, text, sender_id, attempts`,
    );
  }

  async #deliver(mail: ClaimedMail, token: string): Promise<void> {
    const { db, transport, from, log } = this.#options;
    let messageId: string | null = null;
    try {
      const info = await transport.sendMail({
        from,
        to: mail.recipients,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        // Lets a receiving server or a test recognise a repeated delivery of one outbox row.
        headers: { 'X-Denge-Mail-Id': mail.id },
      });
      messageId = info.messageId ?? null;
    } catch (error) {
      await this.#recordFailure(mail, token, error);
      return;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), claimToken: null, lockedUntil: null, lastError: null })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, token)));
      await tx.insert(mailLogs).values({
        outboxId: mail.id,
        senderId: mail.sender_id,
        recipients: mail.recipients,
        subject: mail.subject,
        content: mail.text,
        messageId,
      });
    });
    log(`[mail] sent ${mail.id} to ${mail.recipients.length} recipient(s)`);
  }

  async #recordFailure(mail: ClaimedMail, token: string, error: unknown): Promise<void> {
    const { db, retryBaseDelayMs, retryMaxDelayMs, maxRejectedAttempts, log } = this.#options;
    const responseCode = (error as { responseCode?: number })?.responseCode;
    const isRejected = typeof responseCode === 'number' && responseCode >= 500;
    const isFinal = isRejected && mail.attempts >= maxRejectedAttempts;
    const delayMs = Math.min(retryBaseDelayMs * 2 ** (mail.attempts - 1), retryMaxDelayMs);
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await db
      .update(mailOutbox)
      .set({
        status: isFinal ? 'failed' : 'pending',
        nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        claimToken: null,
        lockedUntil: null,
        lastError: message,
      })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, token)));
    log(`[mail] ${mail.id} attempt ${mail.attempts} failed (${message})${isFinal ? ', giving up' : ''}`);
  }
}
