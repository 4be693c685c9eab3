// The installable client area (issue #41, ADR 0071): what its service worker and the pages that register
// it share with the server that sends them.

/** The service worker's scope: the client area, and nothing of the public site or the admin panel. */
export const CLIENT_AREA_SCOPE = '/kullanici';
/** The built worker's address; at the site's root, so its scope can be /kullanici itself (no slash). */
export const CLIENT_SERVICE_WORKER_URL = '/kullanici-sw.js';
/** The client area's web app manifest, made by the server from the settings (server/pages/client-app-manifest.ts). */
export const CLIENT_MANIFEST_URL = '/kullanici/manifest.webmanifest';
/** Where the server draws the app's icons from the practice's logo. */
export const CLIENT_APP_ICON_PATH = '/kullanici/uygulama-ikonu';

export type ClientAppIcon = {
  file: string;
  size: number;
  /** Drawn inside a launcher's safe zone: 'maskable' in the manifest, and iOS's home-screen icon. */
  maskable: boolean;
  inManifest: boolean;
  /** The built-in mark's file (scripts/generate-app-icons.ts), used while the practice has no logo. */
  builtIn: string;
};

/** The sizes browsers ask a manifest for (192, 512, a maskable 512) and iOS's 180 (apple-touch-icon). */
export const clientAppIcons: readonly ClientAppIcon[] = [
  { file: '192.png', size: 192, maskable: false, inManifest: true, builtIn: '/icons/denge-192.png' },
  { file: '512.png', size: 512, maskable: false, inManifest: true, builtIn: '/icons/denge-512.png' },
  { file: 'maskable-512.png', size: 512, maskable: true, inManifest: true, builtIn: '/icons/denge-maskable-512.png' },
  { file: 'apple-180.png', size: 180, maskable: true, inManifest: false, builtIn: '/icons/denge-apple-180.png' },
];
/** The home-screen icon iOS takes from the page (it reads no manifest icons). */
export const CLIENT_APPLE_TOUCH_ICON_URL = `${CLIENT_APP_ICON_PATH}/apple-180.png`;
/** The app's shell (index.html) as the worker precaches it: the page it opens offline when it kept none. */
export const CLIENT_APP_SHELL_URL = '/kullanici-kabuk';
/** The client area's pages, kept by the worker when it first takes a page over (the app moves between them without loading them). */
export const CLIENT_AREA_PAGES = [
  '/kullanici',
  '/kullanici/kalori-gunlugu',
  '/kullanici/beslenme',
  '/kullanici/egzersiz',
  '/kullanici/profil',
] as const;
/** The area's reads kept with its pages then: the home and the plan stay readable offline (issue #41). */
export const CLIENT_AREA_READS = ['/api/me/home', '/api/me/nutrition-programs', '/api/me/exercises'] as const;
/**
 * The worker's caches of the client's own pages and reads. They hold a client's health data, so signing
 * out deletes them (a phone may be shared); the precached app shell holds none and stays.
 */
export const CLIENT_KEPT_CACHES = { pages: 'denge-client-pages', reads: 'denge-client-reads' } as const;
