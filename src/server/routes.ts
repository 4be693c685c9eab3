import { Hono } from 'hono';
import type { AppEnv } from './app-context.ts';
import { recordClientRead } from './audit/client-reads.ts';
import { adminAccessLogRoutes } from './modules/access-log/admin-routes.ts';
import { meAccessLogRoutes } from './modules/access-log/me-routes.ts';
import { adminBankAccountsRoutes } from './modules/bank-accounts/admin-routes.ts';
import { adminAppointmentsRoutes } from './modules/appointments/admin-routes.ts';
import { meAppointmentsRoutes } from './modules/appointments/me-routes.ts';
import { publicAppointmentsRoutes } from './modules/appointments/public-routes.ts';
import { publicAuthRoutes } from './modules/auth/public-routes.ts';
import { adminClientsRoutes } from './modules/clients/admin-routes.ts';
import { adminConsentsRoutes } from './modules/consents/admin-routes.ts';
import { requireHealthDataConsent } from './modules/consents/health-data-consent.ts';
import { meConsentsRoutes } from './modules/consents/me-routes.ts';
import { adminContentRoutes } from './modules/content/admin-routes.ts';
import { publicContentRoutes } from './modules/content/public-routes.ts';
import { adminDashboardRoutes } from './modules/dashboard/admin-routes.ts';
import { adminDiaryRoutes } from './modules/diary/admin-routes.ts';
import { meDiaryRoutes } from './modules/diary/me-routes.ts';
import { adminExercisesRoutes } from './modules/exercises/admin-routes.ts';
import { meExercisesRoutes } from './modules/exercises/me-routes.ts';
import { adminFoodsRoutes } from './modules/foods/admin-routes.ts';
import { meFoodsRoutes } from './modules/foods/me-routes.ts';
import { adminGoalsRoutes } from './modules/goals/admin-routes.ts';
import { adminMailRoutes } from './modules/mail/admin-routes.ts';
import { meMailRoutes } from './modules/mail/me-routes.ts';
import { publicMailRoutes } from './modules/mail/public-routes.ts';
import { adminBlogRoutes } from './modules/blog/admin-routes.ts';
import { publicHealthRoutes } from './modules/health/public-routes.ts';
import { meHomeRoutes } from './modules/home/me-routes.ts';
import { adminKvkkRequestsRoutes } from './modules/kvkk-requests/admin-routes.ts';
import { meKvkkRequestsRoutes } from './modules/kvkk-requests/me-routes.ts';
import { publicKvkkRequestsRoutes } from './modules/kvkk-requests/public-routes.ts';
import { adminLegalTextsRoutes } from './modules/legal-texts/admin-routes.ts';
import { publicLegalTextsRoutes } from './modules/legal-texts/public-routes.ts';
import { adminIdealValuesRoutes } from './modules/ideal-values/admin-routes.ts';
import { adminMessagesRoutes } from './modules/messages/admin-routes.ts';
import { meMessagesRoutes } from './modules/messages/me-routes.ts';
import { adminMeasurementsRoutes } from './modules/measurements/admin-routes.ts';
import { adminNotificationsRoutes } from './modules/notifications/admin-routes.ts';
import { meNotificationsRoutes } from './modules/notifications/me-routes.ts';
import { adminNutritionProgramTemplatesRoutes } from './modules/nutrition-program-templates/admin-routes.ts';
import { adminNutritionProgramsRoutes } from './modules/nutrition-programs/admin-routes.ts';
import { meNutritionProgramsRoutes } from './modules/nutrition-programs/me-routes.ts';
import { adminOrdersRoutes } from './modules/orders/admin-routes.ts';
import { adminProductsRoutes } from './modules/products/admin-routes.ts';
import { meRemindersRoutes } from './modules/reminders/me-routes.ts';
import { meProfileRoutes } from './modules/profile/me-routes.ts';
import { mePrivacyRoutes } from './modules/privacy/me-routes.ts';
import { mePushRoutes } from './modules/push/me-routes.ts';
import { adminStockRoutes } from './modules/stock/admin-routes.ts';
import { adminReportsRoutes } from './modules/reports/admin-routes.ts';
import { adminUploadsRoutes } from './modules/uploads/admin-routes.ts';
import { publicShopRoutes } from './modules/shop/public-routes.ts';
import { publicVisitsRoutes } from './modules/visits/public-routes.ts';
import { meWaterRoutes } from './modules/water/me-routes.ts';
import { adminEventsRoutes, eventsRoutes } from './realtime/events-routes.ts';
import { adminAdminsRoutes } from './modules/admins/admin-routes.ts';
import { adminCoachRoutes } from './modules/coach/admin-routes.ts';
import { adminRetentionRoutes } from './modules/retention/admin-routes.ts';
import { adminSecurityEventsRoutes } from './modules/security-events/admin-routes.ts';
import { adminSettingsRoutes } from './modules/settings/admin-routes.ts';
import { publicSettingsRoutes } from './modules/settings/public-routes.ts';
import { adminTwoFactorRoutes } from './modules/two-factor/admin-routes.ts';

