import type { Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  demo,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  signInAsAdmin,
} from './support/browser.ts';

const browser = setUpBrowser();

const serverError = /status of 500/;
const slow = { timeout: 10_000 };
const isExerciseList = (url: URL) => url.pathname === '/api/admin/exercises';
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

async function openExercises(page: Page) {
  await page.goto('/exercises');
  await expect.poll(() => page.getByRole('heading', { name: 'Egzersizler', level: 1 }).isVisible(), slow).toBe(true);
}

const cards = (page: Page) => page.getByRole('list', { name: 'Egzersiz listesi' }).getByRole('listitem');

const gifBytes = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 16, g: 185, b: 129 } } })
    .gif()
    .toBuffer();

describe('exercises (/exercises)', () => {
  it('creates with the 3-step dialog and an uploaded picture, edits, filters, and the client library follows', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openExercises(page);
    await expect.poll(() => cards(page).count(), slow).toBeGreaterThan(0);
    await expectAccessible(page);

    const name = `Duvar şınavı ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Yeni Egzersiz' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Egzersiz' });
    await expect.poll(() => dialog.getByText('Adım 1 / 3: Temel Bilgiler').isVisible(), slow).toBe(true);
    // Step 1 needs a name before 'İleri' moves on.
    await dialog.getByRole('button', { name: /İleri/ }).click();
    await expect.poll(() => dialog.getByText('Egzersiz adı gerekli.').isVisible(), slow).toBe(true);
    await dialog.getByLabel('Egzersiz Adı').fill(name);
    await dialog.getByLabel('Güç').check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: /İleri/ }).click();
    await expect.poll(() => dialog.getByText('Adım 2 / 3: Detaylar').isVisible(), slow).toBe(true);
    await dialog.getByLabel('Süre (saniye)').fill('0');
    await dialog.getByRole('button', { name: /İleri/ }).click();
    await expect.poll(() => dialog.getByText('Süre en az 1 saniye olmalıdır.').isVisible(), slow).toBe(true);
    await dialog.getByLabel('Süre (saniye)').fill('150');
    expect(await dialog.getByText('Kartlarda 2 dk olarak görünür.').isVisible()).toBe(true);
    await dialog.getByLabel('Açıklama (isteğe bağlı)').fill('Ellerinizi duvara dayayın, gövdeniz düz kalsın.');
    await dialog.getByRole('button', { name: /İleri/ }).click();
    await expect.poll(() => dialog.getByText('Adım 3 / 3: Medya').isVisible(), slow).toBe(true);
    // Neither a picture nor a URL: the form says what it needs.
    await dialog.getByRole('button', { name: 'Egzersizi Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Bir görsel yükleyin veya GIF URL girin.').isVisible(), slow).toBe(true);
    await dialog
      .getByLabel('Görsel Yükle')
      .setInputFiles({ name: 'duvar.gif', mimeType: 'image/gif', buffer: await gifBytes() });
    await expect.poll(() => dialog.getByRole('button', { name: 'Görseli kaldır' }).isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: /Geri/ }).click();
    expect(await dialog.getByLabel('Süre (saniye)').inputValue()).toBe('150');
    await dialog.getByRole('button', { name: /İleri/ }).click();
    await dialog.getByRole('button', { name: 'Egzersizi Kaydet' }).click();
    await expect.poll(() => page.getByText('Egzersiz başarıyla eklendi').isVisible(), slow).toBe(true);

    await page.getByPlaceholder('Egzersiz ara...').fill(name.toLocaleUpperCase('tr-TR'));
    const card = cards(page).filter({ hasText: name });
    await expect.poll(() => card.count(), slow).toBe(1);
    expect(await card.getByText('2 dk').isVisible()).toBe(true);
    expect(await card.getByText('Güç').isVisible()).toBe(true);
    const picture = card.getByRole('img', { name });
    expect(await picture.getAttribute('src')).toMatch(/^\/uploads\//);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), slow).toBeGreaterThan(0);
    await card.getByRole('button', { name: /Detaylar/ }).click();
    await expect.poll(() => card.getByText('Ellerinizi duvara dayayın').isVisible(), slow).toBe(true);
    expect(await card.getByText('Süre: 150 saniye').isVisible()).toBe(true);

    // Category chips: Kardio hides it, Güç shows it.
    await page.getByRole('button', { name: 'Kardio', exact: true }).click();
    await expect.poll(() => card.count(), slow).toBe(0);
    expect(await page.getByText('Aramanızla eşleşen egzersiz bulunamadı.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Güç', exact: true }).click();
    await expect.poll(() => card.count(), slow).toBe(1);

    // Edit in the same dialog: a new duration and a URL instead of the picture.
    await card.getByRole('button', { name: `${name} egzersizini düzenle` }).click();
    const edit = page.getByRole('dialog', { name: 'Egzersizi Düzenle' });
    expect(await edit.getByLabel('Egzersiz Adı').inputValue()).toBe(name);
    await edit.getByLabel('Esneklik').check();
    await edit.getByRole('button', { name: /İleri/ }).click();
    await edit.getByLabel('Süre (saniye)').fill('59');
    await edit.getByRole('button', { name: /İleri/ }).click();
    await edit.getByRole('button', { name: 'Görseli kaldır' }).click();
    await edit.getByLabel('GIF URL').fill('/exercises/plank.svg');
    await edit.getByRole('button', { name: 'Egzersizi Kaydet' }).click();
    await expect.poll(() => page.getByText('Egzersiz başarıyla güncellendi').isVisible(), slow).toBe(true);
    await page.getByRole('button', { name: 'Tümü' }).click();
    await expect.poll(() => card.getByText('0 dk').isVisible(), slow).toBe(true);
    expect(await card.getByText('Esneklik').isVisible()).toBe(true);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);

    // The client's library shows what the admin keeps.
    const client = await openPage(browser(), { signedInAs: demo.clientA });
    await client.page.goto('/kullanici/egzersiz');
    await expect.poll(() => client.page.getByText(name).isVisible(), slow).toBe(true);

    await card.getByRole('button', { name: `${name} egzersizini sil` }).click();
    const confirm = page.getByRole('dialog', { name: 'Egzersizi sil' });
    await expect.poll(() => confirm.getByText('Bu işlem geri alınamaz.').isVisible(), slow).toBe(true);
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Egzersiz başarıyla silindi').isVisible(), slow).toBe(true);
    await expect.poll(() => card.count(), slow).toBe(0);
    await client.page.reload();
    await expect.poll(() => client.page.getByRole('heading', { level: 1 }).isVisible(), slow).toBe(true);
    expect(await client.page.getByText(name).count()).toBe(0);
    expectNoConsoleErrors(session);
  });

  it("shows 'Henüz egzersiz eklenmemiş.' when the library is empty", async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isExerciseList, (route) => route.fulfill({ json: { exercises: [] } }));
    await openExercises(page);
    await expect.poll(() => page.getByText('Henüz egzersiz eklenmemiş.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish texts when loading, adding, updating or deleting fails', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isExerciseList, (route) =>
      route.request().method() === 'GET' ? failWith500(route) : route.fallback(),
    );
    await openExercises(page);
    await expect.poll(() => page.getByText('Egzersizler yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.unroute(isExerciseList);
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await expect.poll(() => cards(page).count(), slow).toBeGreaterThan(0);

    await page.route(isExerciseList, (route) =>
      route.request().method() === 'POST' ? failWith500(route) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Yeni Egzersiz' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Egzersiz' });
    await dialog.getByLabel('Egzersiz Adı').fill('Kaydedilemeyen egzersiz');
    await dialog.getByRole('button', { name: /İleri/ }).click();
    await dialog.getByLabel('Süre (saniye)').fill('60');
    await dialog.getByRole('button', { name: /İleri/ }).click();
    await dialog.getByLabel('GIF URL').fill('/exercises/plank.svg');
    await dialog.getByRole('button', { name: 'Egzersizi Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Egzersiz eklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible(), slow).toBe(false);

    await page.route('**/api/admin/exercises/*', (route) =>
      ['PUT', 'DELETE'].includes(route.request().method()) ? failWith500(route) : route.fallback(),
    );
    const first = cards(page).first();
    await first.getByRole('button', { name: /egzersizini düzenle$/ }).click();
    const edit = page.getByRole('dialog', { name: 'Egzersizi Düzenle' });
    await edit.getByRole('button', { name: /İleri/ }).click();
    await edit.getByRole('button', { name: /İleri/ }).click();
    await edit.getByRole('button', { name: 'Egzersizi Kaydet' }).click();
    await expect.poll(() => edit.getByText('Egzersiz güncellenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => edit.isVisible(), slow).toBe(false);
    await first.getByRole('button', { name: /egzersizini sil$/ }).click();
    await page.getByRole('dialog', { name: 'Egzersizi sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Egzersiz silinirken bir hata oluştu').isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session, [serverError]);
  });
});

describe('exercise dialog after a valid upload (issue #39)', () => {
  it("drops 'Bir görsel yükleyin veya GIF URL girin.' as soon as a picture is uploaded", async () => {
    for (const viewport of [undefined, phoneViewport]) {
      const session = await openPage(browser(), viewport ? { viewport } : {});
      const { page } = session;
      await signInAsAdmin(page);
      await openExercises(page);
      await page.getByRole('button', { name: 'Yeni Egzersiz' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni Egzersiz' });
      await dialog.getByLabel('Egzersiz Adı').fill(`Köprü ${Date.now()}`);
      await dialog.getByRole('button', { name: 'İleri' }).click();
      await dialog.getByLabel(/Süre/).fill('90');
      await dialog.getByRole('button', { name: 'İleri' }).click();
      await dialog.getByRole('button', { name: 'Egzersizi Kaydet' }).click();
      const missing = dialog.getByText('Bir görsel yükleyin veya GIF URL girin.');
      await expect.poll(() => missing.isVisible(), slow).toBe(true);
      await dialog
        .getByLabel('Görsel Yükle', { exact: true })
        .setInputFiles({ name: 'kopru.gif', mimeType: 'image/gif', buffer: await gifBytes() });
      await expect
        .poll(() => dialog.getByRole('img', { name: /önizleme/ }).getAttribute('src'), slow)
        .toMatch(/^\/uploads\//);
      await expect.poll(() => missing.count(), slow).toBe(0);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Kapat', exact: true }).click();
      expectNoConsoleErrors(session);
    }
  });
});
