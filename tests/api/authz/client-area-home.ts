import { notifications } from '../../../src/server/db/schema/index.ts';
import { clientOwn, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Routes of the client home, water, profile and notification bell (issue #3).

/** A fresh notification of client A for each actor, so client B's try is on a row that exists. */
async function clientANotification(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.db
    .insert(notifications)
    .values({ clientId: ctx.ids.clientA, title: 'Matris', message: 'Yetki denemesi' })
    .returning({ id: notifications.id });
  return row!.id;
}

export const matrix: MatrixEntry[] = [
  // Own data only: the client id comes from the session, so client B simply gets B's own home.
  clientOwn('GET', '/api/me/home', 200, 200),
  clientOwn('POST', '/api/me/water', 200, 200),
  clientOwn('GET', '/api/me/profile', 200, 200),
  // A malformed address proves the audience without changing a demo account's sign-in e-mail.
  clientOwn('PUT', '/api/me/profile/email', 400, 400, () => ({
    path: '/api/me/profile/email',
    body: { email: 'gecersiz-adres' },
  })),
  // A wrong current password proves the audience without changing a demo account's password.
  clientOwn('PUT', '/api/me/profile/password', 400, 400, () => ({
    path: '/api/me/profile/password',
    body: { currentPassword: 'yanlis-sifre', newPassword: 'yenisifre1', confirmPassword: 'yenisifre1' },
  })),
  clientOwn('GET', '/api/me/notifications', 200, 200),
  clientOwn('PATCH', '/api/me/notifications/:id/read', 200, 404, async (ctx) => ({
    path: `/api/me/notifications/${await clientANotification(ctx)}/read`,
  })),
  clientOwn('DELETE', '/api/me/notifications/:id', 200, 404, async (ctx) => ({
    path: `/api/me/notifications/${await clientANotification(ctx)}`,
  })),
];
