import { foodItems } from '../../../src/server/db/schema/index.ts';
import { adminOnly, clientOwn, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the foods module (src/server/modules/foods): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.

async function freshFood(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.db
    .insert(foodItems)
    .values({ name: 'Matris besini', calories: 100, protein: 1, carbs: 2, fat: 3, searchText: 'matris besini' })
    .returning({ id: foodItems.id });
  return row!.id;
}

export const matrix: MatrixEntry[] = [
  clientOwn('GET', '/api/me/foods', 200, 200),
  adminOnly('GET', '/api/admin/foods', 200),
  adminOnly('POST', '/api/admin/foods', 201, () => ({
    path: '/api/admin/foods',
    body: {
      name: 'Matris besini',
      category: 'other',
      calories: 120,
      protein: 4,
      carbs: 20,
      fat: 2,
      servingSize: 100,
      measureWeights: [{ measure: 'slice', grams: 30 }],
    },
  })),
  adminOnly('PATCH', '/api/admin/foods/:id', 200, async (ctx) => ({
    path: `/api/admin/foods/${await freshFood(ctx)}`,
    body: { category: 'dairy', measureWeights: [{ measure: 'slice', grams: 30 }] },
  })),
  // The programme editor's picker and the admin's own favourites (ADR 0075, stop 54).
  adminOnly('GET', '/api/admin/foods/picks', 200, () => ({ path: '/api/admin/foods/picks?search=matris' })),
  adminOnly('PUT', '/api/admin/foods/:id/favourite', 200, async (ctx) => ({
    path: `/api/admin/foods/${await freshFood(ctx)}/favourite`,
  })),
  adminOnly('DELETE', '/api/admin/foods/:id/favourite', 200, async (ctx) => ({
    path: `/api/admin/foods/${await freshFood(ctx)}/favourite`,
  })),
  adminOnly('DELETE', '/api/admin/foods/:id', 200, async (ctx) => ({
    path: `/api/admin/foods/${await freshFood(ctx)}`,
  })),
];
