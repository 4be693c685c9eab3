import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, mailOutbox } from '../../src/server/db/schema/index.ts';
import { sendDueAppointmentReminders } from '../../src/server/modules/appointments/appointment-reminders-service.ts';
import { visitorLinkTokenOf } from '../../src/server/modules/appointments/appointments-visitor-link.ts';
import { isoWeekday } from '../../src/shared/appointment-slots.ts';
import { addDays, todayInIstanbul } from '../../src/shared/dates.ts';
import { APPOINTMENT_CHANGED_EVENT } from '../../src/shared/live-events.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { listenToEvents } from '../support/sse-listener.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A visitor's signed link (issue #44, ADR 0089): the reminder of a visitor's booking carries a link
// signed with AUTH_SECRET; it shows the appointment and cancels it until the practice's cut-off; a
// changed or unknown link is a Turkish 404, a second cancellation a 409, and nothing else changes.
// It moves the appointment too, under 'Randevularım''s rules, with a mail of the new time and a new link.

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
      canChange: true,
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
    expect(seen.body.canChange).toBe(false);
    const refused = await visitor.post(`/api/appointments/visit/${token}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Randevunuza 24 saatten az kaldığı için değişiklik yapılamaz\./);
    expect(await statusOf(soon!.id)).toBe('upcoming');

    // Moved by the dietitian: the old link names the old start and no longer works.
    await db().update(appointments).set({ time: '06:01' }).where(eq(appointments.id, soon!.id));
    expect((await visitor.get(`/api/appointments/visit/${token}`)).status).toBe(404);
  });
});

/** The visitor's mails of one template, oldest first. */
const mailsTo = async (email: string, template: string) =>
  (await db().select().from(mailOutbox).orderBy(mailOutbox.createdAt)).filter(
    (row) => row.recipients.includes(email) && row.template === template,
  );

const rowOf = async (id: string) => (await db().select().from(appointments).where(eq(appointments.id, id)))[0]!;

/** A free slot of another weekday than `date`, a week or more ahead. */
async function anotherFreeSlot(date: string) {
  let day = addDays(date, 7);
  while (isoWeekday(day) > 5) day = addDays(day, 1);
  const { body } = await visitor.get(`/api/appointments/slots?date=${day}`);
  return { date: day, time: body.slots.at(-1) as string };
}

describe("moving by a visitor's signed link", () => {
  it('moves to a free slot: admins told live, the visitor mailed the new time with its .ics and a new link', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const adminEvents = await listenToEvents(server.baseUrl, admin.cookieHeader, '/api/admin/events');
    try {
      const booked = await bookAsVisitor('tasiyan@example.com');
      const token = visitorLinkTokenOf(secret(), booked);
      const target = await anotherFreeSlot(booked.date);

      const moved = await visitor.patch(`/api/appointments/visit/${token}`, target);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body).toMatchObject({ ...target, status: 'upcoming' });
      const after = await rowOf(booked.id);
      expect({ date: after.date, time: after.time, status: after.status }).toEqual({ ...target, status: 'upcoming' });
      expect(moved.body.token).toBe(visitorLinkTokenOf(secret(), { id: booked.id, ...target }));

      const event = await adminEvents.waitFor(
        (e) => e.event === APPOINTMENT_CHANGED_EVENT && e.data.action === 'moved' && e.data.appointmentId === booked.id,
      );
      expect(event.data).toMatchObject({ clientName: 'Kerem Aksoy', ...target });

      const [mail] = await mailsTo('tasiyan@example.com', 'appointment-moved');
      expect(mail?.subject).toContain(`randevunuz taşındı`);
      expect(mail?.text).toContain(`saat ${target.time} (Kilo Verme)`);
      expect(mail?.text).toContain(`${origin}/randevu?randevum=${moved.body.token}`);
      const [invite] = mail!.attachments!;
      expect(invite!.filename).toBe('randevu.ics');
      const start = new Date(`${target.date}T${target.time}:00+03:00`).toISOString().replace(/[-:]/g, '');
      expect(invite!.content).toContain(`DTSTART:${start.slice(0, 15)}Z`);
      expect(invite!.content).toContain(`UID:${booked.id}@denge`);

      // The old link named the old start: it no longer works; the new one does.
      expect((await visitor.get(`/api/appointments/visit/${token}`)).status).toBe(404);
      const seen = await visitor.get(`/api/appointments/visit/${moved.body.token}`);
      expect(seen.body).toMatchObject({ ...target, canChange: true });
      // The old slot is free again for the next visitor (and the waitlist's job).
      expect((await visitor.get(`/api/appointments/slots?date=${booked.date}`)).body.slots).toContain(booked.time);
    } finally {
      adminEvents.close();
    }
  });

  it('refuses a forged or old link, a taken or closed slot and a bad body, in Turkish, writing nothing', async () => {
    const booked = await bookAsVisitor('reddedilen@example.com');
    const token = visitorLinkTokenOf(secret(), booked);
    const target = await anotherFreeSlot(booked.date);
    const mailsBefore = (await db().select({ n: count() }).from(mailOutbox))[0]!.n;
    const unchanged = async () => {
      const row = await rowOf(booked.id);
      expect({ date: row.date, time: row.time, status: row.status }).toEqual({
        date: booked.date,
        time: booked.time,
        status: 'upcoming',
      });
      expect((await db().select({ n: count() }).from(mailOutbox))[0]!.n).toBe(mailsBefore);
    };

    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, `${crypto.randomUUID()}.${token.split('.')[1]}`, 'bozuk']) {
      const refused = await visitor.patch(`/api/appointments/visit/${bad}`, target);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Bu randevu bağlantısı geçersiz ya da süresi dolmuş.');
    }

    // Another visitor holds the target slot: 409, the visitor picks again.
    const other = await visitor.post('/api/appointments', {
      clientName: 'Başka Ziyaretçi',
      phone: '0532 222 33 44',
      purpose: 'weight_loss',
      ...target,
      privacyNoticeAccepted: true,
    });
    expect(other.status).toBe(201);
    const taken = await visitor.patch(`/api/appointments/visit/${token}`, target);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'slot_taken',
      message: 'Seçtiğiniz saat az önce doldu. Lütfen başka bir saat seçin.',
    });

    // Not a working slot, the same slot, a missing time: Turkish 400s.
    const offHours = await visitor.patch(`/api/appointments/visit/${token}`, { date: target.date, time: '03:00' });
    expect(offHours.status).toBe(400);
    expect(offHours.body.code).toBe('slot_unavailable');
    const same = await visitor.patch(`/api/appointments/visit/${token}`, { date: booked.date, time: booked.time });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('Randevunuz zaten bu gün ve saatte.');
    const noTime = await visitor.patch(`/api/appointments/visit/${token}`, { date: target.date });
    expect(noTime.status).toBe(400);
    expect(noTime.body.fieldErrors.time).toMatch(/[çğıöşüÇĞİÖŞÜ]|saat/i);
    await unchanged();

    // Cancelled: the link still opens it, but it cannot be moved.
    await db().update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, booked.id));
    const closed = await visitor.patch(`/api/appointments/visit/${token}`, await anotherFreeSlot(target.date));
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Bu randevu artık değiştirilemez.');
  });

  it('refuses a move past the cut-off, and an ended link', async () => {
    const local = new Date(Date.now() + 5 * HOUR_MS + 3 * HOUR_MS).toISOString();
    const [soon] = await db()
      .insert(appointments)
      .values({
        clientName: 'Geç Kalan Ziyaretçi',
        phone: '0532 000 00 08',
        email: 'gec@example.com',
        purpose: 'weight_loss',
        date: local.slice(0, 10),
        time: local.slice(11, 16),
        source: 'public',
      })
      .returning();
    const target = await anotherFreeSlot(soon!.date);
    const refused = await visitor.patch(`/api/appointments/visit/${visitorLinkTokenOf(secret(), soon!)}`, target);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('change_cutoff_passed');
    expect(refused.body.message).toMatch(/^Randevunuza 24 saatten az kaldığı için değişiklik yapılamaz\./);
    const [kept] = await db()
      .select({ n: count() })
      .from(appointments)
      .where(and(eq(appointments.id, soon!.id), eq(appointments.time, soon!.time)));
    expect(kept!.n).toBe(1);
    expect(await mailsTo('gec@example.com', 'appointment-moved')).toEqual([]);

    // Started an hour ago: the link has ended.
    const past = new Date(Date.now() - HOUR_MS + 3 * HOUR_MS).toISOString();
    const [started] = await db()
      .insert(appointments)
      .values({
        clientName: 'Geçmiş Ziyaretçi',
        phone: '0532 000 00 07',
        purpose: 'weight_loss',
        date: past.slice(0, 10),
        time: past.slice(11, 16),
        source: 'public',
      })
      .returning();
    const ended = await visitor.patch(`/api/appointments/visit/${visitorLinkTokenOf(secret(), started!)}`, target);
    expect(ended.status).toBe(404);
    expect(ended.body.message).toBe('Bu randevu bağlantısı geçersiz ya da süresi dolmuş.');
  });
});
