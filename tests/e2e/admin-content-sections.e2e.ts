import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectAccessibleInBothThemes,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  signInAsAdmin,
} from './support/browser.ts';
import { keepDemoContent } from './support/demo-content.ts';
import { contentApi, failWith500, openScreen, pngBytes, serverError, shows, slow } from './support/content-admin.ts';

// The CMS single-record screens (spec 3 §2.10, §2.2): home page settings, the WhatsApp button and
// the social-media placeholders, about, fixed sections and team — main flows, the spec's texts,
// empty states, error texts, axe, and changes that show on the public site at once.

const browser = setUpBrowser();
// The demo's public content is put back after each test, passed or failed (the home page's tests read it).
keepDemoContent();
/** Clicks a save button and waits for the server's answer to the write it sends. */
async function saveAndWait(page: Page, button: string, path: string) {
  await Promise.all([
    page.waitForResponse(
      (response) => new URL(response.url()).pathname.startsWith(path) && response.request().method() !== 'GET',
    ),
    page.getByRole('button', { name: button }).click(),
  ]);
}

describe('home page settings (/site-settings/index)', () => {
  it('edits SEO and contact, which the public page shows, and points to where the hero and services are edited', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);
    await openScreen(page, '/site-settings/index', 'Ana Sayfa Ayarları');
    await expect.poll(() => page.getByLabel('Meta Başlık').inputValue(), slow).not.toBe('');
    // Nothing on this screen that no page shows (issue #39, ADR 0061): no hero fields, no services list.
    expect(await page.getByLabel('Hero Başlık').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Hizmet Ekle' }).count()).toBe(0);
    await expectAccessibleInBothThemes(page);
    // Other specs read the demo site: what this test changes is put back at the end.
    const originalMetaTitle = await page.getByLabel('Meta Başlık').inputValue();

    await page.getByLabel('Telefon').fill('');
    await page.getByLabel('E-posta').fill('gecersiz');
    await page.getByRole('button', { name: 'Ayarları Kaydet' }).click();
    await shows(page, 'İletişim telefonu gereklidir.');
    expect(await page.getByText('Geçerli bir e-posta adresi giriniz').isVisible()).toBe(true);

    const metaTitle = `Denge Test ${Date.now() % 100000}`;
    await page.getByLabel('Meta Başlık').fill(metaTitle);
    await page.getByLabel('Telefon').fill('+90 216 555 12 34');
    await page.getByLabel('E-posta').fill('iletisim@dengebeslenme.com.tr');
    await saveAndWait(page, 'Ayarları Kaydet', '/api/admin/content/site-settings');
    await shows(page, 'Ayarlar başarıyla kaydedildi');
    const visitor = await openPage(browser());
    await visitor.page.goto('/');
    await expect.poll(() => visitor.page.title(), slow).toContain(metaTitle);
    await page.getByLabel('Meta Başlık').fill(originalMetaTitle);
    await saveAndWait(page, 'Ayarları Kaydet', '/api/admin/content/site-settings');

    // The hero and the services: one place each, linked from here.
    await page.getByRole('link', { name: /Hero bölümünü düzenle/ }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sabit Bölümler', level: 1 }).isVisible(), slow)
      .toBe(true);
    await page.goBack();
    await page.getByRole('link', { name: /Hizmetleri düzenle/ }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Hizmetler', level: 1 }).isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session);
  });

  it('shows one message for a failed save and the load error text, on a phone', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsAdmin(page);
    await openScreen(page, '/site-settings/index', 'Ana Sayfa Ayarları');
    await expect.poll(() => page.getByLabel('Meta Başlık').inputValue(), slow).not.toBe('');
    await expectAccessible(page);
    await page.route(contentApi('site-settings'), (route) =>
      route.request().method() === 'PUT' ? failWith500(route) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Ayarları Kaydet' }).click();
    await shows(page, 'Ayarlar kaydedilirken bir hata oluştu');
    expect(await page.getByText('Ayarlar kaydedilirken bir hata oluştu').count()).toBe(1);
    await page.unroute(contentApi('site-settings'));
    await page.route(contentApi('site-settings'), failWith500);
    await page.reload();
    await shows(page, 'Ayarlar yüklenirken bir hata oluştu');
    await expectAccessible(page);
    expectNoConsoleErrors(session, [serverError]);
  });
});

describe('social media (/social-media/*)', () => {
  it('sets the WhatsApp number and message of the floating button; the placeholders say what the spec says', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);
    await openScreen(page, '/social-media/wp-settings', 'WhatsApp Ayarları');
    await expect.poll(() => page.getByLabel('WhatsApp Numarası').inputValue(), slow).not.toBe('');
    const originalNumber = await page.getByLabel('WhatsApp Numarası').inputValue();
    const originalMessage = await page.getByLabel('Varsayılan Mesaj').inputValue();
    await page.getByLabel('WhatsApp Numarası').fill('12ab');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await shows(page, 'WhatsApp için geçerli bir Türkiye telefon numarası girin (örnek: 0532 123 45 67).');
    await page.getByLabel('WhatsApp Numarası').fill('+90 532 999 88 77');
    await page.getByLabel('Varsayılan Mesaj').fill('Merhaba, randevu almak istiyorum.');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await shows(page, 'Ayarlar başarıyla kaydedildi');
    await expect.poll(() => page.getByLabel('WhatsApp Numarası').inputValue(), slow).toBe('905329998877');
    await expectAccessible(page);

    const visitor = await openPage(browser());
    await visitor.page.goto('/');
    const whatsapp = visitor.page.getByRole('link', { name: 'WhatsApp ile yazın' });
    await expect
      .poll(() => whatsapp.getAttribute('href'), slow)
      .toBe(`https://wa.me/905329998877?text=${encodeURIComponent('Merhaba, randevu almak istiyorum.')}`);
    await page.getByLabel('WhatsApp Numarası').fill(originalNumber);
    await page.getByLabel('Varsayılan Mesaj').fill(originalMessage);
    await saveAndWait(page, 'Kaydet', '/api/admin/content/whatsapp');
    await visitor.page.reload();
    await expect.poll(() => whatsapp.getAttribute('href'), slow).toContain(originalNumber);

    const placeholders: [string, string][] = [
      ['/social-media/post-settings', 'Gönderi Ayarları'],
      ['/social-media/response-settings', 'Yanıt Ayarları'],
    ];
    for (const [path, title] of placeholders) {
      await openScreen(page, path, title);
      await shows(page, 'Bu bölümün içeriği yakında eklenecektir.');
      await expectAccessible(page);
    }
    expectNoConsoleErrors(session);
  });
});

