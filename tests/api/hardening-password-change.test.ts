import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #16, finding 9: a double-submitted password change must never sign the user out. Of parallel
// changes at most one goes through; every 200 carries a cookie that works.

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

describe('finding 9: parallel password changes', () => {
  it('lets one of five parallel changes through; the others change nothing; the user stays signed in', async () => {
    const email = `paralel.${Date.now()}@ornek.com`;
    const password = 'Eski.Sifre-1357';
    const created = await admin.post('/api/admin/clients', {
      name: 'Paralel Danışan',
      gender: 'male',
      age: 41,
      email,
      password,
      passwordRepeat: password,
      phone: '0532 111 22 33',
    });
    expect(created.status).toBe(201);
    const caller = await signedIn(server.baseUrl, 'client', email, password);
    const newPassword = 'Yeni.Sifre-8642';
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${server.baseUrl}/api/me/profile/password`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie: caller.cookieHeader },
          body: JSON.stringify({ currentPassword: password, newPassword, confirmPassword: newPassword }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const response of responses) {
      if (response.status === 200) continue;
      // 409 while the first runs; 400 (old password) or 401 (old session) if it already finished.
      expect([409, 400, 401]).toContain(response.status);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    // The cookie of the change that went through works: the user is still signed in.
    const winner = responses.find((response) => response.status === 200)!;
    const cookie = winner.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const profile = await fetch(`${server.baseUrl}/api/me/profile`, { headers: { cookie } });
    expect(profile.status).toBe(200);
    // And the new password is the one that signs in.
    expect((await signedIn(server.baseUrl, 'client', email, newPassword)).hasSession).toBe(true);
  });
});
