import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/shared/schemas/clients-audit.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #16, finding 1: wrong passwords from many addresses must not lock the owner out. Sign-in is
// limited per account AND source (8 per 15 minutes by default); the first refusal is in the audit trail.

let server: TestServer;

beforeAll(async () => {
  // Behind a trusted proxy, so that each request can come from its own address (X-Forwarded-For).
  server = await startTestServer({ env: { TRUST_PROXY: 'true', SIGN_IN_ACCOUNT_LIMIT: '8' } });
});
afterAll(async () => {
  await server?.close();
});

const signInFrom = (ip: string, email: string, password: string) =>
  new ApiClient(server.baseUrl).request(
    'POST',
    '/api/auth/client/sign-in',
    { email, password },
    { 'content-type': 'application/json', 'x-forwarded-for': ip },
  );

async function freshClient(admin: ApiClient) {
  const email = `kilit.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@ornek.com`;
  const password = 'Kilit.Sifre-2468';
  const created = await admin.post('/api/admin/clients', {
    name: 'Kilit Danışanı',
    gender: 'male',
    age: 45,
    email,
    password,
    passwordRepeat: password,
    phone: '0532 111 22 33',
  });
  expect(created.status).toBe(201);
  return { id: created.body.client.id as string, email, password };
}

describe('finding 1: nobody can lock another account', () => {
  it('lets the owner in from a new address after wrong passwords from eight others', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const account = await freshClient(admin);
    for (let index = 1; index <= 8; index++) {
      expect((await signInFrom(`203.0.113.${index}`, account.email, 'yanlis-sifre')).status).toBe(401);
    }
    const owner = await signInFrom('198.51.100.7', account.email, account.password);
    expect(owner.status).toBe(200);
  });

  it('still limits guesses from one address; the owner elsewhere signs in; the admin sees it', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const account = await freshClient(admin);
    const attacker = '203.0.113.99';
    for (let index = 0; index < 8; index++) {
      expect((await signInFrom(attacker, account.email, `yanlis-${index}`)).status).toBe(401);
    }
    const limited = await signInFrom(attacker, account.email, account.password);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Çok fazla giriş denemesi yapıldı/);
    expect((await signInFrom(attacker, account.email, account.password)).status).toBe(429);
    expect((await signInFrom('198.51.100.8', account.email, account.password)).status).toBe(200);

    const trail = await admin.get<AuditPage>(`/api/admin/clients/${account.id}/audit`);
    const throttled = trail.body.items.filter((entry) => entry.action === 'sign_in_throttled');
    expect(throttled).toHaveLength(1);
    expect(throttled[0]!.after).toEqual({ email: account.email, ip: attacker });
  });

  it('keeps the dietitian able to sign in while someone guesses from elsewhere', async () => {
    for (let index = 1; index <= 12; index++) {
      const response = await new ApiClient(server.baseUrl).request(
        'POST',
        '/api/auth/admin/sign-in',
        { email: demoEmails.admin, password: 'yanlis-sifre' },
        { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${index}` },
      );
      expect(response.status).toBe(401);
    }
    const owner = await new ApiClient(server.baseUrl).request(
      'POST',
      '/api/auth/admin/sign-in',
      { email: demoEmails.admin, password: 'Demo1234!' },
      { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
    );
    expect(owner.status).toBe(200);
  });
});
