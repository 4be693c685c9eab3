import type { Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultAdminColors } from '../../src/shared/schemas/settings.ts';
import {
  baseUrl,
  demo,
  demoPassword,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  signInAsClient,
} from './support/browser.ts';
import { createFreshAdmin, signInAs } from './support/fresh-admin.ts';

const browser = setUpBrowser();
const slow = { timeout: 10_000 };
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

const logoBytes = () =>
  sharp({ create: { width: 200, height: 70, channels: 4, background: { r: 4, g: 120, b: 87, alpha: 1 } } })
    .png()
    .toBuffer();

/** Puts the settings back for the other specs, which share the server (defaults, no logo). */
afterEach(async () => {
  const cleanup = await openPage(browser());
  await cleanup.context.request.post('/api/auth/admin/sign-in', {
    data: { email: demo.admin, password: demoPassword },
  });
  await cleanup.context.request.put('/api/admin/settings/appearance', {
    data: { colorMode: 'light', ...defaultAdminColors },
  });
  await cleanup.context.request.delete('/api/admin/settings/logo');
});

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

describe('general settings (/site-settings)', () => {
  it('saves the theme and four colours (each box its own colour) for every admin, with a live preview', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const second = await createFreshAdmin(page, 'Renk');
    await page.goto('/site-settings');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Genel Ayarlar', level: 1 }).isVisible(), slow)
      .toBe(true);
    const buttonBackground = page.getByLabel('Buton arka plan rengi (HEX)');
    const buttonText = page.getByLabel('Buton yazı rengi (HEX)');
    expect(await buttonBackground.inputValue()).toBe('#0f766e');
    expect(await buttonText.inputValue()).toBe('#ffffff');
    expect(await page.getByRole('radio', { name: 'Açık Tema' }).isChecked()).toBe(true);
    // The defaults are on the panel already: the side menu is green, the primary button teal (ADR 0062).
    expect(await backgroundOf(page, '[data-admin-menu]')).toBe('rgb(4, 120, 87)');
    await expectAccessible(page);

    // The old defect: the button-background box edited the button-text colour. Here each is its own.
    await buttonBackground.fill('#1d4ed8');
    expect(await buttonText.inputValue()).toBe('#ffffff');
    await expect.poll(() => backgroundOf(page, '[data-testid="preview-button"]')).toBe('rgb(29, 78, 216)');
    await page.getByLabel('Menü arka plan rengi (HEX)').fill('#f8fafc');
    await page.getByLabel('Menü yazı rengi (HEX)').fill('#cbd5e1');
    await page.getByRole('button', { name: 'Ayarları Kaydet' }).click();
    await expect
      .poll(
        () =>
          page.getByText('Menü yazı rengi menü arka planı üzerinde okunamıyor', { exact: false }).first().isVisible(),
        slow,
      )
      .toBe(true);
    await page.getByLabel('Menü yazı rengi (HEX)').fill('#0f172a');
    await page.getByRole('radio', { name: 'Koyu Tema' }).check();
    await page.getByRole('button', { name: 'Ayarları Kaydet' }).click();
    await expect.poll(() => page.getByText('Renk ayarları başarıyla kaydedildi').isVisible(), slow).toBe(true);
    await expect.poll(() => backgroundOf(page, '[data-admin-menu]')).toBe('rgb(248, 250, 252)');
    expect(await backgroundOf(page, 'button[type="submit"]')).toBe('rgb(29, 78, 216)');
    expect(await page.locator('[data-admin-appearance]').getAttribute('class')).toContain('dark');
    await expectAccessible(page);

    // Another admin, another browser: the same panel.
    const other = await openPage(browser());
    await signInAs(other.page, second.email, second.password);
    await other.page.waitForURL('**/panel');
    await expect.poll(() => backgroundOf(other.page, '[data-admin-menu]'), slow).toBe('rgb(248, 250, 252)');
    expect(await other.page.locator('[data-admin-appearance]').getAttribute('class')).toContain('dark');
    expectNoConsoleErrors(session);
    expectNoConsoleErrors(other);
  });

  it('shows the load error and the save error texts', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.admin });
    const { page } = session;
    await page.route('**/api/admin/settings/appearance', failWith500);
    await page.goto('/site-settings');
    await page.getByLabel('Buton arka plan rengi (HEX)').fill('#1d4ed8');
    await page.getByRole('button', { name: 'Ayarları Kaydet' }).click();
    await expect
      .poll(() => page.getByText('Renk ayarları kaydedilirken bir hata oluştu').first().isVisible(), slow)
      .toBe(true);
    await expectAccessible(page);

    await page.evaluate(() => localStorage.removeItem('adminAppearance'));
    await page.route((url) => url.pathname === '/api/admin/settings', failWith500);
    await page.reload();
    await expect
      .poll(() => page.getByText('Ayarlar yüklenirken bir hata oluştu').isVisible(), { timeout: 15_000 })
      .toBe(true);
    expectNoConsoleErrors(session, [/status of 500/]);
  });
});

