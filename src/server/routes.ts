import { Hono } from 'hono';
import type { AppEnv } from './http/context.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { clientOptionsRoutes } from './modules/clients/client-options-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { eventsRoutes } from './realtime/events-routes.ts';

// Every API route of Denge, by audience prefix (see app.ts: /api/admin/* needs the dietitian,
// /api/me/* a client, the rest is public). Each module adds one line in its section; the
// authorization matrix test (tests/api/authorization-matrix.test.ts) fails for a route without an entry.
export const apiRoutes = new Hono<AppEnv>();

// public
apiRoutes.route('/health', healthRoutes);
apiRoutes.route('/auth', authRoutes);

// client (/api/me/*): the client's id always comes from the session
apiRoutes.route('/me/events', eventsRoutes);

// admin (/api/admin/*)
apiRoutes.route('/admin/client-options', clientOptionsRoutes);
