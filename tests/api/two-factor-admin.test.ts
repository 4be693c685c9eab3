import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTwoFactors, authUsers } from '../../src/server/db/schema/index.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { currentTotpCode, currentTotpStep, totpCodeAtStep, wrongTotpCode } from '../support/totp.ts';

// Two-factor sign-in for admins: setup with a QR code and backup codes, then the code asked at /login,
// with codes computed here as an authenticator app would.

const password = 'Papatya-Bahcesi-2026';
let server: TestServer;
let dietitian: ApiClient;
let email: string;
let totpUri: string;
let backupCodes: string[];

beforeAll(async () => {
  server = await startTestServer();
  const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  email = `iki.adim.${Date.now()}@ornek.com`;
  await admin.post('/api/admin/admins', { name: 'İki', surname: 'Adım', email, password });
  dietitian = await signedIn(server.baseUrl, 'admin', email, password);
});
afterAll(async () => {
  await server?.close();
});

const isEnabledInDb = async () =>
  (await server.runtime.deps.db.select().from(authUsers).where(eq(authUsers.email, email)))[0]!.twoFactorEnabled;

describe('setting up two-factor sign-in (/api/admin/two-factor)', () => {
  it('refuses a wrong password, enabling nothing', async () => {
    const response = await dietitian.post('/api/admin/two-factor/setup', { password: 'yanlis-sifre-123' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'wrong_current_password', message: 'Şifre hatalı.' });
    expect((await dietitian.get('/api/admin/two-factor')).body).toEqual({ isEnabled: false });
  });

  it('gives a QR code, the secret and backup codes; sign-in asks nothing until a code confirms it', async () => {
    const response = await dietitian.post('/api/admin/two-factor/setup', { password });
    expect(response.status).toBe(200);
    const { setup } = response.body;
    totpUri = setup.totpUri;
    backupCodes = setup.backupCodes;
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/Denge:/);
    expect(decodeURIComponent(totpUri)).toContain(email);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(setup.secret).toBe(new URL(totpUri).searchParams.get('secret'));
    expect(backupCodes).toHaveLength(10);
    // Stored encrypted, never as given.
    const [row] = await server.runtime.deps.db.select().from(authTwoFactors);
    expect(row!.secret).not.toContain(setup.secret);
    expect(row!.backupCodes).not.toContain(backupCodes[0]);
    expect(await isEnabledInDb()).toBe(false);
    const plain = await new ApiClient(server.baseUrl).post('/api/auth/admin/sign-in', { email, password });
    expect(plain.body).toMatchObject({ twoFactorRequired: false, user: { email } });
  });

  it('refuses a wrong or malformed code with Turkish texts', async () => {
    const wrong = await dietitian.post('/api/admin/two-factor/confirm', { code: await wrongTotpCode(totpUri) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Kod geçersiz. Uygulamadaki güncel kodu ya da bir yedek kodu girin.');
    const malformed = await dietitian.post('/api/admin/two-factor/confirm', { code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors.code).toBe('Kod 6 haneli olmalıdır.');
    expect(await isEnabledInDb()).toBe(false);
  });

  it('turns it on with the current code from the app, keeping the admin signed in', async () => {
    const response = await dietitian.post('/api/admin/two-factor/confirm', { code: await currentTotpCode(totpUri) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isEnabled: true });
    expect(await isEnabledInDb()).toBe(true);
    expect((await dietitian.get('/api/admin/two-factor')).body).toEqual({ isEnabled: true });
    const list = await dietitian.get('/api/admin/admins');
    expect(list.body.admins.find((a: { email: string }) => a.email === email).hasTwoFactor).toBe(true);
  });
});

describe('signing in with two-factor (/login)', () => {
  it('asks for the code after the password, with no session until the code is right', async () => {
    const browser = new ApiClient(server.baseUrl);
    const first = await browser.post('/api/auth/admin/sign-in', { email, password });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ user: null, twoFactorRequired: true });
    expect(browser.hasSession).toBe(false);
    // The browser becomes a known device of the account (ADR 0066) only once the sign-in is complete.
    expect(browser.cookieHeader).not.toContain('denge_known_device=');
    expect((await browser.get('/api/admin/admins')).status).toBe(401);

    const wrong = await browser.post('/api/auth/admin/two-factor', { code: await wrongTotpCode(totpUri) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('invalid_two_factor_code');
    expect(browser.hasSession).toBe(false);

    const second = await browser.post('/api/auth/admin/two-factor', { code: await currentTotpCode(totpUri) });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ twoFactorRequired: false, user: { email, role: 'admin' } });
    expect(browser.hasSession).toBe(true);
    expect(browser.cookieHeader).toContain('denge_known_device=');
    expect((await browser.get('/api/admin/admins')).status).toBe(200);
  });

  it('accepts a backup code once', async () => {
    const browser = new ApiClient(server.baseUrl);
    await browser.post('/api/auth/admin/sign-in', { email, password });
    const used = await browser.post('/api/auth/admin/two-factor', { code: backupCodes[0] });
    expect(used.status).toBe(200);
    expect((await browser.get('/api/admin/admins')).status).toBe(200);

    const again = new ApiClient(server.baseUrl);
    await again.post('/api/auth/admin/sign-in', { email, password });
    const reused = await again.post('/api/auth/admin/two-factor', { code: backupCodes[0] });
    expect(reused.status).toBe(400);
    expect(again.hasSession).toBe(false);
  });

  it('accepts an app code for one sign-in only; a code of a later step signs in again', async () => {
    const signInWith = async (code: string) => {
      const browser = new ApiClient(server.baseUrl);
      await browser.post('/api/auth/admin/sign-in', { email, password });
      return { browser, response: await browser.post('/api/auth/admin/two-factor', { code }) };
    };
    // The step after now: the server accepts it (±1 step) and no earlier test can have used it.
    const step = currentTotpStep() + 1;
    const code = await totpCodeAtStep(totpUri, step);
    const first = await signInWith(code);
    expect(first.response.status).toBe(200);
    expect(first.browser.hasSession).toBe(true);

    // The same code in another browser, still inside its 90 s window: refused, no session.
    const replay = await signInWith(code);
    expect(replay.response.status).toBe(400);
    expect(replay.response.body).toMatchObject({
      code: 'used_two_factor_code',
      message: 'Bu kod bir girişte kullanıldı. Uygulamada yeni kodun çıkmasını bekleyip onu girin.',
      fieldErrors: { code: 'Bu kod bir girişte kullanıldı. Uygulamada yeni kodun çıkmasını bekleyip onu girin.' },
    });
    expect(replay.browser.hasSession).toBe(false);
    expect((await replay.browser.get('/api/admin/admins')).status).toBe(401);
    // An older code of the window is refused too: only a later step than the last one signs in.
    const older = await signInWith(await totpCodeAtStep(totpUri, step - 1));
    expect(older.response.status).toBe(400);

    // 30 s later (the clock moved on, not the test's wall time) the app's new code signs in.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((step + 1) * 30_000 + 1_000);
      const fresh = await signInWith(await totpCodeAtStep(totpUri, step + 1));
      expect(fresh.response.status).toBe(200);
      expect(fresh.browser.hasSession).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets only one of two simultaneous sign-ins with the same code through', async () => {
    // Ten steps (5 min) ahead on the clock, so no earlier test can have used this code.
    const step = currentTotpStep() + 10;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(step * 30_000 + 1_000);
      const code = await totpCodeAtStep(totpUri, step);
      const browsers = [new ApiClient(server.baseUrl), new ApiClient(server.baseUrl)];
      for (const browser of browsers) await browser.post('/api/auth/admin/sign-in', { email, password });
      const answers = await Promise.all(
        browsers.map((browser) => browser.post('/api/auth/admin/two-factor', { code })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      expect(browsers.filter((browser) => browser.hasSession)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a code without the password step, and an empty code', async () => {
    const stranger = new ApiClient(server.baseUrl);
    const response = await stranger.post('/api/auth/admin/two-factor', { code: await currentTotpCode(totpUri) });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Doğrulama süresi doldu. Lütfen e-posta ve şifrenizle yeniden giriş yapın.');
    const empty = await stranger.post('/api/auth/admin/two-factor', { code: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Doğrulama kodunu girin.');
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password, then sign-in asks for no code', async () => {
    const wrong = await dietitian.post('/api/admin/two-factor/disable', { password: 'yanlis-sifre-123' });
    expect(wrong.status).toBe(400);
    expect(await isEnabledInDb()).toBe(true);
    const response = await dietitian.post('/api/admin/two-factor/disable', { password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isEnabled: false });
    expect((await dietitian.get('/api/admin/two-factor')).status).toBe(200);
    const plain = await new ApiClient(server.baseUrl).post('/api/auth/admin/sign-in', { email, password });
    expect(plain.body).toMatchObject({ twoFactorRequired: false, user: { email } });
  });
});
