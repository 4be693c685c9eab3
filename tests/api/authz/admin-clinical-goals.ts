import { todayInIstanbul } from '../../../src/shared/dates.ts';
import { clientGoals, goals, notifications } from '../../../src/server/db/schema/index.ts';
import { adminOnly, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Routes of client calorie tracking, goal assignment and sending notifications (issue #4).

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

async function freshNotification(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.db
    .insert(notifications)
    .values({ clientId: ctx.ids.clientA, title: 'Matris', message: 'Yetki denemesi' })
    .returning({ id: notifications.id });
  return row!.id;
}

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/diary/:clientId', 200, (ctx) => ({
    path: `/api/admin/diary/${ctx.ids.clientA}?date=${todayInIstanbul()}`,
  })),
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
  adminOnly('GET', '/api/admin/notifications', 200),
  adminOnly('POST', '/api/admin/notifications', 201, (ctx) => ({
    path: '/api/admin/notifications',
    body: { title: 'Matris', message: 'Yetki denemesi', recipients: { clientIds: [ctx.ids.clientA] } },
  })),
  adminOnly('DELETE', '/api/admin/notifications/:id', 200, async (ctx) => ({
    path: `/api/admin/notifications/${await freshNotification(ctx)}`,
  })),
];
