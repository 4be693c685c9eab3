import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailConsents, mailLogs, mailOutbox, mailSends } from '../../src/server/db/schema/index.ts';
import { createSmtpTransport, MailWorker } from '../../src/server/mail/mail-worker.ts';
import { mailErrorMessages, mailValidationMessages } from '../../src/shared/schemas/mail.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Bulk mail through the real app and a real SMTP server (smtp-server): only consenting clients get
// it (İYS), one outbox mail each with their own unsubscribe link, queued in one transaction; the
// delivery status shows per recipient afterwards; the worker logs each sent mail in mail_logs; the
// link withdraws the consent without signing in.

let server: TestServer;
let admin: ApiClient;
let clientA: ApiClient;
let clientB: ApiClient;
let ids: { clientA: string; clientB: string };

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://denge.example' } });
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
  clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
  ids = { clientA: await server.userIdOf(demoEmails.clientA), clientB: await server.userIdOf(demoEmails.clientB) };
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const countOf = async (table: typeof mailOutbox | typeof mailSends) =>
  (await db().select({ n: count() }).from(table))[0]!.n;

beforeEach(async () => {
  await db().delete(mailSends);
  await db().delete(mailOutbox);
  await db().delete(mailLogs);
  await db().delete(mailConsents);
  await clientA.put('/api/me/mail/consent', { isConsented: true });
});

const validMail = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Bahar Programı',
  content: 'Merhaba,\n\nBahar programımız başladı.',
  clientIds: [ids.clientA, ids.clientB],
  ...overrides,
});

async function deliverAll(smtpUrl: string) {
  const worker = new MailWorker({
    db: db(),
    transport: createSmtpTransport(smtpUrl),
    from: 'Denge <bilgi@denge.example>',
    retryBaseDelayMs: 10,
    maxRejectedAttempts: 1,
  });
  while ((await worker.runOnce()) > 0) {
    // every due mail
  }
  await worker.stop();
}

describe('the client consent (profile area)', () => {
  it('is off until the client gives it, and keeps the date of the change', async () => {
    const before = await clientB.get('/api/me/mail/consent');
    expect(before.body.consent).toEqual({ isConsented: false, changedAt: null });
    const given = await clientB.put('/api/me/mail/consent', { isConsented: true });
    expect(given.status).toBe(200);
    expect(given.body.consent.isConsented).toBe(true);
    expect(Date.parse(given.body.consent.changedAt)).toBeGreaterThan(Date.now() - 60_000);
    const withdrawn = await clientB.put('/api/me/mail/consent', { isConsented: false });
    expect(withdrawn.body.consent.isConsented).toBe(false);
    expect((await clientB.put('/api/me/mail/consent', { isConsented: 'evet' })).status).toBe(400);
  });
});

