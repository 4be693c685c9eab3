import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../src/server/db/schema/index.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { type AppProcess, startAppProcess } from '../support/app-process.ts';
import { catchUp } from '../support/live-events.ts';
import { type EventStreamListener, listenToEvents } from '../support/sse-listener.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #17: each process keeps signed-in users for a short while (src/server/auth/session-cache.ts).
// Here a second app process — a real `node src/server/main.ts` on the same PostgreSQL — serves the
// same sessions, and sign-out, a password change and an account deletion made on the first process
// lock the old cookie out of the second, although the second had it cached (for up to a minute):
// by the time the second process has handled the announcements made so far, it refuses the cookie.

const onPostgres = Boolean(process.env.DENGE_TEST_POSTGRES_URL);

let first: TestServer;
let second: AppProcess;
/** A live stream held on the second process (demo client C's): how the test knows what it has handled. */
let secondsStream: EventStreamListener;
let clientCId: string;

/** The same browser, its requests sent to the other process (as a round-robin proxy would). */
const onSecond = (caller: ApiClient) => ({
  get: (path: string) =>
    fetch(`${second.baseUrl}${path}`, { headers: { cookie: caller.cookieHeader } }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { client?: { name: string } },
    })),
});

/**
 * The second process's answer to `caller`'s cookie once it has handled every live event announced so
 * far (a session's end among them): a marker sent to client C reaches C's stream on the second process.
 */
async function statusOnSecondAfterAnnouncements(caller: ReturnType<typeof onSecond>, path: string) {
  await catchUp(secondsStream, first.runtime.deps.db, clientCId);
  return (await caller.get(path)).status;
}

describe.runIf(onPostgres)('sessions across two app processes on one PostgreSQL', () => {
  beforeAll(async () => {
    first = await startTestServer();
    second = await startAppProcess(first.runtime.deps.env.DATABASE_URL ?? '');
    const clientC = await signedIn(first.baseUrl, 'client', demoEmails.clientC);
    clientCId = await first.userIdOf(demoEmails.clientC);
    secondsStream = await listenToEvents(second.baseUrl, clientC.cookieHeader);
  }, 60_000);
  afterAll(async () => {
    secondsStream?.close();
    await second?.stop();
    await first?.close();
  });

  async function freshClient(label: string) {
    const admin = await signedIn(first.baseUrl, 'admin', demoEmails.admin);
    const email = `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const created = await admin.post<{ client: { id: string } }>('/api/admin/clients', {
      name: `İki Süreç ${label}`,
      gender: 'female',
      age: 30,
      email,
      password: 'Gizli.Sifre-2026',
      passwordRepeat: 'Gizli.Sifre-2026',
      phone: '0555 000 00 00',
    });
    expect(created.status).toBe(201);
    return { admin, email, id: created.body.client.id, password: 'Gizli.Sifre-2026' };
  }

  it('accepts a session made on one process on the other', async () => {
    const client = await signedIn(first.baseUrl, 'client', demoEmails.clientA);
    const response = await onSecond(client).get('/api/me/home');
    expect(response.status).toBe(200);
    expect(response.body.client?.name).toBe('Ayşe Demir');
  });

  it('locks a signed-out cookie out of the other process', async () => {
    const { email, password } = await freshClient('cikis');
    const client = await signedIn(first.baseUrl, 'client', email, password);
    const elsewhere = onSecond(client);
    expect((await elsewhere.get('/api/me/home')).status).toBe(200); // now cached on the second process
    await client.post('/api/auth/sign-out', {});
    expect(await statusOnSecondAfterAnnouncements(elsewhere, '/api/me/home')).toBe(401);
  });

  it('locks the other sessions out of the other process after a password change', async () => {
    const { email, password } = await freshClient('sifre');
    const phone = await signedIn(first.baseUrl, 'client', email, password);
    const laptop = await signedIn(first.baseUrl, 'client', email, password);
    const phoneElsewhere = onSecond(phone);
    expect((await phoneElsewhere.get('/api/me/home')).status).toBe(200);
    const changed = await laptop.put('/api/me/profile/password', {
      currentPassword: password,
      newPassword: 'Yeni.Sifre-2027',
      confirmPassword: 'Yeni.Sifre-2027',
    });
    expect(changed.status).toBe(200);
    expect(await statusOnSecondAfterAnnouncements(phoneElsewhere, '/api/me/home')).toBe(401);
  });

  it("locks a deleted account's cookie out of the other process", async () => {
    const { admin, email, id, password } = await freshClient('silme');
    const client = await signedIn(first.baseUrl, 'client', email, password);
    const elsewhere = onSecond(client);
    expect((await elsewhere.get('/api/me/home')).status).toBe(200);
    expect((await admin.delete(`/api/admin/clients/${id}`)).status).toBe(200);
    expect(await statusOnSecondAfterAnnouncements(elsewhere, '/api/me/home')).toBe(401);
  });

  it('locks a cookie out when its session row goes by any path (the database trigger announces it)', async () => {
    const { email, password, id } = await freshClient('satir');
    const client = await signedIn(first.baseUrl, 'client', email, password);
    const elsewhere = onSecond(client);
    expect((await elsewhere.get('/api/me/home')).status).toBe(200);
    // No route and no announcement in the app code: a revocation by better-auth itself looks like this.
    await first.runtime.deps.db.delete(authSessions).where(eq(authSessions.userId, id));
    expect(await statusOnSecondAfterAnnouncements(elsewhere, '/api/me/home')).toBe(401);
  });
});
