import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authUsers } from '../../src/server/db/schema/index.ts';
import type { AccessLogPage } from '../../src/shared/schemas/access-log.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Who saw what (issue #43, ADR 0084): an admin's read of a client's health data is in that client's
// access log, once per admin, client and screen within 10 minutes; the client sees the same rows
// (name, screen, time; no ids); the client's own reads are never in it; a failed read is not either.

let server: TestServer;
let admin: ApiClient;
let adminName: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  const [row] = await db()
    .select({ name: authUsers.name })
    .from(authUsers)
    .where(eq(authUsers.email, demoEmails.admin));
  adminName = row!.name;
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const label = () => crypto.randomUUID().slice(0, 8);

async function freshClient() {
  const email = `erisim-${label()}@example.com`;
  const password = 'Gizli.Sifre-2026';
  const created = await admin.post<{ client: { id: string } }>('/api/admin/clients', {
    name: `Erişim ${label()}`,
    gender: 'female',
    age: 34,
    email,
    password,
    passwordRepeat: password,
    phone: '0555 000 00 00',
  });
  expect(created.status).toBe(201);
  return { id: created.body.client.id, client: await signedIn(server.baseUrl, 'client', email, password) };
}

const adminLog = async (clientId: string) => (await admin.get<AccessLogPage>(`/api/admin/access-log/${clientId}`)).body;

describe('recording reads', () => {
  it("shows an admin's reads of the report and measurements once within the window, to the admin and the client", async () => {
    const { id, client } = await freshClient();
    expect((await admin.get(`/api/admin/reports/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/reports/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/measurements?clientId=${id}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/measurements?clientId=${id}`)).status).toBe(200);

    const log = await adminLog(id);
    expect(log).toMatchObject({ total: 2, page: 1 });
    expect(log.items.map((entry) => [entry.screen, entry.adminName])).toEqual([
      ['measurements', adminName],
      ['report', adminName],
    ]);
    expect(Date.parse(log.items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(log.items[1]!.at));

    const own = await client.get<AccessLogPage>('/api/me/access-log');
    expect(own.status).toBe(200);
    expect(own.body).toEqual(log);
    // Name, screen and time only: no internal ids reach the client.
    expect(Object.keys(own.body.items[0]!).sort()).toEqual(['adminName', 'at', 'screen']);
  });

  it('records the other screens of a client (diary, consents, messages, the record) by the same rule', async () => {
    const { id } = await freshClient();
    for (const path of [
      `/api/admin/clients/${id}`,
      `/api/admin/diary/${id}?date=2026-01-15`,
      `/api/admin/consents/${id}`,
      `/api/admin/messages/${id}`,
    ]) {
      expect((await admin.get(path)).status, path).toBe(200);
    }
    const screens = (await adminLog(id)).items.map((entry) => entry.screen).sort();
    expect(screens).toEqual(['client', 'consents', 'diary', 'messages']);
  });

  it("never records the client's own reads, lists across clients, or a read that failed", async () => {
    const { id, client } = await freshClient();
    for (const path of [
      '/api/me/home',
      '/api/me/profile',
      '/api/me/nutrition-programs',
      '/api/me/privacy/data-export',
    ]) {
      await client.get(path);
    }
    await admin.get('/api/admin/clients');
    await admin.get('/api/admin/goals');
    expect((await client.get<AccessLogPage>('/api/me/access-log')).body).toMatchObject({ items: [], total: 0 });

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.get(`/api/admin/reports/${unknown}`)).status).toBe(404);
    expect((await admin.get(`/api/admin/measurements?clientId=kimse`)).status).toBe(400);
    const trail = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, unknown), eq(auditLog.action, 'read')));
    expect(trail).toEqual([]);
    expect((await adminLog(id)).total).toBe(0);
  });

  it("keeps client A's log to client A: B's reads are not in it and no parameter reaches B's", async () => {
    const a = await freshClient();
    const b = await freshClient();
    await admin.get(`/api/admin/reports/${b.id}`);
    const ofA = await a.client.get<AccessLogPage>(`/api/me/access-log?clientId=${b.id}`);
    expect(ofA.status).toBe(200);
    expect(ofA.body.total).toBe(0);
    expect((await b.client.get<AccessLogPage>('/api/me/access-log')).body.total).toBe(1);
  });
});

describe('bad input', () => {
  it('answers a bad page with a Turkish 400 and a bad client id with 404', async () => {
    const { id, client } = await freshClient();
    for (const page of ['0', 'abc', '-1', '1.5']) {
      const response = await admin.get<{ code: string; message: string }>(`/api/admin/access-log/${id}?page=${page}`);
      expect(response.status, page).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation', message: 'Sayfa numarası en az 1 olmalıdır.' });
      expect((await client.get(`/api/me/access-log?page=${page}`)).status, page).toBe(400);
    }
    expect((await admin.get('/api/admin/access-log/kimse')).status).toBe(404);
  });
});
