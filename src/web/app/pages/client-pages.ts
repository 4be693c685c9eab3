import type { LazyPage } from './lazy-page.ts';

// Screens of the client area by path (see admin-pages.ts).
export const clientPages: Partial<Record<string, LazyPage>> = {
  '/kullanici': () => import('../../features/client-home/pages/client-home-page.tsx'),
  '/kullanici/profil': () => import('../../features/client-profile/pages/client-profile-page.tsx'),
  '/kullanici/beslenme': () => import('../../features/nutrition-program/pages/nutrition-program-page.tsx'),
  '/kullanici/kalori-gunlugu': () => import('../../features/diary/pages/diary-page.tsx'),
  '/kullanici/egzersiz': () => import('../../features/exercises/pages/exercises-page.tsx'),
};
