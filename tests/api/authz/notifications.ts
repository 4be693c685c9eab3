import { notifications } from '../../../src/server/db/schema/index.ts';
import { adminOnly, clientOwn, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the notifications module (src/server/modules/notifications): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.

/** A fresh notification of client A for each actor, so every try is on a row that exists. */
async function freshNotification(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.db
    .insert(notifications)
    .values({ clientId: ctx.ids.clientA, title: 'Matris', message: 'Yetki denemesi' })
    .returning({ id: notifications.id });
  return row!.id;
}

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/notifications', 200),
  adminOnly('POST', '/api/admin/notifications', 201, (ctx) => ({
    path: '/api/admin/notifications',
    body: { title: 'Matris', message: 'Yetki denemesi', recipients: { clientIds: [ctx.ids.clientA] } },
  })),
  adminOnly('DELETE', '/api/admin/notifications/:id', 200, async (ctx) => ({
    path: `/api/admin/notifications/${await freshNotification(ctx)}`,
  })),
  clientOwn('GET', '/api/me/notifications', 200, 200),
  clientOwn('PATCH', '/api/me/notifications/:id/read', 200, 404, async (ctx) => ({
    path: `/api/me/notifications/${await freshNotification(ctx)}/read`,
  })),
  clientOwn('DELETE', '/api/me/notifications/:id', 200, 404, async (ctx) => ({
    path: `/api/me/notifications/${await freshNotification(ctx)}`,
  })),
];
