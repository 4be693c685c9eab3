import { ageBands, defaultAbdominalFat, defaultBodyComposition } from '../../../src/shared/schemas/ideal-values.ts';
import { sql } from 'drizzle-orm';
import { ageBasedFatRatios } from '../../../src/server/db/schema/index.ts';
import { adminOnly, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the ideal-values module (src/server/modules/ideal-values): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.

const bands = ageBands.map(([ageStart, ageEnd]) => ({
  ageStart,
  ageEnd,
  excellent: 20,
  good: 25,
  average: 30,
  poor: 35,
}));

/** The version the fat table's screen would read: the highest row's, 0 before the first save (ADR 0053). */
async function fatTableVersion(ctx: MatrixContext) {
  const [row] = await ctx.db
    .select({ version: sql<number>`coalesce(max(${ageBasedFatRatios.version}), 0)::int` })
    .from(ageBasedFatRatios);
  return row?.version ?? 0;
}

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/ideal-values', 200),
  adminOnly('POST', '/api/admin/ideal-values/body-composition', 201, () => ({
    path: '/api/admin/ideal-values/body-composition',
    body: defaultBodyComposition,
  })),
  adminOnly('POST', '/api/admin/ideal-values/abdominal-fat', 201, () => ({
    path: '/api/admin/ideal-values/abdominal-fat',
    body: defaultAbdominalFat,
  })),
  adminOnly('GET', '/api/admin/ideal-values/age-fat-ratios', 200),
  adminOnly('PUT', '/api/admin/ideal-values/age-fat-ratios', 200, async (ctx) => ({
    path: '/api/admin/ideal-values/age-fat-ratios',
    body: { female: bands, male: bands, version: await fatTableVersion(ctx) },
  })),
];
