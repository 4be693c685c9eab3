import { Hono } from 'hono';
import { securityEventsQuerySchema } from '../../../shared/schemas/security-events.ts';
import type { AppEnv } from '../../app-context.ts';
import { queryOf } from '../../http/input.ts';
import { listSecurityEvents } from './security-events-service.ts';

/** /api/admin/security-events: the sign-in defences' events (Güvenlik olayları, issue #38 item 4, ADR 0084). */
export const adminSecurityEventsRoutes = new Hono<AppEnv>().get('/', queryOf(securityEventsQuerySchema), async (c) =>
  c.json(await listSecurityEvents(c.var.deps.db, c.req.valid('query'))),
);