describe('about (/about-settings)', () => {
  it('saves sanitised HTML that the home page shows, and shows the empty state and errors', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);
    await openScreen(page, '/about-settings', 'Hakkımızda Ayarları');
    await expect.poll(() => page.getByLabel('Başlık').inputValue(), slow).not.toBe('');
    await expectAccessible(page);
    const originalTitle = await page.getByLabel('Başlık').inputValue();
    const originalContent = await page.getByLabel('İçerik (HTML)').inputValue();
    const title = `Biz kimiz ${Date.now() % 100000}`;
    await page.getByLabel('Başlık').fill(title);
    await page
      .getByLabel('İçerik (HTML)')
      .fill('<p>Dengeli beslenme <strong>herkes için</strong>.</p><script>alert(1)</script>');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await shows(page, 'İçerik başarıyla kaydedildi');
    await expect.poll(() => page.getByLabel('İçerik (HTML)').inputValue(), slow).not.toContain('<script>');

    const visitor = await openPage(browser());
    await visitor.page.goto('/');
    await expect.poll(() => visitor.page.getByRole('heading', { name: title }).count(), slow).toBeGreaterThan(0);
    expect(await visitor.page.getByText('herkes için').count()).toBeGreaterThan(0);

    await page.getByLabel('Başlık').fill('');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await shows(page, 'Başlık gereklidir.');
    await page.getByLabel('Başlık').fill(originalTitle);
    await page.getByLabel('İçerik (HTML)').fill(originalContent);
    await saveAndWait(page, 'Kaydet', '/api/admin/content/about');
    await visitor.page.reload();
    await expect
      .poll(() => visitor.page.getByRole('heading', { name: originalTitle }).count(), slow)
      .toBeGreaterThan(0);

    // One-click Pasif hides the block on the home page; Aktif brings it back.
    await page.getByRole('button', { name: 'Hakkımızda Ayarları: Aktif (değiştir)' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Hakkımızda Ayarları: Pasif (değiştir)' }).isVisible(), slow)
      .toBe(true);
    await visitor.page.reload();
    await expect.poll(() => visitor.page.getByRole('heading', { level: 1 }).count(), slow).toBeGreaterThan(0);
    expect(await visitor.page.getByRole('heading', { name: originalTitle }).count()).toBe(0);
    await page.getByRole('button', { name: 'Hakkımızda Ayarları: Pasif (değiştir)' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Hakkımızda Ayarları: Aktif (değiştir)' }).isVisible(), slow)
      .toBe(true);

    await page.route(contentApi('about'), (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { about: null } }) : route.fallback(),
    );
    await page.reload();
    await shows(page, 'Henüz hakkımızda içeriği eklenmemiş. Aşağıdaki formla ekleyebilirsiniz.');
    await page.unroute(contentApi('about'));
    await page.route(contentApi('about'), failWith500);
    await page.reload();
    await shows(page, 'İçerik yüklenirken bir hata oluştu');
    await expectAccessible(page);
    expectNoConsoleErrors(session, [serverError]);
  });
});

describe('fixed sections (/fixed-sections-settings)', () => {
  it('edits one section in place at a time; the contact block changes on the home page', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);
    await openScreen(page, '/fixed-sections-settings', 'Sabit Bölümler');
    await expect.poll(() => page.getByRole('button', { name: 'İletişim Bölümü düzenle' }).isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'İletişim Bölümü düzenle' }).click();
    // One at a time: the hero's edit button waits.
    expect(await page.getByRole('button', { name: 'Hero Bölümü düzenle' }).isDisabled()).toBe(true);
    // Content is the hero's only.
    expect(await page.getByLabel('İçerik').count()).toBe(0);
    const title = `Hemen başlayalım ${Date.now() % 100000}`;
    const originalTitle = await page.getByLabel('Başlık').inputValue();
    const originalLink = await page.getByLabel('Buton Bağlantısı').inputValue();
    await page.getByLabel('Başlık').fill('');
    await page.getByLabel('Buton Bağlantısı').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await shows(page, 'Başlık gereklidir.');
    expect(
      await page.getByText('Bağlantı "/" veya "#" ile başlamalı ya da http(s):// adresi olmalıdır.').isVisible(),
    ).toBe(true);
    await page.getByLabel('Başlık').fill(title);
    await page.getByLabel('Buton Bağlantısı').fill('/randevu');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await shows(page, 'Bölüm başarıyla güncellendi');
    await expect.poll(() => page.getByRole('button', { name: 'Hero Bölümü düzenle' }).isDisabled(), slow).toBe(false);

    const visitor = await openPage(browser());
    await visitor.page.goto('/');
    await expect.poll(() => visitor.page.getByRole('heading', { name: title }).count(), slow).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'İletişim Bölümü düzenle' }).click();
    await page.getByLabel('Başlık').fill(originalTitle);
    await page.getByLabel('Buton Bağlantısı').fill(originalLink);
    await saveAndWait(page, 'Kaydet', '/api/admin/content/fixed-sections');
    await visitor.page.reload();
    await expect
      .poll(() => visitor.page.getByRole('heading', { name: originalTitle }).count(), slow)
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Hero Bölümü düzenle' }).isDisabled(), slow).toBe(false);

    await page.route('**/api/admin/content/fixed-sections/*', (route) =>
      route.request().method() === 'PUT' ? failWith500(route) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Hero Bölümü düzenle' }).click();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await shows(page, 'Bölüm güncellenirken bir hata oluştu');
    await page.unroute('**/api/admin/content/fixed-sections/*');

    await page.route(contentApi('fixed-sections'), (route) => route.fulfill({ json: { fixedSections: [] } }));
    await page.reload();
    await shows(page, 'Henüz sabit bölüm yok.');
    await page.unroute(contentApi('fixed-sections'));
    await page.route(contentApi('fixed-sections'), failWith500);
    await page.reload();
    await shows(page, 'Bölümler yüklenirken bir hata oluştu');
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [serverError]);
  });
});

