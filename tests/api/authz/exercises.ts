import { exercises } from '../../../src/server/db/schema/index.ts';
import { adminOnly, clientOwn, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the exercises module (src/server/modules/exercises): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.

const exercise = {
  name: 'Matris egzersizi',
  description: '',
  category: 'cardio',
  duration: 60,
  gifUrl: 'https://example.com/egzersiz.gif',
};

async function freshExercise(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.db
    .insert(exercises)
    .values({ ...exercise, category: 'cardio' })
    .returning({ id: exercises.id });
  return row!.id;
}

export const matrix: MatrixEntry[] = [
  clientOwn('GET', '/api/me/exercises', 200, 200),
  adminOnly('GET', '/api/admin/exercises', 200),
  adminOnly('POST', '/api/admin/exercises', 201, () => ({ path: '/api/admin/exercises', body: exercise })),
  adminOnly('PUT', '/api/admin/exercises/:id', 200, async (ctx) => ({
    path: `/api/admin/exercises/${await freshExercise(ctx)}`,
    body: { ...exercise, version: 1 },
  })),
  adminOnly('DELETE', '/api/admin/exercises/:id', 200, async (ctx) => ({
    path: `/api/admin/exercises/${await freshExercise(ctx)}`,
  })),
];
