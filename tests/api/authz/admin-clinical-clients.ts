import { createAuthUser } from '../../../src/server/auth/accounts.ts';
import { clientMeasurements, clients } from '../../../src/server/db/schema/index.ts';
import { adminOnly, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Routes of the clients, measurements and client report screens (issue #4). Writes get a fresh row
// per actor, so the dietitian's 200 is measured on a row nobody else touched.

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
  adminOnly('POST', '/api/admin/clients', 201, () => ({ path: '/api/admin/clients', body: newClientBody() })),
  adminOnly('PUT', '/api/admin/clients/:id', 200, async (ctx) => ({
    path: `/api/admin/clients/${await freshClient(ctx)}`,
    body: { name: 'Güncel Ad', email: uniqueEmail(), phone: '0532 000 00 02', gender: 'female', age: 44 },
  })),
  adminOnly('DELETE', '/api/admin/clients/:id', 200, async (ctx) => ({
    path: `/api/admin/clients/${await freshClient(ctx)}`,
  })),
  adminOnly('GET', '/api/admin/reports/:clientId', 200, (ctx) => ({
    path: `/api/admin/reports/${ctx.ids.clientA}`,
  })),
  // The matrix server has no AI provider: the dietitian is told so (503), others never get that far.
  adminOnly('POST', '/api/admin/reports/:clientId/analysis', 503, (ctx) => ({
    path: `/api/admin/reports/${ctx.ids.clientA}/analysis`,
    body: {},
  })),
  adminOnly('GET', '/api/admin/measurements', 200, (ctx) => ({
    path: `/api/admin/measurements?clientId=${ctx.ids.clientA}`,
  })),
  adminOnly('POST', '/api/admin/measurements', 201, (ctx) => ({
    path: '/api/admin/measurements',
    body: { clientId: ctx.ids.clientA, ...measurementValues },
  })),
  adminOnly('PUT', '/api/admin/measurements/:id', 200, async (ctx) => ({
    path: `/api/admin/measurements/${await freshMeasurement(ctx)}`,
    body: { ...measurementValues, weight: 69.9 },
  })),
  adminOnly('DELETE', '/api/admin/measurements/:id', 200, async (ctx) => ({
    path: `/api/admin/measurements/${await freshMeasurement(ctx)}`,
  })),
];
