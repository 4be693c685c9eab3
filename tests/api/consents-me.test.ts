import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentRecords, legalTextVersions, waterGlassReceipts } from '../../src/server/db/schema/index.ts';
import { isConsentStepNeeded } from '../../src/server/modules/consents/consent-step.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { awaitEarlierLiveEvents } from '../support/live-events.ts';
import { insertBankAccount, insertProduct, orderRequest } from '../support/shop-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Consent with proof (issue #43, ADR 0081): the client area's step, 'Onaylarım', the health-data
// refusal after a "no", the dietitian's view, the re-consent flag, and the checkout's record.

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
const PASSWORD = 'Demo1234!';

/** A client of this test only, signed in. */
async function freshClient(label: string): Promise<{ id: string; caller: ApiClient }> {
  const token = crypto.randomUUID().slice(0, 8);
  const email = `${label}-${token}@example.com`;
  const made = await admin.post('/api/admin/clients', {
    name: `Rıza ${token}`,
    gender: 'female',
    age: 30,
    email,
    password: PASSWORD,
    passwordRepeat: PASSWORD,
    phone: '0555 123 45 67',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.client.id, caller: await signedIn(server.baseUrl, 'client', email, PASSWORD) };
}

const countRecords = async (clientId: string) =>
  (await db().select({ n: count() }).from(consentRecords).where(eq(consentRecords.clientId, clientId)))[0]!.n;

const step = { privacyNoticeAcknowledged: true, explicitConsent: 'given' };

describe('the consent step (POST /api/me/consents)', () => {
  it('asks a new client first, refuses bad answers in Turkish writing nothing, and records both decisions with proof', async () => {
    const { id, caller } = await freshClient('adim');
    const first = await caller.get('/api/me/consents');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isStepNeeded: true, explicitConsent: 'none', records: [] });
    expect(first.body.privacyNotice).toMatchObject({ kind: 'privacy-notice', version: 1 });
    expect(first.body.privacyNotice.body).toContain('Veri sorumlusu');
    expect(first.body.explicitConsentText).toMatchObject({ kind: 'explicit-consent', version: 1 });

    const cases: [unknown, string][] = [
      [{}, 'Devam etmek için Aydınlatma Metni’ni okuduğunuzu onaylamalısınız.'],
      [
        { ...step, privacyNoticeAcknowledged: false },
        'Devam etmek için Aydınlatma Metni’ni okuduğunuzu onaylamalısınız.',
      ],
      [{ privacyNoticeAcknowledged: true }, 'Açık rıza için bir seçim yapmalısınız: veriyorum ya da vermiyorum.'],
      [{ ...step, explicitConsent: 'belki' }, 'Açık rıza için bir seçim yapmalısınız: veriyorum ya da vermiyorum.'],
    ];
    for (const [body, message] of cases) {
      const refused = await caller.post('/api/me/consents', body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await countRecords(id)).toBe(0);

    const made = await caller.request(
      'POST',
      '/api/me/consents',
      { ...step, explicitConsent: 'withheld' },
      {
        'user-agent': 'Riza-testi/1.0',
      },
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ isStepNeeded: false, explicitConsent: 'withheld' });
    expect(
      made.body.records.map((record: { kind: string; decision: string }) => [record.kind, record.decision]),
    ).toEqual(
      expect.arrayContaining([
        ['privacy-notice', 'acknowledged'],
        ['explicit-consent', 'withheld'],
      ]),
    );
    const rows = await db().select().from(consentRecords).where(eq(consentRecords.clientId, id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ channel: 'ilk-giris', userAgent: 'Riza-testi/1.0', withdrawnAt: null });
      expect(row.ipAddress).toEqual(expect.stringMatching(/./));
    }
  });

  it('asks again only for a version the dietitian marked for re-consent', async () => {
    const { id, caller } = await freshClient('yeniden');
    // The page's frame asks the same question in one statement (ADR 0081): it answers as the API does.
    const pageSays = () => isConsentStepNeeded(db(), { clientId: id });
    expect(await pageSays()).toBe(true);
    expect((await caller.post('/api/me/consents', step)).status).toBe(201);
    expect(await pageSays()).toBe(false);

    const minor = await admin.post('/api/admin/legal-texts/privacy-notice/versions', {
      body: '<p>Veri sorumlusu: yazım düzeltmesi.</p>',
    });
    expect(minor.status).toBe(201);
    expect(minor.body.legalText.requiresReconsent).toBe(false);
    expect((await caller.get('/api/me/consents')).body.isStepNeeded).toBe(false);
    expect(await pageSays()).toBe(false);

    const major = await admin.post('/api/admin/legal-texts/privacy-notice/versions', {
      body: '<p>Veri sorumlusu: yeni bir işleme amacı eklendi.</p>',
      requiresReconsent: true,
    });
    expect(major.status).toBe(201);
    const asked = await caller.get('/api/me/consents');
    expect(asked.body.isStepNeeded).toBe(true);
    expect(await pageSays()).toBe(true);
    expect(asked.body.privacyNotice.version).toBe(major.body.legalText.version);

    const again = await caller.post('/api/me/consents', step);
    expect(again.body.isStepNeeded).toBe(false);
    expect(await pageSays()).toBe(false);

    const badFlag = await admin.post('/api/admin/legal-texts/privacy-notice/versions', {
      body: '<p>Metin</p>',
      requiresReconsent: 'evet',
    });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.message).toBe('Yeniden onay seçimi geçersiz.');
  });
});

