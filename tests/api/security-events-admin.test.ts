import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityEventPage } from '../../src/shared/schemas/security-events.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The security events the dietitian sees (issue #38 item 4, ADR 0084): the sign-in defences' refusals
// (per account and address, ADR 0013; per account from new devices, ADR 0066), newest first.

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: 'true', SIGN_IN_ACCOUNT_LIMIT: '3', SIGN_IN_NEW_DEVICE_LIMIT: '4' },
  });
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

const signInFrom = (ip: string, email: string) =>
  new ApiClient(server.baseUrl).request(
    'POST',
    '/api/auth/client/sign-in',
    { email, password: 'yanlis-sifre' },
    { 'content-type': 'application/json', 'x-forwarded-for': ip },
  );

const events = async (query = '') => (await admin.get<SecurityEventPage>(`/api/admin/security-events${query}`)).body;

describe('GET /api/admin/security-events', () => {
  it('starts empty', async () => {
    expect(await events()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('lists throttled sign-ins with the account e-mail, address and figures, newest first', async () => {
    const email = demoEmails.clientC;
    // From one address: the fourth attempt is refused per account and address.
    for (let attempt = 0; attempt < 4; attempt++) await signInFrom('203.0.113.7', email);
    // From many addresses: past four new-device failures the account pauses new devices.
    for (let attempt = 0; attempt < 6; attempt++) await signInFrom(`198.51.100.${attempt + 1}`, email);

    const page = await events();
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({
      action: 'sign_in_new_devices_paused',
      email,
      failedAttempts: 4,
      windowMinutes: 15,
    });
    expect(page.items[1]).toMatchObject({ action: 'sign_in_throttled', email, ip: '203.0.113.7' });
  });

  it('answers a bad page with a Turkish 400', async () => {
    const response = await admin.get<{ message: string }>('/api/admin/security-events?page=0');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Sayfa numarası en az 1 olmalıdır.');
  });
});
