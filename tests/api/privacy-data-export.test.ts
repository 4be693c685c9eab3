import { and, eq, getTableColumns, getTableName, isTable, sql, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema/index.ts';
import {
  auditLog,
  calorieDiary,
  clientGoals,
  clientMeasurements,
  conversations,
  goals,
  mailConsents,
  pushPreferences,
  pushSubscriptions,
  mailSendRecipients,
  mailSends,
  messages,
  notifications,
  nutritionPrograms,
  orders,
  waterGlassReceipts,
  waterIntake,
} from '../../src/server/db/schema/index.ts';
import { clientDataTables } from '../../src/server/modules/privacy/client-data.ts';
import type { ClientDataExport, ClientDataRow } from '../../src/shared/schemas/privacy.ts';
import { measurementValues } from '../support/clinical-fixtures.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { insertBankAccount, insertOrder, insertProduct } from '../support/shop-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const exportPath = '/api/me/privacy/data-export';

/** One row of every kind the download holds, each with the client's marker in a text where there is one. */
async function insertClientData(clientId: string, email: string, marker: string) {
  await db()
    .insert(clientMeasurements)
    .values({ clientId, ...measurementValues({ measurementDate: '2026-02-01' }) });
  await db()
    .insert(calorieDiary)
    .values({
      clientId,
      foodName: `${marker} yoğurt`,
      date: '2026-02-01',
      mealType: 'breakfast',
      calories: 120,
      protein: 8,
      carbs: 9,
      fat: 5,
    });
  await db().insert(waterIntake).values({ clientId, date: '2026-02-01', glasses: 5 });
  await db().insert(waterGlassReceipts).values({ clientId, clientGlassId: crypto.randomUUID(), date: '2026-02-01' });
  const [goal] = await db()
    .insert(goals)
    .values({ title: `${marker} hedefi`, type: 'water', targetValue: 8 })
    .returning({ id: goals.id });
  await db().insert(clientGoals).values({ clientId, goalId: goal!.id, startDate: '2026-02-01' });
  await db()
    .insert(nutritionPrograms)
    .values({ clientId, notes: `${marker} programı` })
    .onConflictDoNothing();
  await db()
    .insert(notifications)
    .values({ clientId, title: `${marker} bildirimi`, message: 'Merhaba' });
  await db()
    .insert(conversations)
    .values({ clientId, lastSenderRole: 'client', lastMessageText: `${marker} mesajı` })
    .onConflictDoNothing();
  await db()
    .insert(messages)
    .values({ clientId, senderRole: 'client', senderId: clientId, text: `${marker} mesajı` });
  await db()
    .insert(mailConsents)
    .values({ clientId, isConsented: true, unsubscribeToken: `iptal-${crypto.randomUUID()}` })
    .onConflictDoNothing();
  const [send] = await db()
    .insert(mailSends)
    .values({ subject: `${marker} duyurusu`, content: 'İçerik', recipientCount: 1 })
    .returning({ id: mailSends.id });
  await db()
    .insert(mailSendRecipients)
    .values({ sendId: send!.id, email, clientId, name: marker, outboxId: crypto.randomUUID() });
  await db()
    .insert(pushSubscriptions)
    .values({
      clientId,
      endpoint: `https://push.example/${marker}`,
      p256dh: 'gizli-anahtar',
      auth: 'gizli-sir',
      userAgent: `${marker} tarayıcısı`,
    });
  await db()
    .insert(pushPreferences)
    .values({ clientId, mutedKinds: ['messages'] });
  const product = await insertProduct(db(), { name: `${marker} çayı`, stockQuantity: 10 });
  const account = await insertBankAccount(db());
  // The address as the buyer typed it, in other case: the tie is the address, not its spelling.
  await insertOrder(db(), {
    bankAccountId: account.id,
    customerName: marker,
    customerEmail: email.toUpperCase(),
    lines: [{ productId: product.id, quantity: 1, unitPrice: 100, name: `${marker} çayı` }],
  });
}

/** Every key of every object in `value`, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

const idsOf = (rows: unknown) => (rows as ClientDataRow[]).map((row) => String(row.id)).sort();
const sorted = (rows: Array<{ id: string }>) => rows.map((row) => row.id).sort();

describe('GET /api/me/privacy/data-export', () => {
  it("holds every kind of the client's own data, as the database has it, and nothing of another client", async () => {
    const idA = await server.userIdOf(demoEmails.clientA);
    const idB = await server.userIdOf(demoEmails.clientB);
    await insertClientData(idA, demoEmails.clientA, 'İşaretA');
    await insertClientData(idB, demoEmails.clientB, 'İşaretB');

    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const response = await clientA.get<ClientDataExport>(exportPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="denge-verilerim-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = response.body;

    expect(data.profile).toMatchObject({ id: idA, name: 'Ayşe Demir', email: demoEmails.clientA });
    expect(idsOf(data.measurements)).toEqual(
      sorted(
        await db()
          .select({ id: clientMeasurements.id })
          .from(clientMeasurements)
          .where(eq(clientMeasurements.clientId, idA)),
      ),
    );
    expect(idsOf(data.diaryEntries)).toEqual(
      sorted(await db().select({ id: calorieDiary.id }).from(calorieDiary).where(eq(calorieDiary.clientId, idA))),
    );
    expect(idsOf(data.waterDays)).toEqual(
      sorted(await db().select({ id: waterIntake.id }).from(waterIntake).where(eq(waterIntake.clientId, idA))),
    );
    expect((data.waterGlasses as ClientDataRow[]).length).toBe(
      (await db().select().from(waterGlassReceipts).where(eq(waterGlassReceipts.clientId, idA))).length,
    );
    expect(idsOf(data.goals)).toEqual(
      sorted(await db().select({ id: clientGoals.id }).from(clientGoals).where(eq(clientGoals.clientId, idA))),
    );
    expect((data.goalDefinitions as ClientDataRow[]).map((goal) => goal.title)).toContain('İşaretA hedefi');
    expect(idsOf(data.nutritionPrograms)).toEqual(
      sorted(
        await db()
          .select({ id: nutritionPrograms.id })
          .from(nutritionPrograms)
          .where(eq(nutritionPrograms.clientId, idA)),
      ),
    );
    expect(idsOf(data.notifications)).toEqual(
      sorted(await db().select({ id: notifications.id }).from(notifications).where(eq(notifications.clientId, idA))),
    );
    expect((data.conversation as ClientDataRow[]).map((row) => row.clientId)).toEqual([idA]);
    expect(idsOf(data.messages)).toEqual(
      sorted(await db().select({ id: messages.id }).from(messages).where(eq(messages.clientId, idA))),
    );
    expect(data.mailConsents).toEqual([expect.objectContaining({ clientId: idA, isConsented: true })]);
    // Which browsers receive pushes, not the address and keys that reach and read them.
    expect(data.pushSubscriptions).toEqual([
      expect.objectContaining({ clientId: idA, userAgent: 'İşaretA tarayıcısı' }),
    ]);
    expect(keysOf(data.pushSubscriptions)).not.toContain('endpoint');
    expect(JSON.stringify(data.pushSubscriptions)).not.toContain('gizli');
    expect(data.pushPreferences).toEqual([expect.objectContaining({ clientId: idA, mutedKinds: ['messages'] })]);
    expect((data.bulkMails as ClientDataRow[]).map((row) => row.clientId)).toEqual(
      (await db().select().from(mailSendRecipients).where(eq(mailSendRecipients.clientId, idA))).map(() => idA),
    );
    expect((data.bulkMailContents as ClientDataRow[]).map((send) => send.subject)).toContain('İşaretA duyurusu');
    const ordersOfA = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(sql`lower(${orders.customerEmail}) = ${demoEmails.clientA}`);
    expect(ordersOfA.length).toBeGreaterThan(0);
    expect(idsOf(data.orders)).toEqual(sorted(ordersOfA));
    expect((data.orderItems as ClientDataRow[]).map((item) => item.name)).toContain('İşaretA çayı');

    const text = JSON.stringify(data);
    expect(text).toContain('İşaretA');
    expect(text).not.toContain('İşaretB');
    expect(text).not.toContain(idB);
    expect(text).not.toContain(demoEmails.clientB);

    // No secret travels with the file: no password, secret or token of any kind, at any depth.
    expect(keysOf(data).filter((key) => /password|secret|token|idempotency|fingerprint|networkkey/i.test(key))).toEqual(
      [],
    );

    // The download is in the audit trail, as the client's own read of their record.
    const reads = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, idA), eq(auditLog.action, 'read'), eq(auditLog.entity, 'data-export')));
    expect(reads).toEqual([expect.objectContaining({ actorId: idA, actorRole: 'client' })]);
  });

  it("gives client B theirs: B's rows, none of A's", async () => {
    const clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    const response = await clientB.get<ClientDataExport>(exportPath);
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({ name: 'Mehmet Kaya', email: demoEmails.clientB });
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(demoEmails.clientA);
    expect(text).not.toContain('Ayşe Demir');
  });

  it('answers visitors 401 and the dietitian 403, as every client-area route', async () => {
    expect((await new ApiClient(server.baseUrl).get(exportPath)).status).toBe(401);
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const response = await admin.get(exportPath);
    expect(response.status).toBe(403);
    expect(JSON.stringify(response.body)).not.toContain(demoEmails.clientA);
  });

  it('refuses an eleventh download within the hour with a Turkish 429', async () => {
    const clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    // The test above made one; nine more fill the hour's allowance.
    for (let i = 0; i < 9; i++) expect((await clientB.get(exportPath)).status).toBe(200);
    const refused = await clientB.get(exportPath);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Verilerinizi kısa sürede çok kez indirdiniz. Lütfen bir saat sonra tekrar deneyin.',
    );
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('GET /api/admin/clients/:id/data-export', () => {
  it("gives the dietitian the client's file as the client's own download has it, and keeps who took it", async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    const idB = (await clientB.get<{ user: { id: string } }>('/api/auth/session')).body.user.id;
    const path = `/api/admin/clients/${idB}/data-export`;
    const response = await admin.get<ClientDataExport>(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="danisan-verileri-\\d{4}-\\d{2}-\\d{2}-${idB.slice(0, 8)}\\.json"$`),
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body.profile).toMatchObject({ name: 'Mehmet Kaya', email: demoEmails.clientB });
    // The same sections as the client's own file (the client's allowance is spent above: the admin's is its own).
    expect(Object.keys(response.body).sort()).toEqual(
      ['exportedAt', ...clientDataTables.map((entry) => entry.section)].sort(),
    );
    expect(JSON.stringify(response.body)).not.toContain(demoEmails.clientA);

    const adminId = (await admin.get<{ user: { id: string } }>('/api/auth/session')).body.user.id;
    const reads = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, idB), eq(auditLog.entity, 'data-export'), eq(auditLog.actorRole, 'admin')));
    expect(reads).toEqual([expect.objectContaining({ actorId: adminId, action: 'read' })]);

    // Ten an hour for each client, in the dietitian's own words past that.
    for (let i = 0; i < 9; i++) expect((await admin.get(path)).status).toBe(200);
    const refused = await admin.get(path);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Bu danışanın verilerini kısa sürede çok kez indirdiniz. Lütfen bir saat sonra tekrar deneyin.',
    );
  });

  it('answers an unknown or malformed client id 404 in Turkish; clients and visitors get nothing', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const unknown = await admin.get(`/api/admin/clients/${crypto.randomUUID()}/data-export`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Danışan kaydı bulunamadı.');
    const malformed = await admin.get('/api/admin/clients/abc/data-export');
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe('Kayıt bulunamadı.');
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const someId = (await clientA.get<{ user: { id: string } }>('/api/auth/session')).body.user.id;
    expect((await clientA.get(`/api/admin/clients/${someId}/data-export`)).status).toBe(403);
    expect((await new ApiClient(server.baseUrl).get(`/api/admin/clients/${someId}/data-export`)).status).toBe(401);
  });
});

describe('the registry of client tables (privacy/client-data.ts)', () => {
  it('names every table with a client id column, but those left out on purpose (ADR 0073)', () => {
    const leftOut = ['client_home_summaries', 'audit_log'];
    const listed = clientDataTables.map((entry) => getTableName(entry.table));
    const withClientId = Object.values(schema as Record<string, unknown>)
      .filter((value): value is Table => isTable(value))
      .filter((table) => 'clientId' in getTableColumns(table))
      .map((table) => getTableName(table));
    expect(withClientId).toContain('client_measurements');
    expect(withClientId.filter((name) => !listed.includes(name) && !leftOut.includes(name))).toEqual([]);
  });
});
