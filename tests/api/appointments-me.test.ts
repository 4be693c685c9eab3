import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentReminders, appointments, siteSettings } from '../../src/server/db/schema/index.ts';
import { sendDueAppointmentReminders } from '../../src/server/modules/appointments/appointment-reminders-service.ts';
import { isoWeekday } from '../../src/shared/appointment-slots.ts';
import { addDays, todayInIstanbul } from '../../src/shared/dates.ts';
import { APPOINTMENT_CHANGED_EVENT } from '../../src/shared/live-events.ts';
import type { MyAppointments } from '../../src/shared/schemas/appointments.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { listenToEvents } from '../support/sse-listener.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// 'Randevularım' (issue #44): a signed-in client's own appointments, booked, cancelled and moved by
// the client until the practice's cut-off, under the public booking's rules (working hours, days off,
// taken slots), race-safe, announced live to the dietitian, and reminded for the new time after a move.

let server: TestServer;
let clientA: ApiClient;
let clientB: ApiClient;
let clientC: ApiClient;
let admin: ApiClient;
let clientAId: string;
const db = () => server.runtime.deps.db;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
  clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
  clientC = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  clientAId = await server.userIdOf(demoEmails.clientA);
});
afterAll(async () => {
  await server?.close();
});

/** The n-th weekday (Monday–Friday) after today (Istanbul). */
function nextWeekday(n: number): string {
  let day = todayInIstanbul();
  let found = 0;
  while (found < n) {
    day = addDays(day, 1);
    if (isoWeekday(day) <= 5) found += 1;
  }
  return day;
}

async function countRows(where = eq(appointments.source, 'client')) {
  const [row] = await db().select({ n: count() }).from(appointments).where(where);
  return row!.n;
}

/** An appointment of client A starting `hoursAhead` from now, written straight into the table. */
async function insertOwnAppointment(hoursAhead: number) {
  const local = new Date(Date.now() + hoursAhead * HOUR_MS + 3 * HOUR_MS).toISOString();
  const [row] = await db()
    .insert(appointments)
    .values({
      clientName: 'Ayşe Demir',
      phone: '0532 111 22 33',
      purpose: 'weight_loss',
      date: local.slice(0, 10),
      time: local.slice(11, 16),
      clientId: clientAId,
      source: 'client',
    })
    .returning();
  return row!;
}

