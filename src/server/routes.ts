import { Hono } from 'hono';
import type { AppEnv } from './http/context.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { clientCaloriesRoutes } from './modules/client-calories/client-calories-routes.ts';
import { clientOptionsRoutes } from './modules/clients/client-options-routes.ts';
import { adminClientGoalsRoutes, adminGoalsRoutes } from './modules/goals/admin-goals-routes.ts';
import { clientsRoutes } from './modules/clients/clients-routes.ts';
import { measurementsRoutes } from './modules/measurements/measurements-routes.ts';
import { reportsRoutes } from './modules/reports/reports-routes.ts';
import { clientHomeRoutes } from './modules/client-home/client-home-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { adminNotificationsRoutes } from './modules/notifications/admin-notifications-routes.ts';
import { clientNotificationsRoutes } from './modules/notifications/client-notifications-routes.ts';
import { profileRoutes } from './modules/profile/profile-routes.ts';
import { waterRoutes } from './modules/water/water-routes.ts';
import { diaryRoutes } from './modules/diary/diary-routes.ts';
import { foodOptionsRoutes } from './modules/diary/food-options-routes.ts';
import { clientExercisesRoutes } from './modules/exercises/client-exercises-routes.ts';
import { clientNutritionProgramRoutes } from './modules/nutrition-programs/client-nutrition-program-routes.ts';
import { eventsRoutes } from './realtime/events-routes.ts';
import { clientAuditRoutes } from './audit/audit-routes.ts';

// Every API route of Denge, by audience prefix (see app.ts: /api/admin/* needs the dietitian,
// /api/me/* a client, the rest is public). Each module adds one line in its section; the
// authorization matrix test (tests/api/authorization-matrix.test.ts) fails for a route without an entry.
export const apiRoutes = new Hono<AppEnv>();

// public
apiRoutes.route('/health', healthRoutes);
apiRoutes.route('/auth', authRoutes);

// client (/api/me/*): the client's id always comes from the session
apiRoutes.route('/me/events', eventsRoutes);
apiRoutes.route('/me/diary', diaryRoutes);
apiRoutes.route('/me/foods', foodOptionsRoutes);
apiRoutes.route('/me/nutrition-program', clientNutritionProgramRoutes);
apiRoutes.route('/me/exercises', clientExercisesRoutes);
apiRoutes.route('/me/home', clientHomeRoutes);
apiRoutes.route('/me/water', waterRoutes);
apiRoutes.route('/me/profile', profileRoutes);
apiRoutes.route('/me/notifications', clientNotificationsRoutes);

// admin (/api/admin/*)
apiRoutes.route('/admin/client-options', clientOptionsRoutes);
apiRoutes.route('/admin/client-diary', clientCaloriesRoutes);
apiRoutes.route('/admin/goals', adminGoalsRoutes);
apiRoutes.route('/admin/client-goals', adminClientGoalsRoutes);
apiRoutes.route('/admin/notifications', adminNotificationsRoutes);
apiRoutes.route('/admin/clients', clientsRoutes);
apiRoutes.route('/admin/clients', reportsRoutes);
apiRoutes.route('/admin/measurements', measurementsRoutes);
apiRoutes.route('/admin/clients', clientAuditRoutes);
