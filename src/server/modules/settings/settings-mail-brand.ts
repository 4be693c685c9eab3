import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import type { MailBrand } from '../../mail/mail-templates.ts';
import { getSiteLogo } from './settings-logo-service.ts';

// The practice as its mails show it (the order confirmation, the appointment reminders): the site's
// name and logo. A mail client loads the logo from outside the site, so it is an absolute URL on the
// site's public origin, or left out.

/** The site's name and logo as the mail shows them; the logo only as an absolute URL. */
export async function readMailBrand(db: Database, siteOrigin: string | undefined): Promise<MailBrand> {
  const [[settings], { logoUrl }] = await Promise.all([
    db.select({ siteName: siteSettings.siteName }).from(siteSettings).where(eq(siteSettings.id, 1)),
    getSiteLogo(db),
  ]);
  return { siteName: settings?.siteName ?? 'Denge', logoUrl: logoUrl ? toAbsoluteUrl(logoUrl, siteOrigin) : null };
}

/** An uploaded file's URL on the site's origin (an S3 or CDN URL is absolute already); null when it cannot be. */
function toAbsoluteUrl(url: string, origin: string | undefined): string | null {
  try {
    return new URL(url, origin).href;
  } catch {
    return null;
  }
}
