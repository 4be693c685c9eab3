import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  countReadyLiveStreams,
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  waitForLiveStream,
} from './support/browser.ts';
import { createFreshClient } from './support/fresh-client.ts';

// Message photos (issue #42, ADR 0070 amendment): the client attaches a photo ('Fotoğraf ekle'),
// previews it, removes one, sends; the dietitian sees the thumbnail and opens the full view. A refused
// file says why. Each test makes its own client.

const browser = setUpBrowser();

const clientThread = (page: Page) => page.getByRole('list', { name: 'Diyetisyeninizle yazışmanız' });
const adminInbox = (page: Page) => page.getByRole('list', { name: 'Yazışmalar' });

const plate = (red: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: red, g: 160, b: 90 } } })
    .jpeg()
    .toBuffer();

async function attach(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Fotoğraf ekle' }).click();
  await (await chooser).setFiles(files);
}

const isLoaded = (image: ReturnType<Page['locator']>) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

describe('message photos', () => {
  for (const [name, clientViewport] of [
    ['phone', phoneViewport],
    ['desktop', desktopViewport],
  ] as const) {
    it(`the client sends a photo, the dietitian opens its full view (client on ${name})`, async () => {
      const adminSession = await openPage(browser(), { signedInAs: demo.admin, viewport: desktopViewport });
      const admin = adminSession.page;
      await countReadyLiveStreams(admin);
      await admin.goto('/messages');
      await waitForLiveStream(admin);
      const client = await createFreshClient(admin, `Fotografci ${name}`);

      const clientSession = await openPage(browser(), { signedInAs: client.email, viewport: clientViewport });
      const page = clientSession.page;
      await page.goto('/kullanici/mesajlar');
      await page.getByText('Henüz mesajınız yok.', { exact: false }).waitFor();

      // Two picked, previewed; the second removed again.
      await attach(page, [
        { name: 'ogle.jpg', mimeType: 'image/jpeg', buffer: await plate(200) },
        { name: 'aksam.jpg', mimeType: 'image/jpeg', buffer: await plate(40) },
      ]);
      const previews = page.getByRole('list', { name: 'Eklenecek fotoğraflar' });
      await previews.getByRole('img', { name: 'Eklenecek fotoğraf 2' }).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: "Fotoğraf 2'i kaldır" }).click();
      await expect.poll(() => previews.getByRole('listitem').count()).toBe(1);

      await page.getByLabel('Mesajınız').fill('Öğle yemeğim bu kadardı.');
      await page.getByRole('button', { name: 'Gönder' }).click();
      const ownThumbnail = clientThread(page).getByRole('button', { name: 'Fotoğrafı büyüt (1/1)' });
      await ownThumbnail.waitFor();
      await expect.poll(() => isLoaded(ownThumbnail.locator('img'))).toBe(true);
      await expect.poll(() => previews.count()).toBe(0);
      await expectAccessible(page);

      // The dietitian sees it live, as a thumbnail, and opens the full view.
      await adminInbox(admin)
        .getByRole('link', { name: new RegExp(client.name) })
        .click();
      const adminThread = admin.getByRole('list', { name: `${client.name} ile yazışma` });
      await adminThread.getByText('Öğle yemeğim bu kadardı.').waitFor();
      const thumbnail = adminThread.getByRole('button', { name: 'Fotoğrafı büyüt (1/1)' });
      await expect.poll(() => isLoaded(thumbnail.locator('img'))).toBe(true);
      await thumbnail.click();
      const fullView = admin.getByRole('dialog', { name: 'Fotoğraf' });
      const fullImage = fullView.getByRole('img', { name: 'Mesajdaki fotoğraf 1' });
      await expect.poll(() => isLoaded(fullImage)).toBe(true);
      expect(await fullImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
      await expectAccessible(admin);
      await fullView.getByRole('button', { name: 'Kapat', exact: true }).click();
      await expect.poll(() => fullView.isVisible()).toBe(false);

      // The client opens their own photo too.
      await ownThumbnail.click();
      await page.getByRole('dialog', { name: 'Fotoğraf' }).getByRole('img', { name: 'Mesajdaki fotoğraf 1' }).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      expectNoConsoleErrors(clientSession);
      expectNoConsoleErrors(adminSession);
    }, 120_000);
  }

  it('says why a file is refused: not a picture, too many', async () => {
    const adminSession = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(adminSession.page, 'Hatali Foto');
    const clientSession = await openPage(browser(), {
      signedInAs: client.email,
      viewport: phoneViewport,
      allowConsoleErrors: [/status of 400/],
    });
    const page = clientSession.page;
    await page.goto('/kullanici/mesajlar');
    await page.getByText('Henüz mesajınız yok.', { exact: false }).waitFor();

    // A text file named .jpg: the server reads its bytes and refuses it; nothing is sent.
    await attach(page, [{ name: 'tabak.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Bu bir resim değil.\n') }]);
    await page.getByRole('button', { name: 'Gönder' }).click();
    await page.getByText('Lütfen geçerli bir resim dosyası seçin').waitFor();
    expect(await clientThread(page).count()).toBe(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: "Fotoğraf 1'i kaldır" }).click();

    // More than four at once: the first four are kept, and the page says why.
    const photo = { mimeType: 'image/jpeg', buffer: await plate(120) };
    await attach(
      page,
      [1, 2, 3, 4, 5].map((n) => ({ ...photo, name: `${n}.jpg` })),
    );
    await page.getByText('Bir mesaja en fazla 4 fotoğraf eklenebilir.').waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'Eklenecek fotoğraflar' }).getByRole('listitem').count())
      .toBe(4);
    expect(await page.getByRole('button', { name: 'Fotoğraf ekle' }).isDisabled()).toBe(true);
    expectNoConsoleErrors(clientSession);
  }, 120_000);
});
