import { legalTextKinds, legalTextPaths } from '../../../shared/legal-text-constants.ts';
import type { LazyPage } from './lazy-page.ts';

/** The same page at each legal text's address. */
const legalTextPages = <T>(page: T): Record<string, T> =>
  Object.fromEntries(legalTextKinds.map((kind) => [legalTextPaths[kind], page]));

/** The sign-in screens: public, but outside the public layout (no site header or footer). */
export const standalonePublicPages: Record<string, LazyPage> = {
  '/login': () => import('../../features/auth/pages/admin-login-page.tsx'),
  '/kullanici/giris': () => import('../../features/auth/pages/client-login-page.tsx'),
};

// Public screens by path, rendered inside the public layout (see admin-pages.ts).
export const publicPages: Partial<Record<string, LazyPage>> = {
  '/': () => import('../../features/public/content/pages/home-page.tsx'),
  '/blog': () => import('../../features/public/content/pages/blog-page.tsx'),
  '/blog/:slug': () => import('../../features/public/content/pages/blog-post-page.tsx'),
  '/randevu': () => import('../../features/public/appointments/pages/booking-page.tsx'),
  '/e-posta-iptal': () => import('../../features/public/mail/pages/unsubscribe-page.tsx'),
  '/kvkk/basvuru': () => import('../../features/public/kvkk-requests/pages/kvkk-request-page.tsx'),
  '/kvkk/basvuru/onay': () => import('../../features/public/kvkk-requests/pages/kvkk-verification-page.tsx'),
  '/urunler': () => import('../../features/public/shop/pages/catalogue-page.tsx'),
  '/urunler/:id': () => import('../../features/public/shop/pages/product-page.tsx'),
  '/sepet': () => import('../../features/public/shop/pages/cart-page.tsx'),
  '/checkout': () => import('../../features/public/shop/pages/checkout-page.tsx'),
  '/siparis/:code': () => import('../../features/public/shop/pages/order-status-page.tsx'),
  ...legalTextPages(() => import('../../features/public/content/pages/legal-text-page.tsx')),
};

/**
 * Source files of the server-rendered pages (src/shared/routes.ts serverRenderedPaths), by path: the
 * server looks them up in Vite's manifest to preload each page's chunk and stylesheet. A test checks
 * that every server-rendered path has one and that it is the module imported above.
 */
export const publicPageSources: Partial<Record<string, string>> = {
  '/': 'src/web/features/public/content/pages/home-page.tsx',
  '/blog': 'src/web/features/public/content/pages/blog-page.tsx',
  '/blog/:slug': 'src/web/features/public/content/pages/blog-post-page.tsx',
  '/urunler': 'src/web/features/public/shop/pages/catalogue-page.tsx',
  '/urunler/:id': 'src/web/features/public/shop/pages/product-page.tsx',
  '/siparis/:code': 'src/web/features/public/shop/pages/order-status-page.tsx',
  // The practice's main conversion page: its form and texts come with the HTML (issue #39).
  '/randevu': 'src/web/features/public/appointments/pages/booking-page.tsx',
  // The sign-in pages: their form is the largest paint, so it comes with the HTML (issue #17).
  '/login': 'src/web/features/auth/pages/admin-login-page.tsx',
  '/kullanici/giris': 'src/web/features/auth/pages/client-login-page.tsx',
  // The legal texts (ADR 0076): one module at five addresses.
  ...legalTextPages('src/web/features/public/content/pages/legal-text-page.tsx'),
};

/**
 * Source files of the public pages the browser renders (not server-rendered), by path: the server
 * preloads their chunks with the app shell, so the page's first paint waits for no chain of imports
 * (issue #17). A test checks that each is the module imported above.
 */
export const shellPageSources: Partial<Record<string, string>> = {
  '/e-posta-iptal': 'src/web/features/public/mail/pages/unsubscribe-page.tsx',
  '/kvkk/basvuru': 'src/web/features/public/kvkk-requests/pages/kvkk-request-page.tsx',
  '/kvkk/basvuru/onay': 'src/web/features/public/kvkk-requests/pages/kvkk-verification-page.tsx',
  '/sepet': 'src/web/features/public/shop/pages/cart-page.tsx',
  '/checkout': 'src/web/features/public/shop/pages/checkout-page.tsx',
};

/**
 * Server-rendered pages of the public layout whose form works through TanStack Query: they sit under
 * withQueryClient like the sign-in pages (ADR 0032). The server renders their first paint (their
 * first render reads nothing through the query client); the form's calls run once the app does.
 */
export const serverRenderedFormPaths: readonly string[] = ['/randevu'];

/** The pathless route around the client-rendered pages (TanStack Query), preloaded with each of them. */
export const queryLayoutSource = 'src/web/app/query-layout.tsx';

/** What an admin or client page loads before its own screen: the private route table and the area's frame. */
export const privateAreaSources: Record<'admin' | 'client', string[]> = {
  admin: ['src/web/app/private-routes.tsx', queryLayoutSource, 'src/web/app/layouts/admin-layout.tsx'],
  client: ['src/web/app/private-routes.tsx', queryLayoutSource, 'src/web/app/layouts/client-layout.tsx'],
};
