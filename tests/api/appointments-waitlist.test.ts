import { count, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentWaitlistEntries, mailOutbox } from '../../src/server/db/schema/index.ts';
import { createSmtpTransport, MailWorker } from '../../src/server/mail/mail-worker.ts';
import {
  offerFreedWaitlistSlots,
  WAITLIST_HOLD_MS,
} from '../../src/server/modules/appointments/appointments-waitlist-service.ts';
import { isoWeekday } from '../../src/shared/appointment-slots.ts';
import { addDays, todayInIstanbul } from '../../src/shared/dates.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The waitlist of a full day (issue #44, ADR 0088): a visitor and a signed-in client join a day with
// no free slot; a cancellation frees a slot and the first on the list is mailed once (two runs of the
// job at once, as two app processes), through a real SMTP server; after the hold the next one is
// mailed; the leave link removes an entry; bad input is a Turkish 4xx that writes nothing.

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let admin: ApiClient;
let clientA: ApiClient;
let clientB: ApiClient;
let visitor: ApiClient;
let fullDay: string;
const db = () => server.runtime.deps.db;
const origin = 'https://denge.example';

async function entryCount() {
  const [row] = await db().select({ n: count() }).from(appointmentWaitlistEntries);
  return row!.n;
}

const mailsTo = async (address: string) =>
  (await db().select().from(mailOutbox)).filter((mail) => mail.recipients.includes(address));

const visitorJoin = (overrides: Record<string, unknown> = {}) =>
  visitor.post('/api/appointments/waitlist', {
    date: fullDay,
    name: 'Ayşe Yılmaz',
    email: 'ayse.bekler@example.com',
    phone: '0532 123 45 67',
    ...overrides,
  });

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: origin, BOOKING_IP_LIMIT: '14' } });
  smtp = await startSmtpTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
  clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
  visitor = new ApiClient(server.baseUrl);
  // Two slots a day (09:00 and 09:30), so that a day is full with two appointments.
  const current = await admin.get('/api/admin/appointments/availability');
  const saved = await admin.put('/api/admin/appointments/availability', {
    workingDays: [1, 2, 3, 4, 5],
    startTime: '09:00',
    endTime: '10:00',
    breaks: [],
    slotMinutes: 30,
    meetingUrlTemplate: '',
    selfServiceCutoffHours: 24,
    version: current.body.availability.version,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // A weekday at least three days ahead that offers both slots.
  let day = addDays(todayInIstanbul(), 3);
  for (;;) {
    if (isoWeekday(day) <= 5) {
      const slots = await visitor.get(`/api/appointments/slots?date=${day}`);
      if (slots.body.slots.length === 2) break;
    }
    day = addDays(day, 1);
  }
  fullDay = day;
});
afterAll(async () => {
  await smtp?.close();
  await server?.close();
});

