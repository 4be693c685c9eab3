import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  demo,
  demoPassword,
  expectAccessible,
  expectNoConsoleErrors,
  setUpBrowser,
  openPage,
  phoneViewport,
  signInThroughForm,
} from './support/browser.ts';
import { createGate } from '../support/gate.ts';

const browser = setUpBrowser();

const sessionOf = async (page: import('playwright-core').Page) =>
  page.evaluate(async () => (await (await fetch('/api/auth/session')).json()).user);

describe('dietitian sign-in (/login)', () => {
  it('shows the screen of the spec, accessible on desktop and phone', async () => {
    const session = await openPage(browser(), { path: '/login' });
    const { page } = session;
    await expect.poll(() => page.getByRole('heading', { name: 'Diyetisyen Paneli' }).isVisible()).toBe(true);
    for (const tile of ['Güvenli Giriş', 'Modern Arayüz', 'Sağlıklı Yaşam']) {
      expect(await page.getByText(tile, { exact: true }).first().isVisible()).toBe(true);
    }
    await expectAccessible(page);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish field errors and the wrong-credentials text in a red box', async () => {
    const session = await openPage(browser(), { path: '/login' });
    const { page } = session;
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    // The form's schema loads with its first use (ADR 0026): the texts come a moment after the click.
    await expect.poll(() => page.getByText('E-posta adresi gerekli.').isVisible()).toBe(true);
    expect(await page.getByText('Şifre gerekli.').isVisible()).toBe(true);
    await page.getByLabel('E-posta').fill(demo.admin);
    await page.getByLabel('Şifre').fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Geçersiz e-posta veya şifre.' }).isVisible())
      .toBe(true);
    expect(page.url()).toMatch(/\/login$/);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it("refuses a client's account and leaves the user signed out", async () => {
    const session = await openPage(browser(), { path: '/login' });
    const { page } = session;
    await page.getByLabel('E-posta').fill(demo.clientA);
    await page.getByLabel('Şifre').fill(demoPassword);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => page.getByText('Bu hesap bir yönetici hesabı değil.').isVisible()).toBe(true);
    expect(await sessionOf(page)).toBeNull();
    expectNoConsoleErrors(session);
  });

  it("reads 'Giriş yapılıyor...' with a disabled button while busy, trims input, then opens /panel", async () => {
    const session = await openPage(browser(), { path: '/login' });
    const { page } = session;
    const held = createGate();
    await page.route('**/api/auth/admin/sign-in', async (route) => {
      await held.passed;
      await route.continue();
    });
    await page.getByLabel('E-posta').fill(`  ${demo.admin}  `);
    await page.getByLabel('Şifre').fill(demoPassword);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    const busyButton = page.getByRole('button', { name: 'Giriş yapılıyor...' });
    await expect.poll(() => busyButton.isVisible()).toBe(true);
    expect(await busyButton.isDisabled()).toBe(true);
    held.open();
    await page.waitForURL('**/panel');
    // The sign-in page was replaced in history: Back does not return to /login.
    expect(await page.evaluate(() => history.length)).toBeGreaterThan(0);
    // Opened again while signed in: the server answers /login with a redirect to /panel, no flash
    // of the form (the page shows its form at once for everyone else).
    const again = await page.goto('/login');
    expect(new URL(again!.url()).pathname).toBe('/panel');
    expect(again?.request().redirectedFrom()?.url()).toMatch(/\/login$/);
    expectNoConsoleErrors(session);
  });
});

describe('client sign-in (/kullanici/giris)', () => {
  it('shows the screen accessibly and the wrong-credentials text', async () => {
    const session = await openPage(browser(), { path: '/kullanici/giris' });
    const { page } = session;
    await expect.poll(() => page.getByRole('heading', { name: 'Danışan Girişi' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByLabel('E-posta').fill(demo.clientA);
    await page.getByLabel('Şifre').fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => page.getByText('E-posta veya şifre hatalı.').isVisible()).toBe(true);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it("refuses the dietitian's account and signs the user out", async () => {
    const session = await openPage(browser(), { path: '/kullanici/giris' });
    const { page } = session;
    await page.getByLabel('E-posta').fill(demo.admin);
    await page.getByLabel('Şifre').fill(demoPassword);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => page.getByText('Bu hesap bir danışan hesabı değil.').isVisible()).toBe(true);
    expect(await sessionOf(page)).toBeNull();
    expectNoConsoleErrors(session);
  });

  it("greets with 'Başarıyla giriş yapıldı', opens /kullanici, and sends a signed-in client on", async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInThroughForm(page, 'client', demo.clientA);
    await expect.poll(() => page.getByText('Başarıyla giriş yapıldı').isVisible()).toBe(true);
    const again = await page.goto('/kullanici/giris');
    expect(new URL(again!.url()).pathname).toBe('/kullanici');
    expect(again?.request().redirectedFrom()?.url()).toMatch(/\/kullanici\/giris$/);
    expectNoConsoleErrors(session);
  });
});

describe('sign-out', () => {
  it('signs the dietitian out from the side menu to /login', async () => {
    const session = await openPage(browser());
    const { page } = session;
    // A session of its own, made by the form: signing out ends it.
    await signInThroughForm(page, 'admin', demo.admin);
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL('**/login');
    expect(await sessionOf(page)).toBeNull();
    await page.goto('/panel');
    await page.waitForURL('**/login');
    expectNoConsoleErrors(session);
  });

  it("signs a client out from the profile menu ('Profil', 'Çıkış Yap') to /kullanici/giris", async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInThroughForm(page, 'client', demo.clientB);
    await page.getByRole('button', { name: 'Profil menüsü' }).click();
    expect(await page.locator('#profile-menu').getByRole('link', { name: 'Profil', exact: true }).isVisible()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL('**/kullanici/giris');
    expect(await sessionOf(page)).toBeNull();
    expectNoConsoleErrors(session);
  });
});

describe('the sign-in pages come as server-rendered HTML (issue #17)', () => {
  it.each([
    ['/login', 'Diyetisyen Paneli'],
    ['/kullanici/giris', 'Danışan Girişi'],
  ])(
    '%s shows its form without JavaScript, and its button stays off so no password goes into an address',
    async (path, title) => {
      const context = await browser().newContext({
        baseURL: baseUrl(),
        javaScriptEnabled: false,
        viewport: phoneViewport,
      });
      try {
        const page = await context.newPage();
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        expect(await page.title()).toBe('Denge');
        await page.getByLabel('E-posta').fill(demo.admin);
        await page.getByLabel('Şifre').fill(demoPassword);
        const submit = page.locator('form button[type="submit"]');
        expect(await submit.isDisabled()).toBe(true);
        // press() waits for a navigation the key starts, as every Playwright action does: had the form
        // been sent, the address would have changed by now.
        await page.getByLabel('Şifre').press('Enter');
        expect(new URL(page.url()).search).toBe('');
        expect(await page.locator('form').getAttribute('method')).toBe('post');
      } finally {
        await context.close();
      }
    },
  );

  it('keeps what was typed before the app started: the form is hydrated in place, not drawn again', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    // The app's entry is held until the fields are filled, as on a slow phone whose user types at once.
    const appAskedFor = createGate();
    const fieldsFilled = createGate();
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      appAskedFor.open();
      await fieldsFilled.passed;
      await route.continue();
    });
    // Not until 'load': the page's load waits for the held script.
    await page.goto('/kullanici/giris', { waitUntil: 'domcontentloaded' });
    await appAskedFor.passed;
    await page.getByLabel('E-posta').fill(demo.clientA);
    await page.getByLabel('Şifre').fill(demoPassword);
    const submit = page.getByRole('button', { name: 'Giriş Yap' });
    expect(await submit.isDisabled()).toBe(true);
    // The server's elements, kept in the page: a client render (hydration given up) would replace them.
    // (A property, not an attribute: an attribute React did not render is itself a hydration mismatch.)
    await page.evaluate(() => {
      Object.assign(window, { serverFields: [...document.querySelectorAll('input')] });
    });
    fieldsFilled.open();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    const fieldsKept = () =>
      page.evaluate(() => {
        const { serverFields } = window as unknown as { serverFields: HTMLInputElement[] };
        return serverFields.length === 2 && serverFields.every((field) => field.isConnected);
      });
    expect(await fieldsKept()).toBe(true);
    expect(await page.getByLabel('E-posta').inputValue()).toBe(demo.clientA);
    expect(await page.getByLabel('Şifre').inputValue()).toBe(demoPassword);
    await submit.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/kullanici');
    await expect.poll(() => page.getByText('Başarıyla giriş yapıldı').isVisible()).toBe(true);
    expectNoConsoleErrors(session);
  });
});
