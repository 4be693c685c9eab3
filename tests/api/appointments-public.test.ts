import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, consentRecords, legalTextVersions } from '../../src/server/db/schema/index.ts';
import { BOOKING_DAYS_AHEAD } from '../../src/shared/appointment-constants.ts';
import { isoWeekday } from '../../src/shared/appointment-slots.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let visitor: ApiClient;

beforeAll(async () => {
  // The race below sends 20 bookings from one address: the per-IP limit has its own test server.
  server = await startTestServer({ env: { BOOKING_IP_LIMIT: '1000' } });
  visitor = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The n-th weekday (Monday–Friday) after today. */
function nextWeekday(n = 1): string {
  let day = todayInIstanbul();
  let found = 0;
  while (found < n) {
    day = addDays(day, 1);
    if (isoWeekday(day) <= 5) found += 1;
  }
  return day;
}
function nextSaturday(): string {
  let day = addDays(todayInIstanbul(), 1);
  while (isoWeekday(day) !== 6) day = addDays(day, 1);
  return day;
}

const booking = (overrides: Record<string, unknown> = {}) => ({
  clientName: 'Zeynep Kaya',
  phone: '+90 (532) 123 45 67',
  purpose: 'weight_loss',
  date: nextWeekday(),
  time: '09:45',
  website: '',
  privacyNoticeAccepted: true,
  ...overrides,
});

async function countAppointments() {
  const [row] = await server.runtime.deps.db.select({ n: count() }).from(appointments);
  return row!.n;
}

describe('free slots (GET /api/appointments/slots)', () => {
  it('offers the default week: weekdays 09:00–18:00 in 45-minute slots around the 12:00–13:00 break', async () => {
    const response = await visitor.get(`/api/appointments/slots?date=${nextWeekday(3)}`);
    expect(response.status).toBe(200);
    expect(response.body.slots).toEqual([
      '09:00',
      '09:45',
      '10:30',
      '11:15',
      '13:00',
      '13:45',
      '14:30',
      '15:15',
      '16:00',
      '16:45',
    ]);
    const weekend = await visitor.get(`/api/appointments/slots?date=${nextSaturday()}`);
    expect(weekend.body.slots).toEqual([]);
    const past = await visitor.get(`/api/appointments/slots?date=${addDays(todayInIstanbul(), -1)}`);
    expect(past.body.slots).toEqual([]);
  });

  it('offers nothing beyond the booking window, which the form refuses (issue #39)', async () => {
    // A weekday past the 90 days the form allows: no hours, as for a day in the past.
    let beyond = addDays(todayInIstanbul(), BOOKING_DAYS_AHEAD + 1);
    while (isoWeekday(beyond) > 5) beyond = addDays(beyond, 1);
    const response = await visitor.get(`/api/appointments/slots?date=${beyond}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ date: beyond, slots: [] });
    // The window's last day still has its hours (when it is a working day).
    let last = addDays(todayInIstanbul(), BOOKING_DAYS_AHEAD);
    while (isoWeekday(last) > 5) last = addDays(last, -1);
    expect((await visitor.get(`/api/appointments/slots?date=${last}`)).body.slots.length).toBeGreaterThan(0);
  });

  it('tells the booking calendar its window and the working days (GET /api/appointments/booking-calendar)', async () => {
    const response = await visitor.get('/api/appointments/booking-calendar');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      firstDay: todayInIstanbul(),
      lastDay: addDays(todayInIstanbul(), BOOKING_DAYS_AHEAD),
      workingDays: [1, 2, 3, 4, 5],
      closedDays: [],
    });
    // The dietitian's working days, as she set them, are what the calendar offers.
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const { version } = (await admin.get('/api/admin/appointments/availability')).body.availability;
    const saved = await admin.put('/api/admin/appointments/availability', {
      version,
      workingDays: [1, 3, 6],
      startTime: '09:00',
      endTime: '18:00',
      breaks: [],
      slotMinutes: 45,
    });
    expect(saved.status).toBe(200);
    try {
      expect((await visitor.get('/api/appointments/booking-calendar')).body.workingDays).toEqual([1, 3, 6]);
    } finally {
      await admin.put('/api/admin/appointments/availability', {
        version: saved.body.availability.version,
        workingDays: [1, 2, 3, 4, 5],
        startTime: '09:00',
        endTime: '18:00',
        breaks: [{ start: '12:00', end: '13:00' }],
        slotMinutes: 45,
      });
    }
  });

  it('refuses a date that is not one, in Turkish', async () => {
    const response = await visitor.get('/api/appointments/slots?date=2026-02-30');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Geçerli bir tarih girin.');
  });
});

describe('booking (POST /api/appointments)', () => {
  it('books a free slot as upcoming with the phone in one form, and the slot is gone for the next visitor', async () => {
    const day = nextWeekday(2);
    const response = await visitor.post('/api/appointments', booking({ date: day, time: '10:30' }));
    expect(response.status).toBe(201);
    expect(response.body.appointment).toEqual({ id: expect.any(String), date: day, time: '10:30' });
    const [row] = await server.runtime.deps.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, response.body.appointment.id));
    expect(row).toMatchObject({
      clientName: 'Zeynep Kaya',
      phone: '0532 123 45 67',
      status: 'upcoming',
      source: 'public',
    });

    const slots = await visitor.get(`/api/appointments/slots?date=${day}`);
    expect(slots.body.slots).not.toContain('10:30');
    expect(slots.body.slots).toContain('11:15');

    const again = await new ApiClient(server.baseUrl).post('/api/appointments', booking({ date: day, time: '10:30' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Seçtiğiniz saat az önce doldu. Lütfen başka bir saat seçin.');
  });

  it('needs the Aydınlatma Metni ticked (Turkish 400, nothing written) and records it with the booking (ADR 0081)', async () => {
    const day = nextWeekday(3);
    const before = (await server.runtime.deps.db.select({ n: count() }).from(appointments))[0]!.n;
    for (const privacyNoticeAccepted of [undefined, false, 'evet']) {
      const refused = await visitor.post(
        '/api/appointments',
        booking({ date: day, time: '11:15', privacyNoticeAccepted }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Randevu almak için Aydınlatma Metni’ni okuduğunuzu onaylamalısınız.');
      expect(refused.body.fieldErrors.privacyNoticeAccepted).toBe(refused.body.message);
    }
    expect((await server.runtime.deps.db.select({ n: count() }).from(appointments))[0]!.n).toBe(before);

    const made = await visitor.request('POST', '/api/appointments', booking({ date: day, time: '11:15' }), {
      'user-agent': 'Randevu-tarayicisi/1.0',
    });
    expect(made.status).toBe(201);
    const records = await server.runtime.deps.db
      .select({ kind: legalTextVersions.kind, record: consentRecords })
      .from(consentRecords)
      .innerJoin(legalTextVersions, eq(legalTextVersions.id, consentRecords.legalTextVersionId))
      .where(eq(consentRecords.appointmentId, made.body.appointment.id));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      kind: 'privacy-notice',
      record: { decision: 'acknowledged', channel: 'randevu', userAgent: 'Randevu-tarayicisi/1.0', clientId: null },
    });
  });

  it('gives 20 parallel bookings of one slot exactly one appointment', async () => {
    const day = nextWeekday(4);
    const before = await countAppointments();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        new ApiClient(server.baseUrl).post(
          '/api/appointments',
          booking({ date: day, time: '14:30', clientName: `Yarışan ${index}` }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await countAppointments()).toBe(before + 1);
    const rows = await server.runtime.deps.db.select().from(appointments).where(eq(appointments.date, day));
    expect(rows.filter((row) => row.time === '14:30')).toHaveLength(1);
  });

  it('frees the slot of a cancelled appointment', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const day = nextWeekday(5);
    const first = await visitor.post('/api/appointments', booking({ date: day, time: '16:00' }));
    expect(first.status).toBe(201);
    const cancel = await admin.patch(`/api/admin/appointments/${first.body.appointment.id}/status`, {
      status: 'cancelled',
    });
    expect(cancel.status).toBe(200);
    expect((await visitor.get(`/api/appointments/slots?date=${day}`)).body.slots).toContain('16:00');
    const second = await visitor.post(
      '/api/appointments',
      booking({ date: day, time: '16:00', clientName: 'Mehmet Demir' }),
    );
    expect(second.status).toBe(201);
    // Back to upcoming is refused now that someone else holds the slot.
    const reopen = await admin.patch(`/api/admin/appointments/${first.body.appointment.id}/status`, {
      status: 'upcoming',
    });
    expect(reopen.status).toBe(409);
    expect(reopen.body.code).toBe('slot_taken');
  });

  it.each([
    ['an empty name', { clientName: '  ' }, 'clientName', 'Ad soyad gerekli.'],
    ['a phone that is not Turkish', { phone: '12345' }, 'phone', 'Geçerli bir telefon numarası giriniz'],
    ['a phone with a foreign prefix', { phone: '+44 20 7946 0958' }, 'phone', 'Geçerli bir telefon numarası giriniz'],
    ['no purpose', { purpose: '' }, 'purpose', 'Randevu amacı seçin.'],
    ['an unknown purpose', { purpose: 'massage' }, 'purpose', 'Randevu amacı seçin.'],
    ['a day in the past', { date: addDays(todayInIstanbul(), -1) }, 'date', 'Randevu tarihi bugünden önce olamaz.'],
    [
      'a day too far ahead',
      { date: addDays(todayInIstanbul(), 120) },
      'date',
      'En fazla 90 gün sonrası için randevu alınabilir.',
    ],
    ['no time', { time: '' }, 'time', 'Saat gerekli.'],
    ['a malformed time', { time: '9.45' }, 'time', 'Geçerli bir saat girin (ör. 09:45).'],
  ])('refuses %s with a Turkish 400 and writes nothing', async (_name, change, field, message) => {
    const before = await countAppointments();
    const response = await visitor.post('/api/appointments', booking(change));
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors[field]).toBe(message);
    expect(await countAppointments()).toBe(before);
  });

  it.each([
    ['outside the working hours', { time: '18:00' }],
    ['between two slots', { time: '09:30' }],
    ['in the lunch break', { time: '12:00' }],
    ['on a Saturday', { date: nextSaturday(), time: '10:30' }],
  ])('refuses a time %s and writes nothing', async (_name, change) => {
    const before = await countAppointments();
    const response = await visitor.post('/api/appointments', booking(change));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'slot_unavailable',
      message: 'Seçtiğiniz saat randevuya uygun değil. Lütfen listeden boş bir saat seçin.',
    });
    expect(await countAppointments()).toBe(before);
  });

  it('refuses a filled honeypot and writes nothing', async () => {
    const before = await countAppointments();
    const response = await visitor.post(
      '/api/appointments',
      booking({ time: '13:45', website: 'http://spam.example' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('booking_rejected');
    expect(await countAppointments()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await visitor.request('POST', '/api/appointments', 'not json', {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_json');
  });
});

describe('booking rate limit per IP', () => {
  it('answers 429 in Turkish after BOOKING_IP_LIMIT requests an hour, and writes nothing more', async () => {
    const limited = await startTestServer({ env: { BOOKING_IP_LIMIT: '3' } });
    try {
      const caller = new ApiClient(limited.baseUrl);
      const statuses: number[] = [];
      for (const time of ['09:00', '09:45', '10:30', '11:15']) {
        statuses.push((await caller.post('/api/appointments', booking({ time, date: nextWeekday(6) }))).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      const last = await caller.post('/api/appointments', booking({ time: '13:00', date: nextWeekday(6) }));
      expect(last.status).toBe(429);
      expect(last.body.message).toBe('Çok fazla randevu talebi gönderildi. Lütfen bir süre sonra tekrar deneyin.');
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
      const [row] = await limited.runtime.deps.db.select({ n: count() }).from(appointments);
      expect(row!.n).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
