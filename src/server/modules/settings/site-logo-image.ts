import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { adminPanelSettings, storedImages } from '../../db/schema/index.ts';
import { keep } from '../../realtime/kept-reads.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { SETTINGS_ID } from './settings-logo-service.ts';

// The practice's uploaded logo as image bytes, for what the server draws itself: the client app's icons
// (ADR 0071) and the PDFs. The logo may live on local disk or S3, so it is read through the storage
// driver, never by its URL. Kept per process like the public reads and dropped by admin_panel_settings'
// trigger (ADR 0064), so a new logo shows at once.

export type SiteLogoImage = {
  /** The stored image's id, which changes with every upload: a version for the URLs that show it. */
  id: string;
  /** The largest stored file, as PNG. */
  png: Buffer;
};

export const readSiteLogoImage = (db: Database, storage: StorageDriver): Promise<SiteLogoImage | null> =>
  keep(db, 'site logo image', async () => {
    const [row] = await db
      .select({ key: adminPanelSettings.logoKey, files: storedImages.files })
      .from(adminPanelSettings)
      .innerJoin(storedImages, eq(storedImages.key, adminPanelSettings.logoKey))
      .where(eq(adminPanelSettings.id, SETTINGS_ID));
    const largest = row?.files.toSorted((a, b) => b.width - a.width)[0];
    if (!row?.key || !largest) return null;
    const file = await storage.read(largest.key);
    if (!file) return null;
    const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
    return { id: row.key.slice(row.key.indexOf('/') + 1), png: await sharp(bytes).png().toBuffer() };
  });
