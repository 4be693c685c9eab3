import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeTurkishIban } from '../support/shop-fixtures.ts';
import {
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  demo,
} from './support/browser.ts';

const browser = setUpBrowser();

const serverError = /status of 500/;
const slow = { timeout: 10_000 };
const isAccountList = (url: URL) => url.pathname === '/api/admin/bank-accounts';
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

async function openBankAccounts(page: Page) {
  await page.goto('/site-settings/bank-accounts');
  await expect
    .poll(() => page.getByRole('heading', { name: 'Banka Hesapları', level: 1 }).isVisible(), slow)
    .toBe(true);
}

const accountRows = (page: Page) => page.getByRole('region', { name: 'Banka hesapları tablosu' }).getByRole('row');
const groupsOfFour = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

describe('bank accounts (/site-settings/bank-accounts)', () => {
  it('adds an account with the IBAN grouped in fours, refuses a bad IBAN, edits and deletes it', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openBankAccounts(page);
    const bank = `Vakıf Katılım ${Math.random().toString(36).slice(2, 6)}`;
    const iban = makeTurkishIban();

    await page.getByRole('button', { name: 'Yeni Banka Hesabı' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Banka Hesabı' });
    await dialog.getByRole('button', { name: 'Hesabı Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Banka adı gerekli.').isVisible(), slow).toBe(true);
    expect(await dialog.getByText('Hesap sahibi gerekli.').isVisible()).toBe(true);
    expect(await dialog.getByText('Geçerli bir IBAN giriniz').isVisible()).toBe(true);
    await expectAccessible(page);

    await dialog.getByLabel('Banka Adı').fill(bank);
    await dialog.getByLabel('Hesap Sahibi').fill('Denge Diyet Danışmanlık');
    // A wrong check digit: the mod-97 check refuses it.
    const wrong = `${iban.slice(0, 25)}${(Number(iban[25]) + 1) % 10}`;
    await dialog.getByLabel('IBAN').fill(wrong);
    await dialog.getByRole('button', { name: 'Hesabı Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Geçerli bir IBAN giriniz').isVisible(), slow).toBe(true);
    await dialog.getByLabel('IBAN').fill(groupsOfFour(iban).toLowerCase());
    await dialog.getByRole('button', { name: 'Hesabı Kaydet' }).click();
    await expect.poll(() => page.getByText('Banka hesabı başarıyla eklendi').isVisible(), slow).toBe(true);

    const row = accountRows(page).filter({ hasText: bank });
    await expect.poll(() => row.textContent(), slow).toContain(groupsOfFour(iban));
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);

    await row.getByRole('button', { name: `${bank} hesabını düzenle` }).click();
    const edit = page.getByRole('dialog', { name: 'Banka Hesabını Düzenle' });
    expect(await edit.getByLabel('IBAN').inputValue()).toBe(groupsOfFour(iban));
    await edit.getByLabel('Aktif (ödeme sayfasında gösterilir)').uncheck();
    await edit.getByRole('button', { name: 'Hesabı Kaydet' }).click();
    await expect.poll(() => page.getByText('Banka hesabı başarıyla güncellendi').isVisible(), slow).toBe(true);
    await expect.poll(() => row.getByText('Pasif').isVisible(), slow).toBe(true);

    await row.getByRole('button', { name: `${bank} hesabını sil` }).click();
    await page.getByRole('dialog', { name: 'Banka hesabını sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Banka hesabı başarıyla silindi').isVisible(), slow).toBe(true);
    await expect.poll(() => row.count(), slow).toBe(0);
    expectNoConsoleErrors(session);
  });

  it('shows the empty text', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isAccountList, (route) => route.fulfill({ json: { bankAccounts: [] } }));
    await openBankAccounts(page);
    await expect.poll(() => page.getByText('Henüz banka hesabı eklenmemiş.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish texts when loading fails and when an account used by orders is deleted', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isAccountList, failWith500);
    await openBankAccounts(page);
    await expect.poll(() => page.getByText('Banka hesapları yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.unroute(isAccountList);

    const created = await page.request.post('/api/admin/bank-accounts', {
      data: { bankName: 'Kullanılan Banka', accountHolder: 'Denge', iban: makeTurkishIban() },
    });
    const { bankAccount } = (await created.json()) as { bankAccount: { id: string } };
    const inUse =
      'Bu banka hesabı 3 siparişte kullanıldığı için silinemez. Hesabı pasif yaparak ödeme sayfasından kaldırabilirsiniz.';
    await page.route(`**/api/admin/bank-accounts/${bankAccount.id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 409, json: { code: 'bank_account_in_use', message: inUse } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    const row = accountRows(page).filter({ hasText: 'Kullanılan Banka' }).first();
    await row.getByRole('button', { name: 'Kullanılan Banka hesabını sil' }).click();
    await page.getByRole('dialog', { name: 'Banka hesabını sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText(inUse).isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session, [serverError]);
  });
});
