import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/server/db/schema/index.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { expectSavedOnlyAtReadVersion } from '../support/record-versions.ts';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const values = (overrides: Record<string, unknown> = {}) => ({
  clientName: 'Elif Şahin',
  phone: '0 (533) 987 65 43',
  purpose: 'skin_care',
  date: addDays(todayInIstanbul(), 3),
  time: '10:30',
  ...overrides,
});

async function countAppointments() {
  const [row] = await server.runtime.deps.db.select({ n: count() }).from(appointments);
  return row!.n;
}

describe('admin appointments', () => {
  it('creates, lists date ascending with statistics, edits, changes status in any order and deletes', async () => {
    const later = await admin.post('/api/admin/appointments', values({ date: addDays(todayInIstanbul(), 10) }));
    expect(later.status).toBe(201);
    expect(later.body.appointment).toMatchObject({ status: 'upcoming', source: 'admin', phone: '0533 987 65 43' });
    // Outside the working hours: the dietitian may book any time.
    const early = await admin.post('/api/admin/appointments', values({ date: todayInIstanbul(), time: '07:15' }));
    expect(early.status).toBe(201);

    const list = await admin.get('/api/admin/appointments');
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([
      early.body.appointment.id,
      later.body.appointment.id,
    ]);
    expect(list.body.statistics).toEqual({ total: 2, upcoming: 2, completed: 0, cancelled: 0, noShow: 0, today: 1 });

    const id = later.body.appointment.id;
    const edited = await admin.put(`/api/admin/appointments/${id}`, {
      ...values({ clientName: 'Elif Şahin Koç', purpose: 'weight_gain', time: '11:15' }),
      version: later.body.appointment.version,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.appointment).toMatchObject({
      clientName: 'Elif Şahin Koç',
      purpose: 'weight_gain',
      time: '11:15',
    });

    for (const status of ['completed', 'upcoming', 'cancelled', 'completed']) {
      const response = await admin.patch(`/api/admin/appointments/${id}/status`, { status });
      expect(response.status).toBe(200);
      expect(response.body.appointment.status).toBe(status);
    }
    expect((await admin.get('/api/admin/appointments')).body.statistics).toMatchObject({ upcoming: 1, completed: 1 });

    expect((await admin.delete(`/api/admin/appointments/${id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/appointments/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/appointments/${early.body.appointment.id}`)).status).toBe(200);
    expect((await admin.get('/api/admin/appointments')).body).toMatchObject({ items: [], total: 0 });
  });

  it("marks a client who did not come 'Gelmedi' and counts no-shows apart from cancellations (issue #44)", async () => {
    const missed = await admin.post(
      '/api/admin/appointments',
      values({ time: '16:15', clientName: 'Gelmeyen Danışan' }),
    );
    const before = (await admin.get('/api/admin/appointments')).body.statistics;
    const marked = await admin.patch(`/api/admin/appointments/${missed.body.appointment.id}/status`, {
      status: 'no_show',
    });
    expect(marked.status).toBe(200);
    expect(marked.body.appointment.status).toBe('no_show');
    const after = (await admin.get('/api/admin/appointments')).body.statistics;
    expect(after).toMatchObject({
      noShow: before.noShow + 1,
      upcoming: before.upcoming - 1,
      cancelled: before.cancelled,
    });
    expect((await admin.get('/api/admin/dashboard')).body.appointmentStatistics.noShow).toBe(after.noShow);

    const wrong = await admin.patch(`/api/admin/appointments/${missed.body.appointment.id}/status`, {
      status: 'gelmedi',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.status).toBe('Geçerli bir randevu durumu seçin.');
    expect((await admin.get(`/api/admin/appointments/${missed.body.appointment.id}`)).body.appointment.status).toBe(
      'no_show',
    );
    expect((await admin.delete(`/api/admin/appointments/${missed.body.appointment.id}`)).status).toBe(200);
  });

  it('refuses a second live appointment at the same date and time (409), also on edit', async () => {
    const first = await admin.post('/api/admin/appointments', values({ time: '15:00' }));
    const second = await admin.post('/api/admin/appointments', values({ time: '15:00', clientName: 'Can Öztürk' }));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Bu tarih ve saatte başka bir randevu var. Lütfen başka bir saat seçin.');
    const other = await admin.post('/api/admin/appointments', values({ time: '15:45' }));
    const moved = await admin.put(`/api/admin/appointments/${other.body.appointment.id}`, {
      ...values({ time: '15:00' }),
      version: other.body.appointment.version,
    });
    expect(moved.status).toBe(409);
    await admin.delete(`/api/admin/appointments/${first.body.appointment.id}`);
    await admin.delete(`/api/admin/appointments/${other.body.appointment.id}`);
  });

  it.each([
    ['no name', { clientName: '' }, 'clientName', 'Ad soyad gerekli.'],
    ['a bad phone', { phone: '0532 12' }, 'phone', 'Geçerli bir telefon numarası giriniz'],
    ['no purpose', { purpose: undefined }, 'purpose', 'Randevu amacı seçin.'],
    ['a past day', { date: addDays(todayInIstanbul(), -1) }, 'date', 'Randevu tarihi bugünden önce olamaz.'],
    ['no date', { date: '' }, 'date', 'Tarih gerekli.'],
    ['no time', { time: undefined }, 'time', 'Saat gerekli.'],
  ])('refuses %s with a Turkish 400 and writes nothing', async (_name, change, field, message) => {
    const before = await countAppointments();
    const response = await admin.post('/api/admin/appointments', values(change));
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors[field]).toBe(message);
    expect(await countAppointments()).toBe(before);
  });

  it('refuses an unknown status and an unknown appointment', async () => {
    const created = await admin.post('/api/admin/appointments', values({ time: '17:00' }));
    const bad = await admin.patch(`/api/admin/appointments/${created.body.appointment.id}/status`, { status: 'done' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Geçerli bir randevu durumu seçin.');
    const missing = await admin.put('/api/admin/appointments/00000000-0000-4000-8000-000000000000', {
      ...values(),
      version: 1,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Randevu bulunamadı.');
    expect((await admin.put('/api/admin/appointments/not-a-uuid', values())).status).toBe(404);
    await admin.delete(`/api/admin/appointments/${created.body.appointment.id}`);
  });
});

describe('two tabs editing one appointment (issue #39)', () => {
  it('saves the wizard only at the version it read: a stale save is a 409 that writes nothing', async () => {
    const created = await admin.post('/api/admin/appointments', values({ time: '16:30' }));
    const path = `/api/admin/appointments/${created.body.appointment.id}`;
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path,
      read: async () => (await admin.get(path)).body.appointment,
      first: values({ time: '16:30', clientName: 'Birinci Sekme' }),
      second: values({ time: '16:30', phone: '0533 222 33 44' }),
      savedOf: (body) => body.appointment,
      shows: ({ clientName }) => ({ clientName }),
    });
    expect((await admin.get(path)).body.appointment).toMatchObject({ clientName: values().clientName });
    expect((await admin.get(`/api/admin/appointments/${crypto.randomUUID()}`)).status).toBe(404);
    await admin.delete(path);
  });
});

describe('availability settings', () => {
  it('starts with weekdays 09:00–18:00, lunch 12:00–13:00, 45-minute slots, and saves changes the public slots follow', async () => {
    const initial = await admin.get('/api/admin/appointments/availability');
    expect(initial.body.availability).toEqual({
      workingDays: [1, 2, 3, 4, 5],
      startTime: '09:00',
      endTime: '18:00',
      breaks: [{ start: '12:00', end: '13:00' }],
      slotMinutes: 45,
      // No online link template until the practice sets one (issue #44).
      meetingUrlTemplate: '',
      // Clients may cancel or move until 24 hours before (issue #44 self-service).
      selfServiceCutoffHours: 24,
      version: expect.any(Number),
    });
    const saved = await admin.put('/api/admin/appointments/availability', {
      workingDays: [6, 1, 1],
      startTime: '10:00',
      endTime: '12:00',
      breaks: [],
      slotMinutes: 60,
      version: initial.body.availability.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.availability.workingDays).toEqual([1, 6]);
    let saturday = addDays(todayInIstanbul(), 1);
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const slots = await admin.get(`/api/appointments/slots?date=${saturday}`);
    expect(slots.body.slots).toEqual(['10:00', '11:00']);
    const restored = await admin.put('/api/admin/appointments/availability', {
      ...initial.body.availability,
      version: saved.body.availability.version,
    });
    expect(restored.status).toBe(200);
  });

  it('saves the hours only at the version the settings screen read: a stale save is a 409 that writes nothing (issue #39)', async () => {
    const read = async () => (await admin.get('/api/admin/appointments/availability')).body.availability;
    const { version: _version, ...hours } = await read();
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: '/api/admin/appointments/availability',
      read,
      first: { ...hours, slotMinutes: 30 },
      second: { ...hours, endTime: '17:00' },
      savedOf: (body) => body.availability,
    });
    expect(await read()).toMatchObject({ slotMinutes: hours.slotMinutes, endTime: '17:00' });
    const current = await read();
    expect((await admin.put('/api/admin/appointments/availability', { ...current, ...hours })).status).toBe(200);
  });

  it.each([
    ['no working day', { workingDays: [] }, 'workingDays', 'En az bir çalışma günü seçin.'],
    [
      'closing before opening',
      { startTime: '18:00', endTime: '09:00' },
      'endTime',
      'Bitiş saati başlangıç saatinden sonra olmalıdır.',
    ],
    [
      'a break outside the hours',
      { breaks: [{ start: '19:00', end: '20:00' }] },
      'breaks.0.start',
      'Mola, çalışma saatleri içinde olmalıdır.',
    ],
    ['a 5-minute slot', { slotMinutes: 5 }, 'slotMinutes', 'Randevu süresi 10 ile 240 dakika arasında olmalıdır.'],
  ])('refuses %s in Turkish and keeps the old settings', async (_name, change, field, message) => {
    const before = (await admin.get('/api/admin/appointments/availability')).body.availability;
    const response = await admin.put('/api/admin/appointments/availability', { ...before, ...change });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors[field]).toBe(message);
    expect((await admin.get('/api/admin/appointments/availability')).body.availability).toEqual(before);
  });
});

describe('calendar feed', () => {
  it('serves the live appointments as iCal with the secret URL, and renewing ends the old URL', async () => {
    const created = await admin.post(
      '/api/admin/appointments',
      values({ time: '13:45', clientName: 'Hatice Arslan, Ünal' }),
    );
    const cancelled = await admin.post('/api/admin/appointments', values({ time: '14:30', clientName: 'İptal Eden' }));
    await admin.patch(`/api/admin/appointments/${cancelled.body.appointment.id}/status`, { status: 'cancelled' });

    const feed = await admin.get('/api/admin/appointments/calendar-feed');
    const url = new URL(feed.body.url);
    expect(url.pathname).toMatch(/^\/api\/appointments\/calendar\/[\w-]{32}$/);
    const ics = await fetch(server.baseUrl + url.pathname);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await ics.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain(`UID:${created.body.appointment.id}@denge`);
    expect(text).toContain('SUMMARY:Hatice Arslan\\, Ünal – Cilt Bakımı');
    // 13:45 in Istanbul is 10:45 UTC; 45 minutes long.
    const date = values().date.replace(/-/g, '');
    expect(text).toContain(`DTSTART:${date}T104500Z`);
    expect(text).toContain(`DTEND:${date}T113000Z`);
    expect(text).not.toContain('İptal Eden');

    const renewed = await admin.post('/api/admin/appointments/calendar-feed/renew');
    expect(renewed.status).toBe(200);
    expect(renewed.body.url).not.toBe(feed.body.url);
    expect((await fetch(server.baseUrl + url.pathname)).status).toBe(404);
    expect((await fetch(server.baseUrl + new URL(renewed.body.url).pathname)).status).toBe(200);
    await admin.delete(`/api/admin/appointments/${created.body.appointment.id}`);
    await admin.delete(`/api/admin/appointments/${cancelled.body.appointment.id}`);
  });
});
