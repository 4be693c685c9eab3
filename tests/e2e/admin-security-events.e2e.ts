import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  demo,
  demoPassword,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';
import { createFreshClient, signInClientApi } from './support/fresh-client.ts';

// Güvenlik Olayları (/site-settings/security-events, issue #38 item 4, ADR 0084): a client's account
// is refused after failing sign-ins from one address, and the dietitian sees the event in Turkish.

const browser = setUpBrowser();
const slow = { timeout: 15_000 };
// The browser tests' server allows 100 wrong passwords per account and address (global-setup.ts):
// the 101st is the one refused and recorded. Sent a few at a time, they take some seconds.
const ACCOUNT_LIMIT = 100;
const FLOW_TIMEOUT = 150_000;

describe('security events (/site-settings/security-events)', () => {
  it(
    'lists a throttled sign-in with the account e-mail, the address and the time, on desktop and phone',
    async () => {
      const admin = await openPage(browser(), { signedInAs: demo.admin });
      const client = await createFreshClient(admin.page, 'Guvenlik');
      const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
      const statuses: number[] = [];
      const attempt = async () => {
        const response = await fetch(`${baseUrl()}/api/auth/client/sign-in`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: baseUrl(),
            'x-forwarded-for': address,
          },
          body: JSON.stringify({ email: client.email, password: 'yanlis-sifre' }),
        });
        statuses.push(response.status);
      };
      const workers = Array.from({ length: 4 }, async (_, worker) => {
        for (let index = worker; index <= ACCOUNT_LIMIT; index += 4) await attempt();
      });
      await Promise.all(workers);
      expect(statuses.filter((status) => status === 429)).toHaveLength(1);

      for (const viewport of [desktopViewport, phoneViewport]) {
        await admin.page.setViewportSize(viewport);
        await admin.page.goto('/site-settings/security-events');
        await admin.page.getByRole('heading', { level: 1, name: 'Güvenlik Olayları' }).waitFor(slow);
        const row = admin.page.getByRole('listitem').filter({ hasText: client.email });
        await expect.poll(() => row.count(), slow).toBe(1);
        const text = await row.innerText();
        expect(text).toContain('Bir adresten çok sayıda hatalı giriş');
        expect(text).toContain(`${address} adresinden çok sayıda hatalı şifre denendi`);
        expect(await row.locator('time').innerText()).toMatch(/\d{1,2} \S+ \d{4}/);
        await expectAccessible(admin.page);
      }
      expectNoConsoleErrors(admin);
    },
    FLOW_TIMEOUT,
  );

  it("lists a client's password change in Turkish, on desktop and phone (ADR 0084, 2026-11-28)", async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(admin.page, 'Sifre');
    const context = await browser().newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
    try {
      await signInClientApi(context.request, client.email);
      const newPassword = 'Yeni-Sifre-Bahar-2026';
      const changed = await context.request.put('/api/me/profile/password', {
        data: { currentPassword: demoPassword, newPassword, confirmPassword: newPassword },
      });
      expect(changed.status()).toBe(200);
    } finally {
      await context.close();
    }
    for (const viewport of [desktopViewport, phoneViewport]) {
      await admin.page.setViewportSize(viewport);
      await admin.page.goto('/site-settings/security-events');
      await admin.page.getByRole('heading', { level: 1, name: 'Güvenlik Olayları' }).waitFor(slow);
      const row = admin.page.getByRole('listitem').filter({ hasText: client.email });
      await expect.poll(() => row.count(), slow).toBe(1);
      const text = await row.innerText();
      expect(text).toContain('Şifre değiştirildi');
      expect(text).toContain('Hesabın şifresi, mevcut şifre girilerek değiştirildi');
      await expectAccessible(admin.page);
    }
    expectNoConsoleErrors(admin);
  });

  it('says when there are no events (phone)', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin, viewport: phoneViewport });
    const { page } = session;
    // The server's trail is shared by every spec of the run: the empty answer is the API's, stubbed.
    await page.route('**/api/admin/security-events?*', (route) =>
      route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 20 } }),
    );
    await page.goto('/site-settings/security-events');
    await expect.poll(() => page.getByText('Henüz bir güvenlik olayı yok.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });
});
