import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  waitForHydration,
} from './support/browser.ts';

// A product picture that cannot be loaded shows the 'Görsel Yok' placeholder, never the browser's
// broken-image icon (issue #39 item 8): on the server-rendered catalogue and product pages also before
// the app has hydrated them, on the home page (a document page the app never hydrates), and after.

const browser = setUpBrowser();

/** Every demo product picture answers 404, as a file lost from the uploads would. */
// Chromium logs each such 404 as a console error: the failure this test makes on purpose.
const BROKEN_PICTURE_ERROR = /status of 404 \(Not Found\)/;
const breakProductPictures = (page: Page) =>
  page.route('**/demo/product-*.webp', (route) => route.fulfill({ status: 404, body: 'gone' }));

/** Holds the page's own scripts (the app's, the islands') until `release`: the page as the server sent it. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let isReleased = false;
  await page.route('**/assets/*.js', (route) => {
    if (isReleased) return route.continue();
    held.push(route);
  });
  return async () => {
    isReleased = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** Pictures on screen that show as broken (loaded, no pixels, not hidden): the browser's broken-image icon. */
const visibleBrokenPictures = (page: Page) =>
  page
    .locator('img')
    .evaluateAll(
      (images) =>
        images.filter(
          (image) =>
            (image as HTMLImageElement).complete &&
            (image as HTMLImageElement).naturalWidth === 0 &&
            getComputedStyle(image).display !== 'none' &&
            image.getBoundingClientRect().width > 0,
        ).length,
    );

/** Scrolls the last picture frame into view (lazy pictures load, and fail, once near the screen). */
async function bringPicturesIntoView(page: Page) {
  await page.locator('[data-image-frame]').last().scrollIntoViewIfNeeded();
}

const visiblePlaceholders = (page: Page) => page.getByText('Görsel Yok', { exact: true }).filter({ visible: true });

describe('a product picture that cannot be loaded', () => {
  it('shows “Görsel Yok” on the catalogue, a product and the home page before any of the page’s scripts run', async () => {
    const session = await openPage(browser());
    const { page } = session;
    const products = (await (await page.request.get('/api/shop/products')).json()) as {
      products: { id: string; imageUrl: string | null }[];
    };
    const pictured = products.products.filter((product) => product.imageUrl?.startsWith('/demo/'));
    await breakProductPictures(page);
    for (const path of ['/urunler', `/urunler/${pictured[0]!.id}`, '/']) {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      await page.locator('[data-image-frame]').first().waitFor({ state: 'attached' });
      await bringPicturesIntoView(page);
      await expect.poll(async () => visiblePlaceholders(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      // A failed picture is complete a moment before its error event marks the frame: asked again.
      await expect.poll(async () => visibleBrokenPictures(page), { message: path }).toBe(0);
      // Still so once the app (or the islands) run.
      await release();
      await waitForHydration(page);
      expect(await visibleBrokenPictures(page), path).toBe(0);
      expect(await visiblePlaceholders(page).count(), path).toBeGreaterThan(0);
      await page.unroute('**/assets/*.js');
    }
    expectNoConsoleErrors(session, BROKEN_PICTURE_ERROR);
  });

  it('shows “Görsel Yok” on a page the app opens itself, and the page stays accessible', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await breakProductPictures(page);
    await page.goto('/urunler');
    await waitForHydration(page);
    await bringPicturesIntoView(page);
    await expect.poll(async () => visiblePlaceholders(page).count()).toBeGreaterThan(0);
    // A link followed inside the app: the product page is rendered in the browser.
    await page.getByRole('link', { name: 'Detay: Organik Yeşil Çay' }).click();
    await page.getByRole('heading', { level: 1, name: 'Organik Yeşil Çay' }).waitFor();
    await expect.poll(async () => visiblePlaceholders(page).count()).toBe(1);
    expect(await visibleBrokenPictures(page)).toBe(0);
    await expectAccessible(page);
    expectNoConsoleErrors(session, BROKEN_PICTURE_ERROR);
  });
});
