import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoDayToTurkish } from '../../src/shared/dates.ts';
import { bookAsVisitor, freeSlotsOf, randomWeekday } from './support/appointment-days.ts';
import {
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  signInAsAdmin,
  signInAsClient,
  waitForHydration,
} from './support/browser.ts';
import { createFreshClient } from './support/fresh-client.ts';

// The waitlist of a full day (issue #44, ADR 0088): a day with no free slot offers 'Bu gün dolu —
// bekleme listesine katıl'; joining says so in Turkish, a field left empty or an address already on
// the list is refused in Turkish, and the mail's leave link with a used token says it is not valid.

const browser = setUpBrowser();
const slow = { timeout: 10_000 };
const offerTitle = 'Bu gün dolu — bekleme listesine katıl';

/** Books every free slot of the day through the public endpoint. */
async function fillDay(page: Page, date: string) {
  let guard = 0;
  while ((await freeSlotsOf(page, date)).length > 0 && guard++ < 60) {
    await bookAsVisitor(page, { clientName: `Dolduran ${guard}`, date });
  }
}

describe('waitlist of a full day on /randevu', () => {
  for (const viewport of [phoneViewport, desktopViewport]) {
    it(`offers the waitlist on a full day, joins once and refuses in Turkish (${viewport.width} px)`, async () => {
      const session = await openPage(browser(), { path: '/randevu', viewport });
      const { page } = session;
      await waitForHydration(page);
      const date = randomWeekday();
      await fillDay(page, date);

      await page.getByLabel('Tarih').fill(isoDayToTurkish(date));
      const offer = page.getByRole('region', { name: offerTitle });
      await expect.poll(() => offer.isVisible(), slow).toBe(true);
      expect(
        await page
          .getByText(
            'Bu tarihte boş saat yok. Başka bir gün seçebilir ya da aşağıdan bekleme listesine katılabilirsiniz.',
          )
          .isVisible(),
      ).toBe(true);
      await expectAccessible(page);

      // Empty fields: each says what is missing, in Turkish, and nothing is sent.
      await offer.getByRole('button', { name: 'Bekleme listesine katıl' }).click();
      for (const text of ['Ad soyad gerekli.', 'E-posta adresi gerekli.', 'Telefon numarası gerekli.'])
        await expect.poll(() => offer.getByText(text).isVisible(), slow).toBe(true);
      await offer.getByLabel('E-posta').fill('adres-degil');
      await offer.getByLabel('Ad Soyad').click();
      await expect.poll(() => offer.getByText('Geçerli bir e-posta adresi girin.').isVisible(), slow).toBe(true);
      await expectAccessible(page);

      const email = `bekleyen-${viewport.width}-${Date.now()}@example.com`;
      await offer.getByLabel('Ad Soyad').fill('Deniz Bekler');
      await offer.getByLabel('E-posta').fill(email);
      await offer.getByLabel('Telefon').fill('0532 765 43 21');
      await offer.getByRole('button', { name: 'Bekleme listesine katıl' }).click();
      await expect
        .poll(() => offer.getByRole('status').textContent(), slow)
        .toMatch(/için bekleme listesine katıldınız\. Bir saat boşalırsa size e-posta göndereceğiz/);
      await expectAccessible(page);

      // The same address again, from another browser: the server's Turkish refusal.
      const again = await openPage(browser(), { path: '/randevu', viewport });
      await waitForHydration(again.page);
      await again.page.getByLabel('Tarih').fill(isoDayToTurkish(date));
      const secondOffer = again.page.getByRole('region', { name: offerTitle });
      await expect.poll(() => secondOffer.isVisible(), slow).toBe(true);
      await secondOffer.getByLabel('Ad Soyad').fill('Deniz Bekler');
      await secondOffer.getByLabel('E-posta').fill(email.toUpperCase());
      await secondOffer.getByLabel('Telefon').fill('0532 765 43 21');
      await secondOffer.getByRole('button', { name: 'Bekleme listesine katıl' }).click();
      await expect
        .poll(() => secondOffer.getByText('Bu e-posta adresi bu günün bekleme listesinde zaten var.').isVisible(), slow)
        .toBe(true);
      await expectAccessible(again.page);
      expectNoConsoleErrors(session);
      expectNoConsoleErrors(again, [/status of 409/]);
    });
  }

  it('the leave link asks before it removes, and a used link says so in Turkish', async () => {
    const session = await openPage(browser(), {
      path: '/randevu?bekleme-listesinden-cik=kullanilmis-bir-ayrilma-belirteci',
      viewport: phoneViewport,
    });
    const { page } = session;
    await waitForHydration(page);
    const leave = page.getByRole('region', { name: 'Bekleme listesinden çık' });
    await expect.poll(() => leave.isVisible(), slow).toBe(true);
    await leave.getByRole('button', { name: 'Bekleme listesinden çık' }).click();
    await expect
      .poll(() => leave.getByText('Bu bağlantı geçersiz ya da bekleme listesinden zaten çıktınız.').isVisible(), slow)
      .toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [/status of 404/]);
  });

  it("offers a signed-in client the waitlist in 'Randevularım' with their account, once", async () => {
    const setup = await openPage(browser());
    await signInAsAdmin(setup.page);
    const client = await createFreshClient(setup.page, 'Bekleme Danisani');
    const date = randomWeekday();
    await fillDay(setup.page, date);
    const session = await openPage(browser(), { viewport: desktopViewport });
    const { page } = session;
    await signInAsClient(page, client.email);
    await page.goto('/kullanici/randevularim');
    await page.getByRole('heading', { name: 'Randevularım', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Yeni Randevu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Randevu Al' });
    await dialog.waitFor();
    await dialog.getByLabel('Tarih').fill(isoDayToTurkish(date));
    const offer = dialog.getByRole('region', { name: offerTitle });
    await expect.poll(() => offer.isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'Bekleme listesine katıl' }).click();
    await expect
      .poll(() => offer.getByRole('status').textContent(), slow)
      .toMatch(/için bekleme listesine katıldınız\. Bir saat boşalırsa size e-posta göndereceğiz\./);
    // The same day again: the account is already on its list.
    await dialog.getByLabel('Tarih').fill('');
    await dialog.getByLabel('Tarih').fill(isoDayToTurkish(date));
    const second = dialog.getByRole('region', { name: offerTitle });
    await expect
      .poll(() => second.getByRole('button', { name: 'Bekleme listesine katıl' }).isVisible(), slow)
      .toBe(true);
    await second.getByRole('button', { name: 'Bekleme listesine katıl' }).click();
    await expect
      .poll(() => second.getByText('Bu e-posta adresi bu günün bekleme listesinde zaten var.').isVisible(), slow)
      .toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [/status of 409/]);
  });
});
