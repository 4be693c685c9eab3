import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatKcal } from '../../src/shared/format.ts';
import { recordVersionMessages } from '../../src/shared/record-versions.ts';
import {
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';
import { createFreshClient, type FreshClient } from './support/fresh-client.ts';

// Diet-list templates in the programme editor (issue #40, ADR 0086): save one client's programme as a
// template, start another client's programme from it, rename and delete templates.

const browser = setUpBrowser();

const slow = { timeout: 10_000 };

type ProgramAnswer = {
  program: {
    version: number;
    notes: string;
    days: Record<string, Record<string, string>>;
    foodLines: { day: string; meal: string; food: { name: string } }[];
    totals: Record<string, { total: { calories: number } }>;
  } | null;
};

async function savedProgram(page: Page, client: FreshClient) {
  const response = await page.request.get(`/api/admin/nutrition-programs/${client.id}`);
  return ((await response.json()) as ProgramAnswer).program;
}

/** A fresh client whose programme has Monday breakfast text, one food line and notes. */
async function prepareSourceProgram(page: Page, label: string) {
  const client = await createFreshClient(page, label);
  expect((await page.request.post('/api/admin/nutrition-programs', { data: { clientId: client.id } })).status()).toBe(
    201,
  );
  const foods = await page.request.get(`/api/admin/foods?search=${encodeURIComponent('haşlanmış')}`);
  const food = ((await foods.json()) as { items: { id: string; name: string }[] }).items.find(
    (option) => option.name === 'Haşlanmış yumurta',
  );
  expect(food).toBeDefined();
  const saved = await page.request.patch(`/api/admin/nutrition-programs/${client.id}`, {
    data: {
      version: (await savedProgram(page, client))!.version,
      notes: 'Günde 2 litre su.',
      meals: { monday_breakfast: 'Şekersiz çay, domates, salatalık', thursday_dinner: 'Mercimek çorbası' },
      foodLines: { monday_breakfast: [{ foodId: food!.id, grams: 100 }] },
    },
  });
  expect(saved.status()).toBe(200);
  return client;
}

async function deleteAllTemplates(page: Page) {
  const list = await page.request.get('/api/admin/nutrition-program-templates');
  for (const template of ((await list.json()) as { templates: { id: string }[] }).templates)
    await page.request.delete(`/api/admin/nutrition-program-templates/${template.id}`);
}

const templatesList = (page: Page) => page.getByRole('list', { name: 'Şablon listesi' });

describe('diet-list templates in the programme editor (/nutrition-programs)', () => {
  it('shows the empty state, renames a template and deletes it after a confirmation', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await deleteAllTemplates(page);
    await page.goto('/nutrition-programs');
    await expect.poll(() => page.getByText('Henüz şablon yok.', { exact: false }).isVisible(), slow).toBe(true);
    await expectAccessible(page);

    const source = await prepareSourceProgram(page, 'Şablon yönetimi');
    const created = await page.request.post('/api/admin/nutrition-program-templates', {
      data: { clientId: source.id, name: 'Gebelik 2. trimester' },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    await expect.poll(() => templatesList(page).getByText('Gebelik 2. trimester').isVisible(), slow).toBe(true);

    await page.getByRole('button', { name: 'Gebelik 2. trimester şablonunu yeniden adlandır' }).click();
    const dialog = page.getByRole('dialog', { name: 'Şablonu yeniden adlandır' });
    await dialog.getByLabel('Şablon adı').fill('');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Şablon adı zorunludur.').isVisible()).toBe(true);
    await dialog.getByLabel('Şablon adı').fill('Gebelik 3. trimester');
    await dialog.getByLabel('Açıklama (isteğe bağlı)').fill('Son üç ay');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => templatesList(page).getByText('Gebelik 3. trimester').isVisible(), slow).toBe(true);
    expect(await templatesList(page).getByText('Son üç ay').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Gebelik 3. trimester şablonunu sil' }).click();
    const confirm = page.getByRole('dialog', { name: "'Gebelik 3. trimester' şablonu silinsin mi?" });
    await expect.poll(() => confirm.getByText('Bu işlem geri alınamaz.').isVisible()).toBe(true);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Şablon silindi').isVisible(), slow).toBe(true);
    await expect.poll(() => page.getByText('Henüz şablon yok.', { exact: false }).isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session);
  });

  for (const [name, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(`saves a programme as a template and starts another client's programme from it (${name})`, async () => {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page } = session;
      const source = await prepareSourceProgram(page, `Şablon kaynağı ${name}`);
      const target = await createFreshClient(page, `Şablon hedefi ${name}`);
      const templateName = `1500 kcal Akdeniz ${randomUUID().slice(0, 8)}`;

      await page.goto(`/nutrition-programs?client=${source.id}`);
      await expect.poll(() => page.getByLabel('Pazartesi Kahvaltı', { exact: true }).isVisible(), slow).toBe(true);
      await page.getByRole('button', { name: 'Şablon olarak kaydet' }).click();
      const saveDialog = page.getByRole('dialog', { name: `${source.name} programını şablon olarak kaydet` });
      await saveDialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect.poll(() => saveDialog.getByText('Şablon adı zorunludur.').isVisible()).toBe(true);
      await saveDialog.getByLabel('Şablon adı').fill(templateName);
      await saveDialog.getByLabel('Açıklama (isteğe bağlı)').fill('Akdeniz usulü hafif hafta');
      await expectAccessible(page);
      await saveDialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect.poll(() => page.getByText('Şablon kaydedildi').isVisible(), slow).toBe(true);
      await expect.poll(() => templatesList(page).getByText(templateName).isVisible(), slow).toBe(true);
      expect(await templatesList(page).textContent()).toContain('2 dolu öğün, 1 besin satırı');

      // The same name again (another case): the server's Turkish 409 under the name field, nothing saved.
      await page.getByRole('button', { name: 'Şablon olarak kaydet' }).click();
      await saveDialog.getByLabel('Şablon adı').fill(templateName.toUpperCase());
      await saveDialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect
        .poll(() => saveDialog.getByText('adında bir şablon zaten var', { exact: false }).isVisible(), slow)
        .toBe(true);
      await saveDialog.getByRole('button', { name: 'İptal' }).click();

      // Another client, without a programme: 'Şablondan başlat' creates it from the template.
      await page.goto(`/nutrition-programs?client=${target.id}`);
      await expect
        .poll(() => page.getByText(`${target.name} için henüz bir beslenme programı yok.`).isVisible(), slow)
        .toBe(true);
      const start = page.getByRole('button', { name: `${templateName} şablonunu uygula` });
      expect(await start.textContent()).toBe('Şablondan başlat');
      await start.click();
      const applyDialog = page.getByRole('dialog', { name: `'${templateName}' şablonu uygulansın mı?` });
      await expect
        .poll(() =>
          applyDialog
            .getByText(`${target.name} için bu şablondan yeni bir beslenme programı oluşturulacak.`)
            .isVisible(),
        )
        .toBe(true);
      await applyDialog.getByRole('button', { name: 'Uygula' }).click();
      await expect.poll(() => page.getByText(`'${templateName}' şablonu uygulandı`).isVisible(), slow).toBe(true);
      await expect.poll(() => page.getByLabel('Pazartesi Kahvaltı', { exact: true }).isVisible(), slow).toBe(true);
      expect(await page.getByLabel('Pazartesi Kahvaltı', { exact: true }).inputValue()).toBe(
        'Şekersiz çay, domates, salatalık',
      );
      expect(await page.getByRole('list', { name: 'Pazartesi Kahvaltı besinleri' }).textContent()).toContain(
        'Haşlanmış yumurta',
      );
      expect(await page.getByLabel('Genel Notlar').inputValue()).toBe('Günde 2 litre su.');
      const sourceSaved = (await savedProgram(page, source))!;
      const targetSaved = (await savedProgram(page, target))!;
      expect(targetSaved.days).toEqual(sourceSaved.days);
      expect(targetSaved.totals).toEqual(sourceSaved.totals);
      expect(await page.getByRole('region', { name: 'Pazartesi toplamı' }).textContent()).toContain(
        formatKcal(sourceSaved.totals.monday!.total.calories),
      );

      // Now the client has a programme: the dialog says what will be replaced; 'İptal' changes nothing.
      const apply = page.getByRole('button', { name: `${templateName} şablonunu uygula` });
      expect(await apply.textContent()).toBe('Şablon uygula');
      await apply.click();
      await expect
        .poll(() => applyDialog.getByText('bu şablondakilerle değiştirilecek', { exact: false }).isVisible())
        .toBe(true);
      await expectAccessible(page);
      await applyDialog.getByRole('button', { name: 'İptal' }).click();
      expect((await savedProgram(page, target))!.version).toBe(targetSaved.version);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expectNoConsoleErrors(session, [/status of 409/]);
    });
  }

  it('applying over a programme another tab has changed is refused with the stale-version text; after a reload it replaces the week', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const source = await prepareSourceProgram(page, 'Şablon eski kaynak');
    const templateName = `Eski sürüm ${randomUUID().slice(0, 8)}`;
    const created = await page.request.post('/api/admin/nutrition-program-templates', {
      data: { clientId: source.id, name: templateName },
    });
    expect(created.status()).toBe(201);
    const target = await createFreshClient(page, 'Şablon eski hedef');
    expect((await page.request.post('/api/admin/nutrition-programs', { data: { clientId: target.id } })).status()).toBe(
      201,
    );
    const filled = await page.request.patch(`/api/admin/nutrition-programs/${target.id}`, {
      data: { version: (await savedProgram(page, target))!.version, meals: { monday_breakfast: 'Eski kahvaltı' } },
    });
    expect(filled.status()).toBe(200);
    await page.goto(`/nutrition-programs?client=${target.id}`);
    await expect
      .poll(() => page.getByLabel('Pazartesi Kahvaltı', { exact: true }).inputValue(), slow)
      .toBe('Eski kahvaltı');

    // Another tab saves first: the apply at the version on screen is refused, nothing changes.
    const other = await page.request.patch(`/api/admin/nutrition-programs/${target.id}`, {
      data: { version: (await savedProgram(page, target))!.version, meals: { friday_dinner: 'Başka sekme' } },
    });
    expect(other.status()).toBe(200);
    const before = (await savedProgram(page, target))!;
    const dialog = page.getByRole('dialog', { name: `'${templateName}' şablonu uygulansın mı?` });
    await page.getByRole('button', { name: `${templateName} şablonunu uygula` }).click();
    await dialog.getByRole('button', { name: 'Uygula' }).click();
    await expect.poll(() => page.getByText(recordVersionMessages.stale).isVisible(), slow).toBe(true);
    expect((await savedProgram(page, target))!.version).toBe(before.version);
    await expectAccessible(page);

    await page.reload();
    await page.getByRole('button', { name: `${templateName} şablonunu uygula` }).click();
    await dialog.getByRole('button', { name: 'Uygula' }).click();
    await expect.poll(() => page.getByText(`'${templateName}' şablonu uygulandı`).isVisible(), slow).toBe(true);
    await expect
      .poll(() => page.getByLabel('Pazartesi Kahvaltı', { exact: true }).inputValue(), slow)
      .toBe('Şekersiz çay, domates, salatalık');
    const after = (await savedProgram(page, target))!;
    expect(after.days.friday!.dinner).toBe('');
    expect(after.foodLines.map((line) => line.food.name)).toEqual(['Haşlanmış yumurta']);
    expect(await page.getByRole('list', { name: 'Pazartesi Kahvaltı besinleri' }).textContent()).toContain(
      'Haşlanmış yumurta',
    );
    expectNoConsoleErrors(session, [/status of 409/]);
  });

  for (const [name, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(`a rename from a dialog read before another tab's rename is refused, and 'Güncel hâlini yükle' brings the other one (${name})`, async () => {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page, context } = session;
      // The list shows one page of templates: this test's own is the only one.
      await deleteAllTemplates(page);
      const source = await prepareSourceProgram(page, 'Şablon iki sekme');
      const original = `İki sekme ${randomUUID().slice(0, 8)}`;
      const created = await page.request.post('/api/admin/nutrition-program-templates', {
        data: { clientId: source.id, name: original },
      });
      expect(created.status()).toBe(201);
      const renameButton = (tab: Page, templateName: string) =>
        tab.getByRole('button', { name: `${templateName} şablonunu yeniden adlandır` });
      const renameDialog = (tab: Page) => tab.getByRole('dialog', { name: 'Şablonu yeniden adlandır' });

      // Tab A opens the rename dialog first.
      await page.goto(`/nutrition-programs?client=${source.id}`);
      await renameButton(page, original).click();
      await expect.poll(() => renameDialog(page).getByLabel('Şablon adı').inputValue(), slow).toBe(original);

      // Tab B renames the template and describes it.
      const tabB = await context.newPage();
      await tabB.goto(`/nutrition-programs?client=${source.id}`);
      const renamedByB = `${original} B`;
      await renameButton(tabB, original).click();
      await renameDialog(tabB).getByLabel('Şablon adı').fill(renamedByB);
      await renameDialog(tabB).getByLabel('Açıklama (isteğe bağlı)').fill('Sekme B yazdı');
      await renameDialog(tabB).getByRole('button', { name: 'Kaydet' }).click();
      await expect.poll(() => templatesList(tabB).getByText(renamedByB).isVisible(), slow).toBe(true);
      await tabB.close();

      // Tab A's save, from the old read, is refused with the one text and writes nothing.
      await renameDialog(page).getByLabel('Şablon adı').fill(`${original} A`);
      await renameDialog(page).getByRole('button', { name: 'Kaydet' }).click();
      await expect.poll(() => renameDialog(page).getByText(recordVersionMessages.stale).isVisible(), slow).toBe(true);
      expect(await page.getByText(recordVersionMessages.stale).count()).toBe(1);
      await expectAccessible(page);
      await renameDialog(page).getByRole('button', { name: recordVersionMessages.reload }).click();
      await expect
        .poll(() => renameDialog(page).getByText(recordVersionMessages.reloaded).isVisible(), slow)
        .toBe(true);
      expect(await renameDialog(page).getByLabel('Şablon adı').inputValue()).toBe(renamedByB);
      expect(await renameDialog(page).getByLabel('Açıklama (isteğe bağlı)').inputValue()).toBe('Sekme B yazdı');

      // Made again on top of B's change, A's rename goes through and B's description stays.
      await renameDialog(page).getByLabel('Şablon adı').fill(`${original} A`);
      await renameDialog(page).getByRole('button', { name: 'Kaydet' }).click();
      await expect.poll(() => templatesList(page).getByText(`${original} A`).isVisible(), slow).toBe(true);
      const list = (await (await page.request.get('/api/admin/nutrition-program-templates')).json()) as {
        templates: { id: string; name: string; description: string }[];
      };
      const templateId = ((await created.json()) as { template: { id: string } }).template.id;
      const template = list.templates.find((t) => t.id === templateId);
      expect(template).toMatchObject({ name: `${original} A`, description: 'Sekme B yazdı' });
      expectNoConsoleErrors(session, [/status of 409/]);
    });
  }
});
