import { count, desc, eq, sql } from 'drizzle-orm';
import type { AdminBankAccount, SaveBankAccount } from '../../../shared/schemas/bank-accounts.ts';
import type { Database } from '../../db/client.ts';
import { bankAccounts, orders } from '../../db/schema/index.ts';
import { updateAtVersion } from '../../db/record-versions.ts';
import { conflict, notFound } from '../../errors.ts';

// The practice's bank accounts (spec 3 §2.10, §5). An order keeps pointing at the account it was paid
// to, so an account used by orders can only be deactivated (hidden from checkout), never deleted.

export const bankAccountsErrorMessages = {
  notFound: 'Banka hesabı bulunamadı.',
  inUse: (orderCount: number) =>
    `Bu banka hesabı ${orderCount} siparişte kullanıldığı için silinemez. Hesabı pasif yaparak ödeme sayfasından kaldırabilirsiniz.`,
} as const;

// Written out in full: inside the subquery drizzle would leave the outer column unqualified.
const orderCountSql = sql<number>`(select count(*)::int from orders o where o.bank_account_id = "bank_accounts"."id")`;

type BankAccountRow = typeof bankAccounts.$inferSelect;

const toAdminBankAccount = (row: BankAccountRow, orderCount: number): AdminBankAccount => ({
  id: row.id,
  bankName: row.bankName,
  accountHolder: row.accountHolder,
  iban: row.iban,
  accountNumber: row.accountNumber,
  isActive: row.isActive,
  orderCount,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

/** Spec 3 §7: newest first. */
export async function listBankAccounts(db: Database): Promise<AdminBankAccount[]> {
  const rows = await db
    .select({ account: bankAccounts, orderCount: orderCountSql })
    .from(bankAccounts)
    .orderBy(desc(bankAccounts.createdAt), desc(bankAccounts.id));
  return rows.map((row) => toAdminBankAccount(row.account, Number(row.orderCount)));
}

const accountFields = (input: SaveBankAccount) => ({
  bankName: input.bankName,
  accountHolder: input.accountHolder,
  iban: input.iban,
  accountNumber: input.accountNumber,
  isActive: input.isActive,
});

export async function createBankAccount(db: Database, input: SaveBankAccount): Promise<AdminBankAccount> {
  const [row] = await db.insert(bankAccounts).values(accountFields(input)).returning();
  if (!row) throw new Error('bank account insert returned no row');
  return toAdminBankAccount(row, 0);
}

export async function updateBankAccount(
  db: Database,
  params: { id: string; version: number; input: SaveBankAccount },
): Promise<AdminBankAccount> {
  const row = await updateAtVersion(
    db,
    bankAccounts,
    { id: params.id, version: params.version },
    { ...accountFields(params.input), updatedAt: new Date() },
    bankAccountsErrorMessages.notFound,
  );
  const [used] = await db.select({ value: count() }).from(orders).where(eq(orders.bankAccountId, row.id));
  return toAdminBankAccount(row, used?.value ?? 0);
}

/**
 * Deletes an account no order names. The row lock and the foreign key (ON DELETE RESTRICT) keep an
 * order created meanwhile from losing its account; either way the answer is the Turkish 409.
 */
export async function deleteBankAccount(db: Database, params: { id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, params.id)).for('update');
    if (!account) throw notFound(bankAccountsErrorMessages.notFound);
    const [used] = await tx.select({ value: count() }).from(orders).where(eq(orders.bankAccountId, params.id));
    const orderCount = used?.value ?? 0;
    if (orderCount > 0) throw conflict(bankAccountsErrorMessages.inUse(orderCount), 'bank_account_in_use');
    await tx.delete(bankAccounts).where(eq(bankAccounts.id, params.id));
  });
}
