import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments, mailOutbox } from '../../src/server/db/schema/index.ts';
import { sendDueAppointmentReminders } from '../../src/server/modules/appointments/appointment-reminders-service.ts';
import { addDays, todayInIstanbul } from '../../src/shared/dates.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Online appointments (issue #44): 'Yüz yüze' or 'Online'; an online one carries a meeting link,
// typed or made from the practice's template with a new room code, and the link reaches the
// dietitian's calendar feed and the client's reminder mail and its .ics. A link that is not an https
// address, or an online appointment with no link and no template, is a Turkish 400 that writes nothing.

let server: TestServer;
let admin: ApiClient;
const db = () => server.runtime.deps.db;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await db().delete(mailOutbox);
});

const day = () => addDays(todayInIstanbul(), 3);
let minute = 0;
/** The wizard's values at a time of its own, so no two appointments of this file share a slot. */
const values = (extra: Record<string, unknown> = {}) => {
  minute += 1;
  return {
    clientName: 'Derya Koç',
    phone: '0533 111 22 33',
    purpose: 'weight_loss',
    date: day(),
    time: `05:${String(minute).padStart(2, '0')}`,
    ...extra,
  };
};
const appointmentCount = async () => (await db().select({ n: count() }).from(appointments))[0]!.n;

async function setTemplate(template: string) {
  const current = await admin.get('/api/admin/appointments/availability');
  const { version, meetingUrlTemplate: _template, ...availability } = current.body.availability;
  return admin.put('/api/admin/appointments/availability', {
    ...availability,
    meetingUrlTemplate: template,
    version,
  });
}

describe('online appointments', () => {
  it('refuses an online appointment without a link while the practice has no template, and links that are not https', async () => {
    const before = await appointmentCount();
    const missing = await admin.post('/api/admin/appointments', values({ mode: 'online' }));
    expect(missing.status).toBe(400);
    const required =
      'Online randevu için bir görüşme bağlantısı girin ya da Çalışma Saatleri’nde bir bağlantı şablonu belirleyin.';
    expect(missing.body.message).toBe(required);
    expect(missing.body.fieldErrors).toEqual({ meetingUrl: required });

    const invalid = 'Geçerli bir görüşme bağlantısı girin (https:// ile başlamalı).';
    for (const meetingUrl of ['javascript:alert(1)', 'http://meet.jit.si/oda', 'meet.jit.si/oda', 'https://oda']) {
      const refused = await admin.post('/api/admin/appointments', values({ mode: 'online', meetingUrl }));
      expect(refused.status, meetingUrl).toBe(400);
      expect(refused.body.fieldErrors.meetingUrl, meetingUrl).toBe(invalid);
    }
    const badMode = await admin.post('/api/admin/appointments', values({ mode: 'telefon' }));
    expect(badMode.status).toBe(400);
    expect(badMode.body.fieldErrors.mode).toBe('Görüşme şeklini seçin.');
    expect(await appointmentCount()).toBe(before);
  });

  it('keeps a typed link for an online appointment and none for one at the practice; an edit to the practice drops it', async () => {
    const online = await admin.post(
      '/api/admin/appointments',
      values({ mode: 'online', meetingUrl: 'https://meet.google.com/abc-defg-hij' }),
    );
    expect(online.status, JSON.stringify(online.body)).toBe(201);
    expect(online.body.appointment).toMatchObject({
      mode: 'online',
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
    });

    // The link field of an appointment at the practice is not kept; no mode is 'Yüz yüze'.
    const inPerson = await admin.post(
      '/api/admin/appointments',
      values({ mode: 'in_person', meetingUrl: 'https://meet.google.com/abc-defg-hij' }),
    );
    expect(inPerson.body.appointment).toMatchObject({ mode: 'in_person', meetingUrl: null });
    const plain = await admin.post('/api/admin/appointments', values());
    expect(plain.body.appointment).toMatchObject({ mode: 'in_person', meetingUrl: null });

    const { id, version, date, time } = online.body.appointment;
    const moved = await admin.put(`/api/admin/appointments/${id}`, {
      ...values({ date, time }),
      mode: 'in_person',
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.appointment).toMatchObject({ mode: 'in_person', meetingUrl: null });
  });

  it("makes each online appointment a room of its own from the practice's template", async () => {
    const refused = await setTemplate('meet.jit.si/denge-{kod}');
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.meetingUrlTemplate).toBe(
      'Geçerli bir bağlantı şablonu girin (https:// ile başlamalı; oda kodu için {kod} yazabilirsiniz).',
    );
    expect((await admin.get('/api/admin/appointments/availability')).body.availability.meetingUrlTemplate).toBe('');

    const saved = await setTemplate('https://meet.jit.si/denge-{kod}');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.availability.meetingUrlTemplate).toBe('https://meet.jit.si/denge-{kod}');

    const first = await admin.post('/api/admin/appointments', values({ mode: 'online' }));
    const second = await admin.post('/api/admin/appointments', values({ mode: 'online', meetingUrl: '' }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const room = /^https:\/\/meet\.jit\.si\/denge-[a-z0-9]{8,10}$/;
    expect(first.body.appointment.meetingUrl).toMatch(room);
    expect(second.body.appointment.meetingUrl).toMatch(room);
    expect(first.body.appointment.meetingUrl).not.toBe(second.body.appointment.meetingUrl);

    // A typed link wins over the template; the template off again ('') is none.
    const typed = await admin.post(
      '/api/admin/appointments',
      values({ mode: 'online', meetingUrl: 'https://zoom.us/j/123456789' }),
    );
    expect(typed.body.appointment.meetingUrl).toBe('https://zoom.us/j/123456789');
    expect((await setTemplate('')).body.availability.meetingUrlTemplate).toBe('');
    expect((await admin.post('/api/admin/appointments', values({ mode: 'online' }))).status).toBe(400);
  });

  it('puts the link in the calendar feed, the reminder mail and its .ics', async () => {
    const meetingUrl = 'https://meet.jit.si/denge-takvim42';
    const created = await admin.post(
      '/api/admin/appointments',
      values({ mode: 'online', meetingUrl, email: 'derya.koc@example.com', clientName: 'Derya Online' }),
    );
    expect(created.status).toBe(201);
    const { id, date, time } = created.body.appointment;

    const feed = await admin.get('/api/admin/appointments/calendar-feed');
    const ics = await (await fetch(server.baseUrl + new URL(feed.body.url).pathname)).text();
    const event = ics.slice(ics.indexOf(`UID:${id}@denge`));
    expect(event.slice(0, event.indexOf('END:VEVENT'))).toContain(`URL:${meetingUrl}\r\n`);
    expect(event.slice(0, event.indexOf('END:VEVENT'))).toContain('Online görüşme');

    const startsAt = new Date(`${date}T${time}:00+03:00`);
    const now = new Date(startsAt.getTime() - 2 * 3600_000 + 60_000);
    expect(await sendDueAppointmentReminders(db(), { now })).toBe(1);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, mailOutbox.subject));
    expect(mail?.recipients).toEqual(['derya.koc@example.com']);
    expect(mail?.text).toContain('Görüşmemiz online: randevu saatinde bu bağlantıyı açmanız yeterli.');
    expect(mail?.text).toContain(meetingUrl);
    expect(mail?.html).toContain(`href="${meetingUrl}"`);
    const invite = String(mail?.attachments?.[0]?.content ?? '');
    expect(invite).toContain(`LOCATION:${meetingUrl}\r\n`);
    expect(invite).toContain(`URL:${meetingUrl}\r\n`);
  });
});
