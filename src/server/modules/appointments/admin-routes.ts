import { type Context, Hono } from 'hono';
import {
  appointmentListQuerySchema,
  appointmentSchema,
  appointmentStatusSchema,
  availabilitySchema,
  dayOffSchema,
} from '../../../shared/schemas/appointments.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, jsonBodyAtVersion, queryOf, readUuidParam, uuidParam } from '../../http/input.ts';
import { readVersionedAvailability, updateAvailability } from './appointments-availability-service.ts';
import { addDayOff, addPublicHolidays, deleteDayOff, listDaysOff } from './appointments-days-off-service.ts';
import { calendarFeedPath, readCalendarToken, renewCalendarToken } from './appointments-calendar-service.ts';
import {
  createAppointment,
  findClientByEmail,
  deleteAppointment,
  getAppointment,
  listAppointments,
  setAppointmentStatus,
  updateAppointment,
} from './appointments-service.ts';
import { listWaitlist, removeWaitlistEntry } from './appointments-waitlist-service.ts';

/** The feed's absolute URL, under PUBLIC_URL (never the request's Host). */
const calendarFeedUrl = (c: Context<AppEnv>, token: string) =>
  new URL(calendarFeedPath(token), c.var.deps.env.PUBLIC_URL).toString();

/**
 * /api/admin/appointments: the list (date ascending) with its statistics, the wizard's create and
 * edit (saved at the version it read; one appointment is read again after a stale save), the status
 * selector, delete; the bookable hours; the days off and the public-holiday preset (ADR 0078); the
 * waitlist of full days (ADR 0088); the calendar feed's URL and its renewal.
 */
export const adminAppointmentsRoutes = new Hono<AppEnv>()
  .get('/', queryOf(appointmentListQuerySchema), async (c) =>
    c.json(await listAppointments(c.var.deps.db, c.req.valid('query'))),
  )
  .post('/', jsonBody(appointmentSchema), async (c) => {
    const values = c.req.valid('json');
    const clientId = await findClientByEmail(c.var.deps.db, values.email);
    const appointment = await createAppointment(c.var.deps.db, { values, source: 'admin', clientId });
    return c.json({ appointment }, 201);
  })
  .get('/availability', async (c) => c.json({ availability: await readVersionedAvailability(c.var.deps.db) }))
  .put('/availability', jsonBodyAtVersion(availabilitySchema), async (c) => {
    const { version, input: availability } = c.req.valid('json');
    return c.json({ availability: await updateAvailability(c.var.deps.db, { version, availability }) });
  })
  .get('/days-off', async (c) => c.json(await listDaysOff(c.var.deps.db)))
  .post('/days-off', jsonBody(dayOffSchema), async (c) =>
    c.json({ dayOff: await addDayOff(c.var.deps.db, c.req.valid('json')) }, 201),
  )
  .post('/days-off/public-holidays', async (c) => c.json(await addPublicHolidays(c.var.deps.db)))
  .delete('/days-off/:id', uuidParam('id'), async (c) => {
    await deleteDayOff(c.var.deps.db, { dayOffId: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  })
  // The waitlist of full days (ADR 0088): who waits for which day, and taking someone off.
  .get('/waitlist', async (c) => c.json({ entries: await listWaitlist(c.var.deps.db) }))
  .delete('/waitlist/:id', uuidParam('id'), async (c) => {
    await removeWaitlistEntry(c.var.deps.db, { id: readUuidParam(c, 'id') });
    return c.json({ ok: true as const });
  })
  .get('/calendar-feed', async (c) => c.json({ url: calendarFeedUrl(c, await readCalendarToken(c.var.deps.db)) }))
  .post('/calendar-feed/renew', async (c) =>
    c.json({ url: calendarFeedUrl(c, await renewCalendarToken(c.var.deps.db)) }),
  )
  .get('/:id', uuidParam('id'), async (c) =>
    c.json({ appointment: await getAppointment(c.var.deps.db, { appointmentId: readUuidParam(c, 'id') }) }),
  )
  .put('/:id', uuidParam('id'), jsonBodyAtVersion(appointmentSchema), async (c) => {
    const { version, input: values } = c.req.valid('json');
    const appointment = await updateAppointment(c.var.deps.db, {
      appointmentId: readUuidParam(c, 'id'),
      version,
      values,
    });
    return c.json({ appointment });
  })
  .patch('/:id/status', uuidParam('id'), jsonBody(appointmentStatusSchema), async (c) => {
    const appointment = await setAppointmentStatus(c.var.deps.db, {
      appointmentId: readUuidParam(c, 'id'),
      status: c.req.valid('json').status,
    });
    return c.json({ appointment });
  })
  .delete('/:id', uuidParam('id'), async (c) => {
    await deleteAppointment(c.var.deps.db, { appointmentId: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
