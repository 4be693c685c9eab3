import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pushOutbox, pushPreferences, pushSubscriptions } from '../../src/server/db/schema/index.ts';
import { goalNotificationTitle } from '../../src/server/modules/goals/goals-service.ts';
import { PushWorker } from '../../src/server/push/push-worker.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import { type PushSettingsResponse, pushValidationMessages } from '../../src/shared/schemas/push.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startPushTestService, type TestBrowser } from '../support/push-test-service.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Web push end to end (issue #41, ADR 0082): the dietitian's writes queue pushes, the push worker sends
// them to a local push service over HTTPS, and the test decrypts each with the browser's keys.

let server: TestServer;
let pushService: Awaited<ReturnType<typeof startPushTestService>>;
let worker: PushWorker;
let admin: ApiClient;
let clientA: ApiClient;
let clientB: ApiClient;
let idA: string;
let phoneA: TestBrowser;
let phoneB: TestBrowser;

beforeAll(async () => {
  // Given, as a deployment on PostgreSQL must (an in-memory test database would make its own).
  const keys = webpush.generateVAPIDKeys();
  server = await startTestServer({ env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey } });
  pushService = await startPushTestService();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
  clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
  idA = await server.userIdOf(demoEmails.clientA);
  const { vapid } = server.runtime.deps;
  if (!vapid) throw new Error('a test server has VAPID keys');
  worker = new PushWorker({
    db: server.runtime.deps.db,
    vapid,
    agent: pushService.agent,
    pollIntervalMs: 50,
    retryBaseDelayMs: 50,
  });
  await worker.start();
  phoneA = pushService.newBrowser('phone-a');
  phoneB = pushService.newBrowser('phone-b');
});
afterAll(async () => {
  await worker?.stop();
  await pushService?.close();
  await server?.close();
});

const db = () => server.runtime.deps.db;
const subscriptionRows = () => db().select().from(pushSubscriptions);

