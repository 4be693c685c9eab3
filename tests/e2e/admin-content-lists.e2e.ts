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
import { keepDemoContent } from './support/demo-content.ts';
import { contentApi, failWith500, openScreen, pngBytes, serverError, shows, slow } from './support/content-admin.ts';
import { createGate } from '../support/gate.ts';

// The CMS list screens (spec 3 §2.10): sliders, testimonials, services and menus — add/edit forms
// (edit mode, cancel resets), one-click Aktif/Pasif, up/down ordering, deletes with confirmation,
// empty states and error texts, and the change showing on the public home page at once.

const browser = setUpBrowser();
// The demo's public content is put back after each test, passed or failed (the home page's tests read it).
keepDemoContent();

describe('sliders (/site-settings/slider)', () => {
  it('adds a slide with an uploaded picture (progress shown), edits with cancel, deletes; the home page follows', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openScreen(page, '/site-settings/slider', 'Slider Yönetimi');
    await expectAccessible(page);

    // Nothing filled: the spec's texts.
    await page.getByRole('button', { name: 'Ekle' }).click();
    await shows(page, 'Lütfen bir başlık girin.');
    expect(await page.getByText('Lütfen bir görsel seçin.').isVisible()).toBe(true);

    // The upload shows its progress bar until the server answers (held back here so it can be seen).
    const held = createGate();
    await page.route('**/api/admin/uploads/images**', async (route) => {
      await held.passed;
      await route.continue();
    });
    const title = `Bahar slaytı ${Date.now() % 100000}`;
    await page.getByLabel('Başlık').fill(`  ${title}  `);
    await page.getByLabel('Açıklama').fill('Mevsim sebzeleriyle hafif tabaklar.');
    await page
      .getByLabel('Görsel', { exact: true })
      .setInputFiles({ name: 'bahar.png', mimeType: 'image/png', buffer: await pngBytes(320, 180) });
    const progress = page.getByRole('progressbar', { name: 'Görsel yükleniyor' });
    await expect.poll(() => progress.isVisible(), slow).toBe(true);
    held.open();
    await expect.poll(() => progress.isVisible(), slow).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Görseli kaldır' }).isVisible(), slow).toBe(true);
    await page.unroute('**/api/admin/uploads/images**');
    await page.getByRole('button', { name: 'Ekle' }).click();
    await shows(page, 'Slider başarıyla eklendi');
    const list = page.getByRole('list', { name: 'Slider listesi' });
    const item = list.getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => item.count(), slow).toBe(1);
    // Newest first.
    expect(await list.getByRole('listitem').first().textContent()).toContain(title);
    await expectAccessible(page);

    // The public home page shows the new slide at once (the cache was dropped).
    const visitor = await openPage(browser());
    await visitor.page.goto('/');
    await expect.poll(() => visitor.page.getByRole('heading', { name: title }).count(), slow).toBeGreaterThan(0);

    // Edit mode fills the form; İptal resets it to an empty add form.
    await item.getByRole('button', { name: `${title} düzenle` }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Slider Düzenle' }).isVisible(), slow).toBe(true);
    expect(await page.getByLabel('Başlık').inputValue()).toBe(title);
    await page.getByLabel('Başlık').fill('Vazgeçilen başlık');
    await page.getByRole('button', { name: 'İptal' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Yeni Slider Ekle' }).isVisible(), slow).toBe(true);
    expect(await page.getByLabel('Başlık').inputValue()).toBe('');
    await item.getByRole('button', { name: `${title} düzenle` }).click();
    await page.getByLabel('Başlık').fill(`${title} güncel`);
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await shows(page, 'Slider başarıyla güncellendi');
    const edited = list.getByRole('listitem').filter({ hasText: `${title} güncel` });
    await expect.poll(() => edited.count(), slow).toBe(1);

    await edited.getByRole('button', { name: `${title} güncel sil` }).click();
    const confirm = page.getByRole('dialog', { name: "Slider'ı sil" });
    await expect.poll(() => confirm.getByText('Bu işlem geri alınamaz.').isVisible(), slow).toBe(true);
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await shows(page, 'Slider başarıyla silindi');
    await expect.poll(() => edited.count(), slow).toBe(0);
    await visitor.page.reload();
    await expect.poll(() => visitor.page.getByRole('heading', { level: 1 }).count(), slow).toBeGreaterThan(0);
    expect(await visitor.page.getByRole('heading', { name: `${title} güncel` }).count()).toBe(0);
    expectNoConsoleErrors(session);
  });

  it('shows the empty state and the load error', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(contentApi('sliders'), (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { sliders: [] } }) : route.fallback(),
    );
    await openScreen(page, '/site-settings/slider', 'Slider Yönetimi');
    await shows(page, 'Henüz slider eklenmemiş.');
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    await page.unroute(contentApi('sliders'));

    await page.route(contentApi('sliders'), (route) =>
      route.request().method() === 'GET' ? failWith500(route) : route.fallback(),
    );
    await page.reload();
    await shows(page, "Slider'lar yüklenirken bir hata oluştu");
    await expectAccessible(page);
    expectNoConsoleErrors(session, [serverError]);
  });
});