// Every API route of Denge, by audience prefix (see app.ts: /api/admin/* needs the dietitian,
// /api/me/* a client, the rest is public). A module's routes for one audience live in
// modules/<domain>/<audience>-routes.ts and are mounted at /api/<audience>/<domain> (public:
// /api/<domain>). The authorization matrix test (tests/api/authorization-matrix.test.ts) fails for a
// route without an entry. Chained so that the route types (PublicApi, MeApi, AdminApi) carry every path.

export const publicApiRoutes = new Hono<AppEnv>()
  .route('/health', publicHealthRoutes)
  .route('/auth', publicAuthRoutes)
  .route('/content', publicContentRoutes)
  .route('/appointments', publicAppointmentsRoutes)
  .route('/visits', publicVisitsRoutes)
  .route('/mail', publicMailRoutes)
  .route('/shop', publicShopRoutes)
  .route('/settings', publicSettingsRoutes)
  .route('/legal-texts', publicLegalTextsRoutes)
  .route('/kvkk-requests', publicKvkkRequestsRoutes);

// the client's id always comes from the session
export const meApiRoutes = new Hono<AppEnv>()
  // A client who said no to açık rıza writes no health data (ADR 0081).
  .use('/diary/*', requireHealthDataConsent)
  .use('/water/*', requireHealthDataConsent)
  .route('/events', eventsRoutes)
  .route('/access-log', meAccessLogRoutes)
  .route('/appointments', meAppointmentsRoutes)
  .route('/consents', meConsentsRoutes)
  .route('/diary', meDiaryRoutes)
  .route('/exercises', meExercisesRoutes)
  .route('/foods', meFoodsRoutes)
  .route('/home', meHomeRoutes)
  .route('/kvkk-requests', meKvkkRequestsRoutes)
  .route('/messages', meMessagesRoutes)
  .route('/notifications', meNotificationsRoutes)
  .route('/nutrition-programs', meNutritionProgramsRoutes)
  .route('/privacy', mePrivacyRoutes)
  .route('/profile', meProfileRoutes)
  .route('/push', mePushRoutes)
  .route('/reminders', meRemindersRoutes)
  .route('/water', meWaterRoutes)
  .route('/mail', meMailRoutes);

export const adminApiRoutes = new Hono<AppEnv>()
  // Who saw what (issue #43, ADR 0084): an admin's read of one client's health data is recorded, once
  // per admin, client and screen in a 10-minute window. Lists across all clients are not such a read.
  .use('/clients/:id', recordClientRead('client'))
  .use('/reports/:clientId', recordClientRead('report'))
  .use('/reports/:clientId/pdf', recordClientRead('report-pdf'))
  .use('/measurements', recordClientRead('measurements'))
  .use('/diary/:clientId', recordClientRead('diary'))
  .use('/nutrition-programs/:clientId', recordClientRead('nutrition-program'))
  .use('/nutrition-programs/:clientId/pdf', recordClientRead('nutrition-program-pdf'))
  .use('/messages/:clientId', recordClientRead('messages'))
  .use('/consents/:clientId', recordClientRead('consents'))
  .route('/events', adminEventsRoutes)
  .route('/access-log', adminAccessLogRoutes)
  .route('/clients', adminClientsRoutes)
  .route('/consents', adminConsentsRoutes)
  .route('/appointments', adminAppointmentsRoutes)
  .route('/dashboard', adminDashboardRoutes)
  .route('/diary', adminDiaryRoutes)
  .route('/goals', adminGoalsRoutes)
  .route('/mail', adminMailRoutes)
  .route('/measurements', adminMeasurementsRoutes)
  .route('/messages', adminMessagesRoutes)
  .route('/notifications', adminNotificationsRoutes)
  .route('/reports', adminReportsRoutes)
  .route('/uploads', adminUploadsRoutes)
  .route('/ideal-values', adminIdealValuesRoutes)
  .route('/foods', adminFoodsRoutes)
  .route('/nutrition-programs', adminNutritionProgramsRoutes)
  .route('/nutrition-program-templates', adminNutritionProgramTemplatesRoutes)
  .route('/exercises', adminExercisesRoutes)
  .route('/products', adminProductsRoutes)
  .route('/stock', adminStockRoutes)
  .route('/orders', adminOrdersRoutes)
  .route('/bank-accounts', adminBankAccountsRoutes)
  .route('/content', adminContentRoutes)
  .route('/blog', adminBlogRoutes)
  .route('/admins', adminAdminsRoutes)
  .route('/security-events', adminSecurityEventsRoutes)
  .route('/settings', adminSettingsRoutes)
  .route('/retention', adminRetentionRoutes)
  .route('/legal-texts', adminLegalTextsRoutes)
  .route('/kvkk-requests', adminKvkkRequestsRoutes)
  .route('/coach', adminCoachRoutes)
  .route('/two-factor', adminTwoFactorRoutes);

export const apiRoutes = new Hono<AppEnv>()
  .route('/', publicApiRoutes)
  .route('/me', meApiRoutes)
  .route('/admin', adminApiRoutes);

/** Route types for the browser's typed client (`import type` only; see src/web/lib/api-client.ts). */
export type PublicApi = typeof publicApiRoutes;
export type MeApi = typeof meApiRoutes;
export type AdminApi = typeof adminApiRoutes;
