import type { LazyPage } from './lazy-page.ts';

// Public screens by path, rendered inside the public layout (see admin-pages.ts).
export const publicPages: Partial<Record<string, LazyPage>> = {
  '/randevu': () => import('../../features/public/appointments/pages/booking-page.tsx'),
};
