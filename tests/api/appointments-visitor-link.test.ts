import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, mailOutbox } from '../../src/server/db/schema/index.ts';
import { sendDueAppointmentReminders } from '../../src/server/modules/appointments/appointment-reminders-service.ts';
import { visitorLinkTokenOf } from '../../src/server/modules/appointments/appointments-visitor-link.ts';
import { isoWeekday } from '../../src/shared/appointment-slots.ts';
import { addDays, todayInIstanbul } from '../../src/shared/dates.ts';
import { ApiClient } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A visitor's signed link (issue #44, ADR 0089): the reminder of a visitor's booking carries a link
// signed with AUTH_SECRET; it shows the appointment and cancels it until the practice's cut-off; a
// changed or unknown link is a Turkish 404, a second cancellation a 409, and nothing else changes.

let server: TestServer;
let visitor: ApiClient;
const db = () => server.runtime.deps.db;
const secret = () => server.runtime.deps.authSecret;
const origin = 'https://denge.example';
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: origin } });
  visitor = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

/** A visitor's booking with an e-mail on a weekday a few days ahead. */
async function bookAsVisitor(email: string) {
  let day = addDays(todayInIstanbul(), 4);
  while (isoWeekday(day) > 5) day = addDays(day, 1);
  const { body } = await visitor.get(`/api/appointments/slots?date=${day}`);
  const time = body.slots[0] as string;
  const response = await visitor.post('/api/appointments', {
    clientName: 'Kerem Aksoy',
    phone: '0532 111 22 33',
    email,
    purpose: 'weight_loss',
    date: day,
    time,
    privacyNoticeAccepted: true,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.appointment as { id: string; date: string; time: string };
}

const statusOf = async (id: string) =>
  (await db().select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0]?.status;

describe("a visitor's signed link", () => {
  it('comes in the confirmation and the reminder, shows the appointment and cancels it once', async () => {
    const appointment = await bookAsVisitor('kerem@example.com');
    const linkPattern = new RegExp(`${origin}/randevu\\?randevum=([0-9a-f-]{36}\\.[\\w-]+)`);
    const mailsOf = async (template: string) =>
      (await db().select().from(mailOutbox)).filter(
        (row) => row.recipients.includes('kerem@example.com') && row.template === template,
      );
    const [confirmation] = await mailsOf('appointment-confirmation');
    expect(confirmation?.subject).toContain(`randevunuz alındı`);
    expect(confirmation?.text).toContain(`saat ${appointment.time} (Kilo Verme)`);
    const token = linkPattern.exec(confirmation!.text)![1]!;

    const startsAt = new Date(`${appointment.date}T${appointment.time}:00+03:00`);
    const now = new Date(startsAt.getTime() - 24 * HOUR_MS + 60_000);
    expect(await sendDueAppointmentReminders(db(), { now, siteOrigin: origin, linkSecret: secret() })).toBe(1);
    const [reminder] = await mailsOf('appointment-reminder');
    expect(reminder!.html).toContain('Randevumu yönet');
    expect(linkPattern.exec(reminder!.text)?.[1]).toBe(token);

    const seen = await visitor.get(`/api/appointments/visit/${token}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      date: appointment.date,
      time: appointment.time,
      status: 'upcoming',
      canCancel: true,
      cutoffHours: 24,
    });
    expect(seen.body).not.toHaveProperty('phone');

    // A changed signature or another appointment's id: the same Turkish 404, nothing changes.
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, `${crypto.randomUUID()}.${token.split('.')[1]}`, 'bozuk']) {
      const refused = await visitor.post(`/api/appointments/visit/${bad}/cancel`);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Bu randevu bağlantısı geçersiz ya da süresi dolmuş.');
    }
    expect(await statusOf(appointment.id)).toBe('upcoming');

    const cancelled = await visitor.post(`/api/appointments/visit/${token}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await statusOf(appointment.id)).toBe('cancelled');
    const again = await visitor.post(`/api/appointments/visit/${token}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bu randevu artık değiştirilemez.');
  });

  it('refuses a cancellation past the cut-off, and a link of a moved appointment', async () => {
    const local = new Date(Date.now() + 5 * HOUR_MS + 3 * HOUR_MS).toISOString();
    const [soon] = await db()
      .insert(appointments)
      .values({
        clientName: 'Yakın Ziyaretçi',
        phone: '0532 000 00 09',
        purpose: 'weight_loss',
        date: local.slice(0, 10),
        time: local.slice(11, 16),
        source: 'public',
      })
      .returning();
    const token = visitorLinkTokenOf(secret(), soon!);
    const seen = await visitor.get(`/api/appointments/visit/${token}`);
    expect(seen.status).toBe(200);
    expect(seen.body.canCancel).toBe(false);
    const refused = await visitor.post(`/api/appointments/visit/${token}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Randevunuza 24 saatten az kaldığı için değişiklik yapılamaz\./);
    expect(await statusOf(soon!.id)).toBe('upcoming');

    // Moved by the dietitian: the old link names the old start and no longer works.
    await db().update(appointments).set({ time: '06:01' }).where(eq(appointments.id, soon!.id));
    expect((await visitor.get(`/api/appointments/visit/${token}`)).status).toBe(404);
  });
});
