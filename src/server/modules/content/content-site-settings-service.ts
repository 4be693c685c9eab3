import { eq } from 'drizzle-orm';
import type { AdminSiteSettings, SaveSiteSettings, WhatsappSettings } from '../../../shared/schemas/content-admin.ts';
import type { z } from '../../../shared/zod-turkish.ts';
import type { saveWhatsappSettingsSchema } from '../../../shared/schemas/content-admin.ts';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

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
  whatsappNumber: null,
  whatsappMessage: null,
};

const toAdminSiteSettings = (row: SettingsRow): AdminSiteSettings => ({
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  metaKeywords: row.metaKeywords,
  contactPhone: row.contactPhone,
  contactEmail: row.contactEmail,
  whatsappNumber: row.whatsappNumber,
  whatsappMessage: row.whatsappMessage,
});

export async function getAdminSiteSettings(db: Database): Promise<AdminSiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row ? toAdminSiteSettings(row) : emptySettings;
}

export async function saveSiteSettings(db: Database, input: SaveSiteSettings): Promise<AdminSiteSettings> {
  const values = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(siteSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: values })
    .returning();
  if (!row) throw new Error('site settings upsert returned no row');
  return toAdminSiteSettings(row);
}

export async function saveWhatsappSettings(
  db: Database,
  input: z.output<typeof saveWhatsappSettingsSchema>,
): Promise<WhatsappSettings> {
  const values = {
    whatsappNumber: input.whatsappNumber,
    whatsappMessage: input.whatsappMessage,
    updatedAt: new Date(),
  };
  // Before the home page settings were ever saved the row may not exist; its required texts start empty.
  const [row] = await db
    .insert(siteSettings)
    .values({ id: 1, contactPhone: '', contactEmail: '', ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: values })
    .returning();
  return { whatsappNumber: row?.whatsappNumber ?? null, whatsappMessage: row?.whatsappMessage ?? null };
}
