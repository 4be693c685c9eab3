import {
  appointmentDaysOff,
  appointmentSettings,
  appointmentWaitlistEntries,
  appointments,
} from '../../../src/server/db/schema/index.ts';
import { todayInIstanbul } from '../../../src/shared/dates.ts';
import { adminOnly, clientOwn, type MatrixContext, type MatrixEntry, publicRoute } from './matrix-types.ts';

// Authorization-matrix entries of the appointments module (src/server/modules/appointments): every
// route it mounts, collected by tests/api/authorization-matrix.test.ts.

let minuteCounter = 0;
/** A fresh appointment at a slot nobody else uses, so every actor's try is on a row that exists. */
async function freshAppointment(ctx: MatrixContext): Promise<string> {
  minuteCounter += 1;
  const time = `0${Math.floor(minuteCounter / 60)}:${String(minuteCounter % 60).padStart(2, '0')}`.slice(-5);
  const [row] = await ctx.db
    .insert(appointments)
    .values({
      clientName: 'Matris Randevusu',
      phone: '0532 000 00 00',
      purpose: 'weight_loss',
      date: '2099-01-01',
      time,
    })
    .returning({ id: appointments.id });
  return row!.id;
}

/** The version the settings screen would read (the row is made on first use, at version 1). */
async function availabilityVersion(ctx: MatrixContext): Promise<number> {
  const [row] = await ctx.db.select({ version: appointmentSettings.version }).from(appointmentSettings);
  return row?.version ?? 1;
}

const futureDay = () => {
  const day = new Date(Date.parse(`${todayInIstanbul()}T12:00:00Z`) + 7 * 86_400_000);
  return day.toISOString().slice(0, 10);
};

const adminBody = (time: string) => ({
  clientName: 'Ayşe Yılmaz',
  phone: '0532 123 45 67',
  purpose: 'weight_gain',
  date: futureDay(),
  time,
});

let adminCreateCounter = 0;

let dayOffCounter = 0;
/** A day off far ahead, a new day for every actor's try. */
const dayOffDay = () => {
  dayOffCounter += 1;
  return new Date(Date.parse('2098-01-01T12:00:00Z') + dayOffCounter * 86_400_000).toISOString().slice(0, 10);
};
async function freshDayOff(ctx: MatrixContext): Promise<string> {
  const day = dayOffDay();
  const [row] = await ctx.db
    .insert(appointmentDaysOff)
    .values({ startDate: day, endDate: day, label: 'Matris' })
    .returning({ id: appointmentDaysOff.id });
  return row!.id;
}

/** A fresh waitlist entry (a visitor's), so every actor's try is on a row that exists. */
async function freshWaitlistEntry(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.db
    .insert(appointmentWaitlistEntries)
    .values({
      date: '2099-01-01',
      name: 'Matris Bekleyen',
      email: `matris-${crypto.randomUUID()}@example.com`,
      leaveTokenHash: crypto.randomUUID(),
    })
    .returning({ id: appointmentWaitlistEntries.id });
  return row!.id;
}

let ownCounter = 0;
/** A fresh appointment of client A far ahead (past any cut-off), so client B's try finds no row of theirs. */
async function freshOwnAppointment(ctx: MatrixContext): Promise<string> {
  ownCounter += 1;
  const [row] = await ctx.db
    .insert(appointments)
    .values({
      clientName: 'Matris Danışanı',
      phone: '0532 000 00 01',
      purpose: 'weight_loss',
      date: '2099-02-01',
      time: `${String(Math.floor(ownCounter / 60) + 10).padStart(2, '0')}:${String(ownCounter % 60).padStart(2, '0')}`,
      clientId: ctx.ids.clientA,
      source: 'client',
    })
    .returning({ id: appointments.id });
  return row!.id;
}

