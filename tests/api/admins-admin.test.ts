import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, authSessions, authUsers } from '../../src/server/db/schema/index.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

const newAdmin = (overrides: Record<string, unknown> = {}) => ({
  name: 'Zeynep',
  surname: 'Kaya',
  email: `zeynep.kaya.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@ornek.com`,
  password: 'Papatya-Bahcesi-2026',
  ...overrides,
});

async function countAccounts() {
  const db = server.runtime.deps.db;
  const [admins] = await db.select({ n: count() }).from(adminUsers);
  const [users] = await db.select({ n: count() }).from(authUsers);
  return { admins: admins!.n, users: users!.n };
}

describe('the last admin', () => {
  it('cannot be deleted, not even by themself (409, nothing removed)', async () => {
    const selfId = await server.userIdOf(demoEmails.admin);
    expect((await countAccounts()).admins).toBe(1);
    const response = await admin.delete(`/api/admin/admins/${selfId}`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'last_admin',
      message: 'Son yönetici silinemez. Önce başka bir yönetici ekleyin.',
    });
    expect((await countAccounts()).admins).toBe(1);
    expect((await admin.get('/api/admin/admins')).status).toBe(200);
  });
});

describe('admin list (GET /api/admin/admins)', () => {
  it('lists the admins newest first with name, surname, e-mail and date, marking one’s own card', async () => {
    const created = await admin.post('/api/admin/admins', newAdmin({ name: 'Liste', surname: 'Sınaması' }));
    expect(created.status).toBe(201);
    const response = await admin.get('/api/admin/admins');
    expect(response.status).toBe(200);
    const { admins } = response.body;
    expect(admins[0]).toMatchObject({ name: 'Liste', surname: 'Sınaması', isSelf: false, hasTwoFactor: false });
    const self = admins.find((row: { email: string }) => row.email === demoEmails.admin);
    expect(self).toMatchObject({ name: 'Elif', surname: 'Yıldız', isSelf: true });
    expect(self.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('searches name, surname, full name and e-mail, case-insensitively; no match is an empty list', async () => {
    await admin.post('/api/admin/admins', newAdmin({ name: 'Aranan', surname: 'Özdemir' }));
    const bySurname = await admin.get(`/api/admin/admins?search=${encodeURIComponent('özdemir')}`);
    expect(bySurname.body.admins.map((row: { name: string }) => row.name)).toEqual(['Aranan']);
    const byFullName = await admin.get(`/api/admin/admins?search=${encodeURIComponent('Aranan Öz')}`);
    expect(byFullName.body.admins).toHaveLength(1);
    const byEmail = await admin.get(`/api/admin/admins?search=${encodeURIComponent('DIYETISYEN@')}`);
    expect(byEmail.body.admins.map((row: { email: string }) => row.email)).toEqual([demoEmails.admin]);
    const wildcard = await admin.get(`/api/admin/admins?search=${encodeURIComponent('%')}`);
    expect(wildcard.body.admins).toEqual([]);
    const none = await admin.get('/api/admin/admins?search=hicbiryoneticiboyledegil');
    expect(none.body).toEqual({ admins: [] });
  });
});

describe('adding an admin (POST /api/admin/admins)', () => {
  it('registers an account with role admin that signs in on /login, keeping name and surname', async () => {
    const input = newAdmin({ name: '  Ayşe ', surname: ' Demir  ', email: `Ayse.Demir.${Date.now()}@Ornek.com` });
    const response = await admin.post('/api/admin/admins', input);
    expect(response.status).toBe(201);
    const email = String(input.email).toLowerCase();
    expect(response.body.admin).toMatchObject({ name: 'Ayşe', surname: 'Demir', email, isSelf: false });
    const [user] = await server.runtime.deps.db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(user).toMatchObject({ role: 'admin', name: 'Ayşe Demir' });
    const newcomer = await signedIn(server.baseUrl, 'admin', email, String(input.password));
    expect((await newcomer.get('/api/admin/admins')).status).toBe(200);
  });

  it('refuses an e-mail any account already uses, by lookup, with the spec text (409, nothing written)', async () => {
    const before = await countAccounts();
    for (const email of [demoEmails.clientA, demoEmails.admin.toUpperCase()]) {
      // A wrong password: the old system's sign-in probe would have called this e-mail free.
      const response = await admin.post('/api/admin/admins', newAdmin({ email, password: 'Baska-Bir-Sifre-99' }));
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        code: 'email_taken',
        message: 'Bu e-posta adresi zaten kullanımda',
        fieldErrors: { email: 'Bu e-posta adresi zaten kullanımda' },
      });
    }
    expect(await countAccounts()).toEqual(before);
  });

  it('answers bad input with Turkish field errors and writes nothing', async () => {
    const before = await countAccounts();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '   ' }, 'name', 'Ad gerekli.'],
      [{ surname: '' }, 'surname', 'Soyad gerekli.'],
      [{ email: 'gecersiz-eposta' }, 'email', 'Geçerli bir e-posta adresi girin (ör. ad.soyad@ornek.com).'],
      [{ password: 'kisa' }, 'password', 'Yönetici şifresi en az 10 karakter olmalıdır.'],
      [{ name: 'Ad\u0000' }, 'name', 'Metin görünmeyen kontrol karakterleri içeremez.'],
    ];
    for (const [override, field, message] of cases) {
      const response = await admin.post('/api/admin/admins', newAdmin(override));
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors[field]).toBe(message);
    }
    const common = await admin.post('/api/admin/admins', newAdmin({ password: 'password123' }));
    expect(common.status).toBe(400);
    expect(common.body.code).toBe('password_too_common');
    expect(await countAccounts()).toEqual(before);
  });
});

