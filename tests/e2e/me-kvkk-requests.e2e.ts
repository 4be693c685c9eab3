import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, formatTurkishDate, todayInIstanbul } from '../../src/shared/dates.ts';
import {
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';
import { createFreshClient } from './support/fresh-client.ts';

// The client's KVKK Article 11 requests in the profile (issue #43, ADR 0085): the empty list, the
// form's own error texts, a request filed and listed with its status and deadline, and the texts
// when the server fails.

const browser = setUpBrowser();
const slow = { timeout: 10_000 };
const isRequestsApi = (url: URL) => url.pathname === '/api/me/kvkk-requests';
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

const requestsCard = (page: Page) => page.getByRole('region', { name: 'KVKK başvurularım' });

/** A client of this test only (no requests yet), signed in on a page of their own at the profile. */
async function openProfileAsFreshClient(
  viewport: { width: number; height: number },
  label: string,
  allowConsoleErrors: RegExp[] = [],
) {
  const adminSession = await openPage(browser(), { signedInAs: demo.admin });
  const client = await createFreshClient(adminSession.page, label);
  const session = await openPage(browser(), { viewport, signedInAs: client.email, allowConsoleErrors });
  await session.page.goto('/kullanici/profil');
  await requestsCard(session.page).waitFor();
  return { session, client };
}

describe("the client's KVKK requests ('KVKK başvurularım' in /kullanici/profil)", () => {
  for (const [label, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(`starts empty, checks the form and lists a filed request with its status and deadline (${label})`, async () => {
      const { session } = await openProfileAsFreshClient(viewport, 'Basvuru');
      const { page } = session;
      const card = requestsCard(page);
      await expect.poll(() => card.getByText('Henüz bir KVKK başvurunuz yok.').isVisible(), slow).toBe(true);
      expect(await card.getByText(/KVKK’nın 11\. maddesi/).isVisible()).toBe(true);
      await expectAccessible(page);

      await card.getByRole('button', { name: 'Başvuru yap' }).click();
      const form = card.getByRole('form', { name: 'Başvuru yap' });
      await form.getByRole('button', { name: 'Başvuruyu gönder' }).click();
      await expect.poll(() => form.getByText('Başvuru konusunu seçin.').isVisible()).toBe(true);
      expect(await form.getByText('Talebinizi kısaca açıklayın.').isVisible()).toBe(true);
      await expectAccessible(page);

      await form.getByLabel('Başvuru konusu').selectOption('correction');
      await form.getByLabel('Açıklama').fill('Telefon numaram yanlış kayıtlı; doğrusu 0532 111 22 33.');
      await form.getByRole('button', { name: 'Başvuruyu gönder' }).click();
      await expect
        .poll(() => page.getByText('Başvurunuz alındı. En geç 30 gün içinde yanıtlanacaktır.').isVisible(), slow)
        .toBe(true);
      expect(await form.count()).toBe(0);

      const row = card.getByRole('list', { name: 'Başvurularım' }).getByRole('listitem');
      await expect.poll(() => row.count(), slow).toBe(1);
      const text = (await row.textContent()) ?? '';
      expect(text).toContain('Düzeltme');
      expect(text).toContain('Yeni');
      expect(text).toContain('Telefon numaram yanlış kayıtlı');
      expect(text).toContain(`Yanıt için son gün:${formatTurkishDate(addDays(todayInIstanbul(), 30))}`);
      await expectAccessible(page);
      expectNoConsoleErrors(session);
    });
  }

  it('says in Turkish when the requests cannot be loaded or the request cannot be sent', async () => {
    const { session } = await openProfileAsFreshClient(phoneViewport, 'Hata', [/status of 500/]);
    const { page } = session;
    await page.route(isRequestsApi, failWith500);
    await page.reload();
    const card = requestsCard(page);
    await expect.poll(() => card.getByText('Başvurularınız yüklenemedi.').isVisible(), slow).toBe(true);

    await card.getByRole('button', { name: 'Başvuru yap' }).click();
    const form = card.getByRole('form', { name: 'Başvuru yap' });
    await form.getByLabel('Başvuru konusu').selectOption('erasure');
    await form.getByLabel('Açıklama').fill('Tüm verilerimin silinmesini istiyorum.');
    await form.getByRole('button', { name: 'Başvuruyu gönder' }).click();
    const error = form.getByRole('alert');
    await expect.poll(() => error.isVisible(), slow).toBe(true);
    expect(await error.textContent()).toBe('Başvurunuz gönderilemedi. Lütfen tekrar deneyin.');
    await expectAccessible(page);
  });
});
