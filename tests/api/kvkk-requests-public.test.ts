import { count, eq, isNull } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kvkkRequests, mailOutbox } from '../../src/server/db/schema/index.ts';
import { createSmtpTransport, MailWorker } from '../../src/server/mail/mail-worker.ts';
import { sendKvkkDeadlineReminders } from '../../src/server/modules/kvkk-requests/kvkk-requests-service.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A visitor's KVKK Article 11 request without an account (issue #43, ADR 0085): kept unreceived and
// a link mailed (through the outbox to a real SMTP server); only when the link's page posts its token
// is the request received and in the dietitian's queue, once. Bad input is a Turkish 400 that writes
// nothing; the public form is limited per IP address.

const PUBLIC_ORIGIN = 'https://denge.example';
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let admin: ApiClient;
const db = () => server.runtime.deps.db;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: PUBLIC_ORIGIN, KVKK_REQUEST_IP_LIMIT: '1000' } });
  smtp = await startSmtpTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await smtp?.close();
  await server?.close();
});
beforeEach(async () => {
  await db().delete(mailOutbox);
});

const visitor = {
  name: 'Zeynep Arslan',
  email: 'zeynep.arslan@example.com',
  kind: 'erasure',
  body: 'Randevu formunda bıraktığım bilgilerin silinmesini istiyorum.',
};

const countRequests = async () => (await db().select({ n: count() }).from(kvkkRequests))[0]!.n;

/** Sends the outbox to the SMTP server and answers the last mail, parsed. */
async function deliverLastMail() {
  const worker = new MailWorker({
    db: db(),
    transport: createSmtpTransport(smtp.url),
    from: 'Denge <bilgi@denge.example>',
  });
  expect(await worker.runOnce()).toBe(1);
  return simpleParser(smtp.received.at(-1)!.raw);
}

const openRequests = async () =>
  (await admin.get('/api/admin/kvkk-requests?state=open')).body as {
    items: { requesterEmail: string; kind: string }[];
  };

