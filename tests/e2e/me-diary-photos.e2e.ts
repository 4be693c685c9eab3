import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatTurkishDate } from '../../src/shared/dates.ts';
import {
  baseUrl,
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';
import { createFreshClient, type FreshClient, signInClientApi } from './support/fresh-client.ts';

// Meal photos on diary entries (issue #42, ADR 0070 amendment 'meal photos on diary entries'): the
// client adds a photo to an entry ('Fotoğraf ekle'), sees its thumbnail and the full view; the
// dietitian sees the thumbnail beside the numbers in Kalori Takibi. A refused file says why.

const browser = setUpBrowser();
const day = '2026-03-10';
const slow = { timeout: 10_000 };

const plate = (red: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: red, g: 160, b: 90 } } })
    .jpeg()
    .toBuffer();

const isLoaded = (image: ReturnType<Page['locator']>) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

/** The client writes one lunch entry on `day` through their own diary API; answers its food's name. */
async function writeLunch(client: FreshClient): Promise<string> {
  const context = await browser().newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  try {
    const request = context.request;
    await signInClientApi(request, client.email);
    const foods = (await (await request.get('/api/me/foods')).json()).foods as Array<{ id: string }>;
    const response = await request.post('/api/me/diary', {
      data: { foodItemId: foods[0]!.id, date: day, mealType: 'lunch', portionGrams: 150 },
    });
    expect(response.status()).toBe(201);
    return (await response.json()).entry.foodName as string;
  } finally {
    await context.close();
  }
}

async function attach(page: Page, buttonName: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles(file);
}

describe('meal photos on diary entries', () => {
  for (const [name, viewport] of [
    ['phone', phoneViewport],
    ['desktop', desktopViewport],
  ] as const) {
    it(`the client adds a photo to an entry, the dietitian sees it in Kalori Takibi (client on ${name})`, async () => {
      const adminSession = await openPage(browser(), { signedInAs: demo.admin, viewport: desktopViewport });
      const admin = adminSession.page;
      const client = await createFreshClient(admin, `Ogun Foto ${name}`);
      const foodName = await writeLunch(client);

      const clientSession = await openPage(browser(), { signedInAs: client.email, viewport });
      const page = clientSession.page;
      await page.goto(`/kullanici/kalori-gunlugu?tarih=${day}`);
      const lunch = page.getByRole('region', { name: 'Öğle Yemeği' });
      await lunch.getByText(foodName).waitFor();
      await expectAccessible(page);

      await attach(page, `${foodName}: fotoğraf ekle`, {
        name: 'ogle.jpg',
        mimeType: 'image/jpeg',
        buffer: await plate(200),
      });
      const thumbnail = lunch.getByRole('button', { name: `${foodName} fotoğrafını büyüt` });
      await thumbnail.waitFor(slow);
      await expect.poll(() => isLoaded(thumbnail.locator('img'))).toBe(true);
      await lunch.getByRole('button', { name: `${foodName}: fotoğrafı değiştir` }).waitFor();
      await expectAccessible(page);

      // The full view, closed again with Escape.
      await thumbnail.click();
      const fullView = page.getByRole('dialog', { name: 'Fotoğraf' });
      const fullImage = fullView.getByRole('img', { name: `${foodName} öğününün fotoğrafı` });
      await expect.poll(() => isLoaded(fullImage)).toBe(true);
      expect(await fullImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // Kept after a reload (it is the server's, not the page's).
      await page.reload();
      await expect.poll(() => isLoaded(thumbnail.locator('img')), slow).toBe(true);

      // The dietitian: the thumbnail beside the numbers, the same full view.
      await admin.goto(`/client-calories?client=${client.id}&date=${day}`);
      await admin
        .getByRole('heading', { name: `${client.name} · ${formatTurkishDate(day)} · Günlük Toplam` })
        .waitFor(slow);
      const adminLunch = admin.getByRole('region', { name: 'Öğle Yemeği' });
      const adminThumbnail = adminLunch.getByRole('button', { name: `${foodName} fotoğrafını büyüt` });
      await expect.poll(() => isLoaded(adminThumbnail.locator('img')), slow).toBe(true);
      await expectAccessible(admin);
      await adminThumbnail.click();
      const adminFull = admin.getByRole('dialog', { name: 'Fotoğraf' }).getByRole('img', {
        name: `${foodName} öğününün fotoğrafı`,
      });
      await expect.poll(() => isLoaded(adminFull)).toBe(true);
      await admin.getByRole('dialog', { name: 'Fotoğraf' }).getByRole('button', { name: 'Kapat', exact: true }).click();

      // The client removes it; the entry is back to 'Fotoğraf ekle'.
      await lunch.getByRole('button', { name: `${foodName}: fotoğrafı kaldır` }).click();
      await lunch.getByRole('button', { name: `${foodName}: fotoğraf ekle` }).waitFor(slow);
      expect(await thumbnail.count()).toBe(0);

      expectNoConsoleErrors(clientSession);
      expectNoConsoleErrors(adminSession);
    }, 120_000);
  }

  it('says why a file is refused, and nothing is attached', async () => {
    const adminSession = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(adminSession.page, 'Hatali Ogun Foto');
    const foodName = await writeLunch(client);
    const clientSession = await openPage(browser(), {
      signedInAs: client.email,
      viewport: phoneViewport,
      allowConsoleErrors: [/status of 400/],
    });
    const page = clientSession.page;
    await page.goto(`/kullanici/kalori-gunlugu?tarih=${day}`);
    const lunch = page.getByRole('region', { name: 'Öğle Yemeği' });
    await lunch.getByText(foodName).waitFor();

    // A text file named .jpg: the server reads its bytes and refuses it.
    await attach(page, `${foodName}: fotoğraf ekle`, {
      name: 'tabak.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Bu bir resim değil.\n'),
    });
    await lunch.getByRole('alert').getByText('Lütfen geçerli bir resim dosyası seçin').waitFor(slow);
    expect(await lunch.getByRole('button', { name: `${foodName} fotoğrafını büyüt` }).count()).toBe(0);
    await expectAccessible(page);
    expectNoConsoleErrors(clientSession);
  }, 120_000);
});
