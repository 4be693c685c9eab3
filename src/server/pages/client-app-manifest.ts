import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import sharp from 'sharp';
import {
  CLIENT_APP_ICON_PATH,
  CLIENT_MANIFEST_URL,
  type ClientAppIcon,
  clientAppIcons,
} from '../../shared/client-app.ts';
import type { AppEnv } from '../app-context.ts';
import type { Database } from '../db/client.ts';
import { siteSettings } from '../db/schema/index.ts';
import { keep } from '../realtime/kept-reads.ts';
import { readSiteLogoImage, type SiteLogoImage } from '../modules/settings/site-logo-image.ts';
import type { StorageDriver } from '../storage/storage-driver.ts';

// The client area's web app manifest and icons (issue #41, ADR 0071) carry the practice's name and, once
// it uploads one, its logo: what the phone's home screen shows is the practice, not Denge. Both are
// answered from the settings (kept, dropped by their tables' triggers, ADR 0064), with no-cache so a
// phone asks again; without a logo the icons are the built-in mark's files under /icons/.

const THEME_COLOUR = '#0f766e';
const ICON_BACKGROUND = '#ffffff';
/** A launcher shows short_name under the icon and cuts what is longer than about this. */
const SHORT_NAME_MAX = 12;

/** The short name: the site's name, or its first word when the name is long. */
export function shortNameOf(siteName: string): string {
  if (siteName.length <= SHORT_NAME_MAX) return siteName;
  const firstWord = siteName.split(/\s+/)[0] ?? siteName;
  return firstWord.length <= SHORT_NAME_MAX ? firstWord : `${firstWord.slice(0, SHORT_NAME_MAX - 1)}…`;
}

async function readSiteName(db: Database): Promise<string> {
  const [row] = await db.select({ siteName: siteSettings.siteName }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.siteName ?? 'Denge';
}

const iconSourceOf = (icon: ClientAppIcon, logo: SiteLogoImage | null) =>
  logo ? `${CLIENT_APP_ICON_PATH}/${icon.file}?v=${logo.id}` : icon.builtIn;

async function buildManifest(db: Database, storage: StorageDriver) {
  const [siteName, logo] = await Promise.all([readSiteName(db), readSiteLogoImage(db, storage)]);
  return {
    id: '/kullanici',
    name: `${siteName} Danışan Alanı`,
    short_name: shortNameOf(siteName),
    description: 'Beslenme programınız, kalori günlüğünüz ve su takibiniz telefonunuzda.',
    lang: 'tr',
    dir: 'ltr',
    start_url: '/kullanici',
    scope: '/kullanici',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f8fafc',
    theme_color: THEME_COLOUR,
    icons: clientAppIcons
      .filter((icon) => icon.inManifest)
      .map((icon) => ({
        src: iconSourceOf(icon, logo),
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.maskable ? 'maskable' : 'any',
      })),
  };
}

/**
 * The logo contained in a white square: at 84 % of it, or at 64 % for a maskable or iOS icon, whose
 * corners a launcher may cut (a maskable icon's safe zone is the middle 80 % circle).
 */
async function drawLogoIcon(logo: SiteLogoImage, icon: ClientAppIcon): Promise<Buffer> {
  const inner = Math.round(icon.size * (icon.maskable ? 0.64 : 0.84));
  const fitted = await sharp(logo.png)
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: ICON_BACKGROUND } })
    .composite([{ input: fitted, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export function createClientAppManifestRoutes() {
  return new Hono<AppEnv>()
    .get(CLIENT_MANIFEST_URL, async (c) => {
      const { db, storage } = c.var.deps;
      const manifest = await keep(db, 'client app manifest', () => buildManifest(db, storage));
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', 'application/manifest+json; charset=utf-8');
      return c.body(JSON.stringify(manifest));
    })
    .get(`${CLIENT_APP_ICON_PATH}/:file`, async (c) => {
      const icon = clientAppIcons.find((candidate) => candidate.file === c.req.param('file'));
      if (!icon) return c.notFound();
      const { db, storage } = c.var.deps;
      const logo = await readSiteLogoImage(db, storage);
      // No logo (or it was removed since the manifest was read): the built-in mark's file.
      if (!logo) return c.redirect(icon.builtIn, 302);
      const etag = `"${logo.id}-${icon.file}"`;
      c.header('Cache-Control', 'no-cache');
      c.header('ETag', etag);
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
      const png = await keep(db, `client app icon ${icon.file}`, () => drawLogoIcon(logo, icon));
      c.header('Content-Type', 'image/png');
      return c.body(new Uint8Array(png));
    });
}
