import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../src/server/db/schema/index.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { type AppProcess, startAppProcess } from '../support/app-process.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #17: each process keeps signed-in users for a short while (src/server/auth/session-cache.ts).
// Here a second app process — a real `node src/server/main.ts` on the same PostgreSQL — serves the
// same sessions, and sign-out, a password change and an account deletion made on the first process
// lock the old cookie out of the second within a second, although the second had it cached.

const REVOCATION_DEADLINE_MS = 1000;
const onPostgres = Boolean(process.env.DENGE_TEST_POSTGRES_URL);

let first: TestServer;
let second: AppProcess;

/** The same browser, its requests sent to the other process (as a round-robin proxy would). */
const onSecond = (caller: ApiClient) => ({
  get: (path: string) =>
    fetch(`${second.baseUrl}${path}`, { headers: { cookie: caller.cookieHeader } }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { client?: { name: string } },
    })),
});

/** Milliseconds until the second process answers 401 to `caller`'s cookie. */
async function timeUntilLockedOut(caller: ReturnType<typeof onSecond>, path: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 5000) {
    if ((await caller.get(path)).status === 401) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}

describe.runIf(onPostgres)('sessions across two app processes on one PostgreSQL', () => {
  beforeAll(async () => {
    first = await startTestServer();
    second = await startAppProcess(first.runtime.deps.env.DATABASE_URL ?? '');
  }, 60_000);
  afterAll(async () => {
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

  it('locks a signed-out cookie out of the other process within a second', async () => {
    const { email, password } = await freshClient('cikis');
    const client = await signedIn(first.baseUrl, 'client', email, password);
    const elsewhere = onSecond(client);
    expect((await elsewhere.get('/api/me/home')).status).toBe(200); // now cached on the second process
    await client.post('/api/auth/sign-out', {});
    expect(await timeUntilLockedOut(elsewhere, '/api/me/home')).toBeLessThan(REVOCATION_DEADLINE_MS);
  });

  it('locks the other sessions out after a password change within a second', async () => {
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
    expect(await timeUntilLockedOut(phoneElsewhere, '/api/me/home')).toBeLessThan(REVOCATION_DEADLINE_MS);
  });

  it("locks a deleted account's cookie out of the other process within a second", async () => {
    const { admin, email, id, password } = await freshClient('silme');
    const client = await signedIn(first.baseUrl, 'client', email, password);
    const elsewhere = onSecond(client);
    expect((await elsewhere.get('/api/me/home')).status).toBe(200);
    expect((await admin.delete(`/api/admin/clients/${id}`)).status).toBe(200);
    expect(await timeUntilLockedOut(elsewhere, '/api/me/home')).toBeLessThan(REVOCATION_DEADLINE_MS);
  });

  it('locks a cookie out when its session row goes by any path (the database trigger announces it)', async () => {
    const { email, password, id } = await freshClient('satir');
    const client = await signedIn(first.baseUrl, 'client', email, password);
    const elsewhere = onSecond(client);
    expect((await elsewhere.get('/api/me/home')).status).toBe(200);
    // No route and no announcement in the app code: a revocation by better-auth itself looks like this.
    await first.runtime.deps.db.delete(authSessions).where(eq(authSessions.userId, id));
    expect(await timeUntilLockedOut(elsewhere, '/api/me/home')).toBeLessThan(REVOCATION_DEADLINE_MS);
  });
});
