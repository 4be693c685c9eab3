import { isoDayToTurkish } from '../../src/shared/dates.ts';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTurkishDate, todayInIstanbul } from '../../src/shared/dates.ts';
import {
  expectAccessible,
  expectNoConsoleErrors,
  setUpBrowser,
  openPage,
  phoneViewport,
  demo,
} from './support/browser.ts';
import { addDays, createFreshClient } from './support/fresh-client.ts';

const browser = setUpBrowser();

const serverError = /status of 500/;
const slow = { timeout: 10_000 };
const isGoalList = (url: URL) => url.pathname === '/api/admin/goals';
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

async function openGoals(page: Page) {
  await page.goto('/goals');
  await expect.poll(() => page.getByRole('heading', { name: 'Hedef Ata', level: 1 }).isVisible()).toBe(true);
}

describe('goal assignment (/goals)', () => {
  it('assigns a goal to a client, marks it done, reopens it and deletes it after confirmation', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page, 'Hedef');
    await openGoals(page);
    await expect.poll(() => page.getByRole('heading', { name: /Atanan Hedefler/ }).isVisible()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Yeni Hedef' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Hedef' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const submit = dialog.getByRole('button', { name: 'Hedefi Kaydet' });
    // No client chosen: the form cannot be sent (spec 2 §5).
    expect(await submit.isDisabled()).toBe(true);

    const title = `Haftada 3 yürüyüş ${client.name.split(' ')[1]}`;
    const today = todayInIstanbul();
    const start = addDays(today, 3);
    await dialog.getByLabel('Hedef Başlığı').fill(title);
    await dialog.getByLabel('Açıklama').fill('Her biri en az 30 dakika.');
    await dialog.getByLabel('Hedef Türü').selectOption({ label: 'Egzersiz' });
    await dialog.getByLabel('Hedef Değeri').fill('3');
    await dialog.getByLabel('Başlangıç Tarihi').fill(isoDayToTurkish(start));
    await dialog.getByLabel('Bitiş Tarihi (isteğe bağlı)').fill(isoDayToTurkish(addDays(today, 1)));
    await dialog.getByPlaceholder('Danışan ara...').fill(client.name);
    const checkbox = dialog.getByRole('checkbox', { name: client.name });
    await expect.poll(() => checkbox.isVisible(), slow).toBe(true);
    await checkbox.check();
    expect(await dialog.getByRole('button', { name: `${client.name} seçimini kaldır` }).isVisible()).toBe(true);
    expect(await submit.isDisabled()).toBe(false);
    await expectAccessible(page);

    // The end date lies before the start date: the spec's text, nothing sent.
    await submit.click();
    await expect.poll(() => dialog.getByText('Bitiş tarihi başlangıç tarihinden önce olamaz').isVisible()).toBe(true);
    await dialog.getByLabel('Bitiş Tarihi (isteğe bağlı)').fill(isoDayToTurkish(addDays(today, 30)));
    await submit.click();
    await expect.poll(() => page.getByText('Hedef başarıyla oluşturuldu').isVisible(), slow).toBe(true);
    expect(await dialog.isVisible()).toBe(false);

    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => card.count(), slow).toBe(1);
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(client.name);
    expect(text).toContain('Her biri en az 30 dakika.');
    expect(text).toContain(formatTurkishDate(start));
    expect(text).toContain('Egzersiz · 3');
    expect(await card.getByText('Devam Ediyor', { exact: true }).isVisible()).toBe(true);

    await card.getByRole('button', { name: 'Tamamlandı olarak işaretle' }).click();
    await expect.poll(() => card.getByText('Tamamlandı', { exact: true }).isVisible(), slow).toBe(true);
    await card.getByRole('button', { name: 'Yeniden aç' }).click();
    await expect.poll(() => card.getByText('Devam Ediyor', { exact: true }).isVisible(), slow).toBe(true);

    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);

    await card.getByRole('button', { name: /^Hedefi sil/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Hedefi sil' });
    await expect.poll(() => confirm.getByText('Bu işlem geri alınamaz.').isVisible()).toBe(true);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'İptal' }).click();
    expect(await card.count()).toBe(1);
    await card.getByRole('button', { name: /^Hedefi sil/ }).click();
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Hedef başarıyla silindi').isVisible(), slow).toBe(true);
    await expect.poll(() => card.count(), slow).toBe(0);
    expectNoConsoleErrors(session);
  });

  it("shows 'Henüz hedef atanmamış.' when no goal is assigned", async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isGoalList, (route) => route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 20 } }));
    await openGoals(page);
    await expect.poll(() => page.getByText('Henüz hedef atanmamış.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish texts when loading, saving or deleting fails', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page, 'Hata');

    await page.route(isGoalList, failWith500);
    await openGoals(page);
    await expect.poll(() => page.getByText('Veriler yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await page.unroute(isGoalList);

    await page.route('**/api/admin/goals', failWith500);
    await page.reload();
    await page.getByRole('button', { name: 'Yeni Hedef' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Hedef' });
    await dialog.getByLabel('Hedef Başlığı').fill('Kaydedilemeyen hedef');
    await dialog.getByPlaceholder('Danışan ara...').fill(client.name);
    await dialog.getByRole('checkbox', { name: client.name }).check();
    await dialog.getByRole('button', { name: 'Hedefi Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Hedef kaydedilirken bir hata oluştu').isVisible(), slow).toBe(true);
    await dialog.getByRole('button', { name: 'İptal' }).click();

    await page.route('**/api/admin/goals/*', (route) =>
      route.request().method() === 'DELETE' ? failWith500(route) : route.fallback(),
    );
    const firstCard = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Hedefi sil/ }) });
    await expect.poll(() => firstCard.first().isVisible(), slow).toBe(true);
    await firstCard
      .first()
      .getByRole('button', { name: /^Hedefi sil/ })
      .click();
    await page.getByRole('dialog', { name: 'Hedefi sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Hedef silinirken bir hata oluştu').isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session, [serverError]);
  });
});
