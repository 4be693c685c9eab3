import { eq } from 'drizzle-orm';
import type { AdminSiteSettings, SaveSiteSettings, WhatsappSettings } from '../../../shared/schemas/content-admin.ts';
import type { z } from '../../../shared/zod-turkish.ts';
import type { saveWhatsappSettingsSchema } from '../../../shared/schemas/content-admin.ts';
import type { Database } from '../../db/client.ts';
import { assertAtVersion } from '../../db/record-versions.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { UNSAVED_VERSION } from '../../../shared/record-versions.ts';

// Home page settings (/site-settings/index) and the WhatsApp button (/social-media/wp-settings): the
// single site_settings row (id 1), upserted as a whole (spec 3 §7 "upsert of the full settings object").
// The hero and the services the spec's screen also listed are edited where the home page reads them
// (the hero fixed section, the services list; ADR 0061).

type SettingsRow = typeof siteSettings.$inferSelect;

const emptySettings: AdminSiteSettings = {
  metaTitle: null,
  metaDescription: null,
  metaKeywords: null,
  contactPhone: '',
  contactEmail: '',
  tradeName: null,
  mersisNumber: null,
  taxNumber: null,
  whatsappNumber: null,
  whatsappMessage: null,
  version: UNSAVED_VERSION,
};

const toAdminSiteSettings = (row: SettingsRow): AdminSiteSettings => ({
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  metaKeywords: row.metaKeywords,
  contactPhone: row.contactPhone,
  contactEmail: row.contactEmail,
  tradeName: row.tradeName,
  mersisNumber: row.mersisNumber,
  taxNumber: row.taxNumber,
  whatsappNumber: row.whatsappNumber,
  whatsappMessage: row.whatsappMessage,
  version: row.version,
});

export async function getAdminSiteSettings(db: Database): Promise<AdminSiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row ? toAdminSiteSettings(row) : emptySettings;
}

/**
 * Locks the one settings row and checks the version its screen read (ADR 0053): 0 while it was never
 * saved; 409 stale_version when another tab saved it since. The home page settings and the WhatsApp
 * button are one row, so a save of either moves the version both screens read.
 */
async function lockSettingsAtVersion(tx: Database, version: number): Promise<void> {
  const [current] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
  assertAtVersion(current, version);
}

export async function saveSiteSettings(
  db: Database,
  params: { version: number; input: SaveSiteSettings },
): Promise<AdminSiteSettings> {
  const values = { ...params.input, updatedAt: new Date() };
  return db.transaction(async (tx) => {
    await lockSettingsAtVersion(tx, params.version);
    const [row] = await tx
      .insert(siteSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: siteSettings.id, set: values })
      .returning();
    if (!row) throw new Error('site settings upsert returned no row');
    return toAdminSiteSettings(row);
  });
}

export async function saveWhatsappSettings(
  db: Database,
  params: { version: number; input: z.output<typeof saveWhatsappSettingsSchema> },
): Promise<WhatsappSettings> {
  const { input } = params;
  const values = {
    whatsappNumber: input.whatsappNumber,
    whatsappMessage: input.whatsappMessage,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    await lockSettingsAtVersion(tx, params.version);
    // Before the home page settings were ever saved the row may not exist; its required texts start empty.
    const [row] = await tx
      .insert(siteSettings)
      .values({ id: 1, contactPhone: '', contactEmail: '', ...values })
      .onConflictDoUpdate({ target: siteSettings.id, set: values })
      .returning();
    if (!row) throw new Error('site settings upsert returned no row');
    return { whatsappNumber: row.whatsappNumber, whatsappMessage: row.whatsappMessage, version: row.version };
  });
}
