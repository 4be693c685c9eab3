import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authSessions } from '../../src/server/db/schema/index.ts';
import { MAX_STREAMS_PER_ACCOUNT } from '../../src/server/realtime/session-events.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { EVENT_DEADLINE_MS, type EventStreamListener, endsInTime, listenToEvents } from '../support/sse-listener.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #16, finding 3: a live event stream ends when its session ends (sign-out, password change,
// account deletion), also when another process ended it (the session row is the truth), and one
// account cannot hold streams without limit.

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

let serial = 0;
async function freshClient(): Promise<{ id: string; email: string; password: string }> {
  serial += 1;
  const email = `canli.${serial}.${Date.now()}@ornek.com`;
  const password = 'Gizli.Sifre-2468';
  const created = await admin.post('/api/admin/clients', {
    name: 'Canlı Akış Danışanı',
    gender: 'female',
    age: 30,
    email,
    password,
    passwordRepeat: password,
    phone: '0532 111 22 33',
  });
  expect(created.status).toBe(201);
  return { id: created.body.client.id, email, password };
}

const notify = (clientId: string, title: string) =>
  admin.post('/api/admin/notifications', { title, message: 'Canlı deneme', recipients: { clientIds: [clientId] } });

describe('finding 3: live streams end with their session', () => {
  it('ends the stream of a signed-out session and delivers nothing after; the other session keeps its stream', async () => {
    const account = await freshClient();
    const leaving = await signedIn(server.baseUrl, 'client', account.email, account.password);
    const staying = await signedIn(server.baseUrl, 'client', account.email, account.password);
    const leavingStream = await listenToEvents(server.baseUrl, leaving.cookieHeader);
    const stayingStream = await listenToEvents(server.baseUrl, staying.cookieHeader);
    try {
      expect((await leaving.post('/api/auth/sign-out')).status).toBe(200);
      expect(await endsInTime(leavingStream)).toBe(true);
      expect((await notify(account.id, 'Çıkıştan sonra')).status).toBe(201);
      await stayingStream.waitFor((event) => event.data?.title === 'Çıkıştan sonra');
      expect(leavingStream.events.some((event) => event.data?.title === 'Çıkıştan sonra')).toBe(false);
    } finally {
      leavingStream.close();
      stayingStream.close();
    }
  });

  it('delivers nothing to a stream whose session another process removed, and ends it', async () => {
    const account = await freshClient();
    const caller = await signedIn(server.baseUrl, 'client', account.email, account.password);
    const stream = await listenToEvents(server.baseUrl, caller.cookieHeader);
    try {
      // As another process signing the session out would: the row goes, this process hears nothing of it.
      await server.runtime.deps.db.delete(authSessions).where(eq(authSessions.userId, account.id));
      expect((await notify(account.id, 'Başka süreçten')).status).toBe(201);
      expect(await endsInTime(stream)).toBe(true);
      expect(stream.events.some((event) => event.data?.title === 'Başka süreçten')).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('ends the streams of the other sessions on a password change, keeps the changer signed in', async () => {
    const account = await freshClient();
    const other = await signedIn(server.baseUrl, 'client', account.email, account.password);
    const changer = await signedIn(server.baseUrl, 'client', account.email, account.password);
    const stream = await listenToEvents(server.baseUrl, other.cookieHeader);
    try {
      const newPassword = 'Yeni.Sifre-97531';
      const changed = await changer.put('/api/me/profile/password', {
        currentPassword: account.password,
        newPassword,
        confirmPassword: newPassword,
      });
      expect(changed.status).toBe(200);
      expect(await endsInTime(stream)).toBe(true);
      await notify(account.id, 'Şifreden sonra');
      expect(stream.events.some((event) => event.data?.title === 'Şifreden sonra')).toBe(false);
      expect((await changer.get('/api/me/profile')).status).toBe(200);
    } finally {
      stream.close();
    }
  });

  it('ends the stream when the account is deleted', async () => {
    const account = await freshClient();
    const caller = await signedIn(server.baseUrl, 'client', account.email, account.password);
    const stream = await listenToEvents(server.baseUrl, caller.cookieHeader);
    try {
      expect((await admin.delete(`/api/admin/clients/${account.id}`)).status).toBe(200);
      expect(await endsInTime(stream)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it(`caps the open streams of one account at ${MAX_STREAMS_PER_ACCOUNT}`, async () => {
    const account = await freshClient();
    const caller = await signedIn(server.baseUrl, 'client', account.email, account.password);
    const streams: EventStreamListener[] = [];
    try {
      for (let index = 0; index < MAX_STREAMS_PER_ACCOUNT; index++) {
        streams.push(await listenToEvents(server.baseUrl, caller.cookieHeader));
      }
      const extra = await fetch(`${server.baseUrl}/api/me/events`, { headers: { cookie: caller.cookieHeader } });
      expect(extra.status).toBe(429);
      expect((await extra.json()).message).toMatch(/pencere/);
      streams.pop()?.close();
      // The server has let the closed stream go.
      await vi.waitFor(
        () => expect(server.runtime.deps.realtime.connectionCountOf(account.id)).toBe(MAX_STREAMS_PER_ACCOUNT - 1),
        { timeout: EVENT_DEADLINE_MS },
      );
      const again = await listenToEvents(server.baseUrl, caller.cookieHeader);
      streams.push(again);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
