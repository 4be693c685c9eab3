import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demo,
  demoPassword,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';
import { fakePushService } from './support/fake-push-service.ts';
import { createFreshClient, signInClientApi } from './support/fresh-client.ts';

// 'Çıkış Yap' of the client area leaves nothing of the client on the device (issue #41): the writes kept
// to send (asked first when some still wait), the service worker's copies of the client's pages and
// reads, and this browser's push subscription. Each test signs a client of its own out.

const browser = setUpBrowser();
const slow = { timeout: 10_000 };

/** Waits until the client area's service worker controls the page (it claims it on its first install). */
async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Every answer the client area's worker keeps (its pages and reads), as URL and body text. */
const keptAnswers = (page: Page) =>
  page.evaluate(async () => {
    const answers: Array<{ url: string; body: string }> = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('denge-client-')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        answers.push({ url: request.url, body: (await (await cache.match(request))?.text()) ?? '' });
      }
    }
    return answers;
  });

/**
 * How many writes the phone keeps in its outbox (IndexedDB 'denge-offline'). It never opens a database
 * the app has not made yet: opening one by name creates it, empty and without the app's store, and the
 * app's own first open would then find no store to make.
 */
const keptWriteCount = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'denge-offline')) return 0;
    return new Promise<number>((resolve, reject) => {
      const opening = indexedDB.open('denge-offline');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const database = opening.result;
        if (!database.objectStoreNames.contains('pending-writes')) {
          database.close();
          resolve(0);
          return;
        }
        const counting = database.transaction('pending-writes').objectStore('pending-writes').count();
        counting.onsuccess = () => {
          database.close();
          resolve(counting.result);
        };
        counting.onerror = () => reject(counting.error);
      };
    });
  });

const holdsClient = (answers: Array<{ body: string }>, client: { email: string }) =>
  answers.filter((answer) => answer.body.includes(client.email)).length;

async function openProfileMenuAndSignOut(page: Page) {
  await page.getByRole('button', { name: 'Profil menüsü' }).click();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
}

describe('signing out of the client area', () => {
  it('asks first when a write still waits, then leaves no write, kept answer or push subscription of the client (phone)', async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(admin.page, 'Cikis');
    const session = await openPage(browser(), {
      signedInAs: client.email,
      viewport: phoneViewport,
      serviceWorkers: 'allow',
      // The glass that cannot be sent (its request is cut below, as a lost connection would).
      allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/, /Failed to fetch/],
    });
    const { page, context } = session;
    await context.grantPermissions(['notifications']);
    await context.addInitScript(fakePushService);
    await page.goto('/kullanici/profil');
    await waitForServiceWorkerControl(page);
    await page.getByRole('button', { name: 'Bildirimlere izin ver' }).click();
    await page.getByText('Bildirimler açıldı').waitFor();

    // A glass of water that cannot reach the server waits on the phone. The app moves to the home
    // without loading a page, so the page's stand-in push subscription stays.
    await context.route('**/api/me/water', (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Anasayfa' }).first().click();
    await page.getByRole('button', { name: 'Bir bardak su içtim' }).click();
    const waiting = page.getByRole('list', { name: 'Gönderilmeyi bekleyen kayıtlar' });
    await expect.poll(() => waiting.getByText('Bekliyor').count()).toBe(1);
    await expect.poll(async () => holdsClient(await keptAnswers(page), client)).toBeGreaterThan(0);

    await openProfileMenuAndSignOut(page);
    const question = page.getByRole('dialog', { name: 'Gönderilmemiş kayıtlar var' });
    await question.getByText('Telefonunuzda henüz gönderilmemiş 1 kayıt var.', { exact: false }).waitFor();
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Vazgeç' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/kullanici');
    expect(await keptWriteCount(page)).toBe(1);

    await openProfileMenuAndSignOut(page);
    await question.getByRole('button', { name: 'Yine de çıkış yap' }).click();
    await page.waitForURL('**/kullanici/giris');
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    expect(await keptWriteCount(page)).toBe(0);
    const kept = await keptAnswers(page);
    expect(holdsClient(kept, client), kept.map((answer) => answer.url).join(', ')).toBe(0);
    expect(kept.filter((answer) => new URL(answer.url).pathname.startsWith('/api/me/'))).toEqual([]);

    // The server forgot this browser: signed in again, the client has no push subscription, and the
    // glass never reached the server.
    await context.unroute('**/api/me/water');
    await signInClientApi(page.request, client.email);
    const push = await (await page.request.get('/api/me/push')).json();
    expect(push.subscriptionCount).toBe(0);
    const home = await (await page.request.get('/api/me/home')).json();
    expect(home.water.glasses).toBe(0);
    expectNoConsoleErrors(session);
  }, 120_000);

  it('signs out at once when nothing waits, and keeps none of the client’s answers (desktop)', async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(admin.page, 'Cikis');
    const session = await openPage(browser(), {
      signedInAs: client.email,
      viewport: desktopViewport,
      serviceWorkers: 'allow',
      path: '/kullanici',
    });
    const { page } = session;
    await waitForServiceWorkerControl(page);
    await page.getByRole('button', { name: 'Bir bardak su içtim' }).waitFor();
    await expect.poll(async () => holdsClient(await keptAnswers(page), client)).toBeGreaterThan(0);

    await openProfileMenuAndSignOut(page);
    await page.waitForURL('**/kullanici/giris');
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(holdsClient(await keptAnswers(page), client)).toBe(0);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  }, 120_000);

  it('a session that ended without signing out: the next client’s sign-in drops the earlier one’s kept answers and never sends their waiting write (phone)', async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const earlier = await createFreshClient(admin.page, 'Onceki');
    const next = await createFreshClient(admin.page, 'Sonraki');
    // The next client has been through the consent step on another device.
    const elsewhere = await openPage(browser());
    await signInClientApi(elsewhere.page.request, next.email);

    const session = await openPage(browser(), {
      signedInAs: earlier.email,
      viewport: phoneViewport,
      serviceWorkers: 'allow',
      path: '/kullanici',
      allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/, /Failed to fetch/],
    });
    const { page, context } = session;
    await waitForServiceWorkerControl(page);
    await context.route('**/api/me/water', (route) => route.abort('internetdisconnected'));
    // The home came as the server's HTML: the click waits until React has taken the button over.
    const waterButton = page.getByRole('button', { name: 'Bir bardak su içtim' });
    await expect
      .poll(
        () => waterButton.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))),
        slow,
      )
      .toBe(true);
    await waterButton.click();
    await expect.poll(() => keptWriteCount(page), slow).toBe(1);
    await expect.poll(async () => holdsClient(await keptAnswers(page), earlier), slow).toBeGreaterThan(0);

    // The earlier session ends where this phone cannot see it (as an expired one), and the next client
    // signs in on the same phone.
    await context.clearCookies();
    await context.unroute('**/api/me/water');
    await page.goto('/kullanici/giris');
    await page.getByLabel('E-posta').fill(next.email);
    await page.getByLabel('Şifre').fill(demoPassword);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('button', { name: 'Bir bardak su içtim' }).waitFor();
    await expect.poll(() => keptWriteCount(page), slow).toBe(0);
    expect(holdsClient(await keptAnswers(page), earlier)).toBe(0);
    const home = await (await page.request.get('/api/me/home')).json();
    expect(home.water.glasses).toBe(0);
    expectNoConsoleErrors(session);
  }, 120_000);
});
