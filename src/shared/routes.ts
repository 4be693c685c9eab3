// The route table of the spec (spec 1 §2.1, spec 3 §2.1–2.2). The web router builds its routes from
// it and the server uses it to tell a known page (serve the SPA) from an unknown path (redirect to /).

export type Audience = 'public' | 'admin' | 'client';

export const publicPaths = [
  '/',
  '/login',
  '/randevu',
  '/kullanici/giris',
  '/blog',
  '/blog/:slug',
  '/urunler',
  '/urunler/:id',
  '/sepet',
  '/checkout',
  /** Not in the spec: the unsubscribe link of bulk mail (İYS), public and without sign-in. */
  '/e-posta-iptal',
  /**
   * Not in the spec: an order's status page for its buyer, without an account (issue #39, ADR 0058);
   * opened from the checkout and the confirmation mail with the order's secret (`?anahtar=`).
   */
  '/siparis/:code',
  /** Not in the spec: the practice's legal texts, each at its fixed address (issue #43, ADR 0076). */
  '/kvkk/aydinlatma-metni',
  '/kvkk/acik-riza-metni',
  '/cerez-politikasi',
  '/mesafeli-satis-sozlesmesi',
  '/on-bilgilendirme-formu',
  /** Not in the spec: a visitor's KVKK Article 11 request and its e-mail link's page (issue #43, ADR 0085). */
  '/kvkk/basvuru',
  '/kvkk/basvuru/onay',
] as const;

export const adminPaths = [
  '/panel',
  '/clients',
  '/client-details',
  '/client-report',
  '/client-calories',
  '/appointments',
  '/ideal-values',
  '/fat-values',
  '/health-expert',
  '/site-settings',
  '/site-settings/logo',
  '/site-settings/index',
  '/site-settings/admins',
  '/site-settings/slider',
  '/site-settings/menu',
  '/site-settings/bank-accounts',
  '/about-settings',
  '/services-settings',
  '/testimonials-settings',
  '/fixed-sections-settings',
  '/blog-settings',
  '/goals',
  '/notifications',
  '/exercises',
  '/nutrition-programs',
  '/calorie-tools',
  '/stock',
  '/panel/team-settings',
  '/mail',
  '/products/management',
  '/products/orders',
  '/social-media/post-settings',
  '/social-media/response-settings',
  '/social-media/wp-settings',
  /** Not in the spec: the practice's inbox of client messages (issue #42); `?danisan=` opens one. */
  '/messages',
  /** Not in the spec: the practice's legal texts with their versions (issue #43, ADR 0076). */
  '/legal-texts',
  /** Not in the spec: the sign-in defences' events (Güvenlik Olayları, issue #38 item 4, ADR 0085). */
  '/site-settings/security-events',
  /** Not in the spec: retention periods and the periodic destruction record (Saklama ve İmha, issue #43, ADR 0087). */
  '/site-settings/retention',
  /** Not in the spec: the queue of KVKK Article 11 requests with their 30-day deadline (issue #43, ADR 0085). */
  '/kvkk-requests',
] as const;

export const clientPaths = [
  '/kullanici',
  '/kullanici/profil',
  '/kullanici/beslenme',
  '/kullanici/kalori-gunlugu',
  '/kullanici/egzersiz',
  /** Not in the spec: the client's conversation with the practice (issue #42). */
  '/kullanici/mesajlar',
  /** Not in the spec: the client's own appointments, booked, cancelled and moved (issue #44). */
  '/kullanici/randevularim',
] as const;

/**
 * Public pages the server renders as full HTML (then hydrated): their content and meta tags are in
 * the first answer. The shop and booking pages add theirs here as they arrive.
 */
export const serverRenderedPaths = [
  '/',
  '/blog',
  '/blog/:slug',
  '/urunler',
  '/urunler/:id',
  '/siparis/:code',
  '/randevu',
  '/login',
  '/kullanici/giris',
  '/kvkk/aydinlatma-metni',
  '/kvkk/acik-riza-metni',
  '/cerez-politikasi',
  '/mesafeli-satis-sozlesmesi',
  '/on-bilgilendirme-formu',
] as const;

export const adminLoginPath = '/login';
export const clientLoginPath = '/kullanici/giris';
export const adminHomePath = '/panel';
export const clientHomePath = '/kullanici';

const allPatterns: ReadonlyArray<{ pattern: string; audience: Audience }> = [
  ...publicPaths.map((pattern) => ({ pattern, audience: 'public' as const })),
  ...adminPaths.map((pattern) => ({ pattern, audience: 'admin' as const })),
  ...clientPaths.map((pattern) => ({ pattern, audience: 'client' as const })),
];

function matchesPattern(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, i) => part.startsWith(':') || part === pathParts[i]);
}

/** Whether the server renders this page path (see serverRenderedPaths). */
export function isServerRenderedPath(path: string): boolean {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return serverRenderedPaths.some((pattern) => matchesPattern(pattern, normalized));
}

/** The signed-in areas: the admin panel and the client area (their pages carry the session, ADR 0033). */
export const isPrivateAudience = (audience: Audience | null): audience is 'admin' | 'client' =>
  audience === 'admin' || audience === 'client';

/** The audience of a page path, or null when the path is not in the route table. */
export function findRouteAudience(path: string): Audience | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return allPatterns.find((route) => matchesPattern(route.pattern, normalized))?.audience ?? null;
}