describe('logo settings (/site-settings/logo)', () => {
  it('uploads a logo that every visitor, client and admin sees, with no flash of the default, and resets it', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.goto('/site-settings/logo');
    await expect.poll(() => page.getByRole('heading', { name: 'Logo Gereksinimleri' }).isVisible(), slow).toBe(true);
    expect(await page.getByText('Önerilen boyut: 200x70 piksel').isVisible()).toBe(true);
    expect(await page.getByText('Varsayılan logo kullanılıyor.').isVisible()).toBe(true);
    await expectAccessible(page);

    const field = page.getByLabel('Logo', { exact: true });
    await field.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await expect.poll(() => page.getByText('Lütfen geçerli bir resim dosyası seçin').isVisible()).toBe(true);
    await field.setInputFiles({ name: 'buyuk.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 10) });
    await expect.poll(() => page.getByText("Logo dosyası 2MB'dan küçük olmalıdır").isVisible()).toBe(true);
    await field.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoBytes() });
    await expect.poll(() => page.getByRole('img', { name: 'Logo önizleme' }).isVisible(), slow).toBe(true);
    await page.getByRole('button', { name: 'Logoyu Kaydet' }).click();
    await expect.poll(() => page.getByText('Logo başarıyla güncellendi').isVisible(), slow).toBe(true);

    const menuLogo = page.locator('#admin-menu img[alt="Logo"]');
    await expect.poll(() => menuLogo.getAttribute('src'), slow).toMatch(/^\/uploads\/logo\//);
    const logoUrl = (await menuLogo.getAttribute('src')) ?? '';
    expect(await menuLogo.getAttribute('width')).toBe('160');
    expect(await menuLogo.getAttribute('height')).toBe('56');

    // The public top bar is in the server's first answer: the logo is there before any script runs.
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toContain(`src="${logoUrl}"`);
    const visitor = await openPage(browser(), { path: '/' });
    await expect.poll(() => visitor.page.locator('header img').first().getAttribute('src'), slow).toBe(logoUrl);

    const client = await openPage(browser());
    await signInAsClient(client.page, demo.clientA);
    await expect.poll(() => client.page.locator('header img[alt="Logo"]').getAttribute('src'), slow).toBe(logoUrl);

    await page.getByRole('button', { name: 'Varsayılana Dön' }).click();
    await expect.poll(() => page.getByText('Logo varsayılan haline döndürüldü').isVisible(), slow).toBe(true);
    await expect.poll(() => menuLogo.count(), slow).toBe(0);
    expect(await (await fetch(`${baseUrl()}/`)).text()).not.toContain(logoUrl);
    expectNoConsoleErrors(session);
    expectNoConsoleErrors(visitor);
    expectNoConsoleErrors(client);
  });

  it('shows the logo error text when saving fails, and is accessible on a phone', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.admin });
    const { page } = session;
    await page.route('**/api/admin/settings/logo', failWith500);
    await page.goto('/site-settings/logo');
    await page
      .getByLabel('Logo', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoBytes() });
    await expect.poll(() => page.getByRole('img', { name: 'Logo önizleme' }).isVisible(), slow).toBe(true);
    await page.getByRole('button', { name: 'Logoyu Kaydet' }).click();
    await expect.poll(() => page.getByText('Logo yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [/status of 500/]);
  });
});
