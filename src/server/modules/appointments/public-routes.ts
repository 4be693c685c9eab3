import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bookingSchema, moveAppointmentSchema, slotsQuerySchema } from '../../../shared/schemas/appointments.ts';
import { waitlistJoinSchema, waitlistLeaveSchema } from '../../../shared/schemas/appointments-waitlist.ts';
import type { AppEnv } from '../../app-context.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import { AppError } from '../../errors.ts';
import { readClientIp } from '../../http/client-ip.ts';
import { jsonBody, queryOf } from '../../http/input.ts';
import {
  bookAppointment,
  bookingErrorMessages,
  getBookingCalendar,
  listFreeSlots,
} from './appointments-availability-service.ts';
import { buildCalendarFeed } from './appointments-calendar-service.ts';
import { joinWaitlist, leaveWaitlist } from './appointments-waitlist-service.ts';
import {
  cancelVisitorAppointment,
  getVisitorAppointment,
  moveVisitorAppointment,
} from './appointments-visitor-link-service.ts';
import { consentOriginOf } from '../consents/consent-origin.ts';

const BOOKING_WINDOW_SECONDS = 3600;

/**
 * Every booking (or waitlist) attempt counts against the caller's IP (BOOKING_IP_LIMIT an hour),
 * valid or not; the booking form and the waitlist form have a budget each.
 */
const limitPerIp = (bucket: 'booking' | 'waitlist') =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { db, env } = c.var.deps;
    const result = await hitRateLimit(db, `${bucket}:ip:${readClientIp(c)}`, {
      limit: env.BOOKING_IP_LIMIT,
      windowSeconds: BOOKING_WINDOW_SECONDS,
    });
    if (!result.isAllowed)
      throw new AppError('too_many_attempts', bookingErrorMessages.tooMany, {
        headers: { 'Retry-After': String(result.retryAfterSeconds) },
      });
    await next();
  });

/**
 * /api/appointments: the free slots of a day, the bookable window with the working days (the public
 * calendar), the visitor's booking (spec 3 §2.9), joining and leaving a full day's waitlist, and the dietitian's calendar feed, reachable only
 * with its secret token.
 */
export const publicAppointmentsRoutes = new Hono<AppEnv>()
  .get('/slots', queryOf(slotsQuerySchema), async (c) =>
    c.json(await listFreeSlots(c.var.deps.db, c.req.valid('query').date)),
  )
  .get('/booking-calendar', async (c) => c.json(await getBookingCalendar(c.var.deps.db)))
  .post('/', limitPerIp('booking'), jsonBody(bookingSchema), async (c) => {
    const { db, env, authSecret } = c.var.deps;
    const appointment = await bookAppointment(db, c.req.valid('json'), consentOriginOf(c), {
      siteOrigin: env.PUBLIC_URL,
      linkSecret: authSecret,
    });
    // The visitor sees only that it worked; the phone number stays out of the answer.
    return c.json({ appointment: { id: appointment.id, date: appointment.date, time: appointment.time } }, 201);
  })
  // The waitlist of a full day (ADR 0088): joining has the booking form's hourly limit, a budget of its own.
  .post('/waitlist', limitPerIp('waitlist'), jsonBody(waitlistJoinSchema), async (c) => {
    const { db, env } = c.var.deps;
    return c.json(await joinWaitlist(db, { input: c.req.valid('json'), siteOrigin: env.PUBLIC_URL }), 201);
  })
  .post('/waitlist/leave', jsonBody(waitlistLeaveSchema), async (c) =>
    c.json(await leaveWaitlist(c.var.deps.db, c.req.valid('json'))),
  )
  // A visitor's signed link from the reminder mail (ADR 0089): see the appointment, cancel or move it until the cut-off.
  .get('/visit/:token', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      await getVisitorAppointment(c.var.deps.db, { token: c.req.param('token'), secret: c.var.deps.authSecret }),
    );
  })
  .post('/visit/:token/cancel', async (c) =>
    c.json(
      await cancelVisitorAppointment(c.var.deps.db, { token: c.req.param('token'), secret: c.var.deps.authSecret }),
    ),
  )
  .patch('/visit/:token', jsonBody(moveAppointmentSchema), async (c) => {
    const { db, env, authSecret } = c.var.deps;
    return c.json(
      await moveVisitorAppointment(db, {
        token: c.req.param('token'),
        secret: authSecret,
        slot: c.req.valid('json'),
        siteOrigin: env.PUBLIC_URL,
      }),
    );
  })
  .get('/calendar/:token', async (c) => {
    const feed = await buildCalendarFeed(c.var.deps.db, c.req.param('token'));
    if (feed === null) throw new AppError('not_found', 'Takvim bulunamadı.');
    c.header('Cache-Control', 'private, no-store');
    return c.body(feed, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="denge-randevular.ics"',
    });
  });
