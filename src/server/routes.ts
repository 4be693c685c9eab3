import { Hono } from 'hono';
import type { AppEnv } from './http/context.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { eventsRoutes } from './realtime/events-routes.ts';

// Every API route of Denge, by audience prefix (see app.ts). Each module adds one line here; the
// authorization matrix test (tests/api/authorization-matrix.test.ts) fails for a route without an entry.
export const apiRoutes = new Hono<AppEnv>()
  // public
  .route('/health', healthRoutes)
  .route('/auth', authRoutes)
  // client (/api/me/*)
  .route('/me/events', eventsRoutes);
// admin (/api/admin/*)
