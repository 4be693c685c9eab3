import { DEMO_PASSWORD } from '../../src/server/demo/demo-accounts.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, authUsers, rateLimitBuckets } from '../../src/server/db/schema/index.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SIGN_IN_ACCOUNT_LIMIT: '3' } });
});
afterAll(async () => {
  await server?.close();
});

const countSessions = async (email: string) => {
  const db = server.runtime.deps.db;
  const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  return (await db.select().from(authSessions).where(eq(authSessions.userId, user!.id))).length;
};

describe('sign-in per screen', () => {
  it('signs the dietitian in on /login with trimmed input and sets an HttpOnly, SameSite=Lax cookie', async () => {
    const client = new ApiClient(server.baseUrl);
    const response = await client.post('/api/auth/admin/sign-in', {
      email: '  diyetisyen@example.com ',
      password: ` ${DEMO_PASSWORD} `,
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: demoEmails.admin, role: 'admin' });
    const cookie = response.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.get('/api/auth/session')).body.user.role).toBe('admin');
  });

  it('refuses a client on the dietitian screen and leaves no session behind', async () => {
    const before = await countSessions(demoEmails.clientA);
    const client = new ApiClient(server.baseUrl);
    const response = await client.post('/api/auth/admin/sign-in', {
      email: demoEmails.clientA,
      password: DEMO_PASSWORD,
    });
    expect(response).toMatchObject({ status: 403, body: { message: 'Bu hesap bir yönetici hesabı değil.' } });
    expect(client.hasSession).toBe(false);
    expect(await countSessions(demoEmails.clientA)).toBe(before);
  });

  it('refuses the dietitian on the client screen', async () => {
    const client = new ApiClient(server.baseUrl);
    const response = await client.post('/api/auth/client/sign-in', {
      email: demoEmails.admin,
      password: DEMO_PASSWORD,
    });
    expect(response).toMatchObject({ status: 403, body: { message: 'Bu hesap bir danışan hesabı değil.' } });
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
  });

  it("gives each screen's own text for wrong credentials", async () => {
    const client = new ApiClient(server.baseUrl);
    expect(
      await client.post('/api/auth/admin/sign-in', { email: 'kimse@example.com', password: 'yanlis' }),
    ).toMatchObject({ status: 401, body: { message: 'Geçersiz e-posta veya şifre.' } });
    expect(
      await client.post('/api/auth/client/sign-in', { email: 'kimse@example.com', password: 'yanlis' }),
    ).toMatchObject({ status: 401, body: { message: 'E-posta veya şifre hatalı.' } });
  });

  it('answers bad input with a Turkish 400', async () => {
    const client = new ApiClient(server.baseUrl);
    const missing = await client.post('/api/auth/client/sign-in', { email: '', password: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('E-posta adresi gerekli.');
    const notEmail = await client.post('/api/auth/client/sign-in', { email: 'abc', password: 'x' });
    expect(notEmail.body.message).toBe('Geçerli bir e-posta adresi girin.');
    const notJson = await client.request('POST', '/api/auth/client/sign-in', '{bad', {
      'content-type': 'application/json',
    });
    expect(notJson.status).toBe(400);
  });

  it('limits sign-in attempts per account with a Turkish 429', async () => {
    const client = new ApiClient(server.baseUrl);
    const email = demoEmails.clientC;
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/auth/client/sign-in', { email, password: 'yanlis' })).status).toBe(401);
    }
    const limited = await client.post('/api/auth/client/sign-in', { email, password: DEMO_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Çok fazla giriş denemesi yapıldı\. Lütfen \d+ dakika sonra/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await server.runtime.deps.db.delete(rateLimitBuckets);
  });

  it('ends the session on sign-out', async () => {
    const client = await signedIn(server.baseUrl, 'client', demoEmails.clientB);
    expect((await client.get('/api/auth/session')).body.user.email).toBe(demoEmails.clientB);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
  });
});

describe('request hygiene', () => {
  it('rejects a cross-site write', async () => {
    const client = new ApiClient(server.baseUrl);
    const response = await client.request(
      'POST',
      '/api/auth/client/sign-in',
      { email: demoEmails.clientA, password: DEMO_PASSWORD },
      { origin: 'https://evil.example', 'content-type': 'application/json' },
    );
    expect(response.status).toBe(403);
    expect(client.hasSession).toBe(false);
  });

  it('rejects a form-encoded write', async () => {
    const client = new ApiClient(server.baseUrl);
    const response = await client.request('POST', '/api/auth/client/sign-in', 'email=a&password=b', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe('İstek biçimi desteklenmiyor.');
  });

  it('sends security headers and JSON errors for unknown API paths', async () => {
    const response = await new ApiClient(server.baseUrl).get('/api/yok-boyle-bir-sey');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('İstenen adres bulunamadı.');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // The headers only a document obeys are the pages' (http/security.ts).
    expect(response.headers.get('permissions-policy')).toBeNull();
  });

  it('answers /api/health with the database kind', async () => {
    const response = await new ApiClient(server.baseUrl).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', db: server.runtime.deps.dbKind });
  });
});
