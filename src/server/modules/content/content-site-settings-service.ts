import { eq } from 'drizzle-orm';
import type { AdminSiteSettings, SaveSiteSettings, WhatsappSettings } from '../../../shared/schemas/content-admin.ts';
import type { z } from '../../../shared/zod-turkish.ts';
import type { saveWhatsappSettingsSchema } from '../../../shared/schemas/content-admin.ts';
import type { Database } from '../../db/client.ts';
import { type SiteServiceCard, siteSettings } from '../../db/schema/index.ts';
import { withImageChanges } from '../../storage/image-changes.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { resolvePicture, toAdminImage } from './content-images.ts';

// Home page settings (/site-settings/index) and the WhatsApp button (/social-media/wp-settings): the
// single site_settings row (id 1), upserted as a whole (spec 3 §7 "upsert of the full settings object").

type Deps = { db: Database; storage: StorageDriver };
type SettingsRow = typeof siteSettings.$inferSelect;

const emptySettings: AdminSiteSettings = {
  metaTitle: null,
  metaDescription: null,
  metaKeywords: null,
  heroTitle: '',
  heroDescription: '',
  heroImage: null,
  contactPhone: '',
  contactEmail: '',
  services: [],
  whatsappNumber: null,
  whatsappMessage: null,
};

const toAdminSiteSettings = (row: SettingsRow): AdminSiteSettings => ({
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  metaKeywords: row.metaKeywords,
  heroTitle: row.heroTitle,
  heroDescription: row.heroDescription,
  heroImage: toAdminImage(row.heroImageKey, row.heroImage),
  contactPhone: row.contactPhone,
  contactEmail: row.contactEmail,
  services: row.services.map((service) => ({
    title: service.title,
    description: service.description,
    image: toAdminImage(service.imageKey ?? null, service.image),
  })),
  whatsappNumber: row.whatsappNumber,
  whatsappMessage: row.whatsappMessage,
});

const readSettingsRow = async (db: Database, forUpdate = false) => {
  const query = db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
};

export async function getAdminSiteSettings(db: Database): Promise<AdminSiteSettings> {
  const row = await readSettingsRow(db);
  return row ? toAdminSiteSettings(row) : emptySettings;
}

export async function saveSiteSettings(deps: Deps, input: SaveSiteSettings): Promise<AdminSiteSettings> {
  const saved = await withImageChanges(deps, async (tx, images) => {
    const current = await readSettingsRow(tx, true);
    const hero = await resolvePicture(
      images,
      input.heroImage,
      { key: current?.heroImageKey ?? null, url: current?.heroImage ?? null },
      'site-settings',
    );
    // A service keeps a picture of the current list (matched by key or URL) or attaches a new upload.
    const currentServices = current?.services ?? [];
    const kept = new Set<string>();
    const services: SiteServiceCard[] = [];
    for (const service of input.services) {
      const own = currentServices.find(
        (old) =>
          service.image !== null &&
          ((service.image.key !== null && old.imageKey === service.image.key) ||
            (service.image.key === null && old.image === service.image.url)),
      );
      const picture = own
        ? { key: own.imageKey ?? null, url: own.image }
        : await resolvePicture(images, service.image, { key: null, url: null }, 'site-settings');
      if (picture.key) kept.add(picture.key);
      services.push({
        title: service.title,
        description: service.description,
        image: picture.url,
        imageType: picture.url ? 'image' : null,
        imageKey: picture.key,
      });
    }
    for (const old of currentServices) {
      if (old.imageKey && !kept.has(old.imageKey)) await images.remove(old.imageKey);
    }
    const values = {
      metaTitle: input.metaTitle,
      metaDescription: input.metaDescription,
      metaKeywords: input.metaKeywords,
      heroTitle: input.heroTitle,
      heroDescription: input.heroDescription,
      heroImage: hero.url,
      heroImageKey: hero.key,
      heroImageType: hero.url ? 'image' : null,
      contactPhone: input.contactPhone,
      contactEmail: input.contactEmail,
      services,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(siteSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: siteSettings.id, set: values })
      .returning();
    if (!row) throw new Error('site settings upsert returned no row');
    return toAdminSiteSettings(row);
  });
  return saved;
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
    .values({ id: 1, heroTitle: '', heroDescription: '', contactPhone: '', contactEmail: '', ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: values })
    .returning();
  return { whatsappNumber: row?.whatsappNumber ?? null, whatsappMessage: row?.whatsappMessage ?? null };
}
