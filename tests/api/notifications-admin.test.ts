import { DEMO_PASSWORD } from '../../src/server/demo/demo-accounts.ts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthUser } from '../../src/server/auth/accounts.ts';
import { authUsers, clients, notifications } from '../../src/server/db/schema/index.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { catchUp } from '../support/live-events.ts';
import { listenToEvents } from '../support/sse-listener.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: ApiClient;
let ids: { clientA: string; clientB: string; clientC: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  ids = {
    clientA: await server.userIdOf(demoEmails.clientA),
    clientB: await server.userIdOf(demoEmails.clientB),
    clientC: await server.userIdOf(demoEmails.clientC),
  };
});
afterAll(async () => {
  await server?.close();
});

async function countNotifications() {
  const [row] = await server.runtime.deps.db.select({ n: count() }).from(notifications);
  return row!.n;
}

const countClients = async () => (await server.runtime.deps.db.select({ n: count() }).from(clients))[0]!.n;

/** A client that can be deleted without touching the demo accounts. */
async function createThrowawayClient(name: string) {
  const db = server.runtime.deps.db;
  return db.transaction(async (tx) => {
    const email = `gecici-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { id } = await createAuthUser(tx, { email, name, password: DEMO_PASSWORD, role: 'client' });
    await tx
      .insert(clients)
      .values({ id, name, email, phone: '05550000000', gender: 'female', age: 30, startDate: '2026-01-01' });
    return id;
  });
}

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  title: 'Randevu hatırlatması',
  message: 'Yarın saat 10:00 randevunuzu unutmayın.',
  recipients: { clientIds: [ids.clientA] },
  ...overrides,
});

describe('sending notifications (POST /api/admin/notifications)', () => {
  it('sends one unread notification per chosen client (duplicates once) and lists them with names', async () => {
    const before = await countNotifications();
    const response = await admin.post(
      '/api/admin/notifications',
      validMessage({
        title: '  Haftalık kontrol ',
        recipients: { clientIds: [ids.clientA, ids.clientB, ids.clientA] },
      }),
    );
    expect(response).toMatchObject({ status: 201, body: { sentCount: 2 } });
    expect(await countNotifications()).toBe(before + 2);
    const list = await admin.get('/api/admin/notifications');
    expect(list.status).toBe(200);
    const sent = list.body.items.filter((item: { title: string }) => item.title === 'Haftalık kontrol');
    expect(sent.map((item: { clientName: string }) => item.clientName).sort()).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
    expect(sent[0]).toMatchObject({ message: 'Yarın saat 10:00 randevunuzu unutmayın.', read: false });
    expect(Number.isNaN(Date.parse(sent[0].createdAt))).toBe(false);
  });

  it('sends to every client with all: true, resolved on the server', async () => {
    const before = await countNotifications();
    const clientCount = await countClients();
    const response = await admin.post('/api/admin/notifications', validMessage({ recipients: { all: true } }));
    expect(response).toMatchObject({ status: 201, body: { sentCount: clientCount } });
    expect(await countNotifications()).toBe(before + clientCount);
  });

  const badInputs: Array<[string, () => unknown, RegExp | string]> = [
    ['an empty body', () => ({}), /./],
    ['a blank title', () => validMessage({ title: '  ' }), 'Başlık gerekli.'],
    ['a blank message', () => validMessage({ message: '' }), 'Mesaj gerekli.'],
    ['a message that is too long', () => validMessage({ message: 'ş'.repeat(2001) }), /en fazla 2000/],
    ['no recipients field', () => validMessage({ recipients: undefined }), 'En az bir alıcı seçin.'],
    ['an empty recipient list', () => validMessage({ recipients: { clientIds: [] } }), /En az bir alıcı seçin./],
    ['all: false', () => validMessage({ recipients: { all: false } }), 'En az bir alıcı seçin.'],
    [
      'both all and a list',
      () => validMessage({ recipients: { all: true, clientIds: [ids.clientA] } }),
      'En az bir alıcı seçin.',
    ],
    ['a client id that is not an id', () => validMessage({ recipients: { clientIds: ['x'] } }), /./],
  ];

  it.each(badInputs)('answers %s with a Turkish 400 and writes nothing', async (_name, body, message) => {
    const before = await countNotifications();
    const response = await admin.post('/api/admin/notifications', body());
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation');
    if (typeof message === 'string') expect(response.body.message).toBe(message);
    else expect(response.body.message).toMatch(message);
    expect(await countNotifications()).toBe(before);
  });

  it('answers unreadable JSON and a non-JSON body with a 4xx and writes nothing', async () => {
    const before = await countNotifications();
    const broken = await admin.request('POST', '/api/admin/notifications', '{', { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
    const form = await admin.request('POST', '/api/admin/notifications', 'title=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(await countNotifications()).toBe(before);
  });

  it('writes nothing when one recipient does not exist (one transaction)', async () => {
    const before = await countNotifications();
    const response = await admin.post(
      '/api/admin/notifications',
      validMessage({ recipients: { clientIds: [ids.clientA, ids.clientB, crypto.randomUUID()] } }),
    );
    expect(response).toMatchObject({
      status: 400,
      body: {
        code: 'unknown_client',
        message: 'Seçilen danışanlardan biri bulunamadı. Listeyi yenileyip tekrar deneyin.',
      },
    });
    expect(await countNotifications()).toBe(before);
  });
});

describe('live delivery', () => {
  it("reaches each recipient's open stream and never a client who was not chosen", async () => {
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const clientC = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
    const streamA = await listenToEvents(server.baseUrl, clientA.cookieHeader);
    const streamC = await listenToEvents(server.baseUrl, clientC.cookieHeader);
    const db = server.runtime.deps.db;
    try {
      const title = `Canlı ${crypto.randomUUID().slice(0, 8)}`;
      const response = await admin.post('/api/admin/notifications', validMessage({ title }));
      expect(response.status).toBe(201);
      const event = await streamA.waitFor((e) => e.event === 'notification.created' && e.data.title === title);
      expect(event.data).toMatchObject({ clientId: ids.clientA, message: validMessage().message, read: false });
      // Everything announced so far has reached client C's stream: a misrouted event would be there.
      await catchUp(streamC, db, ids.clientC);
      expect(streamC.events.filter((e) => e.event === 'notification.created')).toEqual([]);

      // Everyone: now client C gets it too, exactly once.
      const broadcastTitle = `Herkese ${crypto.randomUUID().slice(0, 8)}`;
      await admin.post('/api/admin/notifications', validMessage({ title: broadcastTitle, recipients: { all: true } }));
      const forC = await streamC.waitFor((e) => e.data?.title === broadcastTitle);
      expect(forC.data.clientId).toBe(ids.clientC);
      await streamA.waitFor((e) => e.data?.title === broadcastTitle);
      await catchUp(streamC, db, ids.clientC);
      expect(streamC.events.filter((e) => e.data?.title === broadcastTitle)).toHaveLength(1);
    } finally {
      streamA.close();
      streamC.close();
    }
  });
});

describe('the sent notifications list', () => {
  it("shows 'Okundu' data (read) and a deleted client's notification with no client", async () => {
    const db = server.runtime.deps.db;
    const throwawayId = await createThrowawayClient('Silinecek Danışan');
    const title = `Silinen ${crypto.randomUUID().slice(0, 8)}`;
    await admin.post(
      '/api/admin/notifications',
      validMessage({ title, recipients: { clientIds: [throwawayId, ids.clientB] } }),
    );
    await db.update(notifications).set({ read: true }).where(eq(notifications.clientId, ids.clientB));
    await db.delete(authUsers).where(eq(authUsers.id, throwawayId));
    const items = (await admin.get('/api/admin/notifications')).body.items.filter(
      (item: { title: string }) => item.title === title,
    );
    expect(items).toHaveLength(2);
    const orphan = items.find((item: { clientId: string | null }) => item.clientId === null);
    expect(orphan).toMatchObject({ clientName: null, read: false });
    expect(items.find((item: { clientId: string | null }) => item.clientId === ids.clientB)).toMatchObject({
      clientName: 'Mehmet Kaya',
      read: true,
    });
  });

  it('is paged, newest first, 20 per page', async () => {
    for (let i = 0; i < 21; i++) await admin.post('/api/admin/notifications', validMessage({ title: `Sayfa ${i}` }));
    const total = await countNotifications();
    const first = await admin.get('/api/admin/notifications');
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, total });
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].title).toBe('Sayfa 20');
    const second = await admin.get('/api/admin/notifications?page=2');
    expect(second.body.items[0].title).toBe('Sayfa 0');
    expect((await admin.get('/api/admin/notifications?page=abc')).status).toBe(400);
  });

  it('deletes a sent notification, then answers 404', async () => {
    await admin.post('/api/admin/notifications', validMessage({ title: 'Silinecek bildirim' }));
    const [row] = await server.runtime.deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.title, 'Silinecek bildirim'));
    const before = await countNotifications();
    expect((await admin.delete(`/api/admin/notifications/${row!.id}`)).status).toBe(200);
    expect(await countNotifications()).toBe(before - 1);
    expect((await admin.delete(`/api/admin/notifications/${row!.id}`)).body).toEqual({
      code: 'not_found',
      message: 'Bildirim bulunamadı.',
    });
    expect((await admin.delete('/api/admin/notifications/not-an-id')).status).toBe(404);
    expect(await countNotifications()).toBe(before - 1);
  });
});