describe('açık rıza in the profile and health data', () => {
  it('refuses health-data writes after a no, gives and withdraws with the record kept, and says why in Turkish', async () => {
    const { id, caller } = await freshClient('riza');
    await caller.post('/api/me/consents', { ...step, explicitConsent: 'withheld' });
    const glassesBefore = (
      await db().select({ n: count() }).from(waterGlassReceipts).where(eq(waterGlassReceipts.clientId, id))
    )[0]!.n;

    const refused = await caller.post('/api/me/water', {});
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'consent_required',
      message:
        'Sağlık verilerinizin işlenmesine açık rıza vermediğiniz için bu kayıt yapılamaz. Profil sayfasındaki Onaylarım bölümünden açık rıza verebilirsiniz.',
    });
    const refusedDiary = await caller.post('/api/me/diary', {});
    expect(refusedDiary.status).toBe(403);
    expect(
      (await db().select({ n: count() }).from(waterGlassReceipts).where(eq(waterGlassReceipts.clientId, id)))[0]!.n,
    ).toBe(glassesBefore);
    // Reading stays open.
    expect((await caller.get('/api/me/home')).status).toBe(200);

    const nothing = await caller.post('/api/me/consents/explicit-consent/withdraw');
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('Geri çekilecek bir açık rızanız bulunmuyor.');

    const given = await caller.post('/api/me/consents/explicit-consent');
    expect(given.status).toBe(201);
    expect(given.body.explicitConsent).toBe('given');
    expect((await caller.post('/api/me/water', {})).status).toBe(200);
    const twice = await caller.post('/api/me/consents/explicit-consent');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Açık rızanız zaten verilmiş durumda.');

    const withdrawn = await caller.post('/api/me/consents/explicit-consent/withdraw');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.explicitConsent).toBe('withdrawn');
    const [givenRow] = await db()
      .select()
      .from(consentRecords)
      .where(sql`${consentRecords.clientId} = ${id} and ${consentRecords.channel} = 'profil'`);
    expect(givenRow).toMatchObject({ decision: 'given', withdrawnAt: expect.any(Date) });
    expect((await caller.post('/api/me/water', {})).status).toBe(403);

    // The dietitian sees it.
    const seen = await admin.get(`/api/admin/consents/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      explicitConsent: 'withdrawn',
      explicitConsentVersion: 1,
      privacyNoticeVersion: expect.any(Number),
      isStepNeeded: false,
    });
    expect(seen.body.records).toHaveLength(3);
    const unknown = await admin.get(`/api/admin/consents/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Danışan bulunamadı.');
  });

  it('keeps a record unchanged: the table refuses any change but the withdrawal', async () => {
    const { id, caller } = await freshClient('degismez');
    await caller.post('/api/me/consents', step);
    await expect(
      db().update(consentRecords).set({ decision: 'withheld' }).where(eq(consentRecords.clientId, id)),
    ).rejects.toThrow();
    await expect(
      db().update(consentRecords).set({ channel: 'profil' }).where(eq(consentRecords.clientId, id)),
    ).rejects.toThrow();
    const rows = await db().select().from(consentRecords).where(eq(consentRecords.clientId, id));
    expect(rows.map((row) => row.channel)).toEqual(['ilk-giris', 'ilk-giris']);
  });
});

describe('checkout records the contracts accepted', () => {
  it('stores the current Mesafeli Satış Sözleşmesi and Ön Bilgilendirme Formu versions with the order', async () => {
    await insertBankAccount(db());
    const product = await insertProduct(db(), { salePrice: 100, stockQuantity: 10 });
    const visitor = new ApiClient(server.baseUrl);
    const placed = await visitor.request(
      'POST',
      '/api/shop/orders',
      await orderRequest(db(), { productId: product.id, quantity: 1, expectedTotal: 100 }),
      { 'user-agent': 'Siparis-tarayicisi/1.0' },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const rows = await db()
      .select({ kind: legalTextVersions.kind, record: consentRecords })
      .from(consentRecords)
      .innerJoin(legalTextVersions, eq(legalTextVersions.id, consentRecords.legalTextVersionId))
      .where(
        sql`${consentRecords.orderId} = (select id from orders where order_code = ${placed.body.order.orderCode})`,
      );
    expect(rows.map((row) => row.kind).sort()).toEqual(['distance-sales-contract', 'pre-information-form']);
    for (const row of rows)
      expect(row.record).toMatchObject({ decision: 'accepted', channel: 'odeme', userAgent: 'Siparis-tarayicisi/1.0' });
  });
});

describe("the page's consent question", () => {
  // Last in the file: it publishes a version the earlier tests' expectations do not know.
  it('asks again after a version written around the admin screen, once its announcement arrives', async () => {
    const { id, caller } = await freshClient('elle');
    const pageSays = () => isConsentStepNeeded(db(), { clientId: id });
    expect((await caller.post('/api/me/consents', step)).status).toBe(201);
    expect(await pageSays()).toBe(false);
    // The page keeps the floors and remembers a client who met them (stop 54): a version written
    // around the admin screen still asks again once its table's announcement arrives (ADR 0064).
    const [newest] = await db()
      .select({ version: sql<number>`max(${legalTextVersions.version})::int` })
      .from(legalTextVersions)
      .where(eq(legalTextVersions.kind, 'explicit-consent'));
    await db()
      .insert(legalTextVersions)
      .values({
        kind: 'explicit-consent',
        version: newest!.version + 1,
        body: '<p>Açık rıza: elle yazılmış yeni sürüm.</p>',
        requiresReconsent: true,
      });
    await awaitEarlierLiveEvents(server.runtime.deps);
    expect(await pageSays()).toBe(true);
    expect((await caller.get('/api/me/consents')).body.isStepNeeded).toBe(true);
    expect((await caller.post('/api/me/consents', step)).status).toBe(201);
    expect(await pageSays()).toBe(false);
  });
});
