import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import {
  auditLog,
  calorieDiary,
  diaryEntryPhotos,
  clientGoals,
  clientMeasurements,
  clients,
  goals,
  mailConsents,
  pushOutbox,
  pushPreferences,
  pushSubscriptions,
  mailSendRecipients,
  mailSends,
  messagePhotos,
  notifications,
  nutritionPrograms,
  orderItems,
  orders,
  waterGlassReceipts,
  waterIntake,
} from '../../src/server/db/schema/index.ts';
import type { ClientErasure } from '../../src/shared/schemas/clients.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { measurementValues } from '../support/clinical-fixtures.ts';
import { makeRotatedJpeg } from '../support/image-fixtures.ts';
import { insertBankAccount, insertOrder, insertProduct } from '../support/shop-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The KVKK erasure (issue #43, ADR 0077): a client with data of every kind is erased, then every text
// column of every table is scanned for their name, e-mail, phone and id. The one place the id may stay
// is the audit trail's id columns (client_id, entity_id, actor_id): the trail keeps THAT things happened,
// and after the erasure that id names nobody. Their recorded values are replaced by a marker.

const dataDir = mkdtempSync(path.join(tmpdir(), 'denge-erasure-'));
const uploadsDir = path.join(dataDir, 'uploads');
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ env: { DATA_DIR: dataDir } });
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const db = () => server.runtime.deps.db;
const password = 'Gizli.Sifre-2026';

function filesOnDisk(): string[] {
  try {
    return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** A client of this test alone, with a name, e-mail and phone found nowhere else. */
async function freshClient() {
  const tag = crypto.randomUUID().slice(0, 8);
  const name = `Zerrin Silinecek${tag.replace(/\d/g, 'x')}`;
  const email = `silinecek-${tag}@example.com`;
  const pair = () => String(Math.floor(Math.random() * 90) + 10);
  const phone = `0532 9${pair()} ${pair()} ${pair()}`;
  const created = await admin.post<{ client: { id: string; phone: string } }>('/api/admin/clients', {
    name,
    gender: 'female',
    age: 34,
    email,
    password,
    passwordRepeat: password,
    phone: '0532 000 00 00',
  });
  expect(created.status).toBe(201);
  const id = created.body.client.id;
  // A phone of this client alone (the form's phone rules aside), as it is stored.
  await db().update(clients).set({ phone }).where(eq(clients.id, id));
  return { id, name, email, phone };
}

/** One row of every kind the registry knows, and a photo sent through the real route. */
async function giveDataOfEveryKind(person: { id: string; name: string; email: string; phone: string }) {
  const clientId = person.id;
  await db()
    .insert(clientMeasurements)
    .values({ clientId, ...measurementValues({ measurementDate: '2026-02-01' }) });
  const [entry] = await db()
    .insert(calorieDiary)
    .values({
      clientId,
      foodName: `${person.name} yoğurdu`,
      date: '2026-02-01',
      mealType: 'breakfast',
      calories: 120,
      protein: 8,
      carbs: 9,
      fat: 5,
    })
    .returning({ id: calorieDiary.id });
  await db().insert(waterIntake).values({ clientId, date: '2026-02-01', glasses: 5 });
  await db().insert(waterGlassReceipts).values({ clientId, clientGlassId: crypto.randomUUID(), date: '2026-02-01' });
  const [goal] = await db()
    .insert(goals)
    .values({ title: 'Günde 8 bardak su', type: 'water', targetValue: 8 })
    .returning({ id: goals.id });
  await db().insert(clientGoals).values({ clientId, goalId: goal!.id, startDate: '2026-02-01' });
  await db()
    .insert(nutritionPrograms)
    .values({ clientId, notes: `${person.name} için program` })
    .onConflictDoNothing();
  await db()
    .insert(notifications)
    .values({ clientId, title: `${person.name}, merhaba`, message: 'Yeni programınız hazır.' });
  await db()
    .insert(mailConsents)
    .values({ clientId, isConsented: true, unsubscribeToken: `iptal-${crypto.randomUUID()}` })
    .onConflictDoNothing();
  const [subscription] = await db()
    .insert(pushSubscriptions)
    .values({
      clientId,
      endpoint: `https://push.example/${clientId}`,
      p256dh: 'anahtar',
      auth: 'sir',
      userAgent: person.name,
    })
    .returning({ id: pushSubscriptions.id });
  await db()
    .insert(pushPreferences)
    .values({ clientId, mutedKinds: ['goals'] });
  await db()
    .insert(pushOutbox)
    .values({
      subscriptionId: subscription!.id,
      kind: 'notifications',
      payload: { title: person.name, body: '', url: '/kullanici', tag: 'x' },
    });
  const [send] = await db()
    .insert(mailSends)
    .values({ subject: 'Bahar duyurusu', content: 'İçerik', recipientCount: 1 })
    .returning({ id: mailSends.id });
  await db()
    .insert(mailSendRecipients)
    .values({ sendId: send!.id, email: person.email, clientId, name: person.name, outboxId: crypto.randomUUID() });

  // A message with a photo, as the client sends it: the conversation, the message, the photo's files.
  const client = await signedIn(server.baseUrl, 'client', person.email, password);
  const form = new FormData();
  form.append('text', `Ben ${person.name}, tabağım bu.`);
  form.append('photos', new Blob([new Uint8Array(await makeRotatedJpeg())], { type: 'image/jpeg' }), 'tabak.jpg');
  const sent = await fetch(`${server.baseUrl}/api/me/messages/photos`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader, origin: server.baseUrl },
    body: form,
  });
  expect(sent.status).toBe(201);
  const [photo] = await db().select().from(messagePhotos).where(eq(messagePhotos.clientId, clientId));

  // A meal photo on the diary entry, as the client attaches it.
  const mealForm = new FormData();
  mealForm.append('photo', new Blob([new Uint8Array(await makeRotatedJpeg())], { type: 'image/jpeg' }), 'tabak.jpg');
  const attached = await fetch(`${server.baseUrl}/api/me/diary/${entry!.id}/photo`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader, origin: server.baseUrl },
    body: mealForm,
  });
  expect(attached.status).toBe(201);
  const [mealPhoto] = await db().select().from(diaryEntryPhotos).where(eq(diaryEntryPhotos.clientId, clientId));

  // An order placed with the client's address (other case: the tie is the address, not its spelling).
  const product = await insertProduct(db(), { name: 'Yeşil çay', stockQuantity: 10 });
  const account = await insertBankAccount(db());
  const order = await insertOrder(db(), {
    bankAccountId: account.id,
    customerName: person.name,
    customerEmail: person.email.toUpperCase(),
    customerPhone: person.phone,
    paymentStatus: 'paid',
    lines: [{ productId: product.id, quantity: 2, unitPrice: 150, name: 'Yeşil çay' }],
  });
  return { imageKey: photo!.imageKey, mealImageKey: mealPhoto!.imageKey, orderId: order.id };
}