describe('team (/panel/team-settings)', () => {
  it('adds a member with a photo in the modal, toggles status and the section, reorders, deletes', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);
    await openScreen(page, '/panel/team-settings', 'Ekip Ayarları');
    const table = page.getByRole('table', { name: 'Ekip üyeleri' });
    await expect.poll(() => table.isVisible(), slow).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Yeni Üye Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Üye Ekle' });
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Lütfen gerekli alanları doldurun').first().isVisible(), slow).toBe(true);
    const name = `Dyt. Ece Kaya ${Date.now() % 100000}`;
    await dialog.getByLabel('Ad Soyad').fill(name);
    await dialog.getByLabel('Ünvan').fill('Diyetisyen');
    await dialog
      .getByLabel('Fotoğraf', { exact: true })
      .setInputFiles({ name: 'ece.png', mimeType: 'image/png', buffer: await pngBytes(240, 240) });
    await expect.poll(() => dialog.getByRole('button', { name: 'Görseli kaldır' }).isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await shows(page, 'Yeni üye başarıyla eklendi');
    const row = table.getByRole('row').filter({ hasText: name });
    await expect.poll(() => row.count(), slow).toBe(1);
    expect(await row.getByRole('img', { name }).getAttribute('src')).toMatch(/^\/uploads\//);
    // New members come last: nothing below.
    expect(await row.getByRole('button', { name: `${name} aşağı taşı` }).isDisabled()).toBe(true);

    const visitor = await openPage(browser());
    await visitor.page.goto('/');
    await expect.poll(() => visitor.page.getByText(name).count(), slow).toBeGreaterThan(0);

    await row.getByRole('button', { name: `${name}: Aktif (değiştir)` }).click();
    await shows(page, `${name} pasif edildi`);
    await row.getByRole('button', { name: `${name}: Pasif (değiştir)` }).click();
    await shows(page, `${name} aktif edildi`);
    await row.getByRole('button', { name: `${name} yukarı taşı` }).click();
    await shows(page, 'Sıralama güncellendi');

    await page.getByLabel('Ekip bölümünü sitede göster').uncheck();
    await shows(page, 'Ekip bölümü kapatıldı');
    await visitor.page.reload();
    await expect.poll(() => visitor.page.getByRole('heading', { level: 1 }).count(), slow).toBeGreaterThan(0);
    expect(await visitor.page.getByText(name).count()).toBe(0);
    await page.getByLabel('Ekip bölümünü sitede göster').check();
    await shows(page, 'Ekip bölümü açıldı');

    await row.getByRole('button', { name: `${name} düzenle` }).click();
    const edit = page.getByRole('dialog', { name: 'Üyeyi Düzenle' });
    expect(await edit.getByLabel('Ad Soyad').inputValue()).toBe(name);
    await edit.getByLabel('Ünvan').fill('Uzman Diyetisyen');
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await shows(page, 'Üye başarıyla güncellendi');
    await expect.poll(() => row.getByText('Uzman Diyetisyen').isVisible(), slow).toBe(true);

    await row.getByRole('button', { name: `${name} sil` }).click();
    await page.getByRole('dialog', { name: 'Üyeyi sil' }).getByRole('button', { name: 'Sil' }).click();
    await shows(page, 'Üye başarıyla silindi');
    await expect.poll(() => row.count(), slow).toBe(0);
    expectNoConsoleErrors(session);
  });

  it('shows the empty state and the error texts', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);
    await page.route(contentApi('team'), (route) =>
      route.fulfill({
        json: { settings: { isSectionActive: true, sectionTitle: 'Ekibimiz', sectionDescription: null }, members: [] },
      }),
    );
    await openScreen(page, '/panel/team-settings', 'Ekip Ayarları');
    await shows(page, 'Henüz ekip üyesi eklenmemiş.');
    await expectAccessible(page);
    await page.route('**/api/admin/content/team/settings', failWith500);
    // The switch flips at once and goes back when the save fails.
    await page.getByLabel('Ekip bölümünü sitede göster').click();
    await shows(page, 'Ayarlar güncellenirken bir hata oluştu');
    expect(await page.getByLabel('Ekip bölümünü sitede göster').isChecked()).toBe(true);
    await page.route('**/api/admin/content/team/members', failWith500);
    await page.getByRole('button', { name: 'Yeni Üye Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Üye Ekle' });
    await dialog.getByLabel('Ad Soyad').fill('Kaydedilemeyen');
    await dialog.getByLabel('Ünvan').fill('Diyetisyen');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Bir hata oluştu').isVisible(), slow).toBe(true);
    await page.keyboard.press('Escape');
    await page.unroute(contentApi('team'));
    await page.route(contentApi('team'), failWith500);
    await page.reload();
    await shows(page, 'Ekip üyeleri yüklenirken bir hata oluştu');
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [serverError]);
  });
});
