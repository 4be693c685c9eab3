import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema/index.ts';
import { createNotifications } from '../../src/server/modules/notifications/notifications-service.ts';
import type { ClientNotificationsResponse } from '../../src/shared/schemas/notifications.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { catchUp } from '../support/live-events.ts';
import { listenToEvents } from '../support/sse-listener.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let clientA: ApiClient;
let clientB: ApiClient;
let idA: string;
let idB: string;

beforeAll(async () => {
  server = await startTestServer();
  clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
  clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
  idA = await server.userIdOf(demoEmails.clientA);
  idB = await server.userIdOf(demoEmails.clientB);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const rowOf = async (id: string) => (await db().select().from(notifications).where(eq(notifications.id, id)))[0];

async function insertFor(clientId: string, title: string, read = false) {
  const [row] = await db()
    .insert(notifications)
    .values({ clientId, title, message: `${title} mesajı`, read })
    .returning();
  return row!;
}

describe('GET /api/me/notifications', () => {
  it("lists only the session client's notifications, newest first, with the unread count", async () => {
    const response = await clientA.get<ClientNotificationsResponse>('/api/me/notifications');
    expect(response.status).toBe(200);
    const list = response.body.notifications;
    const stored = await db().select().from(notifications).where(eq(notifications.clientId, idA));
    expect(list).toHaveLength(stored.length);
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.every((row) => row.clientId === idA)).toBe(true);
    const times = list.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(response.body.unreadCount).toBe(stored.filter((row) => !row.read).length);
    expect(response.body.unreadCount).toBeGreaterThan(0);

    const forB = await insertFor(idB, 'Yalnızca B');
    const listA = (await clientA.get<ClientNotificationsResponse>('/api/me/notifications')).body.notifications;
    expect(listA.map((row) => row.id)).not.toContain(forB.id);
    const listB = (await clientB.get<ClientNotificationsResponse>('/api/me/notifications')).body;
    expect(listB.notifications.map((row) => row.id)).toEqual([forB.id]);
    expect(listB.unreadCount).toBe(1);
  });
});

describe('GET /api/me/notifications beyond the list', () => {
  it('shows the newest 100 but counts every unread one, and 0 for a client without any', async () => {
    // The third demo client starts without notifications.
    const client = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
    const clientId = await server.userIdOf(demoEmails.clientC);
    await db().delete(notifications).where(eq(notifications.clientId, clientId));
    const empty = (await client.get<ClientNotificationsResponse>('/api/me/notifications')).body;
    expect(empty).toEqual({ notifications: [], unreadCount: 0 });

    await db()
      .insert(notifications)
      .values(
        Array.from({ length: 130 }, (_, index) => ({
          clientId,
          title: `Bildirim ${index}`,
          message: 'Mesaj',
          read: index % 10 === 0,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
        })),
      );
    const full = (await client.get<ClientNotificationsResponse>('/api/me/notifications')).body;
    expect(full.notifications).toHaveLength(100);
    expect(full.notifications[0]?.title).toBe('Bildirim 129');
    expect(full.unreadCount).toBe(117);
  });
});

describe('PATCH /api/me/notifications/:id/read', () => {
  it('marks an own notification read', async () => {
    const row = await insertFor(idA, 'Okunacak');
    const before = (await clientA.get<ClientNotificationsResponse>('/api/me/notifications')).body.unreadCount;
    const response = await clientA.patch(`/api/me/notifications/${row.id}/read`);
    expect(response.status).toBe(200);
    expect(response.body.notification).toMatchObject({ id: row.id, read: true, title: 'Okunacak' });
    expect((await rowOf(row.id))?.read).toBe(true);
    const after = (await clientA.get<ClientNotificationsResponse>('/api/me/notifications')).body.unreadCount;
    expect(after).toBe(before - 1);
  });

  it("answers 404 in Turkish for another client's notification, a made-up id and a malformed id, changing nothing", async () => {
    const row = await insertFor(idA, 'A için');
    const response = await clientB.patch(`/api/me/notifications/${row.id}/read`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Bildirim bulunamadı.');
    expect((await rowOf(row.id))?.read).toBe(false);
    const unknown = await clientA.patch('/api/me/notifications/00000000-0000-4000-8000-000000000000/read');
    expect(unknown.status).toBe(404);
    const malformed = await clientA.patch('/api/me/notifications/abc/read');
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe('Kayıt bulunamadı.');
  });
});

describe('DELETE /api/me/notifications/:id', () => {
  it("deletes an own notification; another client's stays and answers 404", async () => {
    const row = await insertFor(idA, 'Silinecek');
    const byB = await clientB.delete(`/api/me/notifications/${row.id}`);
    expect(byB.status).toBe(404);
    expect(byB.body.message).toBe('Bildirim bulunamadı.');
    expect(await rowOf(row.id)).toBeDefined();

    const byA = await clientA.delete(`/api/me/notifications/${row.id}`);
    expect(byA.status).toBe(200);
    expect(await rowOf(row.id)).toBeUndefined();
    expect((await clientA.delete(`/api/me/notifications/${row.id}`)).status).toBe(404);
  });
});

describe('live notifications (GET /api/me/events)', () => {
  it("delivers a committed notification to its client, and never another client's", async () => {
    const stream = await listenToEvents(server.baseUrl, clientA.cookieHeader);

    // A rolled-back write announces nothing.
    await db()
      .transaction(async (tx) => {
        await createNotifications(tx, [{ clientId: idA, title: 'Geri alınan', message: 'Görünmemeli' }]);
        throw new Error('rollback');
      })
      .catch(() => {});

    const [created] = await db().transaction(async (tx) =>
      createNotifications(tx, [{ clientId: idA, title: 'Yeni hedef', message: 'Size yeni bir hedef atandı.' }]),
    );
    await db().transaction(async (tx) =>
      createNotifications(tx, [{ clientId: idB, title: 'B için', message: 'Yalnızca B görmeli.' }]),
    );
    await stream.waitFor((e) => e.event === 'notification.created' && e.data.id === created!.id);
    // Everything announced so far, B's notification too, has reached A's stream by now.
    await catchUp(stream, db(), idA);
    const delivered = stream.events.filter((e) => e.event === 'notification.created').map((e) => e.data);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      id: created!.id,
      clientId: idA,
      title: 'Yeni hedef',
      message: 'Size yeni bir hedef atandı.',
    });
    stream.close();

    const stored = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.clientId, idA), eq(notifications.title, 'Geri alınan')));
    expect(stored).toEqual([]);
  });
});
