import { isoDayToTurkish } from '../../src/shared/dates.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demo,
  expectAccessible,
  expectAccessibleInBothThemes,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  signInAsAdmin,
} from './support/browser.ts';

const browser = setUpBrowser();

const serverError = [/status of 500/];
const todayInIstanbul = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** A fresh client of this test (never the demo clients), made through the admin API. */
async function createFreshClient(page: Page): Promise<{ id: string; name: string }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const name = `Ölçüm Kişisi ${stamp}`;
  const response = await page.request.post('/api/admin/clients', {
    data: {
      name,
      gender: 'male',
      age: 44,
      email: `olcum.${stamp}@ornek.com`,
      password: 'gizli123',
      passwordRepeat: 'gizli123',
      phone: '0532 123 00 00',
    },
  });
  expect(response.status()).toBe(201);
  return { id: (await response.json()).client.id, name };
}

async function pickClient(page: Page, name: string) {
  await page.getByLabel('Danışan seç').fill(name);
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect.poll(() => page.getByRole('heading', { name: `${name}: ölçüm geçmişi` }).isVisible()).toBe(true);
}

const wizardValues: Array<[string, string]> = [
  ['Kilo (kg)', '88.4'],
  ['Yağ Oranı (%)', '29.5'],
  ['Su Oranı (%)', '51.2'],
  ['Kas Oranı (%)', '35.1'],
];

describe('measurements (/client-details)', () => {
  it('adds a measurement with the 4-step wizard, edits it inline and deletes it', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page);
    await page.goto('/client-details');
    await expect.poll(() => page.getByText('Ölçümleri görmek için bir danışan seçin.').isVisible()).toBe(true);
    await pickClient(page, client.name);
    await expect.poll(() => page.getByText('Bu danışan için henüz ölçüm eklenmemiş.').isVisible()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Ölçüm Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Ölçüm' });
    expect(await dialog.getByLabel('Ölçüm Tarihi').inputValue()).toBe(isoDayToTurkish(todayInIstanbul()));
    await dialog.getByRole('button', { name: 'İleri' }).click();
    await expect.poll(() => dialog.getByText('Kilo gerekli.').isVisible()).toBe(true);
    await dialog.getByLabel('Kilo (kg)').fill('-4');
    await dialog.getByRole('button', { name: 'İleri' }).click();
    await expect.poll(() => dialog.getByText('Kilo 1 ile 500 kg arasında olmalıdır.').isVisible()).toBe(true);
    for (const [label, value] of wizardValues) await dialog.getByLabel(label).fill(value);
    await dialog.getByRole('button', { name: 'İleri' }).click();

    await expect.poll(() => dialog.getByText('Adım 2 / 4: Vücut Analizi').isVisible()).toBe(true);
    await dialog.getByLabel('Vücut Kompozisyonu (%)').fill('22');
    await dialog.getByLabel('Karın Yağı (%)').fill('13.5');
    await dialog.getByLabel('Kemik Kütlesi (kg)').fill('3.3');
    await dialog.getByRole('button', { name: 'İleri' }).click();

    await expect.poll(() => dialog.getByText('Adım 3 / 4: Metabolizma').isVisible()).toBe(true);
    await dialog.getByLabel('Günlük Kalori İhtiyacı (kcal)').fill('2100');
    await dialog.getByLabel('Metabolik Yaş').fill('46');
    await dialog.getByRole('button', { name: 'İleri' }).click();

    await expect.poll(() => dialog.getByText('Adım 4 / 4: Çevre Ölçümleri').isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByLabel('Göğüs Çevresi (cm)').fill('104.5');
    await dialog.getByLabel('Bel Çevresi (cm)').fill('97');
    await dialog.getByLabel('Kalça Çevresi (cm)').fill('106.2');
    await dialog.getByRole('button', { name: 'Ölçüm Ekle' }).click();
    await expect.poll(() => page.getByText('Ölçüm başarıyla eklendi').isVisible()).toBe(true);

    const table = page.getByRole('region', { name: 'Ölçüm geçmişi tablosu' });
    await expect.poll(() => table.getByRole('cell', { name: '88,4' }).isVisible()).toBe(true);
    expect(await table.getByRole('cell', { name: '2.100' }).isVisible()).toBe(true);

    // Inline edit: a bad value is reported in Turkish and nothing is saved; cancel restores the row.
    await table.getByRole('button', { name: /ölçümünü düzenle/ }).click();
    await table.getByLabel('Kilo (kg)').fill('');
    await table.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => page.getByText('Kilo gerekli.').isVisible()).toBe(true);
    await table.getByRole('button', { name: 'İptal' }).click();
    expect(await table.getByRole('cell', { name: '88,4' }).isVisible()).toBe(true);

    await table.getByRole('button', { name: /ölçümünü düzenle/ }).click();
    await table.getByLabel('Kilo (kg)').fill('87.9');
    await table.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => page.getByText('Ölçüm başarıyla güncellendi').isVisible()).toBe(true);
    await expect.poll(() => table.getByRole('cell', { name: '87,9' }).isVisible()).toBe(true);

    await table.getByRole('button', { name: /ölçümünü sil/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Ölçüm silinsin mi?' });
    expect(await confirm.getByText('Bu işlem geri alınamaz.').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Ölçüm başarıyla silindi').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Bu danışan için henüz ölçüm eklenmemiş.').isVisible()).toBe(true);
    expectNoConsoleErrors(session);
  });

  it('shows the history newest first and is accessible on a phone', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page);
    for (const [measurementDate, weight] of [
      ['2026-01-03', 90],
      ['2026-03-03', 86.5],
      ['2026-02-03', 88],
    ] as const) {
      const response = await page.request.post('/api/admin/measurements', {
        data: {
          clientId: client.id,
          measurementDate,
          weight,
          fatRatio: 30,
          waterRatio: 50,
          muscleRatio: 34,
          bodyComposition: 21,
          bellyFat: 12,
          boneMass: 3.1,
          dailyCalories: 1900,
          metabolicAge: 41,
          chest: 100,
          waist: 95,
          hip: 108,
        },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/client-details');
    await pickClient(page, client.name);
    const rows = page.getByRole('region', { name: 'Ölçüm geçmişi tablosu' }).getByRole('rowheader');
    await expect.poll(() => rows.allTextContents()).toEqual(['3 Mart 2026', '3 Şubat 2026', '3 Ocak 2026']);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish load and save error texts when the server fails', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page);
    await page.route('**/api/admin/measurements?*', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'x' } }),
    );
    await page.goto('/client-details');
    await pickClient(page, client.name);
    await expect
      .poll(() => page.getByText('Ölçümler yüklenirken bir hata oluştu').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.unroute('**/api/admin/measurements?*');
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await expect.poll(() => page.getByText('Bu danışan için henüz ölçüm eklenmemiş.').isVisible()).toBe(true);

    await page.route('**/api/admin/measurements', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'x' } }),
    );
    await page.getByRole('button', { name: 'Ölçüm Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Ölçüm' });
    for (const [label, value] of wizardValues) await dialog.getByLabel(label).fill(value);
    await dialog.getByRole('button', { name: 'İleri' }).click();
    await dialog.getByLabel('Vücut Kompozisyonu (%)').fill('22');
    await dialog.getByLabel('Karın Yağı (%)').fill('13.5');
    await dialog.getByLabel('Kemik Kütlesi (kg)').fill('3.3');
    await dialog.getByRole('button', { name: 'İleri' }).click();
    await dialog.getByLabel('Günlük Kalori İhtiyacı (kcal)').fill('2100');
    await dialog.getByLabel('Metabolik Yaş').fill('46');
    await dialog.getByRole('button', { name: 'İleri' }).click();
    await dialog.getByLabel('Göğüs Çevresi (cm)').fill('104.5');
    await dialog.getByLabel('Bel Çevresi (cm)').fill('97');
    await dialog.getByLabel('Kalça Çevresi (cm)').fill('106.2');
    await dialog.getByRole('button', { name: 'Ölçüm Ekle' }).click();
    await expect.poll(() => dialog.getByText('Ölçüm eklenirken bir hata oluştu').isVisible()).toBe(true);
    expectNoConsoleErrors(session, serverError);
  });
});

