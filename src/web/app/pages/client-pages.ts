import type { LazyPage } from './lazy-page.ts';

// Screens of the client area by path (see admin-pages.ts).
export const clientPages: Partial<Record<string, LazyPage>> = {
  '/kullanici': () => import('../../features/me/home/pages/home-page.tsx'),
  '/kullanici/profil': () => import('../../features/me/profile/pages/profile-page.tsx'),
  '/kullanici/beslenme': () => import('../../features/me/nutrition-programs/pages/nutrition-program-page.tsx'),
  '/kullanici/kalori-gunlugu': () => import('../../features/me/diary/pages/diary-page.tsx'),
  '/kullanici/egzersiz': () => import('../../features/me/exercises/pages/exercises-page.tsx'),
};
