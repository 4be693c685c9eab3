import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-accounts.ts';
import type { SecurityEvent, SecurityEventPage } from '../../src/shared/schemas/security-events.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { currentTotpCode } from '../support/totp.ts';

// An account's own security changes in 'Güvenlik Olayları' (issue #43, ADR 0084 amendment 2026-11-28):
// two-factor turned on and off, a backup code spent at sign-in, a password changed; each with the
// account's e-mail and the request's address, and nothing for a refused attempt.

const password = 'Papatya-Bahcesi-2026';
let server: TestServer;
let dietitian: ApiClient;
let email: string;
let totpUri: string;
let backupCodes: string[];

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  dietitian = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  email = `guvenlik.${Date.now()}@ornek.com`;
  await dietitian.post('/api/admin/admins', { name: 'Güvenlik', surname: 'Yönetici', email, password });
});
afterAll(async () => {
  await server?.close();
});

const from = (ip: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': ip });

/** The newest events of `action` for `account`, as the dietitian's list shows them. */
async function eventsOf(action: string, account: string): Promise<SecurityEvent[]> {
  const page = (await dietitian.get<SecurityEventPage>('/api/admin/security-events')).body;
  return page.items.filter((event) => event.action === action && event.email === account);
}

describe("an admin's two-factor changes", () => {
  it('records two-factor turned on, with the e-mail and the address, once the code confirms it', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', email, password);
    const setup = await admin.request('POST', '/api/admin/two-factor/setup', { password }, from('203.0.113.21'));
    expect(setup.status).toBe(200);
    ({ totpUri, backupCodes } = (setup.body as { setup: { totpUri: string; backupCodes: string[] } }).setup);
    // The setup alone turns nothing on; a wrong code neither.
    const wrong = await admin.request(
      'POST',
      '/api/admin/two-factor/confirm',
      { code: '000000' },
      from('203.0.113.21'),
    );
    expect(wrong.status).toBe(400);
    expect(await eventsOf('two_factor_enabled', email)).toEqual([]);

    const code = await currentTotpCode(totpUri);
    const confirmed = await admin.request('POST', '/api/admin/two-factor/confirm', { code }, from('203.0.113.21'));
    expect(confirmed.status).toBe(200);
    expect(await eventsOf('two_factor_enabled', email)).toEqual([
      expect.objectContaining({ email, ip: '203.0.113.21', at: expect.any(String) }),
    ]);
  });

  it('records a sign-in with a backup code, not one with the app code', async () => {
    const browser = new ApiClient(server.baseUrl);
    await browser.request('POST', '/api/auth/admin/sign-in', { email, password }, from('198.51.100.40'));
    const wrong = await browser.request(
      'POST',
      '/api/auth/admin/two-factor',
      { code: 'yanlis-kod' },
      from('198.51.100.40'),
    );
    expect(wrong.status).toBe(400);
    expect(await eventsOf('two_factor_backup_code_used', email)).toEqual([]);

    const used = await browser.request(
      'POST',
      '/api/auth/admin/two-factor',
      { code: backupCodes[0] },
      from('198.51.100.40'),
    );
    expect(used.status).toBe(200);
    expect(await eventsOf('two_factor_backup_code_used', email)).toEqual([
      expect.objectContaining({ email, ip: '198.51.100.40' }),
    ]);
  });

  it('records two-factor turned off after the password, not a refused attempt', async () => {
    const admin = new ApiClient(server.baseUrl);
    await admin.post('/api/auth/admin/sign-in', { email, password });
    await admin.post('/api/auth/admin/two-factor', { code: backupCodes[1] });
    const refused = await admin.request(
      'POST',
      '/api/admin/two-factor/disable',
      { password: 'yanlis-sifre-123' },
      from('192.0.2.9'),
    );
    expect(refused.status).toBe(400);
    expect(await eventsOf('two_factor_disabled', email)).toEqual([]);

    const disabled = await admin.request('POST', '/api/admin/two-factor/disable', { password }, from('192.0.2.9'));
    expect(disabled.status).toBe(200);
    expect(await eventsOf('two_factor_disabled', email)).toEqual([expect.objectContaining({ email, ip: '192.0.2.9' })]);
  });
});

describe("a client's password change", () => {
  it('records the change with the e-mail and address; a wrong current password records nothing', async () => {
    const client = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
    const body = { newPassword: 'Yeni-Sifre-Bahar-2026', confirmPassword: 'Yeni-Sifre-Bahar-2026' };
    const refused = await client.request(
      'PUT',
      '/api/me/profile/password',
      { ...body, currentPassword: 'yanlis-sifre-123' },
      from('203.0.113.77'),
    );
    expect(refused.status).toBe(400);
    expect(await eventsOf('password_changed', demoEmails.clientC)).toEqual([]);

    const changed = await client.request(
      'PUT',
      '/api/me/profile/password',
      { ...body, currentPassword: DEMO_PASSWORD },
      from('203.0.113.77'),
    );
    expect(changed.status).toBe(200);
    expect(await eventsOf('password_changed', demoEmails.clientC)).toEqual([
      expect.objectContaining({ email: demoEmails.clientC, ip: '203.0.113.77' }),
    ]);
  });
});
