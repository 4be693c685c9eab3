import { count, eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kvkkRequests, mailOutbox } from '../../src/server/db/schema/index.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createSmtpTransport, MailWorker } from '../../src/server/mail/mail-worker.ts';
import { sendKvkkDeadlineReminders } from '../../src/server/modules/kvkk-requests/kvkk-requests-service.ts';
import { addDays, toBusinessDay } from '../../src/shared/dates.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The dietitian's queue of KVKK requests (issue #43, ADR 0085): open and closed lists with the 30-day
// deadline (Art. 13) and the days left, 'İşleme al', the answer that closes a request and reaches the
// requester by mail (a real SMTP server), and the reminder before the deadline under a controlled
// clock: once per request, also when two processes run the job at the same moment.

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let admin: ApiClient;
const db = () => server.runtime.deps.db;
const DAY_MS = 24 * 3600_000;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://denge.example' } });
  smtp = await startSmtpTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await smtp?.close();
  await server?.close();
});
beforeEach(async () => {
  await db().delete(mailOutbox);
  await db().delete(kvkkRequests);
});

/** A request received `daysAgo` days before `now`. */
async function receivedRequest(name: string, daysAgo: number, now = new Date()) {
  const [row] = await db()
    .insert(kvkkRequests)
    .values({
      requesterName: name,
      requesterEmail: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`.replace(/[^a-z0-9.@]/g, ''),
      kind: 'information',
      body: 'Hangi verilerimi işliyorsunuz?',
      receivedAt: new Date(now.getTime() - daysAgo * DAY_MS),
    })
    .returning();
  return row!;
}

type Item = { id: string; requesterName: string; status: string; deadlineDay: string; daysLeft: number };
const list = async (state: 'open' | 'closed') => {
  const response = await admin.get(`/api/admin/kvkk-requests?state=${state}`);
  expect(response.status).toBe(200);
  return response.body as { items: Item[]; total: number };
};

describe('GET /api/admin/kvkk-requests', () => {
  it('lists open requests by the nearest deadline with the days left, closed ones apart', async () => {
    const recent = await receivedRequest('Yeni Başvuru', 0);
    const old = await receivedRequest('Eski Başvuru', 25);
    const open = await list('open');
    expect(open.items.map((item) => item.requesterName)).toEqual(['Eski Başvuru', 'Yeni Başvuru']);
    expect(open.items[1]).toMatchObject({
      id: recent.id,
      status: 'new',
      deadlineDay: addDays(toBusinessDay(), 30),
      daysLeft: 30,
    });
    expect(open.items[0]!.id).toBe(old.id);
    expect(open.items[0]!.daysLeft).toBeGreaterThanOrEqual(4);
    expect(open.items[0]!.daysLeft).toBeLessThanOrEqual(5);
    expect((await list('closed')).items).toEqual([]);

    const bad = await admin.get('/api/admin/kvkk-requests?state=hepsi');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Geçersiz filtre.' });
  });
});

describe('working a request', () => {
  it('takes it up, records the answer, closes it and mails the requester once', async () => {
    const request = await receivedRequest('Selin Koç', 3);
    const started = await admin.post(`/api/admin/kvkk-requests/${request.id}/start`);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ kvkkRequest: { status: 'in_progress' } });
    const startedAgain = await admin.post(`/api/admin/kvkk-requests/${request.id}/start`);
    expect(startedAgain.status).toBe(409);
    expect(startedAgain.body).toMatchObject({ message: 'Yalnızca yeni bir başvuru işleme alınabilir.' });

    const answer = 'Sistemimizde adınız, e-posta adresiniz ve ölçümleriniz kayıtlıdır.\n\nSağlıklı günler.';
    const answered = await admin.post(`/api/admin/kvkk-requests/${request.id}/answer`, { outcome: 'answered', answer });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toMatchObject({ kvkkRequest: { status: 'answered', answer } });
    expect((await list('open')).items).toEqual([]);
    expect((await list('closed')).items.map((item) => item.status)).toEqual(['answered']);

    const worker = new MailWorker({
      db: db(),
      transport: createSmtpTransport(smtp.url),
      from: 'Denge <bilgi@denge.example>',
    });
    expect(await worker.runOnce()).toBe(1);
    const received = smtp.received.at(-1)!;
    expect(received.recipients).toEqual([request.requesterEmail]);
    const mail = await simpleParser(received.raw);
    expect(mail.subject).toContain('KVKK başvurunuz yanıtlandı');
    expect(mail.text).toContain('"Bilgi talebi" konulu KVKK başvurunuz sonuçlandı (Yanıtlandı)');
    expect(mail.text).toContain('ölçümleriniz kayıtlıdır.');

    const twice = await admin.post(`/api/admin/kvkk-requests/${request.id}/answer`, {
      outcome: 'rejected',
      answer: 'Hayır.',
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'kvkk_request_closed', message: 'Bu başvuru zaten sonuçlandırıldı.' });
    expect((await db().select({ n: count() }).from(mailOutbox))[0]!.n).toBe(1);
  });

  it('refuses a bad answer in Turkish and changes nothing; an unknown request is 404', async () => {
    const request = await receivedRequest('Deniz Ak', 1);
    const cases: [unknown, string, string][] = [
      [{ answer: 'Tamam' }, 'outcome', 'Sonucu seçin: yanıtlandı ya da reddedildi.'],
      [{ outcome: 'new', answer: 'Tamam' }, 'outcome', 'Sonucu seçin: yanıtlandı ya da reddedildi.'],
      [{ outcome: 'answered', answer: '  ' }, 'answer', 'Başvuru sahibine gönderilecek yanıtı yazın.'],
      [{ outcome: 'answered', answer: 'x'.repeat(5001) }, 'answer', 'Yanıt en fazla 5000 karakter olabilir.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin.post(`/api/admin/kvkk-requests/${request.id}/answer`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ fieldErrors: { [field]: message } });
    }
    const [row] = await db().select().from(kvkkRequests).where(eq(kvkkRequests.id, request.id));
    expect(row).toMatchObject({ status: 'new', answer: null, answeredAt: null });
    expect((await db().select({ n: count() }).from(mailOutbox))[0]!.n).toBe(0);

    const unknown = await admin.post(`/api/admin/kvkk-requests/${crypto.randomUUID()}/answer`, {
      outcome: 'answered',
      answer: 'Tamam',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Başvuru bulunamadı.' });
  });
});

describe('the deadline reminder (scheduled job)', () => {
  it('mails the practice once per open request with 7 days or fewer left, under a controlled clock', async () => {
    const now = new Date('2026-11-28T09:00:00+03:00');
    const due = await receivedRequest('Yedi Gün', 23, now); // deadline day 30 days after: 7 days left
    await receivedRequest('Sekiz Gün', 22, now); // 8 days left: not yet
    const closed = await receivedRequest('Kapalı Başvuru', 28, now);
    await db()
      .update(kvkkRequests)
      .set({ status: 'answered', answer: 'Yanıtlandı.' })
      .where(eq(kvkkRequests.id, closed.id));

    expect(await sendKvkkDeadlineReminders(db(), { now, siteOrigin: 'https://denge.example' })).toBe(1);
    expect(await sendKvkkDeadlineReminders(db(), { now, siteOrigin: 'https://denge.example' })).toBe(0);
    const [reminded] = await db().select().from(kvkkRequests).where(eq(kvkkRequests.id, due.id));
    expect(reminded!.reminderSentAt?.toISOString()).toBe(now.toISOString());

    const worker = new MailWorker({
      db: db(),
      transport: createSmtpTransport(smtp.url),
      from: 'Denge <bilgi@denge.example>',
    });
    expect(await worker.runOnce()).toBe(1);
    const received = smtp.received.at(-1)!;
    expect(received.recipients).toEqual(['iletisim@dengebeslenme.com.tr']);
    const mail = await simpleParser(received.raw);
    expect(mail.subject).toBe('KVKK başvurusu: yanıt için 7 gün kaldı');
    expect(mail.text).toContain('Yedi Gün kişisinin "Bilgi talebi" konulu KVKK başvurusu henüz yanıtlanmadı.');
    expect(mail.text).toContain('5 Aralık 2026');
    expect(mail.text).toContain('https://denge.example/kvkk-requests');

    // A day later the 8-day one is due, the first is not reminded again.
    const nextDay = new Date(now.getTime() + DAY_MS);
    expect(await sendKvkkDeadlineReminders(db(), { now: nextDay })).toBe(1);
  });

  it('sends each reminder once when two processes run the job at the same moment', async () => {
    const now = new Date('2026-11-28T09:00:00+03:00');
    const rows = await Promise.all(['Bir', 'İki', 'Üç'].map((name) => receivedRequest(`Süre ${name}`, 26, now)));
    const { env } = server.runtime.deps;
    const second = env.DATABASE_URL
      ? await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: '', poolSize: 2 })
      : null;
    try {
      const runs = await Promise.all([
        sendKvkkDeadlineReminders(db(), { now }),
        sendKvkkDeadlineReminders(second?.db ?? db(), { now }),
      ]);
      expect(runs[0]! + runs[1]!).toBe(3);
    } finally {
      await second?.close();
    }
    const mails = await db()
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'kvkk-request-deadline'));
    expect(mails[0]!.n).toBe(3);
    const claimed = await db()
      .select()
      .from(kvkkRequests)
      .where(
        inArray(
          kvkkRequests.id,
          rows.map((row) => row.id),
        ),
      );
    expect(claimed.every((row) => row.reminderSentAt !== null)).toBe(true);
  });
});
