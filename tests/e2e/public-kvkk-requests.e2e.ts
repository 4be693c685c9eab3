import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, formatTurkishDate, todayInIstanbul } from '../../src/shared/dates.ts';
import {
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';

// A visitor's KVKK Article 11 request (issue #43, ADR 0085): the form linked from the footer, its
// error texts, the "look in your mailbox" answer, and the e-mail link's page (a wrong link's text from
// the server, a missing link, a confirmed one). The mail itself and its real token are tested at the
// API (tests/api/kvkk-requests-public.test.ts, through an SMTP server).

const browser = setUpBrowser();
const slow = { timeout: 10_000 };
const requestForm = (page: Page) => page.getByRole('form', { name: 'KVKK Başvuru Formu' });

describe('the public KVKK request form (/kvkk/basvuru)', () => {
  for (const [label, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(`is linked from the footer, checks the fields and asks to confirm by e-mail (${label})`, async () => {
      const session = await openPage(browser(), { viewport, path: '/' });
      const { page } = session;
      await page
        .getByRole('navigation', { name: 'Yasal metinler' })
        .getByRole('link', { name: 'KVKK Başvurusu' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'KVKK Başvuru Formu' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/kvkk/basvuru');
      const form = requestForm(page);
      await expectAccessible(page);

      await form.getByRole('button', { name: 'Başvuruyu gönder' }).click();
      await expect.poll(() => form.getByText('Ad soyad gerekli.').isVisible(), slow).toBe(true);
      expect(await form.getByText('E-posta adresi gerekli.').isVisible()).toBe(true);
      expect(await form.getByText('Başvuru konusunu seçin.').isVisible()).toBe(true);
      expect(await form.getByText('Talebinizi kısaca açıklayın.').isVisible()).toBe(true);
      await form.getByLabel('E-posta').fill('zeynep@');
      await form.getByLabel('Ad Soyad').click();
      await expect.poll(() => form.getByText('Geçerli bir e-posta adresi girin.').isVisible()).toBe(true);
      await expectAccessible(page);

      const email = `ziyaretci-${label}-${crypto.randomUUID().slice(0, 6)}@example.com`;
      await form.getByLabel('Ad Soyad').fill('Zeynep Arslan');
      await form.getByLabel('E-posta').fill(email);
      await form.getByLabel('Başvuru konusu').selectOption('information');
      await form.getByLabel('Açıklama').fill('Randevu alırken bıraktığım hangi bilgileri tutuyorsunuz?');
      await form.getByRole('button', { name: 'Başvuruyu gönder' }).click();
      const sent = page.getByRole('status').filter({ hasText: 'E-postanızı kontrol edin' });
      await expect.poll(() => sent.isVisible(), slow).toBe(true);
      expect(await sent.textContent()).toContain(`${email} adresine bir onay bağlantısı gönderdik.`);
      await expectAccessible(page);
      expectNoConsoleErrors(session);
    });
  }
});

describe("the e-mail link's page (/kvkk/basvuru/onay)", () => {
  it('says in Turkish that a wrong link is not valid, and that a missing one is missing', async () => {
    const session = await openPage(browser(), {
      viewport: phoneViewport,
      path: '/kvkk/basvuru/onay?token=yanlis-bir-baglanti-0000000',
    });
    const { page } = session;
    await page.getByRole('heading', { level: 1, name: 'KVKK Başvurunuzu Onaylayın' }).waitFor();
    await page.getByRole('button', { name: 'Başvurumu onayla' }).click();
    const error = page.getByRole('alert');
    await expect.poll(() => error.isVisible(), slow).toBe(true);
    expect(await error.textContent()).toContain('Onay bağlantısı geçersiz ya da süresi dolmuş.');
    await expectAccessible(page);

    await page.goto('/kvkk/basvuru/onay');
    await expect
      .poll(() => page.getByText('Onay bağlantısı eksik. Lütfen e-postadaki bağlantıyı kullanın.').isVisible(), slow)
      .toBe(true);
    expectNoConsoleErrors(session);
  });

  it('confirms the request with the button and names the last day of the answer', async () => {
    const session = await openPage(browser(), { viewport: desktopViewport });
    const { page } = session;
    const deadlineDay = addDays(todayInIstanbul(), 30);
    // The token exists only in the mail (tested at the API); here the server's answer to a right one.
    await page.route('**/api/kvkk-requests/verify', (route) =>
      route.fulfill({
        json: { kvkkRequest: { kind: 'information', receivedAt: new Date().toISOString(), deadlineDay } },
      }),
    );
    await page.goto('/kvkk/basvuru/onay?token=dogru-bir-baglanti-000000000');
    await page.getByRole('button', { name: 'Başvurumu onayla' }).click();
    await page.getByRole('heading', { level: 1, name: 'Başvurunuz alındı' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain(
      `En geç ${formatTurkishDate(deadlineDay)} tarihine kadar e-posta adresinize yanıt vereceğiz.`,
    );
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });
});
