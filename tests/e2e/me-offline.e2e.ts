import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DiaryEntry } from '../../src/shared/schemas/diary.ts';
import {
  demo,
  desktopViewport,
  expectAccessible,
  launchProfileSignedInAs,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';
import { createFreshClient } from './support/fresh-client.ts';

// The client area on the phone (issue #41, ADR 0071): installable (a manifest and a service worker
// scoped to /kullanici), and its diary and water kept on the phone while offline, then sent once each.
// Each test makes a client of its own.

const browser = setUpBrowser();

const DIARY = '/kullanici/kalori-gunlugu';
const todayInIstanbul = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
// What Chromium logs for the requests an offline page makes (the live events' stream, the reads the
// service worker answers from its copy, the writes that are kept instead).
const offlineNoise = [/net::ERR_INTERNET_DISCONNECTED/, /net::ERR_FAILED/, /Failed to fetch/];
const slow = { timeout: 15_000 };

/** Waits until the client area's service worker controls the page (it claims it on its first install). */
async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

const serviceWorkerScopeOf = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? null);

async function addFood(page: Page, meal: string, search: string, food: string) {
  await page.getByRole('button', { name: `${meal}: Besin Ekle` }).click();
  const dialog = page.getByRole('dialog', { name: 'Besin Seç' });
  await dialog.getByPlaceholder('Besin ara...').fill(search);
  await dialog.getByRole('button', { name: `${food} ekle`, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Chromium's own verdict on installing the page as an app (the checks behind its 'Install' prompt: a
 * manifest with a name, icons, start URL and display mode, and a service worker controlling the page).
 */
async function installabilityErrorsOf(page: Page) {
  const session = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await session.detach();
  }
}

const pendingList = (page: Page) => page.getByRole('list', { name: 'Gönderilmeyi bekleyen kayıtlar' });

describe('the installable client area (/kullanici)', () => {
  it('links the manifest and registers the service worker in the client area, and on no public page', async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(admin.page, 'Uygulama');
    const { page } = await openPage(browser(), { signedInAs: client.email, path: '/', serviceWorkers: 'allow' });
    await page.getByRole('link', { name: /Blog/ }).first().waitFor();
    expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
    expect(await serviceWorkerScopeOf(page)).toBeNull();

    await page.goto('/kullanici');
    await waitForServiceWorkerControl(page);
    expect(await serviceWorkerScopeOf(page)).toMatch(/\/kullanici$/);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(manifestHref!)).json();
    // The practice's name from the settings (the demo's 'Denge Beslenme').
    expect(manifest).toMatchObject({
      name: 'Denge Beslenme Danışan Alanı',
      start_url: '/kullanici',
      scope: '/kullanici',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...(manifest.icons as Array<{ src: string }>).map((icon) => icon.src), appleIcon!]) {
      expect((await page.request.get(src)).headers()['content-type'], src).toBe('image/png');
    }

    // The registration is the client area's: the public pages and the admin panel are not its pages.
    for (const path of ['/', '/blog', '/urunler']) {
      await page.goto(path);
      expect(await page.evaluate(() => navigator.serviceWorker.controller), path).toBeNull();
      expect(await page.locator('link[rel="manifest"]').count(), path).toBe(0);
    }
    await admin.page.goto('/dashboard');
    expect(await admin.page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
});

describe('installing the client area as an app', () => {
  it("passes Chromium's own installability checks on /kullanici, and no public page offers it", async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(admin.page, 'Kurulum');
    const profile = mkdtempSync(path.join(tmpdir(), 'denge-install-'));
    const context = await launchProfileSignedInAs(profile, client.email);
    try {
      const page = await context.newPage();
      await page.goto('/kullanici');
      await waitForServiceWorkerControl(page);
      await expect.poll(() => installabilityErrorsOf(page)).toEqual([]);
      await page.goto('/');
      expect(await installabilityErrorsOf(page)).toContain('no-manifest');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe.each([
  ['phone', phoneViewport],
  ['desktop', desktopViewport],
])('the diary and water offline (%s)', (_name, viewport) => {
  it('keeps two entries and three glasses while offline, through a reload, and sends each once when back online', async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(admin.page, 'Cevrimdisi');
    const session = await openPage(browser(), {
      signedInAs: client.email,
      viewport,
      path: '/kullanici',
      allowConsoleErrors: offlineNoise,
      serviceWorkers: 'allow',
    });
    const { page, context } = session;
    const today = todayInIstanbul();
    await waitForServiceWorkerControl(page);
    // Opened once online: the diary (with its foods and yesterday) and the home are kept for offline.
    await page.getByRole('button', { name: 'Bir bardak su içtim' }).waitFor();
    await page.goto(DIARY);
    await page.getByRole('region', { name: 'Kahvaltı' }).waitFor();
    await page.waitForResponse((response) => response.url().includes('/api/me/foods'), slow).catch(() => undefined);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('region', { name: 'Kahvaltı' }).waitFor();
    await addFood(page, 'Kahvaltı', 'ıspanak', 'Ispanak');
    await addFood(page, 'Öğle Yemeği', 'çilek', 'Çilek');
    await expect.poll(() => pendingList(page).getByRole('listitem').count()).toBe(2);
    expect(await pendingList(page).getByText('Bekliyor').count()).toBe(2);
    expect(await pendingList(page).textContent()).toContain('Ispanak');
    // The day's boxes count the server's rows (none yet); a line of its own adds what waits.
    const withWaiting = page.getByText(/^Telefonda bekleyen kayıtlarla birlikte: [\d.]+ kcal$/);
    await expect.poll(() => withWaiting.isVisible()).toBe(true);
    const waitingKcal = [...((await pendingList(page).textContent()) ?? '').matchAll(/([\d.]+) kcal/g)].map(kcalOf);
    expect(waitingKcal).toHaveLength(2);
    const shownTotal = kcalOf(/([\d.]+) kcal/.exec((await withWaiting.textContent()) ?? '') ?? ['', '0']);
    // Each line is rounded on its own, the total once.
    expect(Math.abs(shownTotal - (waitingKcal[0] ?? 0) - (waitingKcal[1] ?? 0))).toBeLessThanOrEqual(1);
    await expectAccessible(page);

    await page.goto('/kullanici');
    const drink = page.getByRole('button', { name: 'Bir bardak su içtim' });
    for (const glasses of [1, 2, 3]) {
      await drink.click();
      await expect.poll(() => page.getByText(`${glasses} / 8 bardak`).first().isVisible()).toBe(true);
    }
    await expect.poll(() => pendingList(page).getByText('Bekliyor').count()).toBe(5);

    await page.reload();
    await expect.poll(() => pendingList(page).getByText('Bekliyor').count()).toBe(5);
    expect(await page.getByText('3 / 8 bardak').first().isVisible()).toBe(true);
    await expectAccessible(page);

    // Nothing has reached the server yet.
    const clientDay = `/api/admin/diary/${client.id}?date=${today}`;
    expect((await (await admin.page.request.get(clientDay)).json()).day.entryCount ?? 0).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => pendingList(page).count(), slow).toBe(0);
    await page.reload();
    await page.getByText('3 / 8 bardak').first().waitFor();

    // Once each, in the client's own reads and in the dietitian's calorie tracking.
    const diary = (await (await page.request.get(`/api/me/diary?date=${today}`)).json()) as { entries: DiaryEntry[] };
    expect(diary.entries.map((entry) => entry.foodName)).toEqual(['Ispanak', 'Çilek']);
    const home = await (await page.request.get('/api/me/home')).json();
    expect(home.water).toMatchObject({ date: today, glasses: 3 });
    await admin.page.goto(`/client-calories?client=${client.id}&date=${today}`);
    await admin.page.getByRole('heading', { name: 'Danışan Kalori Takibi', level: 1 }).waitFor();
    await expect.poll(() => admin.page.getByText('Ispanak').first().isVisible(), slow).toBe(true);
    expect(await admin.page.getByText('Çilek').first().isVisible()).toBe(true);
    // Two sign-ins, two servers' worth of pages and three offline reloads: about 50 s on the 2-core machine.
  }, 150_000);
});

/** '1.234' of a '1.234 kcal' match, as a number (Turkish thousands dot). */
const kcalOf = (match: RegExpMatchArray | string[]) => Number((match[1] ?? '0').replaceAll('.', ''));
