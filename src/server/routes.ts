import { Hono } from 'hono';
import type { AppEnv } from './app-context.ts';
import { publicAuthRoutes } from './modules/auth/public-routes.ts';
import { adminClientsRoutes } from './modules/clients/admin-routes.ts';
import { adminDiaryRoutes } from './modules/diary/admin-routes.ts';
import { meDiaryRoutes } from './modules/diary/me-routes.ts';
import { meExercisesRoutes } from './modules/exercises/me-routes.ts';
import { meFoodsRoutes } from './modules/foods/me-routes.ts';
import { adminGoalsRoutes } from './modules/goals/admin-routes.ts';
import { adminMailRoutes } from './modules/mail/admin-routes.ts';
import { publicHealthRoutes } from './modules/health/public-routes.ts';
import { meHomeRoutes } from './modules/home/me-routes.ts';
import { adminMeasurementsRoutes } from './modules/measurements/admin-routes.ts';
import { adminNotificationsRoutes } from './modules/notifications/admin-routes.ts';
import { meNotificationsRoutes } from './modules/notifications/me-routes.ts';
import { meNutritionProgramsRoutes } from './modules/nutrition-programs/me-routes.ts';
import { meProfileRoutes } from './modules/profile/me-routes.ts';
import { adminReportsRoutes } from './modules/reports/admin-routes.ts';
import { adminUploadsRoutes } from './modules/uploads/admin-routes.ts';
import { meWaterRoutes } from './modules/water/me-routes.ts';
import { eventsRoutes } from './realtime/events-routes.ts';

// Every API route of Denge, by audience prefix (see app.ts: /api/admin/* needs the dietitian,
// /api/me/* a client, the rest is public). A module's routes for one audience live in
// modules/<domain>/<audience>-routes.ts and are mounted at /api/<audience>/<domain> (public:
// /api/<domain>). The authorization matrix test (tests/api/authorization-matrix.test.ts) fails for a
// route without an entry. Chained so that the route types (PublicApi, MeApi, AdminApi) carry every path.

export const publicApiRoutes = new Hono<AppEnv>().route('/health', publicHealthRoutes).route('/auth', publicAuthRoutes);

// the client's id always comes from the session
export const meApiRoutes = new Hono<AppEnv>()
  .route('/events', eventsRoutes)
  .route('/diary', meDiaryRoutes)
  .route('/exercises', meExercisesRoutes)
  .route('/foods', meFoodsRoutes)
  .route('/home', meHomeRoutes)
  .route('/notifications', meNotificationsRoutes)
  .route('/nutrition-programs', meNutritionProgramsRoutes)
  .route('/profile', meProfileRoutes)
  .route('/water', meWaterRoutes);

export const adminApiRoutes = new Hono<AppEnv>()
  .route('/clients', adminClientsRoutes)
  .route('/diary', adminDiaryRoutes)
  .route('/goals', adminGoalsRoutes)
  .route('/mail', adminMailRoutes)
  .route('/measurements', adminMeasurementsRoutes)
  .route('/notifications', adminNotificationsRoutes)
  .route('/reports', adminReportsRoutes)
  .route('/uploads', adminUploadsRoutes);

export const apiRoutes = new Hono<AppEnv>()
  .route('/', publicApiRoutes)
  .route('/me', meApiRoutes)
  .route('/admin', adminApiRoutes);

/** Route types for the browser's typed client (`import type` only; see src/web/lib/api-client.ts). */
export type PublicApi = typeof publicApiRoutes;
export type MeApi = typeof meApiRoutes;
export type AdminApi = typeof adminApiRoutes;
