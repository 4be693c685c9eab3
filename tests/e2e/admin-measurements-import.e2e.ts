import { fileURLToPath } from 'node:url';
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

// 'Cihazdan İçe Aktar' on the measurements screen (issue #44, ADR 0091): the Tanita sample export
// through upload → preview → typed tape values → import, again ('zaten var'), and a wrong file.

const browser = setUpBrowser();
const fixturePath = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

async function createFreshClient(page: Page): Promise<{ id: string; name: string }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const name = `Cihaz Kişisi ${stamp}`;
  const response = await page.request.post('/api/admin/clients', {
    data: {
      name,
      gender: 'female',
      age: 38,
      email: `cihaz.${stamp}@ornek.com`,
      password: 'gizli123',
      passwordRepeat: 'gizli123',
      phone: '0532 123 00 00',
    },
  });
  expect(response.status()).toBe(201);
  return { id: (await response.json()).client.id, name };
}

async function openImport(page: Page, name: string) {
  await page.goto('/client-details');
  await page.getByLabel('Danışan seç').fill(name);
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect.poll(() => page.getByText('Bu danışan için henüz ölçüm eklenmemiş.').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Cihazdan İçe Aktar' }).click();
  return page.getByRole('dialog', { name: `Cihazdan içe aktar: ${name}` });
}

const tape: Array<[string, string]> = [
  ['Vücut Kompozisyonu (%)', '21,5'],
  ['Günlük Kalori İhtiyacı (kcal)', '1900'],
  ['Göğüs Çevresi (cm)', '98'],
  ['Bel Çevresi (cm)', '84,5'],
  ['Kalça Çevresi (cm)', '104'],
];

describe('analyser import (/client-details)', () => {
  for (const [viewportName, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(`uploads the Tanita sample, types the tape values, imports once (${viewportName})`, async () => {
      const session = await openPage(browser(), { viewport, signedInAs: demo.admin });
      const { page } = session;
      const client = await createFreshClient(page);
      const dialog = await openImport(page, client.name);

      // No file chosen: the Turkish text, nothing sent.
      await dialog.getByRole('button', { name: 'Önizle' }).click();
      await expect
        .poll(() => dialog.getByText('Lütfen cihazın yazılımından alınmış bir CSV dosyası seçin.').isVisible())
        .toBe(true);
      await expectAccessible(page);

      await dialog.getByLabel('CSV dosyası').setInputFiles(fixturePath('tanita-gmon-export.csv'));
      await dialog.getByRole('button', { name: 'Önizle' }).click();
      await expect.poll(() => dialog.getByText('Tanita (GMON / Tanita Pro) dosyası, 5 satır.').isVisible()).toBe(true);
      expect(await dialog.getByText('Kilo değeri dosyada boş.').isVisible()).toBe(true);
      expect(await dialog.getByText('Tarih okunamadı: "32.03.2026".').isVisible()).toBe(true);
      expect(await dialog.getByText('Dosyadaki danışan: 0042 · Ayşe Yılmaz').first().isVisible()).toBe(true);
      await expectAccessible(page);

      // Only the first of the three good rows is imported: the others are unticked.
      await dialog.getByRole('checkbox', { name: /Satır 3: / }).uncheck();
      await dialog.getByRole('checkbox', { name: /Satır 6: / }).uncheck();
      const confirm = dialog.getByRole('button', { name: '1 ölçümü içe aktar' });
      await confirm.click();
      await expect
        .poll(() => dialog.getByText('Bazı satırlarda eksik ya da hatalı değer var.', { exact: false }).isVisible())
        .toBe(true);
      expect(await dialog.getByText('Göğüs Çevresi gerekli.').isVisible()).toBe(true);
      const row = dialog.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: /Satır 2: / }) });
      for (const [label, value] of tape) await row.getByLabel(label).fill(value);
      await confirm.click();
      await expect.poll(() => page.getByText('1 ölçüm içe aktarıldı.').isVisible()).toBe(true);
      const table = page.getByRole('region', { name: 'Ölçüm geçmişi tablosu' });
      await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['14 Ocak 2026']);
      expect(await table.getByRole('cell', { name: '78,4' }).isVisible()).toBe(true);

      // The same file again: that date is 'zaten var' and is not offered.
      await page.getByRole('button', { name: 'Cihazdan İçe Aktar' }).click();
      await dialog.getByLabel('CSV dosyası').setInputFiles(fixturePath('tanita-gmon-export.csv'));
      await dialog.getByRole('button', { name: 'Önizle' }).click();
      await expect.poll(() => dialog.getByText('zaten var', { exact: true }).isVisible()).toBe(true);
      expect(await dialog.getByRole('checkbox', { name: /Satır 2: / }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: '2 ölçümü içe aktar' }).isVisible()).toBe(true);
      await expectAccessible(page);
      expectNoConsoleErrors(session);
    });
  }

  it('says in Turkish that a file is neither Tanita nor InBody (phone)', async () => {
    const session = await openPage(browser(), {
      viewport: phoneViewport,
      signedInAs: demo.admin,
      allowConsoleErrors: [/status of 400/],
    });
    const { page } = session;
    const client = await createFreshClient(page);
    const dialog = await openImport(page, client.name);
    await dialog.getByLabel('CSV dosyası').setInputFiles({
      name: 'rehber.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Ad,Soyad,Telefon\nAyşe,Yılmaz,05321112233\n'),
    });
    await dialog.getByRole('button', { name: 'Önizle' }).click();
    await expect
      .poll(() => dialog.getByText('Dosya Tanita veya InBody CSV biçiminde değil.', { exact: false }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [/status of 400/]);
  });

  it("shows the screen's Turkish text when the import fails on the server (desktop)", async () => {
    const serverError = [/status of 500/];
    const session = await openPage(browser(), { signedInAs: demo.admin, allowConsoleErrors: serverError });
    const { page } = session;
    const client = await createFreshClient(page);
    const dialog = await openImport(page, client.name);
    await dialog.getByLabel('CSV dosyası').setInputFiles(fixturePath('tanita-gmon-export.csv'));
    await dialog.getByRole('button', { name: 'Önizle' }).click();
    await dialog.getByRole('checkbox', { name: /Satır 3: / }).waitFor();
    await dialog.getByRole('checkbox', { name: /Satır 3: / }).uncheck();
    await dialog.getByRole('checkbox', { name: /Satır 6: / }).uncheck();
    const row = dialog.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: /Satır 2: / }) });
    for (const [label, value] of tape) await row.getByLabel(label).fill(value);
    await page.route('**/api/admin/measurements/import', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'x' } }),
    );
    await dialog.getByRole('button', { name: '1 ölçümü içe aktar' }).click();
    await expect.poll(() => dialog.getByText('Ölçümler içe aktarılırken bir hata oluştu').isVisible()).toBe(true);
    expect(await page.getByText('Bu danışan için henüz ölçüm eklenmemiş.').count()).toBe(1);
    await expectAccessible(page);
    expectNoConsoleErrors(session, serverError);
  });
});
