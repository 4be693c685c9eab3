import { eq } from 'drizzle-orm';
import { type AdminAppearance, defaultAdminColors, type UpdateAppearance } from '../../../shared/schemas/settings.ts';
import { UNSAVED_VERSION } from '../../../shared/record-versions.ts';
import type { Database } from '../../db/client.ts';
import { assertAtVersion } from '../../db/record-versions.ts';
import { adminPanelSettings } from '../../db/schema/index.ts';
import { withImageChanges } from '../../storage/image-changes.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { SETTINGS_ID } from './settings-logo-service.ts';

// General settings (colour mode, four colours) and the logo: one row, id 1, written on first change.

type SettingsRow = typeof adminPanelSettings.$inferSelect;

const defaultRow = { id: SETTINGS_ID, colorMode: 'light' as const, ...defaultAdminColors };

export const toAdminAppearance = (row: SettingsRow | undefined): AdminAppearance =>
  row
    ? {
        colorMode: row.colorMode,
        buttonBackground: row.buttonBackground,
        buttonText: row.buttonText,
        menuBackground: row.menuBackground,
        menuText: row.menuText,
        logoUrl: row.logoUrl,
        version: row.version,
      }
    : { colorMode: 'light', ...defaultAdminColors, logoUrl: null, version: UNSAVED_VERSION };

const readRow = async (db: Database) =>
  (await db.select().from(adminPanelSettings).where(eq(adminPanelSettings.id, SETTINGS_ID)))[0];

/** The admin panel's look (the defaults of spec 2 §9 until an admin saves). */
export async function getAdminAppearance(db: Database): Promise<AdminAppearance> {
  return toAdminAppearance(await readRow(db));
}

/**
 * Saves the colour mode and colours if they are still at the version the screen read (0: never saved;
 * 409 stale_version otherwise). A new logo does not move the version (migration 0021): it has its own
 * screen and no form holds it.
 */
export async function updateAdminAppearance(
  db: Database,
  params: { version: number; input: UpdateAppearance },
): Promise<AdminAppearance> {
  const values = { ...params.input, updatedAt: new Date() };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(adminPanelSettings)
      .where(eq(adminPanelSettings.id, SETTINGS_ID))
      .for('update');
    assertAtVersion(current, params.version);
    const [row] = await tx
      .insert(adminPanelSettings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: adminPanelSettings.id, set: values })
      .returning();
    return toAdminAppearance(row);
  });
}

/** Locks the settings row inside the caller's transaction, creating it with the defaults first. */
async function lockSettingsRow(tx: Database): Promise<SettingsRow> {
  await tx.insert(adminPanelSettings).values(defaultRow).onConflictDoNothing();
  const [row] = await tx.select().from(adminPanelSettings).where(eq(adminPanelSettings.id, SETTINGS_ID)).for('update');
  return row!;
}

type StorageDeps = { db: Database; storage: StorageDriver };

/**
 * Takes the uploaded image (checked by its bytes and re-encoded by the upload route, kind 'logo') as
 * the site logo; the previous logo's files go once committed. The table's trigger tells every process
 * to drop its kept public reads (ADR 0064).
 */
export async function setSiteLogo(deps: StorageDeps, params: { logoKey: string }): Promise<AdminAppearance> {
  const appearance = await withImageChanges(deps, async (tx, images) => {
    const current = await lockSettingsRow(tx);
    if (current.logoKey === params.logoKey) return toAdminAppearance(current);
    const logo = await images.attach(params.logoKey, 'logo');
    await images.remove(current.logoKey);
    const [row] = await tx
      .update(adminPanelSettings)
      .set({ logoKey: logo.key, logoUrl: logo.url, updatedAt: new Date() })
      .where(eq(adminPanelSettings.id, SETTINGS_ID))
      .returning();
    return toAdminAppearance(row);
  });
  return appearance;
}

/** Back to the default logo (spec 2 "reset to default"); the uploaded files are removed. */
export async function resetSiteLogo(deps: StorageDeps): Promise<AdminAppearance> {
  const appearance = await withImageChanges(deps, async (tx, images) => {
    const current = await lockSettingsRow(tx);
    await images.remove(current.logoKey);
    const [row] = await tx
      .update(adminPanelSettings)
      .set({ logoKey: null, logoUrl: null, updatedAt: new Date() })
      .where(eq(adminPanelSettings.id, SETTINGS_ID))
      .returning();
    return toAdminAppearance(row);
  });
  return appearance;
}
