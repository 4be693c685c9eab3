import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database, ListenFn } from '../db/client.ts';
import { OutboxLoop } from '../jobs/outbox-loop.ts';
import { executeRows } from '../db/execute-rows.ts';
import { type MailAttachment, mailLogs, mailOutbox } from '../db/schema/index.ts';
import { mailQueuedChannel } from './mail-outbox.ts';

/** What the worker needs of a mail transport (nodemailer's SMTP transport, or a test double). */
export type MailTransport = {
  sendMail: (mail: {
    from: string;
    to: string[];
    subject: string;
    html: string;
    text: string;
    /** The outbox row's stable Message-ID, the same on every attempt. */
    messageId: string;
    headers?: Record<string, string>;
    attachments?: MailAttachment[];
  }) => Promise<{ messageId?: string }>;
  /**
   * The sum of the transport's own timeouts (connect, greeting, one idle socket wait): the worker's
   * lease is longer than this, so a claim cannot run out while the transport still waits for a step.
   */
  timeoutSumMs: number;
  close?: () => void;
};

/**
 * Thrown by a transport when the message may have been delivered: the connection failed after the
 * message data was sent and before the server answered it (ADR 0065). Resending at once could
 * deliver it twice.
 */
export class MailOutcomeUnknownError extends Error {
  constructor(cause: unknown) {
    super(`outcome unknown after DATA: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MailOutcomeUnknownError';
  }
}

export type MailWorkerOptions = {
  db: Database;
  transport: MailTransport;
  from: string;
  /** Wakes the worker as soon as a mail is queued (PostgreSQL NOTIFY); polling still runs without it. */
  listen?: ListenFn;
  pollIntervalMs?: number;
  /**
   * How long a claim holds before it is renewed. Raised to twice the transport's timeout sum when
   * shorter, and renewed every third of it while the SMTP conversation runs, so a live worker never
   * loses its claim; only a dead worker's claim runs out.
   */
  leaseMs?: number;
  batchSize?: number;
  /** Backoff after a failed attempt: base × 2^(attempt−1), at most maxDelayMs. */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  /** Wait before a mail whose last attempt's outcome is unknown is tried again (ADR 0065). */
  outcomeUnknownDelayMs?: number;
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
  message_id: string;
  /** The headers stored with the mail (enqueueMail's `headers`), sent as they are. */
  headers: Record<string, string> | null;
  /** The files stored with the mail (enqueueMail's `attachments`). */
  attachments: MailAttachment[] | null;
};

/** nodemailer's timeouts, set explicitly: the worker's lease is derived from their sum. */
export type SmtpTimeouts = { connectionMs: number; greetingMs: number; socketMs: number };

const defaultSmtpTimeouts: SmtpTimeouts = { connectionMs: 15_000, greetingMs: 15_000, socketMs: 30_000 };

/**
 * An SMTP transport from SMTP_URL. Each mail gets its own connection, whose transaction log tells
 * whether the DATA command was sent: a failure after that without the server's answer is reported
 * as MailOutcomeUnknownError, one before it (or a 4xx/5xx answer) as a plain failure.
 */
export function createSmtpTransport(smtpUrl: string, timeouts: SmtpTimeouts = defaultSmtpTimeouts): MailTransport {
  const url = new URL(smtpUrl);
  const connectionOptions = {
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  };
  return {
    timeoutSumMs: timeouts.connectionMs + timeouts.greetingMs + timeouts.socketMs,
    async sendMail(mail) {
      let isDataSent = false;
      // The transaction log (commands and answers, never the message) is the one place nodemailer
      // tells how far the conversation got.
      const watchDataCommand = (entry: { tnx?: string }, line: unknown) => {
        if (entry?.tnx === 'client' && typeof line === 'string' && /^DATA\b/i.test(line)) isDataSent = true;
      };
      const logger = {
        debug: watchDataCommand,
        info: () => {},
        warn: () => {},
        error: () => {},
        trace: () => {},
        fatal: () => {},
      };
      const transport = nodemailer.createTransport({ ...connectionOptions, logger, transactionLog: true });
      try {
        return await transport.sendMail(mail);
      } catch (error) {
        const isAnswered = typeof (error as { responseCode?: unknown })?.responseCode === 'number';
        throw isDataSent && !isAnswered ? new MailOutcomeUnknownError(error) : error;
      } finally {
        transport.close();
      }
    },
  };
}

/** `<outbox id@sender's domain>`: unique per row, so a retry carries the same Message-ID. */
function messageIdDomainOf(from: string): string {
  const domain = /@([a-z0-9.-]+)>?\s*$/i.exec(from.trim())?.[1];
  return domain?.toLowerCase() ?? 'denge.invalid';
}

/**
 * Delivers the mail outbox. Each round claims due rows with one UPDATE … FOR UPDATE SKIP LOCKED
 * (a claim token and a lease) and records each row's Message-ID before its first attempt. While a
 * mail is being sent its lease is renewed, so a second worker cannot take it while the first may
 * still be talking to the SMTP server; the result is recorded only under the worker's own claim.
 * A crashed worker's claims run out after the lease and are taken again. A failed attempt is
 * retried with exponential backoff; while the SMTP server cannot be reached the mail waits
 * indefinitely, only repeated rejections (5xx) mark it failed, and a mail whose outcome is unknown
 * waits long before it is tried again with the same Message-ID (ADR 0065). Every sent mail gets a
 * mail_logs row.
 */
export class MailWorker {
  readonly #options: Required<Omit<MailWorkerOptions, 'listen'>> & { listen?: ListenFn };
  readonly #messageIdDomain: string;
  readonly #loop: OutboxLoop;

  constructor(options: MailWorkerOptions) {
    const merged = {
      pollIntervalMs: 5_000,
      leaseMs: 120_000,
      batchSize: 10,
      retryBaseDelayMs: 30_000,
      retryMaxDelayMs: 30 * 60_000,
      outcomeUnknownDelayMs: 6 * 3600_000,
      maxRejectedAttempts: 8,
      log: () => {},
      ...options,
    };
    // The lease must outlast every wait of the transport, or a slow answer would let another
    // worker take the mail while this one is still in the conversation.
    this.#options = { ...merged, leaseMs: Math.max(merged.leaseMs, 2 * options.transport.timeoutSumMs) };
    this.#messageIdDomain = messageIdDomainOf(options.from);

    this.#loop = new OutboxLoop({
      name: 'mail',
      channel: mailQueuedChannel,
      pollIntervalMs: this.#options.pollIntervalMs,
      listen: this.#options.listen,
      runBatch: () => this.runOnce(),
    });
  }

  /** How long a claim holds without renewal (never shorter than twice the transport's timeouts). */
  get leaseMs(): number {
    return this.#options.leaseMs;
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

  /** Claims and sends one batch of due mails; returns how many were claimed. */
  async runOnce(): Promise<number> {
    const token = randomUUID();
    const claimed = await this.#claim(token);
    for (const mail of claimed) {
      // The batch shares one claim; each mail's lease starts again when its own conversation does.
      if (await this.#renewLease(mail.id, token)) await this.#deliver(mail, token);
    }
    return claimed.length;
  }

  async #claim(token: string): Promise<ClaimedMail[]> {
    const { db, leaseMs, batchSize } = this.#options;
    // The Message-ID is written here, before the first attempt, and kept by every later claim.
    return executeRows<ClaimedMail>(
      db,
      sql`update mail_outbox
          set status = 'sending', claim_token = ${token}::uuid, attempts = attempts + 1,
              locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
              message_id = coalesce(message_id, '<' || id::text || '@' || ${this.#messageIdDomain} || '>')
          where id in (
            select id from mail_outbox
            where (status = 'pending' and next_attempt_at <= now())
               or (status = 'sending' and locked_until < now())
            order by next_attempt_at
            limit ${batchSize}
            for update skip locked
          )
          returning id, recipients, subject, html, text, sender_id, attempts, message_id, headers, attachments`,
    );
  }

  /** Extends this worker's claim on a mail; false when the claim is no longer its own. */
  async #renewLease(id: string, token: string): Promise<boolean> {
    const { db, leaseMs } = this.#options;
    const renewed = await db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, token), eq(mailOutbox.status, 'sending')))
      .returning({ id: mailOutbox.id });
    return renewed.length > 0;
  }

  /** Sends with the lease renewed every third of it, so it cannot run out while the worker lives. */
  async #sendHoldingLease(mail: ClaimedMail, token: string): Promise<{ messageId?: string }> {
    const { transport, from, leaseMs, log } = this.#options;
    let isSending = true;
    const renewal = setInterval(() => {
      this.#renewLease(mail.id, token).then(
        (isHeld) => {
          // A renewal that lands after the row was marked finds no claim: that is no loss.
          if (!isHeld && isSending) log(`[mail] ${mail.id}: claim lost while sending`);
        },
        (error) => log(`[mail] ${mail.id}: lease renewal failed (${String(error)})`),
      );
    }, leaseMs / 3);
    try {
      return await transport.sendMail({
        from,
        to: mail.recipients,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.message_id,
        // Lets a receiving server or a test recognise a repeated delivery of one outbox row.
        headers: { ...mail.headers, 'X-Denge-Mail-Id': mail.id },
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
    } finally {
      isSending = false;
      clearInterval(renewal);
    }
  }

  async #deliver(mail: ClaimedMail, token: string): Promise<void> {
    const { db, log } = this.#options;
    try {
      await this.#sendHoldingLease(mail, token);
    } catch (error) {
      await this.#recordFailure(mail, token, error);
      return;
    }
    const isRecorded = await db.transaction(async (tx) => {
      const marked = await tx
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          claimToken: null,
          lockedUntil: null,
          lastError: null,
          outcomeUnknownAt: null,
        })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, token)))
        .returning({ id: mailOutbox.id });
      // mail_logs has one row per mail the SMTP server accepted, whoever holds the row now.
      await tx.insert(mailLogs).values({
        outboxId: mail.id,
        senderId: mail.sender_id,
        recipients: mail.recipients,
        subject: mail.subject,
        content: mail.text,
        messageId: mail.message_id,
      });
      return marked.length > 0;
    });
    log(
      isRecorded
        ? `[mail] sent ${mail.id} to ${mail.recipients.length} recipient(s)`
        : `[mail] sent ${mail.id}, but its claim had been taken over: the row was left to its new holder`,
    );
  }

  async #recordFailure(mail: ClaimedMail, token: string, error: unknown): Promise<void> {
    const { db, retryBaseDelayMs, retryMaxDelayMs, outcomeUnknownDelayMs, maxRejectedAttempts, log } = this.#options;
    const responseCode = (error as { responseCode?: number })?.responseCode;
    const isRejected = typeof responseCode === 'number' && responseCode >= 500;
    const isFinal = isRejected && mail.attempts >= maxRejectedAttempts;
    const isOutcomeUnknown = error instanceof MailOutcomeUnknownError;
    const backoffMs = Math.min(retryBaseDelayMs * 2 ** (mail.attempts - 1), retryMaxDelayMs);
    const delayMs = isOutcomeUnknown ? Math.max(outcomeUnknownDelayMs, backoffMs) : backoffMs;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await db
      .update(mailOutbox)
      .set({
        status: isFinal ? 'failed' : 'pending',
        nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        claimToken: null,
        lockedUntil: null,
        lastError: message,
        ...(isOutcomeUnknown ? { outcomeUnknownAt: new Date() } : {}),
      })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, token)));
    log(`[mail] ${mail.id} attempt ${mail.attempts} failed (${message})${isFinal ? ', giving up' : ''}`);
  }
}
