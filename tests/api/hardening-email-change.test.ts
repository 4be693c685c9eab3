import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers } from '../../src/server/db/schema/index.ts';
import { createClientSchema, updateClientSchema } from '../../src/shared/schemas/clients.ts';
import { changeEmailSchema } from '../../src/shared/schemas/profile.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #16, finding 8: the e-mail change asks for the current password and is rate-limited (its 409
// tells whether an address is registered); the client's and the dietitian's e-mail rules are one rule.

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
async function freshClient() {
  serial += 1;
  const email = `eposta.${serial}.${Date.now()}@ornek.com`;
  const password = 'Eposta.Sifre-2468';
  const created = await admin.post('/api/admin/clients', {
    name: 'E-posta Danışanı',
    gender: 'female',
    age: 28,
    email,
    password,
    passwordRepeat: password,
    phone: '0532 111 22 33',
  });
  expect(created.status).toBe(201);
  const caller = await signedIn(server.baseUrl, 'client', email, password);
  return { id: created.body.client.id as string, email, password, caller };
}

const storedEmail = async (id: string) =>
  (await server.runtime.deps.db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, id)))[0]
    ?.email;

describe('finding 8: e-mail change', () => {
  it('asks for the current password and changes nothing without the right one', async () => {
    const account = await freshClient();
    const missing = await account.caller.put('/api/me/profile/email', { email: 'yeni.adres@ornek.com' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Mevcut şifrenizi girin.');
    const wrong = await account.caller.put('/api/me/profile/email', {
      email: 'yeni.adres@ornek.com',
      currentPassword: 'yanlis-sifre',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Mevcut şifreniz hatalı.');
    expect(await storedEmail(account.id)).toBe(account.email);
    const right = await account.caller.put('/api/me/profile/email', {
      email: `dogru.${Date.now()}@ornek.com`,
      currentPassword: account.password,
    });
    expect(right.status).toBe(200);
  });

  it('does not tell a wrong password whether an address is registered', async () => {
    const account = await freshClient();
    const probe = await account.caller.put('/api/me/profile/email', {
      email: demoEmails.clientB,
      currentPassword: 'yanlis-sifre',
    });
    expect(probe.status).toBe(400);
    expect(probe.body.message).toBe('Mevcut şifreniz hatalı.');
  });

  it('limits the tries per account: the 11th in 15 minutes is a Turkish 429, even with the right password', async () => {
    const account = await freshClient();
    for (let index = 0; index < 10; index++) {
      const response = await account.caller.put('/api/me/profile/email', {
        email: demoEmails.clientB,
        currentPassword: index % 2 === 0 ? 'yanlis-sifre' : account.password,
      });
      expect([400, 409]).toContain(response.status);
    }
    const limited = await account.caller.put('/api/me/profile/email', {
      email: `sinirli.${Date.now()}@ornek.com`,
      currentPassword: account.password,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(
      'Çok fazla e-posta değiştirme denemesi yapıldı. Lütfen daha sonra tekrar deneyin.',
    );
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await storedEmail(account.id)).toBe(account.email);
  });

  it.each([
    'ayse@ornek.com',
    'Ayse.Yilmaz@Ornek.COM',
    'a+b%c@ornek.com.tr',
    "o'brien@ornek.com",
    'ayse@ornek',
    'ayşe@ornek.com',
    'ayse@ornek.c',
    'ayse @ornek.com',
    'ayse@ornek.com\u0000',
    `${'a'.repeat(250)}@ornek.com`,
  ])('the client and the dietitian accept %j alike', (email) => {
    const asClient = changeEmailSchema.shape.email.safeParse(email);
    const asAdminEdit = updateClientSchema.shape.email.safeParse(email);
    const asAdminCreate = createClientSchema.safeParse({
      name: 'Ad',
      gender: 'female',
      age: 30,
      email,
      password: 'gizli123',
      passwordRepeat: 'gizli123',
      phone: '0532 111 22 33',
    });
    expect(asClient.success).toBe(asAdminEdit.success);
    expect(asAdminCreate.success).toBe(asAdminEdit.success);
    if (asClient.success && asAdminEdit.success) expect(asClient.data).toBe(asAdminEdit.data);
  });
});
