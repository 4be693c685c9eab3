import type { LazyPage } from './lazy-page.ts';

// Public screens by path, rendered inside the public layout (see admin-pages.ts).
export const publicPages: Partial<Record<string, LazyPage>> = {
  '/': () => import('../../features/public/content/pages/home-page.tsx'),
  '/blog': () => import('../../features/public/content/pages/blog-page.tsx'),
  '/blog/:slug': () => import('../../features/public/content/pages/blog-post-page.tsx'),
  '/randevu': () => import('../../features/public/appointments/pages/booking-page.tsx'),
  '/e-posta-iptal': () => import('../../features/public/mail/pages/unsubscribe-page.tsx'),
  '/urunler': () => import('../../features/public/shop/pages/catalogue-page.tsx'),
  '/urunler/:id': () => import('../../features/public/shop/pages/product-page.tsx'),
  '/sepet': () => import('../../features/public/shop/pages/cart-page.tsx'),
  '/checkout': () => import('../../features/public/shop/pages/checkout-page.tsx'),
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
};
