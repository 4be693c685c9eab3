import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminMenu, isMenuGroup } from '../../src/web/app/layouts/admin-menu.ts';
import { looksDestructive } from '../../src/shared/schemas/settings.ts';
import {
  baseUrl,
  demo,
  expectAccessible,
  expectAccessibleInBothThemes,
  expectNoConsoleErrors,
  setUpBrowser,
  openPage,
  phoneViewport,
  signInAsAdmin,
  signInAsClient,
  waitForHydration,
} from './support/browser.ts';

const browser = setUpBrowser();

describe('admin layout', () => {
  it('shows every menu entry and group, expands and collapses groups, and is accessible', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);
    const menu = page.getByRole('navigation', { name: 'Yönetim' });
    await menu.waitFor();
    for (const label of [
      'Kontrol Paneli',
      'Danışanlar',
      'Randevular',
      'İdeal Değerler',
      'İdeal Yağ Değerleri',
      'Hedef Ata',
      'Bildirim Gönder',
      'Egzersizler',
      'Beslenme Programları',
      'Kalori Aracı',
      'Stok Yönetimi',
    ]) {
      expect(await menu.getByRole('link', { name: label, exact: true }).isVisible(), label).toBe(true);
    }
    const group = menu.getByRole('button', { name: 'Site Ayarları' });
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Banka Hesapları' }).isVisible()).toBe(true);
    await group.click();
    expect(await menu.getByRole('link', { name: 'Banka Hesapları' }).count()).toBe(0);
    await menu.getByRole('button', { name: 'Ürünler' }).click();
    await menu.getByRole('link', { name: 'Siparişler' }).click();
    await page.waitForURL('**/products/orders');
    await expect.poll(() => page.locator('a[aria-current="page"]').textContent()).toBe('Siparişler');
    expect(await page.getByText(`© ${new Date().getFullYear()} Denge. Tüm hakları saklıdır.`).isVisible()).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('turns the menu into a drawer on a 390×844 phone, closed by the backdrop', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsAdmin(page);
    const menu = page.getByRole('navigation', { name: 'Yönetim' });
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByTestId('drawer-backdrop').click({ position: { x: 370, y: 400 } });
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await menu.getByRole('link', { name: 'Danışanlar' }).click();
    await page.waitForURL('**/clients');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expectNoConsoleErrors(session);
  });
});

