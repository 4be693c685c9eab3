import { Hono } from 'hono';
import { moveAppointmentSchema, myBookingSchema } from '../../../shared/schemas/appointments.ts';
import { myWaitlistJoinSchema } from '../../../shared/schemas/appointments-waitlist.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, readUuidParam, uuidParam } from '../../http/input.ts';
import {
  bookMyAppointment,
  cancelMyAppointment,
  listMyAppointments,
  moveMyAppointment,
} from './appointments-self-service-service.ts';
import { joinMyWaitlist } from './appointments-waitlist-service.ts';

/**
 * /api/me/appointments: 'Randevularım' (issue #44). The client's own appointments, a booking of a
 * free slot, a cancellation and a move until the practice's cut-off; the client's id is the session's.
 */
export const meAppointmentsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listMyAppointments(c.var.deps.db, { clientId: c.var.user.id })))
  .post('/', jsonBody(myBookingSchema), async (c) => {
    const appointment = await bookMyAppointment(c.var.deps.db, {
      clientId: c.var.user.id,
      booking: c.req.valid('json'),
    });
    return c.json({ appointment }, 201);
  })
  // The waitlist of a full day (ADR 0088), with the account's name and e-mail.
  .post('/waitlist', jsonBody(myWaitlistJoinSchema), async (c) => {
    const { db, env } = c.var.deps;
    const joined = await joinMyWaitlist(db, {
      clientId: c.var.user.id,
      date: c.req.valid('json').date,
      siteOrigin: env.PUBLIC_URL,
    });
    return c.json(joined, 201);
  })
  .patch('/:id', uuidParam('id'), jsonBody(moveAppointmentSchema), async (c) => {
    const appointment = await moveMyAppointment(c.var.deps.db, {
      clientId: c.var.user.id,
      appointmentId: readUuidParam(c, 'id'),
      slot: c.req.valid('json'),
    });
    return c.json({ appointment });
  })
  .post('/:id/cancel', uuidParam('id'), async (c) => {
    const appointment = await cancelMyAppointment(c.var.deps.db, {
      clientId: c.var.user.id,
      appointmentId: readUuidParam(c, 'id'),
    });
    return c.json({ appointment });
  });
