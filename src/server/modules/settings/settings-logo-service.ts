import { eq } from 'drizzle-orm';
import type { SiteLogo } from '../../../shared/schemas/settings.ts';
import type { Database } from '../../db/client.ts';
import { adminPanelSettings } from '../../db/schema/index.ts';

// The site logo as every page reads it. Its own file so that the public content module (which shows
// it in the top bar) can read it without importing the settings writes, which refresh that module.

/** The one settings row's id. */
export const SETTINGS_ID = 1;

/** The logo every page shows (admin menu, client header, public top bar); null is the default logo. */
export async function getSiteLogo(db: Database): Promise<SiteLogo> {
  const [row] = await db
    .select({ logoUrl: adminPanelSettings.logoUrl })
    .from(adminPanelSettings)
    .where(eq(adminPanelSettings.id, SETTINGS_ID));
  return { logoUrl: row?.logoUrl ?? null };
}
