import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { createLogger } from '../../src/server/logging/logger.ts';
import type { AuditEntry, AuditPage } from '../../src/shared/schemas/clients-audit.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { measurementValues } from '../support/clinical-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #16, finding 12: a structured JSON request log without secrets or health data, and an audit
// trail of every create/update/delete of clinical and account data that the dietitian reads per client.

let server: TestServer;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  adminId = await server.userIdOf(demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

const password = 'Denetim.Sifre-2468';
async function freshClient() {
  const email = `denetim.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@ornek.com`;
  const created = await admin.post('/api/admin/clients', {
    name: 'Denetim Danışanı',
    gender: 'female',
    age: 33,
    email,
    password,
    passwordRepeat: password,
    phone: '0532 111 22 33',
  });
  expect(created.status).toBe(201);
  return { id: created.body.client.id as string, email, requestId: created.headers.get('x-request-id') };
}

async function trailOf(clientId: string): Promise<AuditEntry[]> {
  const response = await admin.get<AuditPage>(`/api/admin/clients/${clientId}/audit`);
  expect(response.status).toBe(200);
  return response.body.items;
}

describe('finding 12: audit trail', () => {
  it('records who created, changed and deleted a measurement, with before and after, per client', async () => {
    const client = await freshClient();
    const created = await admin.post('/api/admin/measurements', {
      clientId: client.id,
      ...measurementValues({ weight: 92.4 }),
    });
    expect(created.status).toBe(201);
    const id = created.body.measurement.id as string;
    const updated = await admin.put(`/api/admin/measurements/${id}`, {
      ...measurementValues({ weight: 90.1 }),
      version: 1,
    });
    expect(updated.status).toBe(200);
    const deleted = await admin.delete(`/api/admin/measurements/${id}`);
    expect(deleted.status).toBe(200);

    const rows = (await trailOf(client.id)).filter((entry) => entry.entity === 'client_measurements');
    expect(rows.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    for (const entry of rows) {
      expect(entry).toMatchObject({
        entityId: id,
        actorId: adminId,
        actorRole: 'admin',
        actorName: expect.any(String),
      });
    }
    const [deleteRow, updateRow, createRow] = rows;
    expect(createRow!.before).toBeNull();
    expect(createRow!.after).toMatchObject({ weight: 92.4 });
    expect(updateRow!.before).toMatchObject({ weight: 92.4 });
    expect(updateRow!.after).toMatchObject({ weight: 90.1 });
    expect(deleteRow!.after).toBeNull();
    expect(deleteRow!.before).toMatchObject({ weight: 90.1 });
    expect(deleteRow!.requestId).toBe(deleted.headers.get('x-request-id'));
    // The client's own creation is in the trail too, tied to the request that made it.
    const creation = (await trailOf(client.id)).find(
      (entry) => entry.entity === 'clients' && entry.action === 'create',
    );
    expect(creation?.requestId).toBe(client.requestId);
  });

  it("records the client's own writes as the client, and a password change without the hash", async () => {
    const client = await freshClient();
    const caller = await signedIn(server.baseUrl, 'client', client.email, password);
    expect((await caller.post('/api/me/water')).status).toBe(200);
    const newPassword = 'Yeni.Denetim-97531';
    const changed = await caller.put('/api/me/profile/password', {
      currentPassword: password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.status).toBe(200);
    const trail = await trailOf(client.id);
    const water = trail.find((entry) => entry.entity === 'water_intake');
    expect(water).toMatchObject({ actorId: client.id, actorRole: 'client' });
    const passwordChange = trail.find(
      (entry) => entry.entity === 'auth_accounts' && (entry.after as Record<string, unknown>)?.password_changed,
    );
    expect(passwordChange).toBeDefined();
    const text = JSON.stringify(trail);
    expect(text).not.toMatch(/"password"\s*:/);
    expect(text).not.toContain(newPassword);
    expect(text).not.toMatch(/"token"\s*:/);
  });

  it('keeps the trail readable after the client is deleted, with the deletion in it', async () => {
    const client = await freshClient();
    expect((await admin.delete(`/api/admin/clients/${client.id}`)).status).toBe(200);
    const trail = await trailOf(client.id);
    expect(
      trail.some((entry) => entry.entity === 'clients' && entry.action === 'delete' && entry.actorId === adminId),
    ).toBe(true);
  });

  it('answers an unknown client with an empty trail and a bad page with a Turkish 400', async () => {
    const unknown = await trailOf(crypto.randomUUID());
    expect(unknown).toEqual([]);
    expect((await admin.get(`/api/admin/clients/${crypto.randomUUID()}/audit?page=0`)).status).toBe(400);
  });
});

describe('finding 12: request log', () => {
  it('logs each request as JSON with id, user, route, status and time, and no secrets or health data', async () => {
    const lines: string[] = [];
    const app = createApp({
      ...server.runtime.deps,
      logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
    });
    const origin = 'http://denge.test';
    const signIn = await app.request(`${origin}/api/auth/admin/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: demoEmails.admin, password: 'Demo1234!' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const client = await freshClient();
    const created = await app.request(`${origin}/api/admin/measurements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ clientId: client.id, ...measurementValues({ weight: 123.4 }) }),
    });
    expect(created.status).toBe(201);
    await app.request(`${origin}/api/admin/clients?search=Ay%C5%9Fe%20Y%C4%B1lmaz`, { headers: { cookie } });
    await app.request(`${origin}/api/me/diary?date=${todayInIstanbul()}`);

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toHaveLength(4);
    const [signInLine, createLine, searchLine, anonymousLine] = records;
    expect(signInLine).toMatchObject({ msg: 'request', method: 'POST', route: '/api/auth/admin/sign-in', status: 200 });
    expect(createLine).toMatchObject({
      method: 'POST',
      route: '/api/admin/measurements',
      status: 201,
      userId: adminId,
      requestId: created.headers.get('x-request-id'),
    });
    expect(typeof createLine!.ms).toBe('number');
    expect(typeof createLine!.time).toBe('string');
    expect(searchLine).toMatchObject({ route: '/api/admin/clients', status: 200, userId: adminId });
    expect(anonymousLine).toMatchObject({ status: 401, userId: null });
    // The duration is left out of the search: a sign-in once took exactly 123.4 ms in CI, and the
    // weight's digits were found in its `ms`. Every other field of every line is searched.
    const text = records.map(({ ms: _duration, ...fields }) => JSON.stringify(fields)).join('\n');
    for (const secret of ['Demo1234!', cookie.split('=')[1]!, '123.4', 'Yılmaz', 'Ay%C5%9Fe', demoEmails.admin]) {
      expect(text).not.toContain(secret);
    }
  });
});