describe('GET /api/me/appointments', () => {
  it('answers the empty screen: no appointments, the cut-off, the phone and the booking calendar', async () => {
    const response = await clientC.get('/api/me/appointments');
    expect(response.status).toBe(200);
    expect(response.body.upcoming).toEqual([]);
    expect(response.body.past).toEqual([]);
    expect(response.body.cutoffHours).toBe(24);
    expect(response.body.isOnlineAvailable).toBe(false);
    expect(response.body.calendar.firstDay).toBe(todayInIstanbul());
    expect(response.body.calendar.workingDays).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('booking (POST /api/me/appointments)', () => {
  it("books a free slot under the account's name, phone and e-mail, seen only by its owner", async () => {
    const date = nextWeekday(2);
    const response = await clientA.post('/api/me/appointments', {
      purpose: 'weight_gain',
      date,
      time: '09:00',
      // Never taken from the request: the account decides who the appointment is for.
      clientName: 'Başka Biri',
      phone: '0555 555 55 55',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.appointment).toMatchObject({ date, time: '09:00', status: 'upcoming', mode: 'in_person' });
    expect(response.body.appointment.canChange).toBe(true);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, response.body.appointment.id));
    expect(row).toMatchObject({ clientId: clientAId, source: 'client', email: demoEmails.clientA });
    expect(row!.clientName).not.toBe('Başka Biri');

    const own = await clientA.get('/api/me/appointments');
    expect(own.body.upcoming.map((a: { id: string }) => a.id)).toContain(response.body.appointment.id);
    const other = await clientB.get('/api/me/appointments');
    expect(other.body.upcoming.map((a: { id: string }) => a.id)).not.toContain(response.body.appointment.id);
    // The slot is gone from the public list.
    const slots = await new ApiClient(server.baseUrl).get(`/api/appointments/slots?date=${date}`);
    expect(slots.body.slots).not.toContain('09:00');
  });

  it('refuses bad input with a Turkish 400 and writes nothing', async () => {
    const before = await countRows();
    const cases = [
      [{ date: nextWeekday(2), time: '10:30' }, 'Randevu amacı seçin.'],
      [{ purpose: 'weight_loss', date: nextWeekday(2), time: '25:99' }, 'Geçerli bir saat girin (ör. 09:45).'],
      [
        { purpose: 'weight_loss', date: addDays(todayInIstanbul(), -1), time: '10:30' },
        'Randevu tarihi bugünden önce olamaz.',
      ],
      [
        { purpose: 'weight_loss', date: addDays(todayInIstanbul(), 120), time: '10:30' },
        'En fazla 90 gün sonrası için randevu alınabilir.',
      ],
      [{ purpose: 'weight_loss', mode: 'telefon', date: nextWeekday(2), time: '10:30' }, 'Görüşme şeklini seçin.'],
    ] as const;
    for (const [body, message] of cases) {
      const response = await clientA.post('/api/me/appointments', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await countRows()).toBe(before);
  });

  it('refuses a time outside the working hours, a weekend and a day off (ADR 0078)', async () => {
    const before = await countRows();
    const outside = await clientB.post('/api/me/appointments', {
      purpose: 'weight_loss',
      date: nextWeekday(3),
      time: '07:00',
    });
    expect(outside.status).toBe(400);
    expect(outside.body.code).toBe('slot_unavailable');
    const dayOff = nextWeekday(4);
    expect((await admin.post('/api/admin/appointments/days-off', { startDate: dayOff, label: 'İzin' })).status).toBe(
      201,
    );
    const onDayOff = await clientB.post('/api/me/appointments', {
      purpose: 'weight_loss',
      date: dayOff,
      time: '10:30',
    });
    expect(onDayOff.status).toBe(400);
    expect(onDayOff.body.message).toBe('Seçtiğiniz saat randevuya uygun değil. Lütfen listeden boş bir saat seçin.');
    expect(await countRows()).toBe(before);
  });

  it('never double-books: a taken slot is 409, and of two clients racing for one slot only one gets it', async () => {
    const date = nextWeekday(5);
    const visitor = new ApiClient(server.baseUrl);
    const booked = await visitor.post('/api/appointments', {
      clientName: 'Zeynep Kaya',
      phone: '0532 123 45 67',
      purpose: 'weight_loss',
      date,
      time: '09:45',
      website: '',
      privacyNoticeAccepted: true,
    });
    expect(booked.status).toBe(201);
    const taken = await clientB.post('/api/me/appointments', { purpose: 'weight_loss', date, time: '09:45' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Seçtiğiniz saat az önce doldu. Lütfen başka bir saat seçin.');

    const race = await Promise.all(
      [clientB, clientC].map((client) =>
        client.post('/api/me/appointments', { purpose: 'skin_care', date, time: '13:00' }),
      ),
    );
    expect(race.map((response) => response.status).sort()).toEqual([201, 409]);
    const [live] = await db()
      .select({ n: count() })
      .from(appointments)
      .where(and(eq(appointments.date, date), eq(appointments.time, '13:00')));
    expect(live!.n).toBe(1);
  });

  it('books an online appointment only when the practice has a link template', async () => {
    const date = nextWeekday(6);
    const refused = await clientC.post('/api/me/appointments', {
      purpose: 'weight_loss',
      mode: 'online',
      date,
      time: '14:30',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.mode).toBe(
      'Online randevu şu anda alınamıyor. Lütfen yüz yüze randevu seçin veya bizi arayın.',
    );
    const current = await admin.get('/api/admin/appointments/availability');
    const { version, ...hours } = current.body.availability;
    const saved = await admin.put('/api/admin/appointments/availability', {
      ...hours,
      meetingUrlTemplate: 'https://meet.jit.si/denge-{kod}',
      version,
    });
    expect(saved.status).toBe(200);
    const online = await clientC.post('/api/me/appointments', {
      purpose: 'weight_loss',
      mode: 'online',
      date,
      time: '14:30',
    });
    expect(online.status).toBe(201);
    expect(online.body.appointment.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/denge-[a-z0-9]{10}$/);
    expect((await clientC.get('/api/me/appointments')).body.isOnlineAvailable).toBe(true);
  });

  it(`allows at most 3 upcoming appointments per client`, async () => {
    await db().delete(appointments).where(eq(appointments.clientId, clientAId));
    for (const time of ['09:00', '09:45', '10:30']) {
      const ok = await clientA.post('/api/me/appointments', { purpose: 'weight_loss', date: nextWeekday(7), time });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    }
    const fourth = await clientA.post('/api/me/appointments', {
      purpose: 'weight_loss',
      date: nextWeekday(7),
      time: '11:15',
    });
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('too_many_appointments');
    await db().delete(appointments).where(eq(appointments.clientId, clientAId));
  });
});

describe('cancelling and moving', () => {
  it("cancels the client's own appointment (slot freed, admins told live); another client's is 404", async () => {
    const adminEvents = await listenToEvents(server.baseUrl, admin.cookieHeader, '/api/admin/events');
    try {
      const date = nextWeekday(8);
      const booked = await clientA.post('/api/me/appointments', { purpose: 'weight_loss', date, time: '15:15' });
      expect(booked.status).toBe(201);
      const id = booked.body.appointment.id;
      const stranger = await clientB.post(`/api/me/appointments/${id}/cancel`);
      expect(stranger.status).toBe(404);
      expect((await clientB.patch(`/api/me/appointments/${id}`, { date, time: '16:00' })).status).toBe(404);

      const cancelled = await clientA.post(`/api/me/appointments/${id}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.appointment).toMatchObject({ status: 'cancelled', canChange: false });
      const event = await adminEvents.waitFor(
        (e) => e.event === APPOINTMENT_CHANGED_EVENT && e.data.action === 'cancelled' && e.data.appointmentId === id,
      );
      expect(event.data).toMatchObject({ clientName: 'Ayşe Demir', date, time: '15:15' });
      const slots = await new ApiClient(server.baseUrl).get(`/api/appointments/slots?date=${date}`);
      expect(slots.body.slots).toContain('15:15');
      const again = await clientA.post(`/api/me/appointments/${id}/cancel`);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Bu randevu artık değiştirilemez.');
      const list = await clientA.get('/api/me/appointments');
      expect(list.body.past.map((a: { id: string }) => a.id)).toContain(id);
    } finally {
      adminEvents.close();
    }
  });

  it('refuses a change past the cut-off with the Turkish explanation and the phone; nothing changes', async () => {
    await db().update(siteSettings).set({ contactPhone: '0212 555 44 33' }).where(eq(siteSettings.id, 1));
    const soon = await insertOwnAppointment(5);
    const list = await clientA.get('/api/me/appointments');
    expect(list.body.upcoming.find((a: { id: string }) => a.id === soon.id).canChange).toBe(false);
    expect(list.body.contactPhone).toBe('0212 555 44 33');
    const expected = 'Randevunuza 24 saatten az kaldığı için değişiklik yapılamaz. Lütfen bizi arayın: 0212 555 44 33';
    const cancel = await clientA.post(`/api/me/appointments/${soon.id}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({ code: 'change_cutoff_passed', message: expected });
    const move = await clientA.patch(`/api/me/appointments/${soon.id}`, { date: nextWeekday(9), time: '10:30' });
    expect(move.status).toBe(409);
    expect(move.body.message).toBe(expected);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, soon.id));
    expect(row).toMatchObject({ status: 'upcoming', date: soon.date, time: soon.time });
  });

  it('follows the cut-off the dietitian sets with the working hours', async () => {
    const soon = await insertOwnAppointment(6);
    const current = await admin.get('/api/admin/appointments/availability');
    expect(current.body.availability.selfServiceCutoffHours).toBe(24);
    const { version, ...hours } = current.body.availability;
    const bad = await admin.put('/api/admin/appointments/availability', {
      ...hours,
      selfServiceCutoffHours: 999,
      version,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Değişiklik süresi 0 ile 336 saat arasında olmalıdır.');
    const saved = await admin.put('/api/admin/appointments/availability', {
      ...hours,
      selfServiceCutoffHours: 2,
      version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.availability.selfServiceCutoffHours).toBe(2);
    expect((await clientA.get('/api/me/appointments')).body.cutoffHours).toBe(2);
    expect((await clientA.post(`/api/me/appointments/${soon.id}/cancel`)).status).toBe(200);
    const back = await admin.put('/api/admin/appointments/availability', {
      ...hours,
      selfServiceCutoffHours: 24,
      version: saved.body.availability.version,
    });
    expect(back.status).toBe(200);
  });

  it('moves to a free slot only (taken, day off, same slot refused) and is reminded for the new time', async () => {
    await db().delete(appointments).where(eq(appointments.clientId, clientAId));
    const from = nextWeekday(10);
    const booked = await clientA.post('/api/me/appointments', { purpose: 'weight_loss', date: from, time: '11:15' });
    expect(booked.status).toBe(201);
    const id = booked.body.appointment.id;
    const oldStart = new Date(`${from}T11:15:00+03:00`);
    const remindedStarts = async () =>
      (await db().select().from(appointmentReminders).where(eq(appointmentReminders.appointmentId, id)))
        .map((row) => row.startsAt.toISOString())
        .sort();
    // The day-before reminder of the old time is sent and recorded.
    await sendDueAppointmentReminders(db(), { now: new Date(oldStart.getTime() - 24 * HOUR_MS + 60_000) });
    expect(await remindedStarts()).toEqual([oldStart.toISOString()]);

    const to = nextWeekday(11);
    const other = await clientB.post('/api/me/appointments', { purpose: 'weight_loss', date: to, time: '09:00' });
    expect(other.status).toBe(201);
    const taken = await clientA.patch(`/api/me/appointments/${id}`, { date: to, time: '09:00' });
    expect(taken.status).toBe(409);
    const same = await clientA.patch(`/api/me/appointments/${id}`, { date: from, time: '11:15' });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('Randevunuz zaten bu gün ve saatte.');
    const badTime = await clientA.patch(`/api/me/appointments/${id}`, { date: to, time: 'sabah' });
    expect(badTime.status).toBe(400);
    expect(badTime.body.message).toBe('Geçerli bir saat girin (ör. 09:45).');

    const moved = await clientA.patch(`/api/me/appointments/${id}`, { date: to, time: '16:45' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.appointment).toMatchObject({ date: to, time: '16:45', status: 'upcoming' });
    // The old slot is free again.
    const slots = await new ApiClient(server.baseUrl).get(`/api/appointments/slots?date=${from}`);
    expect(slots.body.slots).toContain('11:15');

    // At the old time's moments nothing more is sent; at the new time's, the reminder goes once.
    await sendDueAppointmentReminders(db(), { now: new Date(oldStart.getTime() - 2 * HOUR_MS + 60_000) });
    expect(await remindedStarts()).toEqual([oldStart.toISOString()]);
    const newStart = new Date(`${to}T16:45:00+03:00`);
    const dayBefore = new Date(newStart.getTime() - 24 * HOUR_MS + 60_000);
    await sendDueAppointmentReminders(db(), { now: dayBefore });
    await sendDueAppointmentReminders(db(), { now: dayBefore });
    expect(await remindedStarts()).toEqual([oldStart.toISOString(), newStart.toISOString()].sort());
  });
});

describe('appointments the dietitian enters (ADR 0080)', () => {
  const entered = (email: string, day: string, time: string) => ({
    clientName: 'Mehmet Kaya',
    phone: '0541 276 90 14',
    email,
    purpose: 'weight_loss',
    date: day,
    time,
  });
  const idsOf = (answer: MyAppointments) => [...answer.upcoming, ...answer.past].map((item) => item.id);

  it("shows in the client's Randevularım when it names the client's e-mail, in any letter case", async () => {
    const made = await admin.post<{ appointment: { id: string } }>(
      '/api/admin/appointments',
      entered(demoEmails.clientB.toUpperCase(), nextWeekday(6), '10:15'),
    );
    expect(made.status).toBe(201);
    expect(idsOf((await clientB.get<MyAppointments>('/api/me/appointments')).body)).toContain(made.body.appointment.id);
    expect(idsOf((await clientC.get<MyAppointments>('/api/me/appointments')).body)).not.toContain(
      made.body.appointment.id,
    );
  });

  it("is no client's with an address no account has; an edit naming a client's address links it, another address keeps the link", async () => {
    const made = await admin.post<{ appointment: { id: string; version: number } }>(
      '/api/admin/appointments',
      entered('ziyaretci@example.com', nextWeekday(6), '11:15'),
    );
    expect(made.status).toBe(201);
    const { id } = made.body.appointment;
    const [row] = await db()
      .select({ clientId: appointments.clientId })
      .from(appointments)
      .where(eq(appointments.id, id));
    expect(row!.clientId).toBeNull();

    const linked = await admin.put<{ appointment: { version: number } }>(`/api/admin/appointments/${id}`, {
      ...entered(demoEmails.clientC, nextWeekday(6), '11:15'),
      version: made.body.appointment.version,
    });
    expect(linked.status).toBe(200);
    expect(idsOf((await clientC.get<MyAppointments>('/api/me/appointments')).body)).toContain(id);

    const retyped = await admin.put(`/api/admin/appointments/${id}`, {
      ...entered('yazim-hatasi@example.com', nextWeekday(6), '11:15'),
      version: linked.body.appointment.version,
    });
    expect(retyped.status).toBe(200);
    expect(idsOf((await clientC.get<MyAppointments>('/api/me/appointments')).body)).toContain(id);
  });
});
