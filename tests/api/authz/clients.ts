import { createAuthUser } from '../../../src/server/auth/accounts.ts';
import { clients } from '../../../src/server/db/schema/index.ts';
import { adminOnly, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the clients module (src/server/modules/clients): every route it mounts,
// collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
// Writes get a fresh row per actor, so the dietitian's 200 is measured on a row nobody else touched.

let serial = 0;
const uniqueEmail = () => `matris.${Date.now()}.${++serial}@ornek.com`;

async function freshClient(ctx: MatrixContext): Promise<string> {
  const email = uniqueEmail();
  return ctx.db.transaction(async (tx) => {
    const { id } = await createAuthUser(tx, { email, name: 'Matris Danışanı', password: 'gizli123', role: 'client' });
    await tx.insert(clients).values({
      id,
      name: 'Matris Danışanı',
      email,
      phone: '0532 000 00 00',
      gender: 'female',
      age: 30,
      startDate: '2026-01-01',
      searchText: `matris danisani ${email}`,
    });
    return id;
  });
}

const newClientBody = () => ({
  name: 'Yeni Danışan',
  gender: 'male',
  age: 33,
  email: uniqueEmail(),
  password: 'gizli123',
  passwordRepeat: 'gizli123',
  phone: '0532 000 00 01',
});

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/clients', 200, () => ({ path: '/api/admin/clients?search=a&page=1' })),
  adminOnly('GET', '/api/admin/clients/options', 200),
  adminOnly('POST', '/api/admin/clients', 201, () => ({ path: '/api/admin/clients', body: newClientBody() })),
  // The add wizard's account step, judged before its last step (issue #39): writes nothing.
  adminOnly('POST', '/api/admin/clients/account-check', 200, () => ({
    path: '/api/admin/clients/account-check',
    body: { email: uniqueEmail(), password: 'gizli123', passwordRepeat: 'gizli123' },
  })),
  adminOnly('PUT', '/api/admin/clients/:id', 200, async (ctx) => ({
    path: `/api/admin/clients/${await freshClient(ctx)}`,
    body: { name: 'Güncel Ad', email: uniqueEmail(), phone: '0532 000 00 02', gender: 'female', age: 44, version: 1 },
  })),
  // One client, read again by the edit form after a stale save (issue #39).
  adminOnly('GET', '/api/admin/clients/:id', 200, (ctx) => ({ path: `/api/admin/clients/${ctx.ids.clientA}` })),
  // The audit trail of a client (issue #16): the dietitian only.
  adminOnly('GET', '/api/admin/clients/:id/audit', 200, (ctx) => ({
    path: `/api/admin/clients/${ctx.ids.clientA}/audit`,
  })),
  // The client's data as their own download has it (ADR 0073): the dietitian only.
  adminOnly('GET', '/api/admin/clients/:id/data-export', 200, (ctx) => ({
    path: `/api/admin/clients/${ctx.ids.clientA}/data-export`,
  })),
  adminOnly('GET', '/api/admin/clients/:id/data-export/pdf', 200, (ctx) => ({
    path: `/api/admin/clients/${ctx.ids.clientA}/data-export/pdf`,
  })),
  // The KVKK erasure (issue #43, ADR 0077), confirmed by the client's name: the dietitian only.
  adminOnly('POST', '/api/admin/clients/:id/erase', 200, async (ctx) => ({
    path: `/api/admin/clients/${await freshClient(ctx)}/erase`,
    body: { confirmationName: 'Matris Danışanı' },
  })),
  adminOnly('DELETE', '/api/admin/clients/:id', 200, async (ctx) => ({
    path: `/api/admin/clients/${await freshClient(ctx)}`,
  })),
];
