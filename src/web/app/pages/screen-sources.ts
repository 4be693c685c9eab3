// The source file of each admin and client screen, by path: admin-pages.ts and client-pages.ts load
// the screens from these files (through Vite's glob import), and the server preloads the matched
// screen's chunk with the app shell (entry-server.tsx, shellModulesOf), so a signed-in page's first
// paint waits for no chain of imports (issue #17). Plain strings: the server-rendering entry imports
// this file without the screens. A path without an entry shows the "hazırlanıyor" page.

/** The admin group's screens (spec 2). */
export const adminScreenSources = {
  '/client-calories': 'src/web/features/admin/diary/pages/client-diary-page.tsx',
  '/panel': 'src/web/features/admin/dashboard/pages/dashboard-page.tsx',
  '/goals': 'src/web/features/admin/goals/pages/goals-page.tsx',
  '/appointments': 'src/web/features/admin/appointments/pages/appointments-page.tsx',
  '/notifications': 'src/web/features/admin/notifications/pages/notifications-page.tsx',
  '/clients': 'src/web/features/admin/clients/pages/clients-page.tsx',
  '/client-details': 'src/web/features/admin/measurements/pages/measurements-page.tsx',
  '/client-report': 'src/web/features/admin/reports/pages/report-page.tsx',
  '/ideal-values': 'src/web/features/admin/ideal-values/pages/ideal-values-page.tsx',
  '/fat-values': 'src/web/features/admin/ideal-values/pages/fat-values-page.tsx',
  '/calorie-tools': 'src/web/features/admin/foods/pages/calorie-tool-page.tsx',
  '/nutrition-programs': 'src/web/features/admin/nutrition-programs/pages/nutrition-programs-page.tsx',
  '/exercises': 'src/web/features/admin/exercises/pages/exercises-page.tsx',
  '/products/management': 'src/web/features/admin/products/pages/products-page.tsx',
  '/stock': 'src/web/features/admin/stock/pages/stock-page.tsx',
  '/products/orders': 'src/web/features/admin/orders/pages/orders-page.tsx',
  '/site-settings/bank-accounts': 'src/web/features/admin/bank-accounts/pages/bank-accounts-page.tsx',
  '/site-settings/index': 'src/web/features/admin/content/pages/site-settings-page.tsx',
  '/site-settings/slider': 'src/web/features/admin/content/pages/sliders-page.tsx',
  '/site-settings/menu': 'src/web/features/admin/content/pages/menus-page.tsx',
  '/about-settings': 'src/web/features/admin/content/pages/about-page.tsx',
  '/legal-texts': 'src/web/features/admin/legal-texts/pages/legal-texts-page.tsx',
  '/kvkk-requests': 'src/web/features/admin/kvkk-requests/pages/kvkk-requests-page.tsx',
  '/services-settings': 'src/web/features/admin/content/pages/services-page.tsx',
  '/testimonials-settings': 'src/web/features/admin/content/pages/testimonials-page.tsx',
  '/fixed-sections-settings': 'src/web/features/admin/content/pages/fixed-sections-page.tsx',
  '/panel/team-settings': 'src/web/features/admin/content/pages/team-page.tsx',
  '/social-media/post-settings': 'src/web/features/admin/content/pages/social-post-settings-page.tsx',
  '/social-media/response-settings': 'src/web/features/admin/content/pages/social-response-settings-page.tsx',
  '/social-media/wp-settings': 'src/web/features/admin/content/pages/whatsapp-settings-page.tsx',
  '/blog-settings': 'src/web/features/admin/blog/pages/blog-page.tsx',
  '/mail': 'src/web/features/admin/mail/pages/mail-page.tsx',
  '/site-settings': 'src/web/features/admin/settings/pages/general-settings-page.tsx',
  '/site-settings/logo': 'src/web/features/admin/settings/pages/logo-settings-page.tsx',
  '/site-settings/admins': 'src/web/features/admin/admins/pages/admins-page.tsx',
  '/site-settings/security-events': 'src/web/features/admin/security-events/pages/security-events-page.tsx',
  '/site-settings/retention': 'src/web/features/admin/retention/pages/retention-page.tsx',
  '/health-expert': 'src/web/features/admin/coach/pages/coach-page.tsx',
  '/messages': 'src/web/features/admin/messages/pages/messages-page.tsx',
} as const satisfies Record<string, string>;

/** The client area's screens (spec 1). */
export const clientScreenSources = {
  '/kullanici': 'src/web/features/me/home/pages/home-page.tsx',
  '/kullanici/profil': 'src/web/features/me/profile/pages/profile-page.tsx',
  '/kullanici/beslenme': 'src/web/features/me/nutrition-programs/pages/nutrition-program-page.tsx',
  '/kullanici/kalori-gunlugu': 'src/web/features/me/diary/pages/diary-page.tsx',
  '/kullanici/egzersiz': 'src/web/features/me/exercises/pages/exercises-page.tsx',
  '/kullanici/mesajlar': 'src/web/features/me/messages/pages/messages-page.tsx',
  '/kullanici/randevularim': 'src/web/features/me/appointments/pages/appointments-page.tsx',
} as const satisfies Record<string, string>;
