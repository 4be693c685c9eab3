import { type Context, Hono } from 'hono';
import {
  appointmentListQuerySchema,
  appointmentSchema,
  appointmentStatusSchema,
  availabilitySchema,
} from '../../../shared/schemas/appointments.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, queryOf, readUuidParam, uuidParam } from '../../http/input.ts';
import { readAvailability, updateAvailability } from './appointments-availability-service.ts';
import { calendarFeedPath, readCalendarToken, renewCalendarToken } from './appointments-calendar-service.ts';
import {
  createAppointment,
  deleteAppointment,
  listAppointments,
  setAppointmentStatus,
  updateAppointment,
} from './appointments-service.ts';

/** The feed's absolute URL, under PUBLIC_URL (never the request's Host). */
const calendarFeedUrl = (c: Context<AppEnv>, token: string) =>
  new URL(calendarFeedPath(token), c.var.deps.env.PUBLIC_URL).toString();

/**
 * /api/admin/appointments: the list (date ascending) with its statistics, the wizard's create and
 * edit, the status selector, delete; the bookable hours; the calendar feed's URL and its renewal.
 */
export const adminAppointmentsRoutes = new Hono<AppEnv>()
  .get('/', queryOf(appointmentListQuerySchema), async (c) =>
    c.json(await listAppointments(c.var.deps.db, c.req.valid('query'))),
  )
  .post('/', jsonBody(appointmentSchema), async (c) => {
    const appointment = await createAppointment(c.var.deps.db, { values: c.req.valid('json'), source: 'admin' });
    return c.json({ appointment }, 201);
  })
  .get('/availability', async (c) => c.json({ availability: await readAvailability(c.var.deps.db) }))
  .put('/availability', jsonBody(availabilitySchema), async (c) =>
    c.json({ availability: await updateAvailability(c.var.deps.db, c.req.valid('json')) }),
  )
  .get('/calendar-feed', async (c) => c.json({ url: calendarFeedUrl(c, await readCalendarToken(c.var.deps.db)) }))
  .post('/calendar-feed/renew', async (c) =>
    c.json({ url: calendarFeedUrl(c, await renewCalendarToken(c.var.deps.db)) }),
  )
  .put('/:id', uuidParam('id'), jsonBody(appointmentSchema), async (c) => {
    const appointment = await updateAppointment(c.var.deps.db, {
      appointmentId: readUuidParam(c, 'id'),
      values: c.req.valid('json'),
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
