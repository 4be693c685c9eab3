import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRowCount } from '../../src/server/db/row-counts.ts';
import { clientGoals, notifications } from '../../src/server/db/schema/index.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #17: the admin lists of notifications and client goals take their total from table_row_counts,
// kept by triggers (migration 0012). Whatever writes the rows — a goal assignment, a bulk send, a
// client deleting their own notification, the cascade of a deleted client — the counter is the real
// count, and so is the total the lists answer with.

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

async function expectCountersTrue() {
  const db = server.runtime.deps.db;
  const [realNotifications] = await db.select({ n: count() }).from(notifications);
  const [realClientGoals] = await db.select({ n: count() }).from(clientGoals);
  expect(await readRowCount(db, 'notifications')).toBe(realNotifications!.n);
  expect(await readRowCount(db, 'client_goals')).toBe(realClientGoals!.n);
  const notificationList = await admin.get('/api/admin/notifications');
  const goalList = await admin.get('/api/admin/goals');
  expect(notificationList.body.total).toBe(realNotifications!.n);
  expect(goalList.body.total).toBe(realClientGoals!.n);
}

async function createClient(label: string): Promise<string> {
  const response = await admin.post('/api/admin/clients', {
    name: `Sayaç ${label}`,
    gender: 'female',
    age: 40,
    email: `sayac-${label}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: 'Gizli.Sifre-2026',
    passwordRepeat: 'Gizli.Sifre-2026',
    phone: '0555 000 00 00',
  });
  expect(response.status).toBe(201);
  return response.body.client.id;
}

describe('row counters of the admin lists (table_row_counts)', () => {
  it('start at the rows the demo practice has', async () => {
    await expectCountersTrue();
  });

  it('follow goal assignments, bulk sends, a client deleting a notification and a deleted client', async () => {
    const first = await createClient('bir');
    const second = await createClient('iki');
    const assigned = await admin.post('/api/admin/goals', {
      title: 'Sayaç hedefi',
      description: '',
      type: 'water',
      targetValue: 8,
      startDate: todayInIstanbul(),
      endDate: null,
      clientIds: [first, second],
    });
    expect(assigned.status).toBe(201);
    const sent = await admin.post('/api/admin/notifications', {
      title: 'Duyuru',
      message: 'Herkese',
      recipients: { all: true },
    });
    expect(sent.status).toBe(201);
    await expectCountersTrue();

    const client = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const bell = await client.get('/api/me/notifications');
    expect(await client.delete(`/api/me/notifications/${bell.body.notifications[0].id}`)).toMatchObject({
      status: 200,
    });
    await expectCountersTrue();

    // Deleting a client removes its client goals by cascade; its notifications stay (client id null).
    expect((await admin.delete(`/api/admin/clients/${first}`)).status).toBe(200);
    await expectCountersTrue();
  });

  it('roll back with the write they belong to', async () => {
    const db = server.runtime.deps.db;
    const before = await readRowCount(db, 'notifications');
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(notifications).values({ clientId: null, title: 'Geri alınacak', message: '-' });
        expect(await readRowCount(tx, 'notifications')).toBe(before + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await readRowCount(db, 'notifications')).toBe(before);
  });
});