describe('the visitor’s request with e-mail verification', () => {
  it('mails a link, is received only when the link’s page posts it, and only once', async () => {
    const visitorCaller = new ApiClient(server.baseUrl);
    const filed = await visitorCaller.post('/api/kvkk-requests', { ...visitor, email: '  Zeynep.Arslan@Example.com ' });
    expect(filed.status, JSON.stringify(filed.body)).toBe(202);
    expect(filed.body).toEqual({ ok: true });

    // Kept, but not received: not in the queue.
    const [kept] = await db().select().from(kvkkRequests).where(eq(kvkkRequests.requesterEmail, visitor.email));
    expect(kept).toMatchObject({ receivedAt: null, clientId: null, kind: 'erasure', status: 'new' });
    expect((await openRequests()).items.some((item) => item.requesterEmail === visitor.email)).toBe(false);

    const mail = await deliverLastMail();
    expect(smtp.received.at(-1)!.recipients).toEqual([visitor.email]);
    expect(mail.subject).toContain('KVKK başvurunuzu onaylayın');
    expect(mail.text).toContain('Merhaba Zeynep Arslan');
    expect(mail.text).toContain('"Silme" konulu');
    const link = /https:\/\/denge\.example\/kvkk\/basvuru\/onay\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    // The token is stored only as its hash.
    expect(kept!.verificationTokenHash).not.toBe(token);

    const verified = await visitorCaller.post('/api/kvkk-requests/verify', { token });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({ kvkkRequest: { kind: 'erasure' } });
    const queue = await openRequests();
    expect(queue.items.filter((item) => item.requesterEmail === visitor.email)).toHaveLength(1);

    const again = await visitorCaller.post('/api/kvkk-requests/verify', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'invalid_verification_link' });
    expect(String((again.body as { message: string }).message)).toContain(
      'Onay bağlantısı geçersiz ya da süresi dolmuş',
    );
  });

  it('refuses a link older than 24 hours, and the reminder job drops such unopened requests', async () => {
    const caller = new ApiClient(server.baseUrl);
    expect((await caller.post('/api/kvkk-requests', { ...visitor, email: 'gec@example.com' })).status).toBe(202);
    const mail = await deliverLastMail();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
    await db()
      .update(kvkkRequests)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(kvkkRequests.requesterEmail, 'gec@example.com'));
    const late = await caller.post('/api/kvkk-requests/verify', { token });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'invalid_verification_link' });

    await sendKvkkDeadlineReminders(db());
    const left = await db().select().from(kvkkRequests).where(eq(kvkkRequests.requesterEmail, 'gec@example.com'));
    expect(left).toEqual([]);
  });

  it('refuses bad input in Turkish, writing no request and no mail', async () => {
    const caller = new ApiClient(server.baseUrl);
    const before = await countRequests();
    const cases: [unknown, string, string][] = [
      [{ ...visitor, name: '' }, 'name', 'Ad soyad gerekli.'],
      [{ ...visitor, name: 'x'.repeat(121) }, 'name', 'Ad soyad en fazla 120 karakter olabilir.'],
      [{ ...visitor, email: undefined }, 'email', 'E-posta adresi gerekli.'],
      [{ ...visitor, email: 'zeynep@' }, 'email', 'Geçerli bir e-posta adresi girin.'],
      [{ ...visitor, kind: 'all' }, 'kind', 'Başvuru konusunu seçin.'],
      [{ ...visitor, body: ' ' }, 'body', 'Talebinizi kısaca açıklayın.'],
      [{ ...visitor, body: 'ç'.repeat(2001) }, 'body', 'Açıklama en fazla 2000 karakter olabilir.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await caller.post('/api/kvkk-requests', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation', fieldErrors: { [field]: message } });
    }
    const badToken = await caller.post('/api/kvkk-requests/verify', { token: 'kisa' });
    expect(badToken.status).toBe(400);
    expect(badToken.body).toMatchObject({ message: 'Onay bağlantısı geçersiz.' });
    expect(await countRequests()).toBe(before);
    expect((await db().select({ n: count() }).from(mailOutbox))[0]!.n).toBe(0);
    expect(await db().select().from(kvkkRequests).where(isNull(kvkkRequests.requesterName))).toEqual([]);
  });
});

describe('the public form’s limit per address', () => {
  it('sends one e-mail address at most 3 confirming mails a day, then answers 429 in Turkish writing nothing', async () => {
    const caller = new ApiClient(server.baseUrl);
    const email = `sel-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await caller.post('/api/kvkk-requests', { ...visitor, email })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const last = await caller.post('/api/kvkk-requests', { ...visitor, email: email.toUpperCase() });
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({
      code: 'too_many_attempts',
      message:
        'Bu e-posta adresine bugün yeterince onay bağlantısı gönderildi. Lütfen gelen kutunuzu kontrol edin ya da yarın tekrar deneyin.',
    });
    const rows = await db().select().from(kvkkRequests).where(eq(kvkkRequests.requesterEmail, email));
    expect(rows).toHaveLength(3);
    const mails = await db().select({ n: count() }).from(mailOutbox);
    expect(mails[0]!.n).toBe(3);
  });
});

describe('the public form’s limit per IP', () => {
  it('answers 429 in Turkish after KVKK_REQUEST_IP_LIMIT attempts an hour, and writes nothing more', async () => {
    const limited = await startTestServer({ env: { KVKK_REQUEST_IP_LIMIT: '2' } });
    try {
      const caller = new ApiClient(limited.baseUrl);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push(
          (await caller.post('/api/kvkk-requests', { ...visitor, email: `sinir${attempt}@example.com` })).status,
        );
      }
      expect(statuses).toEqual([202, 202, 429]);
      const last = await caller.post('/api/kvkk-requests', visitor);
      expect(last.status).toBe(429);
      expect(last.body).toMatchObject({
        message: 'Çok fazla başvuru denemesi yapıldı. Lütfen bir saat sonra tekrar deneyin.',
      });
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
      const [row] = await limited.runtime.deps.db
        .select({ n: count() })
        .from(kvkkRequests)
        .where(isNull(kvkkRequests.clientId));
      expect(row!.n).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
