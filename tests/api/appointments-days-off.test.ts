import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointmentDaysOff, appointments } from '../../src/server/db/schema/index.ts';
import { BOOKING_DAYS_AHEAD } from '../../src/shared/appointment-constants.ts';
import { isoWeekday } from '../../src/shared/appointment-slots.ts';
import { addDays, todayInIstanbul } from '../../src/shared/dates.ts';
import { daysOfRange, upcomingPublicHolidays } from '../../src/shared/public-holidays.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Days off and the Turkish public-holiday preset (issue #44, ADR 0078).

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ env: { BOOKING_IP_LIMIT: '1000' } });
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  visitor = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await server.runtime.deps.db.delete(appointmentDaysOff);
});

/** The n-th weekday (Monday–Friday) after today that is not a public holiday. */
function nextWeekday(n = 1): string {
  const holidays = new Set(
    upcomingPublicHolidays(todayInIstanbul()).holidays.flatMap((range) => daysOfRange(range.startDate, range.endDate)),
  );
  let day = todayInIstanbul();
  let found = 0;
  while (found < n) {
    day = addDays(day, 1);
    if (isoWeekday(day) <= 5 && !holidays.has(day)) found += 1;
  }
  return day;
}

async function countRows() {
  const db = server.runtime.deps.db;
  const [daysOff] = await db.select({ n: count() }).from(appointmentDaysOff);
  const [booked] = await db.select({ n: count() }).from(appointments);
  return { daysOff: daysOff!.n, appointments: booked!.n };
}

describe('days off (admin)', () => {
  it('adds a single day and a range, lists them in date order, and removes one', async () => {
    const day = nextWeekday(4);
    const rangeStart = nextWeekday(1);
    const rangeEnd = nextWeekday(2);
    const single = await admin.post('/api/admin/appointments/days-off', { startDate: day, label: ' Yılbaşı ' });
    expect(single.status).toBe(201);
    expect(single.body.dayOff).toMatchObject({ startDate: day, endDate: day, label: 'Yılbaşı' });
    const range = await admin.post('/api/admin/appointments/days-off', {
      startDate: rangeStart,
      endDate: rangeEnd,
      label: 'Yıllık izin',
    });
    expect(range.status).toBe(201);

    const list = await admin.get('/api/admin/appointments/days-off');
    expect(list.status).toBe(200);
    expect(list.body.daysOff.map((item: { startDate: string }) => item.startDate)).toEqual([rangeStart, day]);
    expect(list.body.holidayYears).toEqual(upcomingPublicHolidays(todayInIstanbul()).years);

    const removed = await admin.delete(`/api/admin/appointments/days-off/${range.body.dayOff.id}`);
    expect(removed.status).toBe(200);
    const after = await admin.get('/api/admin/appointments/days-off');
    expect(after.body.daysOff).toHaveLength(1);
    expect((await admin.delete(`/api/admin/appointments/days-off/${range.body.dayOff.id}`)).status).toBe(404);
  });

  it('refuses bad input with a Turkish 400 and writes nothing', async () => {
    const start = nextWeekday(3);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ startDate: '' }, 'startDate', 'Başlangıç tarihi gerekli.'],
      [{ startDate: '31.02.2027' }, 'startDate', 'Geçerli bir tarih girin (gün.ay.yıl).'],
      [{ startDate: addDays(todayInIstanbul(), -1) }, 'startDate', 'Geçmiş bir gün tatil olarak eklenemez.'],
      [{ startDate: start, endDate: addDays(start, -1) }, 'endDate', 'Bitiş tarihi başlangıç tarihinden önce olamaz.'],
      [{ startDate: start, endDate: addDays(start, 60) }, 'endDate', 'Bir tatil veya izin en fazla 60 gün sürebilir.'],
      [{ startDate: start, label: 'a'.repeat(81) }, 'label', 'Açıklama en fazla 80 karakter olabilir.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin.post('/api/admin/appointments/days-off', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.fieldErrors[field]).toBe(message);
    }
    // Sixty days, both ends counted, is the longest range.
    expect(
      (await admin.post('/api/admin/appointments/days-off', { startDate: start, endDate: addDays(start, 59) })).status,
    ).toBe(201);
    // A day already closed is a duplicate, alone or as the same range again.
    for (const body of [{ startDate: addDays(start, 3) }, { startDate: start, endDate: addDays(start, 59) }]) {
      const again = await admin.post('/api/admin/appointments/days-off', body);
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('Bu tarihler zaten tatil veya izin günleri arasında.');
      expect(again.body.fieldErrors.startDate).toBe('Bu tarihler zaten tatil veya izin günleri arasında.');
    }
    expect((await countRows()).daysOff).toBe(1);
  });
});

