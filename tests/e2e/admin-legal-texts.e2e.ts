import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';
import { failWith500, openScreen, serverError, shows, slow } from './support/content-admin.ts';

// KVKK Metinleri (/legal-texts, issue #43, ADR 0076): the admin publishes a new version, sees it in
// the history and the public page shows it; the empty text and a failed load show their Turkish texts.
// A published version can never be taken back (that is the point), so nothing here is restored: the
// tests read the numbers they made instead of assuming them.

const browser = setUpBrowser();

const editor = (page: Page) => page.getByRole('textbox', { name: 'Metin' });
const isLegalTextList = (url: URL) => url.pathname === '/api/admin/legal-texts';

async function openPrivacyNotice(page: Page) {
  await openScreen(page, '/legal-texts', 'KVKK Metinleri');
  await page.getByRole('button', { name: 'Aydınlatma Metni düzenle' }).click();
  await expect.poll(() => editor(page).isVisible(), slow).toBe(true);
}

describe('KVKK Metinleri (/legal-texts)', () => {
  for (const [name, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(`publishes a new version of the Aydınlatma Metni, lists it and shows it on the public page (${name})`, async () => {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page } = session;
      await openPrivacyNotice(page);
      await expectAccessible(page);

      const marker = `Sürüm denemesi ${name} ${Date.now() % 100000}`;
      await editor(page).click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(`Veri sorumlusu Denge Beslenme. ${marker}`);
      const [response] = await Promise.all([
        page.waitForResponse(
          (answer) =>
            answer.url().endsWith('/api/admin/legal-texts/privacy-notice/versions') && answer.status() === 201,
        ),
        page.getByRole('button', { name: 'Yeni sürüm olarak yayınla' }).click(),
      ]);
      const { legalText } = (await response.json()) as { legalText: { version: number } };
      expect(legalText.version).toBeGreaterThanOrEqual(2);
      await shows(page, `Sürüm ${legalText.version} yayınlandı.`);

      // The history lists it first, and an older version opens read-only.
      const history = page.getByRole('region', { name: 'Sürüm geçmişi' });
      await expect
        .poll(() => history.getByRole('rowheader').first().textContent(), slow)
        .toBe(`Sürüm ${legalText.version}`);
      expect(await history.getByText('Başlangıç şablonu').isVisible()).toBe(true);
      await history.getByRole('button', { name: 'Sürüm 1 görüntüle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Aydınlatma Metni · Sürüm 1' });
      await expect.poll(() => dialog.getByText('Şablon metin:').isVisible(), slow).toBe(true);
      expect(await dialog.getByRole('textbox').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Kapat', exact: true }).click();

      // The public page shows the new version, and the footer of any page leads to it.
      const visitor = await openPage(browser(), { viewport });
      await visitor.page.goto('/');
      await visitor.page
        .getByRole('navigation', { name: 'Yasal metinler' })
        .getByRole('link', { name: 'Aydınlatma Metni' })
        .click();
      await expect.poll(() => new URL(visitor.page.url()).pathname, slow).toBe('/kvkk/aydinlatma-metni');
      await expect
        .poll(() => visitor.page.getByRole('heading', { level: 1, name: 'Aydınlatma Metni' }).isVisible(), slow)
        .toBe(true);
      await expect.poll(() => visitor.page.getByText(marker).isVisible(), slow).toBe(true);
      expect(await visitor.page.getByText(new RegExp(`^Sürüm ${legalText.version} · `)).isVisible()).toBe(true);
      // The footer names the seller from the site settings (the demo's made-up numbers).
      expect(await visitor.page.getByText(/MERSİS No: 0123456789000015/).isVisible()).toBe(true);
      await expectAccessible(visitor.page);
      expectNoConsoleErrors(visitor);
      expectNoConsoleErrors(session);
    });
  }

  it('refuses an empty text with the Turkish message', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin, viewport: phoneViewport });
    const { page } = session;
    await openPrivacyNotice(page);
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'Yeni sürüm olarak yayınla' }).click();
    await shows(page, 'Metin boş olamaz.');
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish load error when the list fails', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin, allowConsoleErrors: [serverError] });
    const { page } = session;
    await page.route(isLegalTextList, failWith500);
    await openScreen(page, '/legal-texts', 'KVKK Metinleri');
    await shows(page, 'Metinler yüklenirken bir hata oluştu.');
    expect(await page.getByRole('button', { name: 'Tekrar dene' }).isVisible()).toBe(true);
  });
});