export const matrix: MatrixEntry[] = [
  // 'Randevularım' (issue #44): a client's own appointments; another client's row is 404.
  clientOwn('GET', '/api/me/appointments', 200, 200),
  // A day in the past: every client is refused with the same Turkish 400 and nothing is written.
  clientOwn('POST', '/api/me/appointments', 400, 400, () => ({
    path: '/api/me/appointments',
    body: { purpose: 'weight_loss', date: '2000-01-03', time: '10:30' },
  })),
  // A move to a day off the working hours' window: client A's own row reaches the slot check (400),
  // client B's try finds no row of theirs (404).
  clientOwn('PATCH', '/api/me/appointments/:id', 400, 404, async (ctx) => ({
    path: `/api/me/appointments/${await freshOwnAppointment(ctx)}`,
    body: { date: futureDay(), time: '03:00' },
  })),
  // The waitlist of a full day (ADR 0088): a day in the past is the same Turkish 400 for every client.
  clientOwn('POST', '/api/me/appointments/waitlist', 400, 400, () => ({
    path: '/api/me/appointments/waitlist',
    body: { date: '2000-01-03' },
  })),
  clientOwn('POST', '/api/me/appointments/:id/cancel', 200, 404, async (ctx) => ({
    path: `/api/me/appointments/${await freshOwnAppointment(ctx)}/cancel`,
  })),
  adminOnly('GET', '/api/admin/appointments', 200),
  adminOnly('POST', '/api/admin/appointments', 201, () => {
    adminCreateCounter += 1;
    return { path: '/api/admin/appointments', body: adminBody(`20:${String(adminCreateCounter).padStart(2, '0')}`) };
  }),
  adminOnly('GET', '/api/admin/appointments/availability', 200),
  adminOnly('PUT', '/api/admin/appointments/availability', 200, async (ctx) => ({
    path: '/api/admin/appointments/availability',
    body: {
      workingDays: [1, 2, 3, 4, 5],
      startTime: '09:00',
      endTime: '18:00',
      breaks: [],
      slotMinutes: 45,
      version: await availabilityVersion(ctx),
    },
  })),
  adminOnly('GET', '/api/admin/appointments/days-off', 200),
  adminOnly('POST', '/api/admin/appointments/days-off', 201, () => ({
    path: '/api/admin/appointments/days-off',
    body: { startDate: dayOffDay(), label: 'İzin' },
  })),
  adminOnly('POST', '/api/admin/appointments/days-off/public-holidays', 200),
  adminOnly('DELETE', '/api/admin/appointments/days-off/:id', 200, async (ctx) => ({
    path: `/api/admin/appointments/days-off/${await freshDayOff(ctx)}`,
  })),
  // The waitlist of full days (ADR 0088): the dietitian sees and takes people off it.
  adminOnly('GET', '/api/admin/appointments/waitlist', 200),
  adminOnly('DELETE', '/api/admin/appointments/waitlist/:id', 200, async (ctx) => ({
    path: `/api/admin/appointments/waitlist/${await freshWaitlistEntry(ctx)}`,
  })),
  adminOnly('GET', '/api/admin/appointments/calendar-feed', 200),
  adminOnly('POST', '/api/admin/appointments/calendar-feed/renew', 200),
  adminOnly('PUT', '/api/admin/appointments/:id', 200, async (ctx) => ({
    path: `/api/admin/appointments/${await freshAppointment(ctx)}`,
    body: { ...adminBody(`21:${String(minuteCounter % 60).padStart(2, '0')}`), version: 1 },
  })),
  // One appointment, read again by the wizard after a stale save (issue #39).
  adminOnly('GET', '/api/admin/appointments/:id', 200, async (ctx) => ({
    path: `/api/admin/appointments/${await freshAppointment(ctx)}`,
  })),
  adminOnly('PATCH', '/api/admin/appointments/:id/status', 200, async (ctx) => ({
    path: `/api/admin/appointments/${await freshAppointment(ctx)}/status`,
    body: { status: 'completed' },
  })),
  adminOnly('DELETE', '/api/admin/appointments/:id', 200, async (ctx) => ({
    path: `/api/admin/appointments/${await freshAppointment(ctx)}`,
  })),
  publicRoute('GET', '/api/appointments/slots', 200, () => ({ path: `/api/appointments/slots?date=${futureDay()}` })),
  publicRoute('GET', '/api/appointments/booking-calendar', 200),
  // Every audience may book; a filled honeypot is refused the same way for all (nothing is written).
  publicRoute('POST', '/api/appointments', 400, () => ({
    path: '/api/appointments',
    body: { ...adminBody('10:30'), website: 'http://spam.example', privacyNoticeAccepted: true },
  })),
  // Joining a full day's waitlist: a filled honeypot is refused the same way for all (nothing is written).
  publicRoute('POST', '/api/appointments/waitlist', 400, () => ({
    path: '/api/appointments/waitlist',
    body: {
      date: futureDay(),
      name: 'Ayşe Yılmaz',
      email: 'matris@example.com',
      phone: '0532 123 45 67',
      website: 'http://spam.example',
    },
  })),
  // The leave link's token alone decides: an unknown one is 404 for everyone.
  publicRoute('POST', '/api/appointments/waitlist/leave', 404, () => ({
    path: '/api/appointments/waitlist/leave',
    body: { token: 'bilinmeyen-bir-ayrilma-belirteci' },
  })),
  // A visitor's signed link (ADR 0089): only the signature decides; a wrong one is 404 for everyone.
  publicRoute('GET', '/api/appointments/visit/:token', 404, () => ({
    path: '/api/appointments/visit/00000000-0000-4000-8000-000000000000.yanlis',
  })),
  publicRoute('POST', '/api/appointments/visit/:token/cancel', 404, () => ({
    path: '/api/appointments/visit/00000000-0000-4000-8000-000000000000.yanlis/cancel',
  })),
  publicRoute('PATCH', '/api/appointments/visit/:token', 404, () => ({
    path: '/api/appointments/visit/00000000-0000-4000-8000-000000000000.yanlis',
    body: { date: futureDay(), time: '10:00' },
  })),
  // The feed is reached by its secret alone: a wrong token is 404 for everyone, signed in or not.
  publicRoute('GET', '/api/appointments/calendar/:token', 404, () => ({ path: '/api/appointments/calendar/yanlis' })),
];
