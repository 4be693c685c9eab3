import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, authUsers, clients } from '../../src/server/db/schema/index.ts';
import type { ClientProfileResponse } from '../../src/shared/schemas/profile.ts';
import { foldForSearch } from '../../src/shared/text.ts';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-accounts.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
/** The e-mail as both tables hold it, plus the search text. */
async function storedEmails(clientId: string) {
  const [user] = await db().select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, clientId));
  const [client] = await db()
    .select({ email: clients.email, searchText: clients.searchText })
    .from(clients)
    .where(eq(clients.id, clientId));
  return { user: user?.email, client: client?.email, searchText: client?.searchText };
}

async function passwordHash(clientId: string) {
  const [account] = await db()
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .where(eq(authAccounts.userId, clientId));
  return account?.password;
}

describe('GET /api/me/profile', () => {
  it("answers the session client's own details only", async () => {
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const response = await clientA.get<ClientProfileResponse>('/api/me/profile');
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({
      name: 'Ayşe Demir',
      email: demoEmails.clientA,
      phone: '0532 412 58 63',
      gender: 'female',
    });
    expect(response.body.profile.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    expect((await clientB.get<ClientProfileResponse>('/api/me/profile')).body.profile.name).toBe('Mehmet Kaya');
  });
});

describe('PUT /api/me/profile/email', () => {
  it('refuses bad and taken addresses with Turkish messages and changes nothing', async () => {
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const idA = await server.userIdOf(demoEmails.clientA);
    const before = await storedEmails(idA);
    const cases: Array<[unknown, number, string]> = [
      [{ email: '', currentPassword: DEMO_PASSWORD }, 400, 'Yeni e-posta adresi gerekli.'],
      [{ email: 'e-posta-degil', currentPassword: DEMO_PASSWORD }, 400, 'Geçerli bir e-posta adresi girin.'],
      [{}, 400, 'Yeni e-posta adresi gerekli.'],
      [{ email: demoEmails.clientB, currentPassword: DEMO_PASSWORD }, 409, 'Bu e-posta adresi zaten kayıtlı.'],
      [{ email: '  DANISAN2@Example.com ', currentPassword: DEMO_PASSWORD }, 409, 'Bu e-posta adresi zaten kayıtlı.'],
      [{ email: demoEmails.admin, currentPassword: DEMO_PASSWORD }, 409, 'Bu e-posta adresi zaten kayıtlı.'],
      [
        { email: demoEmails.clientA, currentPassword: DEMO_PASSWORD },
        400,
        'Yeni e-posta adresi mevcut adresinizle aynı.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await clientA.put('/api/me/profile/email', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      if (message) expect(response.body.message).toBe(message);
      else expect(response.body.message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    }
    const broken = await clientA.request('PUT', '/api/me/profile/email', '{"email":', {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('İstek gövdesi okunamadı. Lütfen formu tekrar gönderin.');
    expect(await storedEmails(idA)).toEqual(before);
  });

  it('changes the sign-in e-mail and the client record together; the new address signs in', async () => {
    const clientC = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
    const idC = await server.userIdOf(demoEmails.clientC);
    const response = await clientC.put('/api/me/profile/email', {
      email: '  Zeynep.Celik@Example.com ',
      currentPassword: DEMO_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email: 'zeynep.celik@example.com' });
    expect(await storedEmails(idC)).toEqual({
      user: 'zeynep.celik@example.com',
      client: 'zeynep.celik@example.com',
      searchText: foldForSearch('Zeynep Çelik zeynep.celik@example.com'),
    });
    // The session goes on and reads the new address.
    expect((await clientC.get('/api/auth/session')).body.user.email).toBe('zeynep.celik@example.com');
    expect((await clientC.get('/api/me/profile')).body.profile.email).toBe('zeynep.celik@example.com');
    await signedIn(server.baseUrl, 'client', 'zeynep.celik@example.com');
    const old = await new ApiClient(server.baseUrl).post('/api/auth/client/sign-in', {
      email: demoEmails.clientC,
      password: 'Demo1234!',
    });
    expect(old.status).toBe(401);
  });

  it('gives one of two clients racing for the same address a 409, never both the address', async () => {
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    const target = 'yarisan@example.com';
    const [a, b] = await Promise.all([
      clientA.put('/api/me/profile/email', { email: target, currentPassword: DEMO_PASSWORD }),
      clientB.put('/api/me/profile/email', { email: target, currentPassword: DEMO_PASSWORD }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const owners = await db().select({ id: clients.id }).from(clients).where(eq(clients.email, target));
    const users = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, target));
    expect(owners).toHaveLength(1);
    expect(users).toEqual(owners);
    // Put the winner back, so the other tests keep their demo accounts.
    const winner = a.status === 200 ? clientA : clientB;
    const original = a.status === 200 ? demoEmails.clientA : demoEmails.clientB;
    expect(
      (await winner.put('/api/me/profile/email', { email: original, currentPassword: DEMO_PASSWORD })).status,
    ).toBe(200);
  });
});

describe('PUT /api/me/profile/password', () => {
  it('refuses a mismatch, a short password and a wrong current password in Turkish, changing nothing', async () => {
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const idA = await server.userIdOf(demoEmails.clientA);
    const before = await passwordHash(idA);
    const cases: Array<[unknown, string]> = [
      [
        { currentPassword: 'Demo1234!', newPassword: 'yenisifre1', confirmPassword: 'yenisifre2' },
        'Yeni şifreler eşleşmiyor',
      ],
      [
        { currentPassword: 'Demo1234!', newPassword: '12345', confirmPassword: '12345' },
        'Yeni şifre en az 6 karakter olmalı.',
      ],
      [{ currentPassword: '', newPassword: 'yenisifre1', confirmPassword: 'yenisifre1' }, 'Mevcut şifrenizi girin.'],
      [
        { currentPassword: 'yanlis-sifre', newPassword: 'yenisifre1', confirmPassword: 'yenisifre1' },
        'Mevcut şifreniz hatalı.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await clientA.put('/api/me/profile/password', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await passwordHash(idA)).toBe(before);
    // The session survives failed attempts.
    expect((await clientA.get('/api/me/profile')).status).toBe(200);
  });

  it('changes the password, keeps this browser signed in and signs out every other session', async () => {
    const clientB = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    const otherDevice = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    const response = await clientB.put('/api/me/profile/password', {
      currentPassword: 'Demo1234!',
      newPassword: 'YeniSifre42',
      confirmPassword: 'YeniSifre42',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect((await clientB.get('/api/me/profile')).status).toBe(200);
    expect((await otherDevice.get('/api/me/profile')).status).toBe(401);
    await signedIn(server.baseUrl, 'client', demoEmails.clientB, 'YeniSifre42');
    const old = await new ApiClient(server.baseUrl).post('/api/auth/client/sign-in', {
      email: demoEmails.clientB,
      password: 'Demo1234!',
    });
    expect(old.status).toBe(401);
  });
});
