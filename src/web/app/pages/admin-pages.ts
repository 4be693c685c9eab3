import type { LazyPage } from './lazy-page.ts';

// Screens of the admin group by path. A path without an entry shows the "hazırlanıyor" page; each
// feature adds its screen here as a lazy import, so the public bundle never carries admin code.
export const adminPages: Partial<Record<string, LazyPage>> = {
  '/client-calories': () => import('../../features/admin/diary/pages/client-diary-page.tsx'),
  '/panel': () => import('../../features/admin/dashboard/pages/dashboard-page.tsx'),
  '/goals': () => import('../../features/admin/goals/pages/goals-page.tsx'),
  '/appointments': () => import('../../features/admin/appointments/pages/appointments-page.tsx'),
  '/notifications': () => import('../../features/admin/notifications/pages/notifications-page.tsx'),
  '/clients': () => import('../../features/admin/clients/pages/clients-page.tsx'),
  '/client-details': () => import('../../features/admin/measurements/pages/measurements-page.tsx'),
  '/client-report': () => import('../../features/admin/reports/pages/report-page.tsx'),
  '/ideal-values': () => import('../../features/admin/ideal-values/pages/ideal-values-page.tsx'),
  '/fat-values': () => import('../../features/admin/ideal-values/pages/fat-values-page.tsx'),
  '/calorie-tools': () => import('../../features/admin/foods/pages/calorie-tool-page.tsx'),
  '/nutrition-programs': () => import('../../features/admin/nutrition-programs/pages/nutrition-programs-page.tsx'),
  '/exercises': () => import('../../features/admin/exercises/pages/exercises-page.tsx'),
};
