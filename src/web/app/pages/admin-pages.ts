import type { LazyPage } from './lazy-page.ts';

// Screens of the admin group by path. A path without an entry shows the "hazırlanıyor" page; each
// feature adds its screen here as a lazy import, so the public bundle never carries admin code.
export const adminPages: Partial<Record<string, LazyPage>> = {};
