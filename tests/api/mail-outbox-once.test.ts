import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailLogs, mailOutbox } from '../../src/server/db/schema/index.ts';
import { enqueueMail } from '../../src/server/mail/mail-outbox.ts';
import type { SmtpTimeouts } from '../../src/server/mail/mail-worker.ts';
import { mailWorkersOf, runWhileAnotherPolls } from '../support/mail-workers.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Mail goes out once even when the SMTP server answers late (issue #38 item 9, ADR 0065), against a
// real SMTP server (smtp-server) that delays its answer to the message: a claim cannot be taken
// while its worker is still talking, a mail whose outcome is unknown is not resent at once, and
// every attempt of one outbox row carries the same Message-ID. Timeouts are short so the tests
// wait only for the delays under test.

let server: TestServer;
const workers = mailWorkersOf(() => server);

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await workers.stopAll();
  await server?.close();
});

beforeEach(async () => {
  await db().delete(mailOutbox);
  await db().delete(mailLogs);
});

const db = () => server.runtime.deps.db;

/** Short transport timeouts; their sum (2.5 s) is well above the old-style 300 ms claim below. */
const shortTimeouts: SmtpTimeouts = { connectionMs: 500, greetingMs: 500, socketMs: 1_500 };

const makeWorker = (smtpUrl: string, timeouts: SmtpTimeouts, options: Parameters<typeof workers.make>[1] = {}) =>
  workers.make(smtpUrl, { timeouts, ...options });

const queueBulkMail = (subject: string) =>
  enqueueMail(db(), {
    template: 'bulk-mail',
    data: { subject, content: 'Merhaba,\n\nRandevunuzu unutmayın.' },
    to: ['ayse@example.com'],
  });

const outboxRow = async (id: string) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

const makeDue = (id: string) =>
  db().execute(sql`update mail_outbox set next_attempt_at = now() - interval '1 second' where id = ${id}`);

