import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTurkishDate, todayInIstanbul } from '../../src/shared/dates.ts';
import {
  demo,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';
import { createFreshAdmin, signInAs } from './support/fresh-admin.ts';

const browser = setUpBrowser();
const slow = { timeout: 10_000 };
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

async function openAdmins(page: Page) {
  await page.goto('/site-settings/admins');
  await expect
    .poll(() => page.getByRole('heading', { name: 'Yönetici Yönetimi', level: 1 }).isVisible(), slow)
    .toBe(true);
}

describe('admin management (/site-settings/admins)', () => {
  it('adds an admin (with every form message), finds it by search and deletes it after confirmation', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openAdmins(page);
    const ownCard = page.getByRole('listitem').filter({ hasText: demo.admin });
    await expect.poll(() => ownCard.getByText('Siz', { exact: true }).isVisible(), slow).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Yeni Yönetici' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Yönetici' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Yönetici Ekle' }).click();
    await expect.poll(() => dialog.getByText('Ad gerekli.', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('Soyad gerekli.').isVisible()).toBe(true);
    expect(await dialog.getByText('E-posta adresi gerekli.').isVisible()).toBe(true);

    const token = crypto.randomUUID().slice(0, 6);
    const surname = `Çınar${token}`;
    await dialog.getByLabel('Ad', { exact: true }).fill('Selin');
    await dialog.getByLabel('Soyad').fill(surname);
    // An e-mail a client already uses: the server's real check, under the field.
    await dialog.getByLabel('E-posta').fill(demo.clientA);
    await dialog.getByLabel('Şifre').fill('Papatya-Bahcesi-2026');
    await dialog.getByRole('button', { name: 'Yönetici Ekle' }).click();
    await expect
      .poll(() => dialog.getByText('Bu e-posta adresi zaten kullanımda').first().isVisible(), slow)
      .toBe(true);
    await expectAccessible(page);

    const email = `selin.${token}@example.com`;
    await dialog.getByLabel('E-posta').fill(email);
    await dialog.getByRole('button', { name: 'Yönetici Ekle' }).click();
    await expect.poll(() => page.getByText('Yönetici başarıyla eklendi').isVisible(), slow).toBe(true);
    const card = page.getByRole('listitem').filter({ hasText: email });
    await expect.poll(() => card.count(), slow).toBe(1);
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain(`Selin ${surname}`);
    expect(cardText).toContain(`Kayıt tarihi: ${formatTurkishDate(todayInIstanbul())}`);

    await page.getByRole('searchbox', { name: 'Yönetici ara' }).fill(surname.toLocaleLowerCase('tr-TR'));
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: '@' }).count(), slow).toBe(1);
    await page.getByRole('searchbox', { name: 'Yönetici ara' }).fill('hiç-böyle-bir-yönetici');
    await expect
      .poll(() => page.getByText('Aranan kriterlere uygun yönetici bulunamadı.').isVisible(), slow)
      .toBe(true);
    await page.getByRole('searchbox', { name: 'Yönetici ara' }).fill(email);

    await card.getByRole('button', { name: `Selin ${surname} adlı yöneticiyi sil` }).click();
    const confirm = page.getByRole('dialog', { name: 'Yöneticiyi sil' });
    await expect.poll(() => confirm.getByText('Bu işlem geri alınamaz.').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Yönetici başarıyla silindi').isVisible(), slow).toBe(true);
    await expect.poll(() => card.count(), slow).toBe(0);
    expectNoConsoleErrors(session);
  });

  it('signs one out when deleting one’s own account', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const leaving = await createFreshAdmin(page, 'Ayrılan');
    await page.context().clearCookies();
    await signInAs(page, leaving.email, leaving.password);
    await page.waitForURL('**/panel');
    await openAdmins(page);
    const ownCard = page.getByRole('listitem').filter({ hasText: leaving.email });
    await ownCard.getByRole('button', { name: /adlı yöneticiyi sil/ }).click();
    await page.getByRole('dialog', { name: 'Yöneticiyi sil' }).getByRole('button', { name: 'Sil' }).click();
    await page.waitForURL('**/login', slow);
    await page.goto('/site-settings/admins');
    await page.waitForURL('**/login', slow);
    expectNoConsoleErrors(session, [/status of 401/]);
  });

  it('shows both empty texts, the load error and the delete error, and is accessible on a phone', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.admin });
    const { page } = session;
    const other = await createFreshAdmin(page, 'Hata');
    let listMode: 'empty' | 'error' | 'real' = 'empty';
    await page.route(
      (url) => url.pathname === '/api/admin/admins',
      (route) =>
        listMode === 'empty'
          ? route.fulfill({ json: { admins: [] } })
          : listMode === 'error'
            ? failWith500(route)
            : route.fallback(),
    );
    await openAdmins(page);
    await expect.poll(() => page.getByText('Henüz yönetici eklenmemiş.').isVisible(), slow).toBe(true);
    await expectAccessible(page);

    listMode = 'error';
    await page.reload();
    await expect
      .poll(() => page.getByText('Yöneticiler yüklenirken bir hata oluştu').isVisible(), { timeout: 15_000 })
      .toBe(true);

    listMode = 'real';
    await page.route(`**/api/admin/admins/${other.id}`, failWith500);
    await page.reload();
    const card = page.getByRole('listitem').filter({ hasText: other.email });
    await expect.poll(() => card.count(), slow).toBe(1);
    await card.getByRole('button', { name: /adlı yöneticiyi sil/ }).click();
    await page.getByRole('dialog', { name: 'Yöneticiyi sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Yönetici silinirken bir hata oluştu').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [/status of 500/]);
  });
});