describe('bulk mail (admin)', () => {
  it('lists clients with their consent, searched Turkish-aware', async () => {
    const all = await admin.get('/api/admin/mail/recipients');
    expect(all.status).toBe(200);
    const byId = new Map(all.body.recipients.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(ids.clientA)).toMatchObject({ email: demoEmails.clientA, hasConsent: true });
    expect(byId.get(ids.clientB)).toMatchObject({
      email: demoEmails.clientB,
      hasConsent: false,
      consentChangedAt: null,
    });
    expect(all.body.consentingTotal).toBe(1);
    expect(all.body.total).toBe(all.body.recipients.length);
    const searched = await admin.get(`/api/admin/mail/recipients?search=${encodeURIComponent(demoEmails.clientA)}`);
    expect(searched.body.recipients.map((r: { id: string }) => r.id)).toEqual([ids.clientA]);
  });

  it('queues one mail per consenting recipient with an unsubscribe link, skips the others with a count, and delivers', async () => {
    const sent = await admin.post('/api/admin/mail/sends', validMail());
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ queuedCount: 1, skippedCount: 1 });
    const outbox = await db().select().from(mailOutbox);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.recipients).toEqual([demoEmails.clientA]);
    expect(outbox[0]!.text).toMatch(/https:\/\/denge\.example\/e-posta-iptal\?token=[\w-]{20,}/);
    expect(outbox[0]!.html).toContain('abonelikten çıkabilirsiniz');

    const queued = await admin.get('/api/admin/mail/sends');
    expect(queued.body.sends[0]).toMatchObject({
      id: sent.body.sendId,
      subject: 'Bahar Programı',
      recipientCount: 1,
      skippedCount: 1,
      recipients: [{ email: demoEmails.clientA, status: 'pending', sentAt: null }],
    });

    const smtp = await startSmtpTestServer();
    try {
      await deliverAll(smtp.url);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.recipients).toEqual([demoEmails.clientA]);
    } finally {
      await smtp.close();
    }
    const delivered = await admin.get('/api/admin/mail/sends');
    expect(delivered.body.sends[0].recipients[0]).toMatchObject({ status: 'sent' });
    expect(delivered.body.sends[0].recipients[0].sentAt).not.toBeNull();
    const logs = await db().select().from(mailLogs);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      recipients: [demoEmails.clientA],
      subject: 'Bahar Programı',
      senderId: await server.userIdOf(demoEmails.admin),
    });
  });

  it('shows a mail the SMTP server rejected as failed, with its reason', async () => {
    await admin.post('/api/admin/mail/sends', validMail({ clientIds: [ids.clientA] }));
    const smtp = await startSmtpTestServer({ isRejecting: true });
    try {
      await deliverAll(smtp.url);
    } finally {
      await smtp.close();
    }
    const sends = await admin.get('/api/admin/mail/sends');
    expect(sends.body.sends[0].recipients[0].status).toBe('failed');
    expect(sends.body.sends[0].recipients[0].lastError).toMatch(/550|Mailbox unavailable/);
  });

  it('refuses bad input with the spec texts and queues nothing', async () => {
    const noSubject = await admin.post('/api/admin/mail/sends', validMail({ subject: '  ' }));
    expect(noSubject.status).toBe(400);
    expect(noSubject.body.message).toBe(mailValidationMessages.subjectAndContent);
    const noContent = await admin.post('/api/admin/mail/sends', validMail({ content: '' }));
    expect(noContent.body.fieldErrors.content).toBe(mailValidationMessages.subjectAndContent);
    const noClient = await admin.post('/api/admin/mail/sends', validMail({ clientIds: [] }));
    expect(noClient.status).toBe(400);
    expect(noClient.body.message).toBe(mailValidationMessages.noClient);
    const onlyUnconsenting = await admin.post('/api/admin/mail/sends', validMail({ clientIds: [ids.clientB] }));
    expect(onlyUnconsenting.status).toBe(400);
    expect(onlyUnconsenting.body).toMatchObject({
      code: 'no_consenting_recipient',
      message: mailErrorMessages.noConsentingRecipient,
    });
    const unknown = await admin.post(
      '/api/admin/mail/sends',
      validMail({ clientIds: [ids.clientA, '00000000-0000-4000-8000-000000000000'] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('unknown_client');
    expect(await countOf(mailOutbox)).toBe(0);
    expect(await countOf(mailSends)).toBe(0);
  });
});

describe('the unsubscribe link', () => {
  it('withdraws the consent without signing in; later sends skip the client', async () => {
    await admin.post('/api/admin/mail/sends', validMail({ clientIds: [ids.clientA] }));
    const [mail] = await db().select().from(mailOutbox);
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
    const visitor = new ApiClient(server.baseUrl);
    const response = await visitor.post('/api/mail/unsubscribe', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      email: `${demoEmails.clientA.slice(0, 2)}***@${demoEmails.clientA.split('@')[1]}`,
    });
    const [consent] = await db().select().from(mailConsents).where(eq(mailConsents.clientId, ids.clientA));
    expect(consent).toMatchObject({ isConsented: false, source: 'unsubscribe' });
    expect((await clientA.get('/api/me/mail/consent')).body.consent.isConsented).toBe(false);
    // The same link again is fine (already unsubscribed).
    expect((await visitor.post('/api/mail/unsubscribe', { token })).status).toBe(200);
    const again = await admin.post('/api/admin/mail/sends', validMail({ clientIds: [ids.clientA] }));
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('no_consenting_recipient');
  });

  it('refuses an unknown or empty token in Turkish', async () => {
    const visitor = new ApiClient(server.baseUrl);
    const unknown = await visitor.post('/api/mail/unsubscribe', { token: 'uydurma-bir-anahtar' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(mailErrorMessages.invalidUnsubscribeLink);
    expect((await visitor.post('/api/mail/unsubscribe', { token: '' })).status).toBe(400);
  });
});

// Issue #39 item 11: large mailbox providers require of bulk senders a List-Unsubscribe address that
// unsubscribes with one POST (RFC 8058); the worker sends the headers stored with the outbox mail.
describe('one-click unsubscribe (List-Unsubscribe, RFC 8058)', () => {
  /** The header's address, its folded lines joined (RFC 5322 §2.2.3: a long header may continue on the next line). */
  const listUnsubscribeOf = (raw: string) =>
    /^List-Unsubscribe:\s*<([^>]+)>\r?$/im.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? null;

  it("every bulk mail arrives with both headers and its recipient's own one-click address", async () => {
    await admin.post('/api/admin/mail/sends', validMail({ clientIds: [ids.clientA] }));
    const smtp = await startSmtpTestServer();
    try {
      await deliverAll(smtp.url);
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received[0]!.raw;
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      const address = listUnsubscribeOf(raw);
      const [consent] = await db().select().from(mailConsents).where(eq(mailConsents.clientId, ids.clientA));
      expect(address).toBe(
        `https://denge.example/api/mail/unsubscribe/one-click?token=${encodeURIComponent(consent!.unsubscribeToken)}`,
      );
    } finally {
      await smtp.close();
    }
  });

  it("the mailbox provider's POST (a form, no Origin) unsubscribes that recipient; a GET shows the confirming page", async () => {
    await admin.post('/api/admin/mail/sends', validMail({ clientIds: [ids.clientA] }));
    const [mail] = await db().select().from(mailOutbox);
    const address = new URL(/<([^>]+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const path = `${address.pathname}${address.search}`;

    const opened = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^\/e-posta-iptal\?token=[\w-]{20,}$/);
    expect((await clientA.get('/api/me/mail/consent')).body.consent.isConsented).toBe(true);

    const posted = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    const [consent] = await db().select().from(mailConsents).where(eq(mailConsents.clientId, ids.clientA));
    expect(consent).toMatchObject({ isConsented: false, source: 'unsubscribe' });
    // Client B's consent is untouched by A's address.
    await clientB.put('/api/me/mail/consent', { isConsented: true });
    const again = await admin.post('/api/admin/mail/sends', validMail());
    expect(again.body).toMatchObject({ queuedCount: 1, skippedCount: 1 });
  });

  it('refuses a bad or missing token with a Turkish 400 and writes nothing', async () => {
    const before = await db().select().from(mailConsents);
    for (const query of ['?token=uydurma-bir-anahtar', '?token=', '']) {
      const response = await fetch(`${server.baseUrl}/api/mail/unsubscribe/one-click${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message, query).toBe(
        mailErrorMessages.invalidUnsubscribeLink,
      );
    }
    expect(await db().select().from(mailConsents)).toEqual(before);
  });
});