describe('testimonials (/testimonials-settings)', () => {
  it('adds with rating, toggles Aktif/Pasif in one click, edits, deletes; shows errors and the empty state', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openScreen(page, '/testimonials-settings', 'Yorum Yönetimi');
    await page.getByRole('button', { name: 'Ekle' }).click();
    await shows(page, 'Danışan adı gereklidir.');
    expect(await page.getByText('Yorum gereklidir.').isVisible()).toBe(true);
    const name = `Selin Y. ${Date.now() % 100000}`;
    await page.getByLabel('Danışan Adı').fill(name);
    await page.getByLabel('Yorum', { exact: true }).fill('Programı çok sevdim, enerjim yerine geldi.');
    expect(await page.getByLabel('Puan').inputValue()).toBe('5');
    await page.getByLabel('Puan').selectOption('4');
    await page.getByRole('button', { name: 'Ekle' }).click();
    await shows(page, 'Yorum başarıyla eklendi');
    const item = page.getByRole('list', { name: 'Yorum listesi' }).getByRole('listitem').filter({ hasText: name });
    await expect.poll(() => item.count(), slow).toBe(1);
    expect(await item.getByRole('img', { name: '4 yıldız' }).isVisible()).toBe(true);
    await expectAccessible(page);

    const toggle = item.getByRole('button', { name: `${name}: Aktif (değiştir)` });
    await toggle.click();
    await expect
      .poll(() => item.getByRole('button', { name: `${name}: Pasif (değiştir)` }).isVisible(), slow)
      .toBe(true);
    const visitor = await openPage(browser());
    await visitor.page.goto('/');
    await expect.poll(() => visitor.page.getByRole('heading', { level: 1 }).count(), slow).toBeGreaterThan(0);
    expect(await visitor.page.getByText(name).count()).toBe(0);
    await item.getByRole('button', { name: `${name}: Pasif (değiştir)` }).click();
    await expect
      .poll(() => item.getByRole('button', { name: `${name}: Aktif (değiştir)` }).isVisible(), slow)
      .toBe(true);
    await visitor.page.reload();
    await expect.poll(() => visitor.page.getByText(name).count(), slow).toBeGreaterThan(0);

    // A failing save shows the spec's generic "Bir hata oluştu".
    await page.route('**/api/admin/content/testimonials/*', (route) =>
      route.request().method() === 'PUT' ? failWith500(route) : route.fallback(),
    );
    await item.getByRole('button', { name: `${name} düzenle` }).click();
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await shows(page, 'Bir hata oluştu');
    await page.unroute('**/api/admin/content/testimonials/*');
    await page.getByRole('button', { name: 'İptal' }).click();

    await item.getByRole('button', { name: `${name} sil` }).click();
    await page.getByRole('dialog', { name: 'Yorumu sil' }).getByRole('button', { name: 'Sil' }).click();
    await shows(page, 'Yorum başarıyla silindi');

    await page.route(contentApi('testimonials'), (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { testimonials: [] } }) : route.fallback(),
    );
    await page.reload();
    await shows(page, 'Henüz yorum eklenmemiş.');
    await expectAccessible(page);
    await page.unroute(contentApi('testimonials'));
    await page.route(contentApi('testimonials'), failWith500);
    await page.reload();
    await shows(page, 'Yorumlar yüklenirken bir hata oluştu.');
    expectNoConsoleErrors(session, [serverError]);
  });
});

