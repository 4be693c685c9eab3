import { describe, expect, it } from 'vitest';
import { currentTotpCode, wrongTotpCode } from '../support/totp.ts';
import { demo, expectAccessible, expectNoConsoleErrors, openPage, setUpBrowser } from './support/browser.ts';
import { createFreshAdmin, signInAs } from './support/fresh-admin.ts';

const browser = setUpBrowser();
const slow = { timeout: 10_000 };

describe('two-factor sign-in for admins', () => {
  it('is set up with a QR code and backup codes, then asked at /login with a code from the app', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const admin = await createFreshAdmin(page, 'İkiAdım');
    await page.context().clearCookies();
    await signInAs(page, admin.email, admin.password);
    await page.waitForURL('**/panel');

    await page.goto('/site-settings/admins');
    await page.getByRole('button', { name: 'İki adımlı doğrulamayı aç' }).click();
    await page.getByLabel('Şifreniz').fill('yanlis-sifre-123');
    await page.getByRole('button', { name: 'Devam' }).click();
    await expect.poll(() => page.getByText('Şifre hatalı.').isVisible(), slow).toBe(true);
    await page.getByLabel('Şifreniz').fill(admin.password);
    await page.getByRole('button', { name: 'Devam' }).click();
    const qr = page.getByRole('img', { name: 'İki adımlı doğrulama QR kodu' });
    await expect.poll(() => qr.isVisible(), slow).toBe(true);
    expect(await page.getByRole('list', { name: 'Yedek kodlar' }).getByRole('listitem').count()).toBe(10);
    await expectAccessible(page);

    // What the phone reads from the QR code: the secret shown beside it.
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    const uri = `otpauth://totp/Denge:${encodeURIComponent(admin.email)}?secret=${secret}&issuer=Denge`;
    await page.getByLabel('Doğrulama kodu').fill(await wrongTotpCode(uri));
    await page.getByRole('button', { name: 'Doğrula ve Aç' }).click();
    await expect
      .poll(
        () => page.getByText('Kod geçersiz. Uygulamadaki güncel kodu ya da bir yedek kodu girin.').isVisible(),
        slow,
      )
      .toBe(true);
    await page.getByLabel('Doğrulama kodu').fill(await currentTotpCode(uri));
    await page.getByRole('button', { name: 'Doğrula ve Aç' }).click();
    await expect.poll(() => page.getByText('İki adımlı doğrulama açıldı').isVisible(), slow).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'İki adımlı doğrulamayı kapat' }).isVisible(), slow)
      .toBe(true);

    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL('**/login');
    await signInAs(page, admin.email, admin.password);
    const code = page.getByLabel('Doğrulama kodu');
    await expect.poll(() => code.isVisible(), slow).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectAccessible(page);
    await code.fill(await wrongTotpCode(uri));
    await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
    await expect
      .poll(
        () => page.getByText('Kod geçersiz. Uygulamadaki güncel kodu ya da bir yedek kodu girin.').isVisible(),
        slow,
      )
      .toBe(true);
    await code.fill(await currentTotpCode(uri));
    await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
    // Signed in: the panel, or the page she signed out from (the area's guard remembers it).
    await page.waitForURL((url) => url.pathname !== '/login', slow);
    await expect.poll(() => page.getByRole('button', { name: 'Çıkış Yap' }).isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session);
  });
});
