import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailLogs, mailOutbox } from '../../src/server/db/schema/index.ts';
import { enqueueMail } from '../../src/server/mail/mail-outbox.ts';
import type { MailWorker } from '../../src/server/mail/mail-worker.ts';
import { mailNotConfiguredMessage } from '../../src/shared/mail.ts';
import { demoEmails, signedIn } from '../support/api-client.ts';
import { mailWorkersOf } from '../support/mail-workers.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The mail outbox against a real SMTP server (smtp-server): a mail queued in a transaction is sent
// once; while the SMTP server is down nothing is lost and it goes out once when it is back; two
// workers on their own database connections never send one mail twice.

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
  await server.runtime.deps.db.delete(mailOutbox);
  await server.runtime.deps.db.delete(mailLogs);
});

const db = () => server.runtime.deps.db;

const makeWorker = workers.make;

const queueBulkMail = (subject: string, to = ['ayse@example.com']) =>
  enqueueMail(db(), { template: 'bulk-mail', data: { subject, content: 'Merhaba,\n\nRandevunuzu unutmayın.' }, to });

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const outboxRows = () => db().select().from(mailOutbox);

describe('mail outbox', () => {
  it('queues a mail with the business change and delivers it once, in Turkish HTML and text', async () => {
    const smtp = await startSmtpTestServer();
    try {
      const adminId = await server.userIdOf(demoEmails.admin);
      const { id } = await db().transaction((tx) =>
        enqueueMail(tx, {
          template: 'bulk-mail',
          data: { subject: 'Şubat programı', content: 'Merhaba <b>herkese</b>,\nyeni program hazır.' },
          to: ['ayse@example.com', 'mehmet@example.com'],
          senderId: adminId,
        }),
      );
      const worker = makeWorker(smtp.url);
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.mailId).toBe(id);
      expect(mail!.recipients).toEqual(['ayse@example.com', 'mehmet@example.com']);
      expect(mail!.raw).toContain('text/plain');
      expect(mail!.raw).toContain('text/html');

      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: 'sent', attempts: 1, claimToken: null });
      // The admin's text is escaped into the HTML part, never taken as markup.
      expect(row!.html).toContain('Merhaba &lt;b&gt;herkese&lt;/b&gt;,<br>yeni program hazır.');
      expect(row!.html).toContain('<html lang="tr">');
      expect(row!.text).toContain('Merhaba <b>herkese</b>,\nyeni program hazır.');
      const logs = await db().select().from(mailLogs);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        outboxId: id,
        senderId: adminId,
        recipients: ['ayse@example.com', 'mehmet@example.com'],
        subject: 'Şubat programı',
      });
    } finally {
      await smtp.close();
    }
  });

  it('writes no mail when the transaction of the change fails', async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueMail(tx, { template: 'bulk-mail', data: { subject: 'a', content: 'b' }, to: ['x@example.com'] });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxRows()).toEqual([]);
  });

  it('keeps the mail while SMTP is down and sends it exactly once when it is back', async () => {
    const port = await freePort();
    const { id } = await queueBulkMail('Sunucu kapalıyken');
    // A backoff long enough that a busy machine cannot outrun it between the two runs below.
    const worker = makeWorker(`smtp://127.0.0.1:${port}`, { retryBaseDelayMs: 2000, retryMaxDelayMs: 2000 });

    expect(await worker.runOnce()).toBe(1);
    const [afterFailure] = await outboxRows();
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure!.lastError).toBeTruthy();
    // Backoff: not retried at once.
    expect(await worker.runOnce()).toBe(0);

    const smtp = await startSmtpTestServer({ port });
    try {
      // The backoff has run out.
      await db().execute(sql`update mail_outbox set next_attempt_at = now() - interval '1 second' where id = ${id}`);
      let claimed = 0;
      for (let round = 0; round < 6; round++) claimed += await worker.runOnce();
      expect(claimed).toBe(1);
      expect(smtp.received.map((mail) => mail.mailId)).toEqual([id]);
      expect((await outboxRows())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(await db().select().from(mailLogs)).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('two workers with their own database connections send each mail exactly once', async () => {
    const smtp = await startSmtpTestServer();
    try {
      const ids: string[] = [];
      for (let index = 0; index < 24; index++) ids.push((await queueBulkMail(`Toplu mail ${index}`)).id);

      const secondDb = await workers.secondDatabase(3);
      const first = makeWorker(smtp.url, { batchSize: 3 });
      const second = makeWorker(smtp.url, { batchSize: 3, db: secondDb });
      const drain = async (worker: MailWorker) => {
        let claimed = 0;
        for (let count = await worker.runOnce(); count > 0; count = await worker.runOnce()) claimed += count;
        return claimed;
      };
      const [claimedByFirst, claimedBySecond] = await Promise.all([drain(first), drain(second)]);

      expect(claimedByFirst + claimedBySecond).toBe(24);
      expect(smtp.received.map((mail) => mail.mailId).sort()).toEqual([...ids].sort());
      expect(await db().select().from(mailLogs)).toHaveLength(24);
      expect((await outboxRows()).every((row) => row.status === 'sent')).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('takes over the claim of a worker that crashed once its lease has run out', async () => {
    const smtp = await startSmtpTestServer();
    try {
      const { id } = await queueBulkMail('Yarım kalan');
      // A worker claimed it and died: status sending, lease still running, then expired.
      await db().execute(sql`update mail_outbox set status = 'sending', attempts = 1,
        claim_token = gen_random_uuid(), locked_until = now() + interval '1 minute' where id = ${id}`);
      const worker = makeWorker(smtp.url);
      expect(await worker.runOnce()).toBe(0);
      await db().execute(sql`update mail_outbox set locked_until = now() - interval '1 second' where id = ${id}`);
      expect(await worker.runOnce()).toBe(1);
      expect(smtp.received.map((mail) => mail.mailId)).toEqual([id]);
    } finally {
      await smtp.close();
    }
  });

  it('marks a mail failed after repeated rejections by the SMTP server', async () => {
    const smtp = await startSmtpTestServer({ isRejecting: true });
    try {
      await queueBulkMail('Reddedilecek');
      const worker = makeWorker(smtp.url, { maxRejectedAttempts: 2, retryBaseDelayMs: 10, retryMaxDelayMs: 10 });
      expect(await worker.runOnce()).toBe(1);
      expect((await outboxRows())[0]).toMatchObject({ status: 'pending', attempts: 1 });
      // The backoff has run out.
      await db().execute(sql`update mail_outbox set next_attempt_at = now() - interval '1 second'`);
      expect(await worker.runOnce()).toBe(1);
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: 'failed', attempts: 2 });
      expect(row!.lastError).toContain('Mailbox unavailable');
      expect(await db().select().from(mailLogs)).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('a started worker sends a queued mail without being asked', async () => {
    const smtp = await startSmtpTestServer();
    try {
      const worker = makeWorker(smtp.url, { listen: server.runtime.database.listen, pollIntervalMs: 60_000 });
      await worker.start();
      const { id } = await queueBulkMail('Hemen gitsin');
      await smtp.hasReceived(1);
      expect(smtp.received.map((mail) => mail.mailId)).toEqual([id]);
      await worker.stop();
    } finally {
      await smtp.close();
    }
  });
});

describe('mail status for the admin', () => {
  it('says mail is not configured and counts the queued mails, which stay queued', async () => {
    expect(server.runtime.workers.mailWorker).toBeNull();
    await queueBulkMail('Bekleyen 1');
    await queueBulkMail('Bekleyen 2');
    await db().update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.subject, 'Bekleyen 2'));
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const response = await admin.get('/api/admin/mail/status');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      isConfigured: false,
      message: mailNotConfiguredMessage,
      queued: 1,
      failed: 1,
      sentLast24Hours: 0,
    });
  });

  it('says mail is configured when SMTP_URL and MAIL_FROM are set', async () => {
    const configured = await startTestServer({
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Denge <bilgi@denge.example>' },
    });
    try {
      expect(configured.runtime.workers.mailWorker).not.toBeNull();
      const admin = await signedIn(configured.baseUrl, 'admin', demoEmails.admin);
      const response = await admin.get('/api/admin/mail/status');
      expect(response.body).toMatchObject({ isConfigured: true, message: null, queued: 0 });
    } finally {
      await configured.close();
    }
  });
});
