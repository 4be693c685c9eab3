import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../../src/server/db/schema/index.ts';
import type { AdminBankAccount } from '../../src/shared/schemas/bank-accounts.ts';
import { expectSavedOnlyAtReadVersion } from '../support/record-versions.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { insertBankAccount, insertOrder, insertProduct, makeTurkishIban } from '../support/shop-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Bank accounts (spec 3 §2.10, §5): the IBAN stored without spaces and checked as a Turkish IBAN; an
// account orders name cannot be deleted, only deactivated.

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const accountCount = async () => (await db().select({ n: count() }).from(bankAccounts))[0]!.n;

describe('bank accounts (/api/admin/bank-accounts)', () => {
  it('stores the IBAN without spaces, lists newest first, edits and deactivates', async () => {
    const created = await admin.post('/api/admin/bank-accounts', {
      bankName: ' Ziraat Bankası ',
      accountHolder: 'Denge Diyet Danışmanlık',
      iban: 'tr33 0006 1005 1978 6457 8413 26',
      accountNumber: '',
    });
    expect(created.status).toBe(201);
    expect(created.body.bankAccount).toMatchObject({
      bankName: 'Ziraat Bankası',
      iban: 'TR330006100519786457841326',
      accountNumber: null,
      isActive: true,
      orderCount: 0,
    });
    const list = await admin.get('/api/admin/bank-accounts');
    expect(list.body.bankAccounts[0].id).toBe(created.body.bankAccount.id);
    const edited = await admin.put(`/api/admin/bank-accounts/${created.body.bankAccount.id}`, {
      bankName: 'Ziraat Bankası',
      accountHolder: 'Denge',
      iban: 'TR330006100519786457841326',
      accountNumber: '1978 6457',
      isActive: false,
      version: 1,
    });
    expect(edited.body.bankAccount).toMatchObject({
      accountHolder: 'Denge',
      accountNumber: '1978 6457',
      isActive: false,
    });
  });

  it('saves an edit only at the version its dialog read: a stale save is a 409 that writes nothing (issue #39)', async () => {
    const valid = { bankName: 'Banka', accountHolder: 'Sahip', iban: makeTurkishIban(), accountNumber: '' };
    const id = (await admin.post('/api/admin/bank-accounts', valid)).body.bankAccount.id as string;
    const read = async () =>
      ((await admin.get('/api/admin/bank-accounts')).body.bankAccounts as AdminBankAccount[]).find(
        (row) => row.id === id,
      )!;
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: `/api/admin/bank-accounts/${id}`,
      read,
      first: { ...valid, accountHolder: 'Birinci Sekme' },
      second: { ...valid, bankName: 'İkinci Banka' },
      savedOf: (body) => body.bankAccount,
      shows: ({ accountHolder, bankName }) => ({ accountHolder, bankName }),
    });
    expect(await read()).toMatchObject({ accountHolder: 'Sahip', bankName: 'İkinci Banka' });
  });

  it("refuses a bad IBAN with 'Geçerli bir IBAN giriniz' and other bad input, writing nothing", async () => {
    const before = await accountCount();
    const valid = { bankName: 'Banka', accountHolder: 'Sahip', iban: makeTurkishIban() };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ iban: 'TR330006100519786457841327' }, 'iban', 'Geçerli bir IBAN giriniz'], // check digits wrong
      [{ iban: 'DE89370400440532013000' }, 'iban', 'Geçerli bir IBAN giriniz'], // not Turkish
      [{ iban: 'TR33000610051978645784132' }, 'iban', 'Geçerli bir IBAN giriniz'], // 23 digits
      [{ iban: '' }, 'iban', 'Geçerli bir IBAN giriniz'],
      [{ bankName: ' ' }, 'bankName', 'Banka adı gerekli.'],
      [{ accountHolder: undefined }, 'accountHolder', 'Hesap sahibi gerekli.'],
      [
        { accountNumber: 'abc' },
        'accountNumber',
        'Hesap numarası yalnızca rakam, boşluk ve tire içerebilir (en fazla 40 karakter).',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await admin.post('/api/admin/bank-accounts', { ...valid, ...overrides });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.fieldErrors[field]).toBe(message);
    }
    expect(await accountCount()).toBe(before);
  });

  it('deletes an unused account; one used by orders answers a Turkish 409 and stays', async () => {
    const unused = await insertBankAccount(db());
    expect((await admin.delete(`/api/admin/bank-accounts/${unused.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/bank-accounts/${unused.id}`)).status).toBe(404);

    const used = await insertBankAccount(db());
    const product = await insertProduct(db(), { stockQuantity: 2 });
    await insertOrder(db(), { bankAccountId: used.id, lines: [{ productId: product.id, quantity: 1, unitPrice: 10 }] });
    const refused = await admin.delete(`/api/admin/bank-accounts/${used.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'bank_account_in_use',
      message:
        'Bu banka hesabı 1 siparişte kullanıldığı için silinemez. Hesabı pasif yaparak ödeme sayfasından kaldırabilirsiniz.',
    });
    const [still] = await db().select().from(bankAccounts).where(eq(bankAccounts.id, used.id));
    expect(still).toBeDefined();
    const list = await admin.get('/api/admin/bank-accounts');
    expect(list.body.bankAccounts.find((a: { id: string }) => a.id === used.id).orderCount).toBe(1);
  });
});
