import type { LazyPage } from './lazy-page.ts';

// Screens of the admin group by path. A path without an entry shows the "hazırlanıyor" page; each
// feature adds its screen here as a lazy import, so the public bundle never carries admin code.
export const adminPages: Partial<Record<string, LazyPage>> = {
  '/client-calories': () => import('../../features/admin/diary/pages/client-diary-page.tsx'),
  '/goals': () => import('../../features/admin/goals/pages/goals-page.tsx'),
  '/notifications': () => import('../../features/admin/notifications/pages/notifications-page.tsx'),
  '/clients': () => import('../../features/admin/clients/pages/clients-page.tsx'),
  '/client-details': () => import('../../features/admin/measurements/pages/measurements-page.tsx'),
  '/client-report': () => import('../../features/admin/reports/pages/report-page.tsx'),
};
