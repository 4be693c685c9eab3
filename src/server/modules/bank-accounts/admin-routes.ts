import { Hono } from 'hono';
import { saveBankAccountSchema } from '../../../shared/schemas/bank-accounts.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, jsonBodyAtVersion, readUuidParam, uuidParam } from '../../http/input.ts';
import { createBankAccount, deleteBankAccount, listBankAccounts, updateBankAccount } from './bank-accounts-service.ts';

/** /api/admin/bank-accounts: the bank accounts table and modal (spec 3 §2.10). */
export const adminBankAccountsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ bankAccounts: await listBankAccounts(c.var.deps.db) }))
  .post('/', jsonBody(saveBankAccountSchema), async (c) => {
    const bankAccount = await createBankAccount(c.var.deps.db, c.req.valid('json'));
    return c.json({ bankAccount }, 201);
  })
  .put('/:id', uuidParam('id'), jsonBodyAtVersion(saveBankAccountSchema), async (c) => {
    const { version, input } = c.req.valid('json');
    const bankAccount = await updateBankAccount(c.var.deps.db, { id: readUuidParam(c, 'id'), version, input });
    return c.json({ bankAccount });
  })
  .delete('/:id', uuidParam('id'), async (c) => {
    await deleteBankAccount(c.var.deps.db, { id: readUuidParam(c, 'id') });
    return c.json({ ok: true });
  });