describe('the public booking obeys the days off', () => {
  it('offers no slot on a day off, the calendar lists it as closed, and a booking on it is refused', async () => {
    const day = nextWeekday(2);
    expect((await visitor.get(`/api/appointments/slots?date=${day}`)).body.slots.length).toBeGreaterThan(0);
    await admin.post('/api/admin/appointments/days-off', { startDate: day, endDate: addDays(day, 1), label: 'İzin' });

    expect((await visitor.get(`/api/appointments/slots?date=${day}`)).body).toEqual({ date: day, slots: [] });
    const calendar = await visitor.get('/api/appointments/booking-calendar');
    expect(calendar.status).toBe(200);
    expect(calendar.body.closedDays).toEqual([day, addDays(day, 1)]);

    const before = await countRows();
    const booking = await visitor.post('/api/appointments', {
      clientName: 'Zeynep Kaya',
      phone: '0532 123 45 67',
      purpose: 'weight_loss',
      date: day,
      time: '09:45',
      website: '',
      privacyNoticeAccepted: true,
    });
    expect(booking.status).toBe(400);
    expect(booking.body.code).toBe('slot_unavailable');
    expect(booking.body.message).toBe('Seçtiğiniz saat randevuya uygun değil. Lütfen listeden boş bir saat seçin.');
    expect(await countRows()).toEqual(before);

    // The dietitian may still enter an appointment on her day off.
    const byAdmin = await admin.post('/api/admin/appointments', {
      clientName: 'Elif Şahin',
      phone: '0533 987 65 43',
      purpose: 'skin_care',
      date: day,
      time: '11:00',
    });
    expect(byAdmin.status).toBe(201);
    await admin.delete(`/api/admin/appointments/${byAdmin.body.appointment.id}`);
  });
});

describe('Turkish public holidays preset', () => {
  it('adds the upcoming holidays of this year and the next once, however often it runs', async () => {
    const { holidays } = upcomingPublicHolidays(todayInIstanbul());
    const first = await admin.post('/api/admin/appointments/days-off/public-holidays');
    expect(first.status).toBe(200);
    expect(first.body.added).toBe(holidays.length);
    expect(first.body.daysOff.map(({ id: _id, ...rest }: { id: string }) => rest)).toEqual(holidays);
    const labels = first.body.daysOff.map((item: { label: string }) => item.label);
    expect(labels).toContain('Cumhuriyet Bayramı');
    expect(labels).toContain('Kurban Bayramı');

    const second = await admin.post('/api/admin/appointments/days-off/public-holidays');
    expect(second.status).toBe(200);
    expect(second.body.added).toBe(0);
    expect((await countRows()).daysOff).toBe(holidays.length);

    // The holidays inside the booking window are closed on the public calendar.
    const today = todayInIstanbul();
    const lastDay = addDays(today, BOOKING_DAYS_AHEAD);
    const expected = holidays
      .flatMap((range) => daysOfRange(range.startDate, range.endDate))
      .filter((day) => day >= today && day <= lastDay);
    expect((await visitor.get('/api/appointments/booking-calendar')).body.closedDays).toEqual(expected);
  });

  it('knows the 2026 and 2027 religious holidays', () => {
    const of = (year: number) =>
      upcomingPublicHolidays(`${year}-01-01`).holidays.filter((range) => range.label.endsWith('Bayramı'));
    expect(of(2026).filter((range) => range.startDate < '2027-01-01')).toEqual(
      expect.arrayContaining([
        { startDate: '2026-03-20', endDate: '2026-03-22', label: 'Ramazan Bayramı' },
        { startDate: '2026-05-27', endDate: '2026-05-30', label: 'Kurban Bayramı' },
      ]),
    );
    expect(of(2027)).toEqual(
      expect.arrayContaining([
        { startDate: '2027-03-09', endDate: '2027-03-11', label: 'Ramazan Bayramı' },
        { startDate: '2027-05-16', endDate: '2027-05-19', label: 'Kurban Bayramı' },
      ]),
    );
  });
});