describe('mail sent once when the SMTP server answers late', () => {
  it('a slow accept, longer than a short claim, is sent once while a second worker keeps looking', async () => {
    const smtp = await startSmtpTestServer({ answerDelayMs: 1_000 });
    try {
      const { id } = await queueBulkMail('Geç kabul');
      // Both workers ask for a 300 ms claim: the SMTP server answers after 1 s.
      const first = makeWorker(smtp.url, shortTimeouts, { leaseMs: 300 });
      const second = makeWorker(smtp.url, shortTimeouts, { leaseMs: 300, db: await workers.secondDatabase() });

      const { sentByFirst, claimedBySecond } = await runWhileAnotherPolls(first, second);
      expect(sentByFirst).toBe(1);
      expect(claimedBySecond).toBe(0);

      expect(smtp.received.map((mail) => mail.mailId)).toEqual([id]);
      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, claimToken: null, messageId: `<${id}@denge.example>` });
      const logs = await db().select().from(mailLogs);
      expect(logs.map((log) => log.messageId)).toEqual([row.messageId]);
      expect(smtp.received[0]!.messageId).toBe(row.messageId);
      // The 300 ms asked for was raised above the sum of the transport's timeouts.
      expect(first.leaseMs).toBeGreaterThan(
        shortTimeouts.connectionMs + shortTimeouts.greetingMs + shortTimeouts.socketMs,
      );
    } finally {
      await smtp.close();
    }
  });

  it('a conversation of many slow steps, longer than the lease, keeps its claim while it runs', async () => {
    // Every step answers within the 1 s socket timeout, with half a second to spare on a loaded
    // machine, but MAIL FROM, six RCPT TO and the message together take about 4 s, longer than
    // the lease (twice the 1.4 s of timeouts).
    const smtp = await startSmtpTestServer({ envelopeDelayMs: 500, answerDelayMs: 500 });
    try {
      const recipients = ['ayse', 'mehmet', 'zeynep', 'ali', 'elif', 'can'].map((name) => `${name}@example.com`);
      const { id } = await enqueueMail(db(), {
        template: 'bulk-mail',
        data: { subject: 'Yavaş sunucu', content: 'Merhaba.' },
        to: recipients,
      });
      const timeouts = { connectionMs: 200, greetingMs: 200, socketMs: 1_000 };
      const first = makeWorker(smtp.url, timeouts, { leaseMs: 300 });
      const second = makeWorker(smtp.url, timeouts, { leaseMs: 300, db: await workers.secondDatabase() });
      expect(first.leaseMs).toBe(2_800);

      const { sentByFirst, claimedBySecond } = await runWhileAnotherPolls(first, second);
      expect(sentByFirst).toBe(1);
      expect(claimedBySecond).toBe(0);
      expect(smtp.received.map((mail) => mail.mailId)).toEqual([id]);
      expect(smtp.received[0]!.recipients).toEqual(recipients);
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await smtp.close();
    }
  });

  it('a mail whose answer never comes in time is marked outcome unknown and not resent at once', async () => {
    // The server takes the message and answers after 1.2 s; the client gives up after 400 ms of silence.
    const smtp = await startSmtpTestServer({ answerDelayMs: 1_200 });
    try {
      const { id } = await queueBulkMail('Yanıt gelmedi');
      const worker = makeWorker(smtp.url, { connectionMs: 400, greetingMs: 400, socketMs: 400 });
      expect(await worker.runOnce()).toBe(1);

      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, claimToken: null });
      expect(row.outcomeUnknownAt).toBeInstanceOf(Date);
      expect(row.lastError).toContain('outcome unknown');
      // Not the short backoff of a refused attempt: hours, so a delivered mail is not repeated soon.
      expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(3600_000);

      await smtp.hasReceived(1);
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.received.map((mail) => mail.mailId)).toEqual([id]);
      expect(smtp.received[0]!.messageId).toBe(row.messageId);
      expect(await db().select().from(mailLogs)).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('a retry after a refused (4xx) attempt carries the same Message-ID', async () => {
    const smtp = await startSmtpTestServer({ refuseFirst: 1 });
    try {
      const { id } = await queueBulkMail('Sonra tekrar');
      const worker = makeWorker(smtp.url, shortTimeouts);
      expect(await worker.runOnce()).toBe(1);
      const afterRefusal = await outboxRow(id);
      expect(afterRefusal).toMatchObject({ status: 'pending', attempts: 1, outcomeUnknownAt: null });
      expect(afterRefusal.messageId).toBe(`<${id}@denge.example>`);

      await makeDue(id);
      expect(await worker.runOnce()).toBe(1);
      expect(smtp.refused.map((mail) => mail.messageId)).toEqual([afterRefusal.messageId]);
      expect(smtp.received.map((mail) => mail.messageId)).toEqual([afterRefusal.messageId]);
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, messageId: afterRefusal.messageId });
    } finally {
      await smtp.close();
    }
  });

  it('a batch longer than the lease sends each mail once: a mail whose claim ran out is left to its taker', async () => {
    // Ten slow mails in one batch take about 5 s, longer than the lease (twice the 1.8 s of
    // timeouts); each answer comes half a second inside the socket timeout. Connecting and the
    // greeting get 400 ms each: with two test files at a time on 2 cores, 200 ms was missed once.
    const smtp = await startSmtpTestServer({ answerDelayMs: 500 });
    try {
      const ids: string[] = [];
      for (let index = 0; index < 10; index++) ids.push((await queueBulkMail(`Toplu ${index}`)).id);
      const timeouts = { connectionMs: 400, greetingMs: 400, socketMs: 1_000 };
      const first = makeWorker(smtp.url, timeouts, { batchSize: 10, leaseMs: 300 });
      const second = makeWorker(smtp.url, timeouts, {
        batchSize: 10,
        leaseMs: 300,
        db: await workers.secondDatabase(),
      });

      const { claimedBySecond } = await runWhileAnotherPolls(first, second);
      // The last mails of the batch waited past their lease and were taken over.
      expect(claimedBySecond).toBeGreaterThan(0);

      expect(smtp.received.map((mail) => mail.mailId).sort()).toEqual([...ids].sort());
      const rows = await db().select().from(mailOutbox);
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      expect(await db().select().from(mailLogs)).toHaveLength(10);
    } finally {
      await smtp.close();
    }
  });
});