/** An element's background as #rrggbb (the browser turns Tailwind's oklch colours into sRGB on a canvas). */
const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return `#${[r, g, b].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
  });

describe('admin look and feel (issue #39)', () => {
  it("gives every admin screen its menu entry's tab title, in the server's first HTML and after each move", async () => {
    const session = await openPage(browser());
    const { page, context } = session;
    await signInAsAdmin(page);
    const items = adminMenu.flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry]));
    for (const item of items) {
      const html = await (await context.request.get(`${baseUrl()}${item.path}`)).text();
      expect(html).toContain(`<title>${item.label} · Denge</title>`);
    }
    await page.goto('/clients');
    await expect.poll(() => page.title()).toBe('Danışanlar · Denge');
    await page.getByRole('navigation', { name: 'Yönetim' }).getByRole('link', { name: 'Randevular' }).click();
    await expect.poll(() => page.title()).toBe('Randevular · Denge');
    expectNoConsoleErrors(session);
  });

  it('scrolls the side menu to the open group, on a 1366×768 screen and in the phone drawer', async () => {
    for (const viewport of [{ width: 1366, height: 768 }, phoneViewport]) {
      const session = await openPage(browser(), { viewport });
      const { page } = session;
      await signInAsAdmin(page);
      await page.goto('/panel/team-settings');
      if (viewport === phoneViewport) await page.getByRole('button', { name: 'Menüyü aç' }).click();
      const menu = page.getByRole('navigation', { name: 'Yönetim' });
      const current = menu.getByRole('link', { name: 'Ekip' });
      await expect.poll(() => current.getAttribute('aria-current')).toBe('page');
      const isInView = () =>
        current.evaluate((link) => {
          const nav = link.closest('nav')!.getBoundingClientRect();
          const box = link.getBoundingClientRect();
          return box.top >= nav.top && box.bottom <= nav.bottom;
        });
      await expect.poll(isInView).toBe(true);
      expectNoConsoleErrors(session);
    }
  });

  it('keeps primary and destructive buttons apart and disabled buttons faded; text readable in both themes', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);
    await page.goto('/clients');
    const add = page.getByRole('button', { name: 'Danışan Ekle' });
    await add.waitFor();
    // The primary colour is never the delete red (the old default #dc2626 was).
    expect(looksDestructive(await backgroundOf(add))).toBe(false);
    await page
      .getByRole('button', { name: /: Sil$/ })
      .first()
      .click();
    const remove = page.getByRole('dialog').getByRole('button', { name: 'Sil', exact: true });
    expect(looksDestructive(await backgroundOf(remove))).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'İptal' }).click();
    // A disabled primary button looks disabled: the mail screen's send button before any recipient.
    await page.goto('/mail');
    const send = page.getByRole('button', { name: 'Mail Gönder' });
    await expect.poll(() => send.isDisabled()).toBe(true);
    expect(Number(await send.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(0.7);
    // The theme labels and every other text: readable in the light and the dark theme.
    await page.goto('/site-settings');
    await page.getByRole('radio', { name: 'Koyu Tema' }).waitFor();
    await expectAccessibleInBothThemes(page);
    await page.goto('/client-calories');
    await page.getByText('Ayşe Demir').click();
    await page.getByRole('button', { name: 'Takvimi aç' }).click();
    await page.getByRole('grid').waitFor();
    await expectAccessibleInBothThemes(page);
    expectNoConsoleErrors(session);
  }, 180_000);
});

describe('client layout', () => {
  it('has the desktop navigation and profile menu', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsClient(page, demo.clientB);
    const nav = page.getByRole('navigation', { name: 'Danışan menüsü' });
    await nav.waitFor();
    for (const label of ['Anasayfa', 'Beslenme Programı', 'Kalori Günlüğü', 'Egzersiz', 'Mesajlar', 'Randevularım']) {
      expect(await nav.getByRole('link', { name: label }).isVisible(), label).toBe(true);
    }
    expect(await page.getByRole('navigation', { name: 'Alt menü' }).isVisible()).toBe(false);
    await nav.getByRole('link', { name: 'Egzersiz' }).click();
    await page.waitForURL('**/kullanici/egzersiz');
    await page.getByRole('button', { name: 'Profil menüsü' }).click();
    await page.getByRole('link', { name: 'Profil' }).click();
    await page.waitForURL('**/kullanici/profil');
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it("shows the bottom bar on a phone: six items, 'Randevu' in 'Profil''s place, which the header menu keeps (ADR 0080)", async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsClient(page, demo.clientB);
    const bar = page.getByRole('navigation', { name: 'Alt menü' });
    await bar.waitFor();
    expect(await bar.getByRole('link').count()).toBe(6);
    await bar.getByRole('link', { name: 'Günlük' }).click();
    await page.waitForURL('**/kullanici/kalori-gunlugu');
    await bar.getByRole('link', { name: 'Randevu', exact: true }).click();
    await page.waitForURL('**/kullanici/randevularim');
    await page.getByRole('button', { name: 'Profil menüsü' }).click();
    await page.getByRole('link', { name: 'Profil' }).click();
    await page.waitForURL('**/kullanici/profil');
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });
});

describe('theme', () => {
  it('toggles light/dark, remembers it under "theme", default light', async () => {
    const session = await openPage(browser(), { path: '/kullanici/giris' });
    const { page } = session;
    // The sign-in page is server-rendered (ADR 0032): its toggle works once the app has hydrated it.
    await waitForHydration(page);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.getByRole('button', { name: 'Koyu temaya geç' }).click();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await isDark()).toBe(true);
    await waitForHydration(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Açık temaya geç' }).click();
    expect(await isDark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expectNoConsoleErrors(session);
  });
});

describe('route error boundary', () => {
  it('shows the error panel for a broken screen and starts fresh on the next screen, without a reload', async () => {
    // React logs the screen's error once it has caught it: the failure this test makes on purpose.
    const session = await openPage(browser(), {
      signedInAs: demo.clientA,
      path: '/kullanici',
      allowConsoleErrors: [/Cannot read properties of null \(reading 'monday'\)/],
    });
    const { page } = session;
    // A programme without its days breaks the screen while it renders.
    await page.route('**/api/me/nutrition-programs', (route) =>
      route.fulfill({ json: { program: { notes: '', days: null, updatedAt: '2026-01-01T00:00:00.000Z' } } }),
    );
    const menu = page.getByRole('navigation', { name: 'Danışan menüsü' });
    await menu.getByRole('link', { name: 'Beslenme Programı' }).click();
    await expect
      .poll(() => page.getByText('Bu sayfa yüklenirken bir hata oluştu.').isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await menu.isVisible()).toBe(true);

    await menu.getByRole('link', { name: 'Egzersiz' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Egzersizler', level: 1 }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByText('Bu sayfa yüklenirken bir hata oluştu.').isVisible()).toBe(false);
  });
});
