import { clientMeasurements } from '../../../src/server/db/schema/index.ts';
import { adminOnly, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the measurements module (src/server/modules/measurements): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.

const measurementValues = {
  measurementDate: '2026-01-15',
  weight: 70.5,
  fatRatio: 25,
  waterRatio: 52,
  muscleRatio: 36,
  bodyComposition: 20,
  bellyFat: 9,
  boneMass: 2.8,
  dailyCalories: 1750,
  metabolicAge: 31,
  chest: 92,
  waist: 76,
  hip: 99,
};

async function freshMeasurement(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.db
    .insert(clientMeasurements)
    .values({ clientId: ctx.ids.clientA, ...measurementValues })
    .returning({ id: clientMeasurements.id });
  return row!.id;
}

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/measurements', 200, (ctx) => ({
    path: `/api/admin/measurements?clientId=${ctx.ids.clientA}`,
  })),
  adminOnly('POST', '/api/admin/measurements', 201, (ctx) => ({
    path: '/api/admin/measurements',
    body: { clientId: ctx.ids.clientA, ...measurementValues },
  })),
  // The preview's happy path (multipart with the sample exports) is in measurements-import-admin.test.ts;
  // here the admin sends JSON instead of the file and gets the Turkish "choose a CSV" 400.
  adminOnly('POST', '/api/admin/measurements/import/preview', 400, (ctx) => ({
    path: '/api/admin/measurements/import/preview',
    body: { clientId: ctx.ids.clientA },
  })),
  adminOnly('POST', '/api/admin/measurements/import', 200, (ctx) => ({
    path: '/api/admin/measurements/import',
    body: { clientId: ctx.ids.clientA, rows: [{ ...measurementValues, measurementDate: '2026-01-16' }] },
  })),
  adminOnly('PUT', '/api/admin/measurements/:id', 200, async (ctx) => ({
    path: `/api/admin/measurements/${await freshMeasurement(ctx)}`,
    body: { ...measurementValues, weight: 69.9, version: 1 },
  })),
  adminOnly('DELETE', '/api/admin/measurements/:id', 200, async (ctx) => ({
    path: `/api/admin/measurements/${await freshMeasurement(ctx)}`,
  })),
];
