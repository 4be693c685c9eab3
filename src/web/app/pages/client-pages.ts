import type { LazyPage } from './lazy-page.ts';

// Screens of the client area by path (see admin-pages.ts).
export const clientPages: Partial<Record<string, LazyPage>> = {};
