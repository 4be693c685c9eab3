import { insertBankAccount, makeTurkishIban } from '../../support/shop-fixtures.ts';
import { adminOnly, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the bank-accounts module (src/server/modules/bank-accounts): admin only.

const accountBody = () => ({ bankName: 'Matris Bankası', accountHolder: 'Denge', iban: makeTurkishIban() });

export const matrix: MatrixEntry[] = [
  adminOnly('GET', '/api/admin/bank-accounts', 200),
  adminOnly('POST', '/api/admin/bank-accounts', 201, () => ({ path: '/api/admin/bank-accounts', body: accountBody() })),
  adminOnly('PUT', '/api/admin/bank-accounts/:id', 200, async (ctx) => ({
    path: `/api/admin/bank-accounts/${(await insertBankAccount(ctx.db)).id}`,
    body: { ...accountBody(), version: 1 },
  })),
  adminOnly('DELETE', '/api/admin/bank-accounts/:id', 200, async (ctx) => ({
    path: `/api/admin/bank-accounts/${(await insertBankAccount(ctx.db)).id}`,
  })),
];
