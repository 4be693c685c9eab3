import type { LazyPage } from './lazy-page.ts';

// Screens of the admin group by path. A path without an entry shows the "hazırlanıyor" page; each
// feature adds its screen here as a lazy import, so the public bundle never carries admin code.
export const adminPages: Partial<Record<string, LazyPage>> = {
  '/client-calories': () => import('../../features/client-calories/pages/client-calories-page.tsx'),
  '/goals': () => import('../../features/goals/pages/goals-page.tsx'),
  '/notifications': () => import('../../features/sent-notifications/pages/send-notification-page.tsx'),
  '/clients': () => import('../../features/clients/pages/clients-page.tsx'),
  '/client-details': () => import('../../features/measurements/pages/measurements-page.tsx'),
  '/client-report': () => import('../../features/reports/pages/client-report-page.tsx'),
};