describe('services (/services-settings)', () => {
  it('adds last, moves up (nothing above the first), toggles, deletes; the home page follows', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openScreen(page, '/services-settings', 'Hizmetler');
    const list = page.getByRole('list', { name: 'Hizmet listesi' });
    await expect.poll(() => list.getByRole('listitem').count(), slow).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Ekle' }).click();
    await shows(page, 'Hizmet başlığı gereklidir.');
    const title = `Diyabet beslenmesi ${Date.now() % 100000}`;
    await page.getByLabel('Başlık').fill(title);
    await page.getByLabel('Açıklama').fill('Kan şekeri dostu öğün planları.');
    await page.getByRole('button', { name: 'Ekle' }).click();
    await shows(page, 'Hizmet başarıyla eklendi');
    await expect.poll(() => list.getByRole('listitem').last().textContent(), slow).toContain(title);
    expect(await page.getByRole('button', { name: `${title} aşağı taşı` }).isDisabled()).toBe(true);
    const firstTitle = await list.getByRole('listitem').first().getByRole('heading').textContent();
    expect(await page.getByRole('button', { name: `${firstTitle} yukarı taşı` }).isDisabled()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: `${title} yukarı taşı` }).click();
    await shows(page, 'Sıralama güncellendi');
    await expect
      .poll(async () => (await list.getByRole('listitem').nth(-2).textContent()) ?? '', slow)
      .toContain(title);

    await page.getByRole('button', { name: `${title}: Aktif (değiştir)` }).click();
    await expect
      .poll(() => page.getByRole('button', { name: `${title}: Pasif (değiştir)` }).isVisible(), slow)
      .toBe(true);
    await page.getByRole('button', { name: `${title} sil` }).click();
    await page.getByRole('dialog', { name: 'Hizmeti sil' }).getByRole('button', { name: 'Sil' }).click();
    await shows(page, 'Hizmet başarıyla silindi');

    await page.route(contentApi('services'), (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { services: [] } }) : route.fallback(),
    );
    await page.reload();
    await shows(page, 'Henüz hizmet eklenmemiş.');
    await page.unroute(contentApi('services'));
    await page.route(contentApi('services'), failWith500);
    await page.reload();
    await shows(page, 'Hizmetler yüklenirken bir hata oluştu');
    await expectAccessible(page);
    expectNoConsoleErrors(session, [serverError]);
  });
});

