import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demo,
  demoPassword,
  expectAccessible,
  expectNoConsoleErrors,
  setUpBrowser,
  openPage,
  phoneViewport,
} from './support/browser.ts';

const browser = setUpBrowser();

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Calls the API from the signed-in page, as the SPA does (same origin, JSON). */
async function putFromPage(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { path, body },
  );
}

describe('client profile (/kullanici/profil)', () => {
  it('shows the read-only details and the theme card, accessibly on desktop and phone', async () => {
    const session = await openPage(browser(), { signedInAs: demo.clientB });
    const { page } = session;
    await page.goto('/kullanici/profil');
    await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
    const info = card(page, 'Kişisel Bilgiler');
    await info.getByText('Mehmet Kaya').waitFor();
    for (const text of ['0541 276 90 14', demo.clientB, 'Erkek']) {
      expect(await info.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    // start_date in the Turkish long form, e.g. "22 Ağustos 2026"
    expect(await info.getByText(/^\d{1,2} \p{L}+ \d{4}$/u).isVisible()).toBe(true);

    const theme = card(page, 'Tema');
    await theme.getByRole('button', { name: 'Koyu' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await theme.getByRole('button', { name: 'Koyu' }).getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page);
    await theme.getByRole('button', { name: 'Açık' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('changes the e-mail: opens with Değiştir, closes with İptal, shows errors, closes after success', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.clientB });
    const { page } = session;
    await page.goto('/kullanici/profil');
    const emailCard = card(page, 'E-posta Adresi');
    const open = emailCard.getByRole('button', { name: 'E-posta Adresi: Değiştir' });
    await open.click();
    const field = emailCard.getByLabel('Yeni E-posta');
    expect(await field.isVisible()).toBe(true);
    await emailCard.getByRole('button', { name: 'İptal' }).click();
    expect(await field.count()).toBe(0);

    await open.click();
    await emailCard.getByRole('button', { name: 'Kaydet' }).click();
    expect(await emailCard.getByText('Yeni e-posta adresi gerekli.').isVisible()).toBe(true);
    await field.fill('e-posta-degil');
    await emailCard.getByRole('button', { name: 'Kaydet' }).click();
    expect(await emailCard.getByText('Geçerli bir e-posta adresi girin.').isVisible()).toBe(true);
    // The current password is asked for (issue #16): a wrong one is refused in Turkish.
    const currentPassword = emailCard.getByLabel('Mevcut Şifre');
    await field.fill('mehmet.kaya@example.com');
    await currentPassword.fill('yanlis-sifre');
    await emailCard.getByRole('button', { name: 'Kaydet' }).click();
    await emailCard.getByRole('alert').filter({ hasText: 'Mevcut şifreniz hatalı.' }).waitFor();
    await currentPassword.fill(demoPassword);
    await field.fill(demo.clientA);
    await emailCard.getByRole('button', { name: 'Kaydet' }).click();
    await emailCard.getByRole('alert').filter({ hasText: 'Bu e-posta adresi zaten kayıtlı.' }).waitFor();
    await expectAccessible(page);

    const newEmail = 'mehmet.kaya@example.com';
    try {
      await field.fill(newEmail);
      await emailCard.getByRole('button', { name: 'Kaydet' }).click();
      await page.getByText('E-posta adresiniz başarıyla güncellendi').waitFor();
      expect(await field.count()).toBe(0);
      expect(await emailCard.getByText(newEmail).isVisible()).toBe(true);
      await card(page, 'Kişisel Bilgiler').getByText(newEmail, { exact: true }).waitFor();
    } finally {
      // Give the shared demo account its address back for the other browser tests.
      expect(
        await putFromPage(page, '/api/me/profile/email', { email: demo.clientB, currentPassword: demoPassword }),
      ).toBe(200);
    }
    expectNoConsoleErrors(session);
  });

  it('changes the password: mismatch and wrong current password in Turkish, then success', async () => {
    const session = await openPage(browser(), { signedInAs: demo.clientB });
    const { page } = session;
    await page.goto('/kullanici/profil');
    const passwordCard = card(page, 'Şifre');
    await passwordCard.getByRole('button', { name: 'Şifre: Değiştir' }).click();
    const fill = async (current: string, next: string, repeat: string) => {
      await passwordCard.getByLabel('Mevcut Şifre').fill(current);
      await passwordCard.getByLabel('Yeni Şifre', { exact: true }).fill(next);
      await passwordCard.getByLabel('Yeni Şifre (Tekrar)').fill(repeat);
      await passwordCard.getByRole('button', { name: 'Kaydet' }).click();
    };
    // Every step that could change the password is inside the try: whatever fails, the shared demo
    // account gets its password back for the other browser tests (a failure here once left it
    // changed, and every later sign-in of this account failed with it).
    try {
      await fill(demoPassword, 'YeniSifre42', 'BaskaSifre42');
      expect(await passwordCard.getByText('Yeni şifreler eşleşmiyor').isVisible()).toBe(true);
      await fill(demoPassword, '123', '123');
      expect(await passwordCard.getByText('Yeni şifre en az 6 karakter olmalı.').first().isVisible()).toBe(true);
      await fill('yanlis-sifre', 'YeniSifre42', 'YeniSifre42');
      await passwordCard.getByRole('alert').filter({ hasText: 'Mevcut şifreniz hatalı.' }).waitFor();

      await fill(demoPassword, 'YeniSifre42', 'YeniSifre42');
      await page.getByText('Şifreniz başarıyla güncellendi').waitFor();
      expect(await passwordCard.getByLabel('Mevcut Şifre').count()).toBe(0);
      // This browser stays signed in with its fresh session.
      await page.reload();
      await card(page, 'Kişisel Bilgiler').getByText('Mehmet Kaya').waitFor();
    } finally {
      const status = await putFromPage(page, '/api/me/profile/password', {
        currentPassword: 'YeniSifre42',
        newPassword: demoPassword,
        confirmPassword: demoPassword,
      });
      expect([200, 400]).toContain(status);
    }
    expectNoConsoleErrors(session);
  });

  it('shows the load error when the profile cannot be read', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.clientC });
    const { page } = session;
    await page.route('**/api/me/profile', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } }),
    );
    await page.goto('/kullanici/profil');
    await page
      .locator('main')
      .getByRole('alert')
      .filter({ hasText: 'Veriler yüklenirken bir hata oluştu' })
      .waitFor({ timeout: 15_000 });
    // The theme card does not depend on the data.
    expect(await card(page, 'Tema').isVisible()).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [/status of 500/]);
  });
});
