import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/shared/schemas/clients-audit.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #16, finding 1: wrong passwords from many addresses must not lock the owner out. Sign-in is
// limited per account AND source (8 per 15 minutes by default); the first refusal is in the audit trail.
// Issue #38 item 4 (ADR 0066): guesses spread over many addresses use up a per-account budget for
// devices that never signed in to the account (10 failures per 15 minutes); past it only a known
// device (the cookie of an earlier sign-in) gets in, and the dietitian sees one event per window.

let server: TestServer;

beforeAll(async () => {
  // Behind a trusted proxy, so that each request can come from its own address (X-Forwarded-For).
  server = await startTestServer({
    env: { TRUST_PROXY: 'true', SIGN_IN_ACCOUNT_LIMIT: '8', SIGN_IN_NEW_DEVICE_LIMIT: '10' },
  });
});
afterAll(async () => {
  await server?.close();
});

/** A sign-in of the client or the admin area from `ip` (the test server trusts X-Forwarded-For), on `device`'s cookies. */
function signInOnDevice(
  device: ApiClient,
  ip: string,
  email: string,
  password: string,
  area: 'client' | 'admin' = 'client',
) {
  return device.request(
    'POST',
    `/api/auth/${area}/sign-in`,
    { email, password },
    { 'content-type': 'application/json', 'x-forwarded-for': ip },
  );
}

/** The same from a device that never signed in (no cookies). */
const signInFrom = (ip: string, email: string, password: string, area: 'client' | 'admin' = 'client') =>
  signInOnDevice(new ApiClient(server.baseUrl), ip, email, password, area);

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
    // Her own browser has signed in before (ADR 0066: twelve guesses use up the budget of new devices).
    const ownDevice = new ApiClient(server.baseUrl);
    const earlier = await signInOnDevice(ownDevice, '198.51.100.200', demoEmails.admin, 'Demo1234!', 'admin');
    expect(earlier.status).toBe(200);
    for (let index = 1; index <= 12; index++) {
      const response = await signInFrom(`192.0.2.${index}`, demoEmails.admin, 'yanlis-sifre', 'admin');
      // Past ten failures new devices are held off (ADR 0066); the guesses never lock her own one.
      expect(response.status).toBe(index <= 10 ? 401 : 429);
    }
    const owner = await signInOnDevice(ownDevice, '198.51.100.200', demoEmails.admin, 'Demo1234!', 'admin');
    expect(owner.status).toBe(200);
    // The later tests sign the dietitian in on new devices.
    await moveClockPastWindows();
  });
});

/** The clock moves on past every sign-in window (the counters live in the database, on its clock). */
async function moveClockPastWindows() {
  await server.runtime.deps.db.execute(sql`update rate_limit_buckets set reset_at = reset_at - interval '15 minutes'`);
}

describe('issue #38 item 4: guesses spread over many addresses', () => {
  it('answers 429 past the budget, lets the owner in on a known device, and tells the dietitian once', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const account = await freshClient(admin);
    const ownerDevice = new ApiClient(server.baseUrl);
    const first = await signInOnDevice(ownerDevice, '198.51.100.50', account.email, account.password);
    expect(first.status).toBe(200);
    const knownDevice = first.headers.getSetCookie().find((cookie) => cookie.startsWith('denge_known_device='));
    expect(knownDevice).toMatch(/; Path=\/api\/auth/);
    expect(knownDevice).toMatch(/; HttpOnly/);
    expect(knownDevice).toMatch(/; SameSite=Lax/);

    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof signInFrom>> | undefined;
    for (let attempt = 0; attempt < 60; attempt++) {
      const response = await signInFrom(`203.0.113.${(attempt % 30) + 1}`, account.email, `yanlis-${attempt}`);
      statuses.push(response.status);
      if (response.status === 429) refusal ??= response;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(50).fill(429));
    expect(refusal!.body.message).toMatch(
      /^Bu hesap için çok fazla başarısız giriş denemesi yapıldı\. .* \d+ dakika sonra/,
    );
    expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThan(0);

    // A device that never signed in is refused even with the right password, from a fresh address.
    expect((await signInFrom('198.51.100.51', account.email, account.password)).status).toBe(429);
    // The owner's own device still signs in, from its usual address or a new one.
    expect((await signInOnDevice(ownerDevice, '198.51.100.50', account.email, account.password)).status).toBe(200);
    expect((await signInOnDevice(ownerDevice, '198.51.100.52', account.email, account.password)).status).toBe(200);

    const trail = await admin.get<AuditPage>(`/api/admin/clients/${account.id}/audit`);
    const paused = trail.body.items.filter((entry) => entry.action === 'sign_in_new_devices_paused');
    expect(paused).toHaveLength(1);
    expect(paused[0]!.after).toEqual({
      email: account.email,
      ip: '203.0.113.11',
      failedAttempts: 10,
      windowMinutes: 15,
    });
  });

  it('lets a new device in again once the window has passed', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const account = await freshClient(admin);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signInFrom(`192.0.2.${attempt + 100}`, account.email, 'yanlis-sifre')).status).toBe(401);
    }
    expect((await signInFrom('198.51.100.60', account.email, account.password)).status).toBe(429);
    await moveClockPastWindows();
    const newDevice = new ApiClient(server.baseUrl);
    expect((await signInOnDevice(newDevice, '198.51.100.60', account.email, account.password)).status).toBe(200);
    // That device is known from now on: a new round of guesses does not keep it out.
    for (let attempt = 0; attempt < 11; attempt++) {
      await signInFrom(`192.0.2.${attempt + 150}`, account.email, 'yanlis-sifre');
    }
    expect((await signInFrom('198.51.100.61', account.email, account.password)).status).toBe(429);
    expect((await signInOnDevice(newDevice, '198.51.100.60', account.email, account.password)).status).toBe(200);
  });

  it('counts only wrong passwords: right ones from new devices leave the budget alone', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const account = await freshClient(admin);
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await signInFrom(`192.0.2.${attempt + 200}`, account.email, account.password)).status).toBe(200);
    }
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signInFrom(`192.0.2.${attempt + 220}`, account.email, 'yanlis-sifre')).status).toBe(401);
    }
  });
});