type Hit = { table: string; column: string; needle: string };

/** Every text, varchar, json(b) and text[] column of every table of the public schema, scanned for the needles. */
async function scanEveryTable(needles: string[]): Promise<Hit[]> {
  const columns = await executeRows<{ table_name: string; column_name: string }>(
    db(),
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and (c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json') or c.udt_name in ('_text', '_varchar'))
        order by c.table_name, c.column_name`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const hits: Hit[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const [row] = await executeRows<{ n: number | string }>(
        db(),
        sql`select count(*) as n from ${sql.identifier(table)} where position(${needle.toLocaleLowerCase('tr-TR')} in lower(${sql.identifier(column)}::text)) > 0`,
      );
      if (Number(row?.n) > 0) hits.push({ table, column, needle });
    }
  }
  return hits;
}

const erasePath = (id: string) => `/api/admin/clients/${id}/erase`;

describe('POST /api/admin/clients/:id/erase (KVKK erasure)', () => {
  it('leaves no personal data of the client in any table or in storage; the order stays, anonymised', async () => {
    const person = await freshClient();
    const { imageKey, mealImageKey, orderId } = await giveDataOfEveryKind(person);
    expect(filesOnDisk().some((file) => file.includes(imageKey))).toBe(true);
    expect(filesOnDisk().some((file) => file.includes(mealImageKey))).toBe(true);
    // Before: every needle is found somewhere (the scan can see them).
    const before = await scanEveryTable([person.name, person.email, person.phone, person.id]);
    for (const needle of [person.name, person.email, person.phone, person.id]) {
      expect(before.some((hit) => hit.needle === needle)).toBe(true);
    }
    const [orderBefore] = await db().select().from(orders).where(eq(orders.id, orderId));
    const linesBefore = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));

    const response = await admin.post<ClientErasure>(erasePath(person.id), {
      confirmationName: ` ${person.name.toLocaleUpperCase('tr-TR')} `,
    });
    expect(response.status).toBe(200);
    expect(response.body.erased).toMatchObject({
      profile: 1,
      measurements: 1,
      diaryEntries: 1,
      diaryEntryPhotos: 1,
      waterDays: 1,
      waterGlasses: 1,
      goals: 1,
      nutritionPrograms: 1,
      notifications: 1,
      conversation: 1,
      messages: 1,
      messagePhotos: 1,
      mailConsents: 1,
      pushSubscriptions: 1,
      pushPreferences: 1,
      bulkMails: 1,
      orders: 1,
      account: 1,
    });

    // No table holds the name, e-mail or phone; the id only in the audit trail's id columns.
    const after = await scanEveryTable([person.name, person.email, person.phone, person.id]);
    const idColumnsOfTheTrail = ['client_id', 'entity_id', 'actor_id'];
    expect(
      after.filter(
        (hit) => !(hit.table === 'audit_log' && hit.needle === person.id && idColumnsOfTheTrail.includes(hit.column)),
      ),
    ).toEqual([]);

    // The order is kept for the tax law, with its code, dates, amounts, payment and lines.
    const [orderAfter] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(orderAfter).toMatchObject({
      orderCode: orderBefore!.orderCode,
      createdAt: orderBefore!.createdAt,
      subtotalAmount: orderBefore!.subtotalAmount,
      totalAmount: orderBefore!.totalAmount,
      paymentStatus: 'paid',
      customerName: 'Silinmiş Danışan',
      customerEmail: '',
      customerPhone: '',
      customerAddress: '',
    });
    expect(await db().select().from(orderItems).where(eq(orderItems.orderId, orderId))).toEqual(linesBefore);

    // The photo's files are gone from storage.
    expect(filesOnDisk().some((file) => file.includes(imageKey))).toBe(false);
    expect(filesOnDisk().some((file) => file.includes(mealImageKey))).toBe(false);

    // The trail says that the erasure happened, by whom, with counts; the values it held are gone.
    const trail = await db().select().from(auditLog).where(eq(auditLog.clientId, person.id));
    const erasure = trail.filter((row) => row.action === 'erase');
    expect(erasure).toEqual([
      expect.objectContaining({
        actorId: await server.userIdOf(demoEmails.admin),
        entity: 'clients',
        entityId: person.id,
        after: { erased: response.body.erased },
      }),
    ]);
    for (const row of trail.filter((entry) => entry.action !== 'erase')) {
      for (const value of [row.before, row.after])
        expect(value === null || JSON.stringify(value) === '{"kvkkErased":true}').toBe(true);
    }

    // Sign-in with the old password fails; the id is unknown to every admin action.
    const signIn = await new ApiClient(server.baseUrl).post('/api/auth/client/sign-in', {
      email: person.email,
      password,
    });
    expect(signIn.status).toBe(401);
    expect((await admin.get(`/api/admin/clients/${person.id}`)).status).toBe(404);
    expect((await admin.post(erasePath(person.id), { confirmationName: person.name })).status).toBe(404);
    expect((await admin.delete(`/api/admin/clients/${person.id}`)).status).toBe(404);
  });

  it('refuses a wrong name with a Turkish 400 and changes nothing', async () => {
    const person = await freshClient();
    await db().insert(waterIntake).values({ clientId: person.id, date: '2026-02-02', glasses: 3 });
    const response = await admin.post<{ message: string; fieldErrors: Record<string, string> }>(erasePath(person.id), {
      confirmationName: 'Başka Biri',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Yazdığınız ad danışanın adı ve soyadıyla aynı değil. Silme yapılmadı.');
    expect(response.body.fieldErrors.confirmationName).toBe(response.body.message);
    const empty = await admin.post<{ message: string }>(erasePath(person.id), { confirmationName: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/adını ve soyadını yazın/);

    expect(await db().select().from(clients).where(eq(clients.id, person.id))).toHaveLength(1);
    expect(await db().select().from(waterIntake).where(eq(waterIntake.clientId, person.id))).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.clientId, person.id), eq(auditLog.action, 'erase'))),
    ).toEqual([]);
    await signedIn(server.baseUrl, 'client', person.email, password);
  });

  it('answers 404 for an unknown client', async () => {
    const response = await admin.post<{ message: string }>(erasePath(crypto.randomUUID()), {
      confirmationName: 'Kimse',
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Danışan bulunamadı.');
  });

  it("erases one client's mail copies and counters, not another address that contains theirs", async () => {
    const person = await freshClient();
    const longer = `x${person.email}`;
    await db().execute(
      sql`insert into rate_limit_buckets (key, count, reset_at) values (${`sign-in:account-new-devices:${longer}`}, 1, now() + interval '1 hour'), (${`sign-in:account-new-devices:${person.email}`}, 1, now() + interval '1 hour')`,
    );
    const response = await admin.post<ClientErasure>(erasePath(person.id), { confirmationName: person.name });
    expect(response.status).toBe(200);
    const kept = await executeRows<{ key: string }>(
      db(),
      sql`select key from rate_limit_buckets where key like ${`%${person.email}`}`,
    );
    expect(kept.map((row) => row.key)).toEqual([`sign-in:account-new-devices:${longer}`]);
  });
});