describe('menus (/site-settings/menu)', () => {
  it('adds a sub-menu with an icon, swaps it among siblings, and the public top bar shows it', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openScreen(page, '/site-settings/menu', 'Menü Ayarları');
    await page.getByRole('button', { name: 'Ekle' }).click();
    await shows(page, 'Menü başlığı gereklidir.');
    expect(await page.getByText('Menü yolu gereklidir.').isVisible()).toBe(true);
    const title = `SSS ${Date.now() % 100000}`;
    await page.getByLabel('Başlık').fill(title);
    await page.getByLabel('Yol', { exact: true }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Ekle' }).click();
    await shows(page, 'Yol "/" ile başlamalı ya da http(s):// adresi olmalıdır.');
    await page.getByLabel('Yol', { exact: true }).fill('/blog');
    await page.getByLabel('İkon').selectOption('book-open');
    await page.getByLabel('Üst Menü').selectOption({ label: 'Kurumsal' });
    await page.getByRole('button', { name: 'Ekle' }).click();
    await shows(page, 'Menü başarıyla eklendi');
    const children = page.getByRole('list', { name: 'Kurumsal alt menüleri' });
    await expect.poll(() => children.getByRole('listitem').last().textContent(), slow).toContain(title);
    expect(await page.getByRole('button', { name: `${title} aşağı taşı` }).isDisabled()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: `${title} yukarı taşı` }).click();
    await shows(page, 'Menü sırası güncellendi');
    await expect
      .poll(async () => (await children.getByRole('listitem').nth(-2).textContent()) ?? '', slow)
      .toContain(title);

    const visitor = await openPage(browser());
    await visitor.page.goto('/');
    await expect
      .poll(() => visitor.page.getByRole('link', { name: title, includeHidden: true }).count(), slow)
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: `${title} sil` }).click();
    await page.getByRole('dialog', { name: 'Menüyü sil' }).getByRole('button', { name: 'Sil' }).click();
    await shows(page, 'Menü başarıyla silindi');
    await visitor.page.reload();
    await expect.poll(() => visitor.page.getByRole('heading', { level: 1 }).count(), slow).toBeGreaterThan(0);
    expect(await visitor.page.getByRole('link', { name: title, includeHidden: true }).count()).toBe(0);

    await page.route(contentApi('menus'), (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { menus: [] } }) : route.fallback(),
    );
    await page.reload();
    await shows(page, 'Henüz menü eklenmemiş.');
    await page.unroute(contentApi('menus'));
    await page.route(contentApi('menus'), failWith500);
    await page.reload();
    await shows(page, 'Menüler yüklenirken bir hata oluştu');
    await expectAccessible(page);
    expectNoConsoleErrors(session, [serverError]);
  });
});

describe('slider form with a refused picture (issue #39)', () => {
  it('does not save the previous picture while the field says the new one was refused', async () => {
    for (const viewport of [undefined, phoneViewport]) {
      const session = await openPage(browser(), viewport ? { viewport } : {});
      const { page } = session;
      await signInAsAdmin(page);
      await openScreen(page, '/site-settings/slider', 'Slider Yönetimi');
      await page
        .getByRole('button', { name: / düzenle$/ })
        .first()
        .click();
      const field = page.getByLabel('Görsel', { exact: true });
      const previous = await page.getByRole('img', { name: 'Görsel önizleme' }).getAttribute('src');
      // Bytes that are not a picture: the server refuses the upload.
      await field.setInputFiles({
        name: 'bozuk.png',
        mimeType: 'image/png',
        buffer: Buffer.from('resim değil'.repeat(20)),
      });
      await shows(page, 'Lütfen geçerli bir resim dosyası seçin');
      // Writes only (the list is read again after a save).
      let saves = 0;
      await page.route(/\/api\/admin\/content\/sliders(\/[0-9a-f-]{36})?$/, (route) => {
        if (route.request().method() !== 'GET') saves++;
        return route.fallback();
      });
      await page.getByRole('button', { name: 'Güncelle' }).click();
      // Held: nothing is sent, the field keeps its message and has the focus.
      await expect.poll(() => field.evaluate((input) => input === document.activeElement), slow).toBe(true);
      expect(saves).toBe(0);
      expect(await page.getByText('Slider başarıyla güncellendi').count()).toBe(0);
      await expectAccessible(page);
      // Keeping the current picture is a choice the field offers; then the save goes through.
      await page.getByRole('button', { name: 'Mevcut görseli koru' }).click();
      expect(await page.getByRole('img', { name: 'Görsel önizleme' }).getAttribute('src')).toBe(previous);
      await page.getByRole('button', { name: 'Güncelle' }).click();
      await shows(page, 'Slider başarıyla güncellendi');
      expect(saves).toBe(1);
      expectNoConsoleErrors(session, [/status of 400/]);
    }
  });
});