/** The element is on screen and nothing covers its centre (a sticky column, the frame's edge). */
const isUsable = (locator: import('playwright-core').Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const frame = element.closest('section')!.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const isInFrame = box.left >= frame.left && box.right <= frame.right;
    const isOnScreen = box.right <= document.documentElement.clientWidth && box.left >= 0;
    const top = document.elementFromPoint(x, y);
    return isInFrame && isOnScreen && top !== null && element.contains(top);
  });

describe('measurements table at 1366 px (issue #39)', () => {
  it("keeps each row's actions in view, and both Kaydet and İptal while a row is edited", async () => {
    for (const viewport of [{ width: 1366, height: 768 }, phoneViewport]) {
      const session = await openPage(browser(), { viewport });
      const { page } = session;
      await signInAsAdmin(page);
      await page.goto('/client-details');
      await pickClient(page, 'Ayşe Demir');
      const edit = page.getByRole('button', { name: /ölçümünü düzenle$/ }).first();
      const remove = page.getByRole('button', { name: /ölçümünü sil$/ }).first();
      await edit.waitFor();
      await expect.poll(() => isUsable(edit)).toBe(true);
      expect(await isUsable(remove)).toBe(true);
      await edit.click();
      const save = page.getByRole('button', { name: 'Kaydet' });
      const cancel = page.getByRole('button', { name: 'İptal' });
      await expect.poll(() => isUsable(save)).toBe(true);
      expect(await isUsable(cancel)).toBe(true);
      await expectAccessibleInBothThemes(page);
      await cancel.click();
      expectNoConsoleErrors(session);
    }
  }, 180_000);
});
