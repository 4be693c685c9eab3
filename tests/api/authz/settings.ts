import { adminPanelSettings } from '../../../src/server/db/schema/index.ts';
import { storeImage } from '../../../src/server/storage/image-store.ts';
import { defaultAdminColors } from '../../../src/shared/schemas/settings.ts';
import { makePng } from '../../support/image-fixtures.ts';
import { adminOnly, type MatrixContext, type MatrixEntry, publicRoute } from './matrix-types.ts';

// Authorization-matrix entries of the settings module (src/server/modules/settings): every route it
// mounts, collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.

/** A fresh, not yet used logo upload for each actor (what the upload field would have sent). */
async function freshLogoKey(ctx: MatrixContext): Promise<string> {
  const image = await storeImage(ctx.db, ctx.server.runtime.deps.storage, {
    kind: 'logo',
    bytes: await makePng(),
    isAttached: false,
  });
  return image.key;
}

/** The version the general settings screen would read: 0 while the row was never saved (ADR 0053). */
async function appearanceVersion(ctx: MatrixContext): Promise<number> {
  const [row] = await ctx.db.select({ version: adminPanelSettings.version }).from(adminPanelSettings);
  return row?.version ?? 0;
}

export const matrix: MatrixEntry[] = [
  publicRoute('GET', '/api/settings/logo', 200),
  adminOnly('GET', '/api/admin/settings', 200),
  adminOnly('PUT', '/api/admin/settings/appearance', 200, async (ctx) => ({
    path: '/api/admin/settings/appearance',
    body: { colorMode: 'light', ...defaultAdminColors, version: await appearanceVersion(ctx) },
  })),
  adminOnly('PUT', '/api/admin/settings/logo', 200, async (ctx) => ({
    path: '/api/admin/settings/logo',
    body: { logoKey: await freshLogoKey(ctx) },
  })),
  adminOnly('DELETE', '/api/admin/settings/logo', 200),
];
