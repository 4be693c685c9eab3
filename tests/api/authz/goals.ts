import { clientGoals, goals } from '../../../src/server/db/schema/index.ts';
import { todayInIstanbul } from '../../../src/shared/dates.ts';
import { adminOnly, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the goals module (src/server/modules/goals): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.

/** A fresh client goal of client A for each actor, so every actor's try is on a row that exists. */
async function freshClientGoal(ctx: MatrixContext): Promise<string> {
  const [goal] = await ctx.db
    .insert(goals)
    .values({ title: 'Matris hedefi', type: 'water', targetValue: 8 })
    .returning({ id: goals.id });
  const [row] = await ctx.db
    .insert(clientGoals)
    .values({ clientId: ctx.ids.clientA, goalId: goal!.id, startDate: todayInIstanbul() })
    .returning({ id: clientGoals.id });
  return row!.id;
}

export const matrix: MatrixEntry[] = [
  adminOnly('POST', '/api/admin/goals', 201, (ctx) => ({
    path: '/api/admin/goals',
    body: {
      title: 'Matris hedefi',
      description: '',
      type: 'exercise',
      targetValue: 3,
      startDate: todayInIstanbul(),
      endDate: null,
      clientIds: [ctx.ids.clientA],
    },
  })),
  adminOnly('GET', '/api/admin/goals', 200),
  adminOnly('PATCH', '/api/admin/goals/:id', 200, async (ctx) => ({
    path: `/api/admin/goals/${await freshClientGoal(ctx)}`,
    body: { completed: true },
  })),
  adminOnly('DELETE', '/api/admin/goals/:id', 200, async (ctx) => ({
    path: `/api/admin/goals/${await freshClientGoal(ctx)}`,
  })),
];
