import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appointmentReminders,
  appointments,
  mailOutbox,
  pushOutbox,
  pushPreferences,
  pushSubscriptions,
} from '../../src/server/db/schema/index.ts';
import { createSmtpTransport, MailWorker } from '../../src/server/mail/mail-worker.ts';
import { sendDueAppointmentReminders } from '../../src/server/modules/appointments/appointment-reminders-service.ts';
import { addDays, todayInIstanbul } from '../../src/shared/dates.ts';
import { type ApiClient, ApiClient as PublicClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Appointment reminders (issue #44): 24 hours and 2 hours before an upcoming appointment that has an
// e-mail, under a controlled clock; each sent once even when the job runs twice at the same moment
// (two app processes), delivered to a real SMTP server with the appointment as a valid .ics file.

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let admin: ApiClient;
const db = () => server.runtime.deps.db;
const HOUR_MS = 3600_000;
const MINUTE_MS = 60_000;

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
});

/** Europe/Istanbul is UTC+3 all year. */
const startOf = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);

let minute = 0;
/** An appointment the dietitian enters, at a free time of the day after tomorrow. */
async function enterAppointment(email: string | undefined) {
  minute += 1;
  const date = addDays(todayInIstanbul(), 2);
  const time = `06:${String(minute).padStart(2, '0')}`;
  const response = await admin.post('/api/admin/appointments', {
    clientName: 'Elif Şahin',
    phone: '0533 987 65 43',
    purpose: 'weight_loss',
    date,
    time,
    ...(email === undefined ? {} : { email }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return {
    ...(response.body.appointment as { id: string; version: number }),
    date,
    time,
    startsAt: startOf(date, time),
  };
}

const remindersOf = (appointmentId: string) =>
  db().select().from(appointmentReminders).where(eq(appointmentReminders.appointmentId, appointmentId));
const queuedTo = async (address: string) =>
  (await db().select().from(mailOutbox)).filter((mail) => mail.recipients.includes(address));

describe('appointment reminders', () => {
  it('sends the day-before and the two-hours reminders once each, at their time, to a real SMTP server with an .ics', async () => {
    const appointment = await enterAppointment('Elif.Sahin@Example.com');
    const address = 'elif.sahin@example.com';
    const dayBefore = new Date(appointment.startsAt.getTime() - 24 * HOUR_MS);

    // Not yet: a minute before its moment.
    expect(await sendDueAppointmentReminders(db(), { now: new Date(dayBefore.getTime() - MINUTE_MS) })).toBe(0);
    // At its moment, the job in two processes at once: one mail.
    const now = new Date(dayBefore.getTime() + MINUTE_MS);
    const runs = await Promise.all([
      sendDueAppointmentReminders(db(), { now, siteOrigin: 'https://denge.example' }),
      sendDueAppointmentReminders(db(), { now, siteOrigin: 'https://denge.example' }),
    ]);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(1);
    expect(await sendDueAppointmentReminders(db(), { now: new Date(now.getTime() + 5 * MINUTE_MS) })).toBe(0);
    expect(await queuedTo(address)).toHaveLength(1);

    const worker = new MailWorker({
      db: db(),
      transport: createSmtpTransport(smtp.url),
      from: 'Denge <randevu@denge.example>',
    });
    expect(await worker.runOnce()).toBe(1);
    const raw = smtp.received.find((mail) => mail.recipients.includes(address))?.raw;
    expect(raw).toBeDefined();
    const mail = await simpleParser(raw!);
    expect(mail.subject).toMatch(new RegExp(`^Randevu hatırlatması: .+, \\d{1,2} .+ \\d{4}, ${appointment.time}$`));
    expect(mail.text).toContain(`randevunuz yarın`);
    expect(mail.text).toContain('(Kilo Verme)');
    expect(mail.text).toContain('Merhaba Elif Şahin,');
    const [invite] = mail.attachments;
    expect(invite?.filename).toBe('randevu.ics');
    expect(invite?.contentType).toBe('text/calendar');
    const ics = invite!.content.toString('utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const utc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
    expect(ics).toContain(`UID:${appointment.id}@denge\r\n`);
    expect(ics).toContain(`DTSTART:${utc(appointment.startsAt)}\r\n`);
    expect(ics).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
    expect(ics).toContain('SUMMARY:Denge Beslenme – Kilo Verme\r\n');
    // Every line within 75 octets (RFC 5545 §3.1).
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    // Two hours before: the second reminder, also once.
    const twoHoursBefore = new Date(appointment.startsAt.getTime() - 2 * HOUR_MS + MINUTE_MS);
    expect(await sendDueAppointmentReminders(db(), { now: twoHoursBefore })).toBe(1);
    expect(await sendDueAppointmentReminders(db(), { now: twoHoursBefore })).toBe(0);
    const queued = await queuedTo(address);
    expect(queued).toHaveLength(2);
    expect(queued.some((row) => row.text.includes('randevunuz 2 saat sonra'))).toBe(true);
    expect((await remindersOf(appointment.id)).map((row) => row.kind).sort()).toEqual([
      'day_before',
      'two_hours_before',
    ]);
  });

  it('reminds a moved appointment again for its new time, and never a cancelled one or one without an e-mail', async () => {
    const moved = await enterAppointment('tasinan@example.com');
    const dayBefore = new Date(moved.startsAt.getTime() - 24 * HOUR_MS + MINUTE_MS);
    expect(await sendDueAppointmentReminders(db(), { now: dayBefore })).toBeGreaterThanOrEqual(1);
    const newTime = `07:${String(minute).padStart(2, '0')}`;
    const edited = await admin.put(`/api/admin/appointments/${moved.id}`, {
      clientName: 'Elif Şahin',
      phone: '0533 987 65 43',
      email: 'tasinan@example.com',
      purpose: 'weight_loss',
      date: moved.date,
      time: newTime,
      version: moved.version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const newStart = startOf(moved.date, newTime);
    expect(
      await sendDueAppointmentReminders(db(), { now: new Date(newStart.getTime() - 24 * HOUR_MS + MINUTE_MS) }),
    ).toBe(1);
    expect(await queuedTo('tasinan@example.com')).toHaveLength(2);

    const cancelled = await enterAppointment('iptal@example.com');
    expect((await admin.patch(`/api/admin/appointments/${cancelled.id}/status`, { status: 'cancelled' })).status).toBe(
      200,
    );
    const withoutEmail = await enterAppointment(undefined);
    for (const appointment of [cancelled, withoutEmail])
      await sendDueAppointmentReminders(db(), {
        now: new Date(appointment.startsAt.getTime() - 2 * HOUR_MS + MINUTE_MS),
      });
    expect(await queuedTo('iptal@example.com')).toHaveLength(0);
    expect(await remindersOf(withoutEmail.id)).toHaveLength(0);
    expect(await remindersOf(cancelled.id)).toHaveLength(0);
  });

  it('sends no day-before reminder for an appointment booked within its last 24 hours', async () => {
    const appointment = await enterAppointment('gec@example.com');
    // The clock set back: the appointment was entered after its day-before moment.
    const [row] = await db().select().from(appointments).where(eq(appointments.id, appointment.id));
    await db()
      .update(appointments)
      .set({ createdAt: new Date(appointment.startsAt.getTime() - 20 * HOUR_MS) })
      .where(eq(appointments.id, row!.id));
    const dayBefore = new Date(appointment.startsAt.getTime() - 24 * HOUR_MS + MINUTE_MS);
    expect(await sendDueAppointmentReminders(db(), { now: dayBefore })).toBe(0);
    expect(
      await sendDueAppointmentReminders(db(), { now: new Date(appointment.startsAt.getTime() - 2 * HOUR_MS) }),
    ).toBe(1);
    expect((await remindersOf(appointment.id)).map((reminder) => reminder.kind)).toEqual(['two_hours_before']);
  });
});

describe('appointment reminders in the client app (ADR 0082)', () => {
  it("pushes the reminder once to a client account's browsers, beside the mail; nothing when the client turned it off", async () => {
    const clientId = await server.userIdOf(demoEmails.clientA);
    const [subscription] = await db()
      .insert(pushSubscriptions)
      .values({ clientId, endpoint: `https://push.example/${crypto.randomUUID()}`, p256dh: 'key', auth: 'secret' })
      .returning({ id: pushSubscriptions.id });
    const pushesOf = (appointmentId: string) =>
      db()
        .select()
        .from(pushOutbox)
        .then((rows) => rows.filter((row) => row.payload.tag.startsWith(`appointment-${appointmentId}`)));

    // The dietitian enters it with the client's address: it is the client's (ADR 0080).
    const appointment = await enterAppointment(demoEmails.clientA);
    const now = new Date(appointment.startsAt.getTime() - 24 * HOUR_MS + MINUTE_MS);
    const runs = await Promise.all([
      sendDueAppointmentReminders(db(), { now }),
      sendDueAppointmentReminders(db(), { now }),
    ]);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(1);
    const pushes = await pushesOf(appointment.id);
    expect(
      pushes.map((row) => [row.subscriptionId, row.kind, row.payload.title, row.payload.body, row.payload.url]),
    ).toEqual([
      [
        subscription!.id,
        'appointments',
        'Randevu hatırlatması',
        `Randevunuz yarın, saat ${appointment.time}’da (Kilo Verme).`,
        '/kullanici/randevularim',
      ],
    ]);
    expect(await queuedTo(demoEmails.clientA)).toHaveLength(1);

    // Appointment pushes turned off: the two-hours reminder goes by mail only.
    await db()
      .insert(pushPreferences)
      .values({ clientId, mutedKinds: ['appointments'] });
    const later = new Date(appointment.startsAt.getTime() - 2 * HOUR_MS + MINUTE_MS);
    expect(await sendDueAppointmentReminders(db(), { now: later })).toBe(1);
    expect(await pushesOf(appointment.id)).toHaveLength(1);
    expect(await queuedTo(demoEmails.clientA)).toHaveLength(2);
  });
});

describe('the e-mail of a booking', () => {
  it('is optional on /randevu, stored lower-cased, and a wrong one is a Turkish 400 that books nothing', async () => {
    const visitor = new PublicClient(server.baseUrl);
    const { body: calendar } = await visitor.get('/api/appointments/booking-calendar');
    let booked: { date: string; time: string } | null = null;
    for (let day = calendar.firstDay as string; day <= calendar.lastDay && !booked; day = addDays(day, 1)) {
      const { body } = await visitor.get(`/api/appointments/slots?date=${day}`);
      if (body.slots.length > 0) booked = { date: day, time: body.slots.at(-1) };
    }
    expect(booked).not.toBeNull();
    const booking = {
      clientName: 'Deniz Kaya',
      phone: '0532 111 22 33',
      purpose: 'weight_gain',
      privacyNoticeAccepted: true,
      ...booked!,
    };
    const before = await db().select().from(appointments);
    const wrong = await visitor.post('/api/appointments', { ...booking, email: 'deniz@' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.email).toBe('Geçerli bir e-posta adresi giriniz');
    expect(await db().select().from(appointments)).toHaveLength(before.length);

    const made = await visitor.post('/api/appointments', { ...booking, email: ' Deniz.Kaya@Example.com ' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, made.body.appointment.id));
    expect(row!.email).toBe('deniz.kaya@example.com');
    // The dietitian sees it on the appointment.
    const listed = await admin.get(`/api/admin/appointments/${made.body.appointment.id}`);
    expect(listed.body.appointment.email).toBe('deniz.kaya@example.com');
  });
});