async function waitFor<T>(read: () => Promise<T> | T, isDone: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function outboxIsEmpty() {
  await waitFor(
    async () => (await db().select({ total: count() }).from(pushOutbox))[0]!.total,
    (total) => total === 0,
    'the push outbox to empty',
  );
}

describe('subscribing (/api/me/push)', () => {
  it('serves the VAPID public key to the signed-in client, never the private key', async () => {
    const response = await clientA.get<PushSettingsResponse>('/api/me/push');
    expect(response.status).toBe(200);
    const { vapid } = server.runtime.deps;
    expect(response.body).toEqual({ publicKey: vapid!.publicKey, mutedKinds: [], subscriptionCount: 0 });
    expect(JSON.stringify(response.body)).not.toContain(vapid!.privateKey);
  });

  it('keeps one row per endpoint, updating the keys of a browser that subscribes again', async () => {
    expect(
      (await clientA.put('/api/me/push/subscription', { endpoint: phoneA.endpoint, keys: phoneA.keys })).status,
    ).toBe(200);
    expect(
      (await clientB.put('/api/me/push/subscription', { endpoint: phoneB.endpoint, keys: phoneB.keys })).status,
    ).toBe(200);
    const again = await clientA.put('/api/me/push/subscription', { endpoint: phoneA.endpoint, keys: phoneA.keys });
    expect(again.status).toBe(200);
    const rows = await subscriptionRows();
    expect(rows.map((row) => row.endpoint).sort()).toEqual([phoneA.endpoint, phoneB.endpoint].sort());
    const rowA = rows.find((row) => row.endpoint === phoneA.endpoint)!;
    expect(rowA).toMatchObject({ clientId: idA, p256dh: phoneA.keys.p256dh, auth: phoneA.keys.auth });
    expect(rowA.userAgent).toBeTruthy();
    expect((await clientA.get<PushSettingsResponse>('/api/me/push')).body.subscriptionCount).toBe(1);
  });

  it('refuses a bad subscription with a Turkish 400 and writes nothing', async () => {
    const before = await subscriptionRows();
    const good = pushService.newBrowser('never-stored');
    const cases: [unknown, string][] = [
      [{ endpoint: 'http://push.example/x', keys: good.keys }, pushValidationMessages.endpoint],
      [{ endpoint: 'javascript:alert(1)', keys: good.keys }, pushValidationMessages.endpoint],
      [
        { endpoint: good.endpoint, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } },
        pushValidationMessages.p256dh,
      ],
      [
        { endpoint: good.endpoint, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(0, -1)}!` } },
        pushValidationMessages.p256dh,
      ],
      [
        { endpoint: good.endpoint, keys: { ...good.keys, auth: Buffer.alloc(8).toString('base64url') } },
        pushValidationMessages.auth,
      ],
      [{ endpoint: good.endpoint }, pushValidationMessages.p256dh],
    ];
    for (const [body, message] of cases) {
      const response = await clientA.put<{ message: string }>('/api/me/push/subscription', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const badKind = await clientA.put<{ message: string }>('/api/me/push/preferences', { mutedKinds: ['spam'] });
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toBe(pushValidationMessages.kinds);
    expect(await subscriptionRows()).toEqual(before);
    expect(await db().select().from(pushPreferences)).toEqual([]);
  });

  it("cannot remove another client's browser", async () => {
    expect((await clientB.request('DELETE', '/api/me/push/subscription', { endpoint: phoneA.endpoint })).status).toBe(
      200,
    );
    expect((await subscriptionRows()).some((row) => row.endpoint === phoneA.endpoint)).toBe(true);
  });
});

describe('sending', () => {
  it("delivers the dietitian's notification to the client's browser, encrypted for it, and to nobody else", async () => {
    const sent = await admin.post('/api/admin/notifications', {
      title: 'Randevunuz yaklaşıyor',
      message: 'Yarın saat 10.00’da görüşüyoruz.',
      recipients: { clientIds: [idA] },
    });
    expect(sent.status).toBe(201);
    const [push] = await waitFor(
      () => pushService.pushesTo(phoneA),
      (list) => list.length === 1,
      'the push',
    );
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.authorization).toContain(`k=${server.runtime.deps.vapid!.publicKey}`);
    expect(push!.headers.ttl).toBe('86400');
    expect(phoneA.decrypt(push!.body)).toEqual({
      title: 'Randevunuz yaklaşıyor',
      body: 'Yarın saat 10.00’da görüşüyoruz.',
      url: '/kullanici',
      tag: expect.stringMatching(/^notification-/),
    });
    await outboxIsEmpty();
    const [row] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phoneA.endpoint));
    expect(row!.lastSuccessAt).not.toBeNull();
    expect(pushService.pushesTo(phoneB)).toEqual([]);
  });

  it('delivers a goal assignment and a message from the practice, and nothing of a kind the client turned off', async () => {
    const goal = {
      title: 'Günde 8 bardak su',
      description: '',
      type: 'exercise',
      targetValue: 8,
      startDate: todayInIstanbul(),
      endDate: null,
      clientIds: [idA],
    };
    expect((await admin.post('/api/admin/goals', goal)).status).toBe(201);
    const afterGoal = await waitFor(
      () => pushService.pushesTo(phoneA),
      (list) => list.length === 2,
      'the goal push',
    );
    expect(phoneA.decrypt(afterGoal[1]!.body)).toMatchObject({ title: goalNotificationTitle, url: '/kullanici' });

    expect((await admin.post(`/api/admin/messages/${idA}`, { text: 'Merhaba, nasılsınız?' })).status).toBe(201);
    const afterMessage = await waitFor(
      () => pushService.pushesTo(phoneA),
      (list) => list.length === 3,
      'the message push',
    );
    const messagePush = phoneA.decrypt(afterMessage[2]!.body) as { body: string };
    expect(messagePush).toMatchObject({ title: 'Yeni mesaj', url: '/kullanici/mesajlar' });
    expect(messagePush.body).not.toContain('Merhaba');

    const muted = await clientA.put('/api/me/push/preferences', { mutedKinds: ['goals', 'messages'] });
    expect(muted.status).toBe(200);
    expect((await clientA.get<PushSettingsResponse>('/api/me/push')).body.mutedKinds).toEqual(['goals', 'messages']);
    expect((await admin.post('/api/admin/goals', { ...goal, title: 'Susturulmuş hedef' })).status).toBe(201);
    expect((await admin.post(`/api/admin/messages/${idA}`, { text: 'Susturulmuş' })).status).toBe(201);
    expect(await db().select().from(pushOutbox)).toEqual([]);
    expect(pushService.pushesTo(phoneA)).toHaveLength(3);
    expect((await clientA.put('/api/me/push/preferences', { mutedKinds: [] })).status).toBe(200);
  });

  it('removes a subscription the push service reports gone (410), and its queued pushes', async () => {
    pushService.answer(phoneA, 410);
    const before = pushService.pushesTo(phoneA).length;
    const sent = await admin.post('/api/admin/notifications', {
      title: 'Son bildirim',
      message: 'Bu tarayıcı aboneliği bıraktı.',
      recipients: { clientIds: [idA] },
    });
    expect(sent.status).toBe(201);
    await waitFor(
      subscriptionRows,
      (rows) => !rows.some((row) => row.endpoint === phoneA.endpoint),
      'the gone subscription to be removed',
    );
    expect(pushService.pushesTo(phoneA)).toHaveLength(before + 1);
    await outboxIsEmpty();
    expect((await subscriptionRows()).map((row) => row.endpoint)).toEqual([phoneB.endpoint]);
  });

  it('forgets the browser when the client turns notifications off', async () => {
    expect((await clientB.request('DELETE', '/api/me/push/subscription', { endpoint: phoneB.endpoint })).status).toBe(
      200,
    );
    expect(await subscriptionRows()).toEqual([]);
  });
});
