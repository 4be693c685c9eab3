import { retentionSettings } from '../../../src/server/db/schema/index.ts';
import { defaultRetentionPeriods } from '../../../src/shared/schemas/retention.ts';
import { adminOnly, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the retention module (src/server/modules/retention): the retention
// periods and the periodic destruction record (Saklama ve İmha, issue #43, ADR 0087).

/** The version the screen would read: 0 while the row was never saved (ADR 0053). */
async function retentionVersion(ctx: MatrixContext): Promise<number> {
  const [row] = await ctx.db.select({ version: retentionSettings.version }).from(retentionSettings);
  return row?.version ?? 0;
}

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/retention', 200),
  adminOnly('PUT', '/api/admin/retention', 200, async (ctx) => ({
    path: '/api/admin/retention',
    body: { ...defaultRetentionPeriods, version: await retentionVersion(ctx) },
  })),
];
