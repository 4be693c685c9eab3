import { createAuthUser } from '../../../src/server/auth/accounts.ts';
import { adminUsers } from '../../../src/server/db/schema/index.ts';
import { adminOnly, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the admins module (src/server/modules/admins): every route it
// mounts, collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.

let sequence = 0;

/** A fresh second admin for each actor, so the dietitian's delete is never of the last admin. */
async function freshAdmin(ctx: MatrixContext): Promise<string> {
  sequence += 1;
  const email = `matris.yonetici.${Date.now()}.${sequence}@ornek.com`;
  return ctx.db.transaction(async (tx) => {
    const { id } = await createAuthUser(tx, {
      email,
      name: 'Matris Yönetici',
      password: 'Uzun-Sifre-2026',
      role: 'admin',
    });
    await tx.insert(adminUsers).values({ id, email, name: 'Matris', surname: 'Yönetici' });
    return id;
  });
}

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/admins', 200),
  adminOnly('POST', '/api/admin/admins', 201, () => {
    sequence += 1;
    return {
      path: '/api/admin/admins',
      body: {
        name: 'Yeni',
        surname: 'Yönetici',
        email: `matris.yeni.${Date.now()}.${sequence}@ornek.com`,
        password: 'Uzun-Sifre-2026',
      },
    };
  }),
  adminOnly('DELETE', '/api/admin/admins/:id', 200, async (ctx) => ({
    path: `/api/admin/admins/${await freshAdmin(ctx)}`,
  })),
];