describe('deleting an admin (DELETE /api/admin/admins/:id)', () => {
  it("ends the deleted admin's sessions at once", async () => {
    const input = newAdmin();
    const created = await admin.post('/api/admin/admins', input);
    const other = await signedIn(server.baseUrl, 'admin', String(input.email), String(input.password));
    expect((await other.get('/api/admin/admins')).status).toBe(200);

    const response = await admin.delete(`/api/admin/admins/${created.body.admin.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ signedOut: false });
    expect((await other.get('/api/admin/admins')).status).toBe(401);
    const db = server.runtime.deps.db;
    expect(await db.select().from(authSessions).where(eq(authSessions.userId, created.body.admin.id))).toEqual([]);
    expect(await db.select().from(adminUsers).where(eq(adminUsers.id, created.body.admin.id))).toEqual([]);
    // The one who deleted stays signed in.
    expect((await admin.get('/api/admin/admins')).status).toBe(200);
  });

  it('answers 404 for an unknown id, a non-UUID and a client’s id, deleting nothing', async () => {
    const before = await countAccounts();
    expect((await admin.delete('/api/admin/admins/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.delete('/api/admin/admins/abc')).status).toBe(404);
    const clientId = await server.userIdOf(demoEmails.clientA);
    const response = await admin.delete(`/api/admin/admins/${clientId}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Yönetici bulunamadı.');
    expect(await countAccounts()).toEqual(before);
  });

  it('signs one out when deleting one’s own account (cookie cleared, session gone)', async () => {
    const input = newAdmin();
    await admin.post('/api/admin/admins', input);
    const leaving = await signedIn(server.baseUrl, 'admin', String(input.email), String(input.password));
    const leavingId = await server.userIdOf(String(input.email));
    const response = await leaving.delete(`/api/admin/admins/${leavingId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ signedOut: true });
    expect(leaving.hasSession).toBe(false);
    expect((await leaving.get('/api/auth/session')).body).toEqual({ user: null });
    const retry = new ApiClient(server.baseUrl);
    const signIn = await retry.post('/api/auth/admin/sign-in', { email: input.email, password: input.password });
    expect(signIn.status).toBe(401);
  });
});