describe('appointment waitlist', () => {
  it('refuses to list anyone for a day that still has a free slot', async () => {
    const response = await visitorJoin();
    expect(response.status).toBe(409);
    expect(response.body.message).toContain('hâlâ boş saat var');
    expect(await entryCount()).toBe(0);
  });

  it('lists a visitor and a client for a full day, once per e-mail, and mails each a leave link', async () => {
    const first = await admin.post('/api/admin/appointments', {
      clientName: 'Zeynep Kaya',
      phone: '0533 000 11 22',
      purpose: 'weight_loss',
      date: fullDay,
      time: '09:00',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const own = await clientA.post('/api/me/appointments', { purpose: 'weight_loss', date: fullDay, time: '09:30' });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect((await visitor.get(`/api/appointments/slots?date=${fullDay}`)).body.slots).toEqual([]);

    const joined = await visitorJoin();
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body).toEqual({ date: fullDay });
    // The same address again, in capitals: refused, nothing more written.
    const again = await visitorJoin({ email: 'Ayse.Bekler@Example.com', name: 'Başka' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bu e-posta adresi bu günün bekleme listesinde zaten var.');

    const leaver = await visitorJoin({ email: 'mehmet@example.com', name: 'Mehmet Öz' });
    expect(leaver.status).toBe(201);
    const client = await clientB.post('/api/me/appointments/waitlist', { date: fullDay });
    expect(client.status, JSON.stringify(client.body)).toBe(201);
    expect((await clientB.post('/api/me/appointments/waitlist', { date: fullDay })).status).toBe(409);
    expect(await entryCount()).toBe(3);

    const [joinedMail] = await mailsTo('ayse.bekler@example.com');
    expect(joinedMail?.subject).toContain('bekleme listesine katıldınız');
    expect(joinedMail?.text).toMatch(new RegExp(`${origin}/randevu\\?bekleme-listesinden-cik=[\\w-]{20,}`));
  });

  it('refuses bad input with a Turkish 400 and writes nothing', async () => {
    const before = await entryCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'e-posta-degil' }, 'email'],
      [{ phone: '12' }, 'phone'],
      [{ name: '' }, 'name'],
      [{ date: '2000-01-03' }, 'date'],
      [{ date: '31.12.2026' }, 'date'],
    ];
    for (const [body, field] of cases) {
      const response = await visitorJoin({ email: 'kotu@example.com', ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.fieldErrors?.[field], JSON.stringify(response.body)).toMatch(/[a-zçğıöşü]/i);
    }
    const honeypot = await visitorJoin({ email: 'bot@example.com', website: 'http://spam.example' });
    expect(honeypot.status).toBe(400);
    expect(honeypot.body.message).toBe('Talebiniz alınamadı. Lütfen formu tekrar doldurun.');
    expect((await clientB.post('/api/me/appointments/waitlist', { date: 'yarın' })).status).toBe(400);
    const leave = await visitor.post('/api/appointments/waitlist/leave', { token: 'kisa' });
    expect(leave.status).toBe(400);
    expect(leave.body.message).toBe('Bağlantı geçersiz.');
    expect(await entryCount()).toBe(before);
  });

  it("shows the dietitian the day's list in join order, and takes one off once, in Turkish when gone", async () => {
    const list = await admin.get('/api/admin/appointments/waitlist');
    expect(list.status).toBe(200);
    const ofDay = list.body.entries.filter((entry: { date: string }) => entry.date === fullDay);
    expect(ofDay.map((entry: { email: string }) => entry.email)).toEqual([
      'ayse.bekler@example.com',
      'mehmet@example.com',
      demoEmails.clientB,
    ]);
    expect(ofDay[0]).toMatchObject({ name: 'Ayşe Yılmaz', phone: '0532 123 45 67', clientId: null, notifiedAt: null });
    expect(ofDay[2].clientId).toEqual(expect.any(String));
    // Not a client's to read or change.
    expect((await clientA.get('/api/admin/appointments/waitlist')).status).toBe(403);

    const extra = await visitorJoin({ email: 'cikarilacak@example.com', name: 'Telefonla Alan' });
    expect(extra.status).toBe(201);
    const [entry] = await db()
      .select({ id: appointmentWaitlistEntries.id })
      .from(appointmentWaitlistEntries)
      .where(eq(appointmentWaitlistEntries.email, 'cikarilacak@example.com'));
    const removed = await admin.delete(`/api/admin/appointments/waitlist/${entry!.id}`);
    expect(removed.status).toBe(200);
    const again = await admin.delete(`/api/admin/appointments/waitlist/${entry!.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Bu kişi bekleme listesinde bulunamadı; listeden zaten çıkmış olabilir.');
    expect(await entryCount()).toBe(3);
  });

  it('removes an entry by the leave link in its mail, once', async () => {
    const [mail] = await mailsTo('mehmet@example.com');
    const token = /bekleme-listesinden-cik=([\w-]+)/.exec(mail!.text)![1]!;
    const left = await visitor.post('/api/appointments/waitlist/leave', { token });
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ date: fullDay });
    const twice = await visitor.post('/api/appointments/waitlist/leave', { token });
    expect(twice.status).toBe(404);
    expect(twice.body.message).toContain('geçersiz');
    expect(await entryCount()).toBe(2);
  });

  it('mails the first on the list once when a cancellation frees a slot, then the next after the hold', async () => {
    expect(await offerFreedWaitlistSlots(db(), { siteOrigin: origin })).toBe(0);
    const mine = await clientA.get('/api/me/appointments');
    const appointment = mine.body.upcoming.find((row: { date: string }) => row.date === fullDay);
    expect((await clientA.post(`/api/me/appointments/${appointment.id}/cancel`)).status).toBe(200);

    // Two app processes run the job at the same moment: one mail.
    const now = new Date();
    const runs = await Promise.all([
      offerFreedWaitlistSlots(db(), { now, siteOrigin: origin }),
      offerFreedWaitlistSlots(db(), { now, siteOrigin: origin }),
    ]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await offerFreedWaitlistSlots(db(), { now: new Date(now.getTime() + 60_000), siteOrigin: origin })).toBe(0);
    const offers = (await mailsTo('ayse.bekler@example.com')).filter(
      (row) => row.template === 'appointment-waitlist-offer',
    );
    expect(offers).toHaveLength(1);
    expect(await mailsTo('mehmet@example.com')).toHaveLength(1); // only the 'joined' mail: he left

    const worker = new MailWorker({
      db: db(),
      transport: createSmtpTransport(smtp.url),
      from: 'Denge <randevu@denge.example>',
    });
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    const parsed = await Promise.all(
      smtp.received
        .filter((received) => received.recipients.includes('ayse.bekler@example.com'))
        .map((received) => simpleParser(received.raw)),
    );
    const delivered = parsed.find((mail) => mail.subject?.endsWith('boşaldı'));
    expect(delivered).toBeDefined();
    expect(delivered!.subject).toMatch(/saat 09:30 boşaldı$/);
    expect(delivered!.text).toContain('Merhaba Ayşe Yılmaz,');
    expect(delivered!.text).toContain(`${origin}/randevu?tarih=${fullDay}`);

    // The slot is still free after the hold: the next one on the list (client B), once.
    const later = new Date(now.getTime() + WAITLIST_HOLD_MS + 60_000);
    const secondRuns = await Promise.all([
      offerFreedWaitlistSlots(db(), { now: later, siteOrigin: origin }),
      offerFreedWaitlistSlots(db(), { now: later, siteOrigin: origin }),
    ]);
    expect(secondRuns[0]! + secondRuns[1]!).toBe(1);
    const clientBOffers = (await mailsTo(demoEmails.clientB)).filter(
      (row) => row.template === 'appointment-waitlist-offer',
    );
    expect(clientBOffers).toHaveLength(1);
    // Nobody is left waiting: nothing more, however long the slot stays free.
    const muchLater = new Date(later.getTime() + 2 * WAITLIST_HOLD_MS);
    expect(await offerFreedWaitlistSlots(db(), { now: muchLater, siteOrigin: origin })).toBe(0);
  });

  it('removes the entries of past days', async () => {
    await db()
      .insert(appointmentWaitlistEntries)
      .values({ date: '2000-01-03', name: 'Eski', email: 'eski@example.com', leaveTokenHash: 'eski-hash' });
    await offerFreedWaitlistSlots(db());
    const old = await db()
      .select()
      .from(appointmentWaitlistEntries)
      .where(eq(appointmentWaitlistEntries.email, 'eski@example.com'));
    expect(old).toHaveLength(0);
  });

  it('limits joining per address like the booking form', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 15 && last !== 429; attempt++) {
      last = (await visitorJoin({ email: 'sinir@example.com', phone: '1' })).status;
    }
    expect(last).toBe(429);
    const refused = await visitorJoin({ email: 'sinir2@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('Çok fazla');
  });
});
