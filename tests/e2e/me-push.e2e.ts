import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, expectAccessible, openPage, phoneViewport, setUpBrowser } from './support/browser.ts';
import { fakePushService } from './support/fake-push-service.ts';

// The profile's 'Bildirimler' (issue #41, ADR 0082). Debian's headless Chromium has no push service
// to subscribe to (Google's needs the browser's own keys), so the round trip with the server is tested
// with the browser's PushManager answering a subscription made in the page (real P-256 keys), and a
// refusal of the real PushManager is tested as the error the client sees. Delivery itself is tested
// end to end in tests/api/push-me.test.ts against a local push service.

const browser = setUpBrowser();

const pushCard = (page: Page) => page.getByRole('region', { name: 'Bildirimler' });

const pushSettings = (page: Page) =>
  page.evaluate(
    async () => (await fetch('/api/me/push')).json() as Promise<{ subscriptionCount: number; mutedKinds: string[] }>,
  );

describe('client profile: Bildirimler (web push)', () => {
  it('says so when the browser has no push, accessibly on phone and desktop', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.clientB });
    await session.context.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    const { page } = session;
    await page.goto('/kullanici/profil');
    await pushCard(page).getByText('Bu tarayıcı bildirimleri desteklemiyor.').waitFor();
    expect(await pushCard(page).getByRole('button').count()).toBe(0);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);
  });

  it('subscribes through the service worker, sends the subscription to the server, chooses kinds and turns off', async () => {
    const session = await openPage(browser(), {
      viewport: phoneViewport,
      signedInAs: demo.clientB,
      serviceWorkers: 'allow',
    });
    await session.context.grantPermissions(['notifications']);
    await session.context.addInitScript(fakePushService);
    const { page } = session;
    await page.goto('/kullanici/profil');
    const card = pushCard(page);
    await card.getByText('Bildirimler bu tarayıcıda kapalı.').waitFor();
    const before = (await pushSettings(page)).subscriptionCount;
    await card.getByRole('button', { name: 'Bildirimlere izin ver' }).click();
    await card.getByText('İzin verildi: bu tarayıcıya bildirim gelecek.').waitFor();
    await page.getByText('Bildirimler açıldı').waitFor();
    expect((await pushSettings(page)).subscriptionCount).toBe(before + 1);
    await expectAccessible(page);

    const messagesKind = card.getByRole('checkbox', { name: 'Yeni mesajlar' });
    expect(await messagesKind.isChecked()).toBe(true);
    await messagesKind.uncheck();
    await page.getByText('Bildirim tercihleriniz kaydedildi').waitFor();
    await expect.poll(async () => (await pushSettings(page)).mutedKinds).toEqual(['messages']);
    await card.getByRole('checkbox', { name: 'Yeni mesajlar' }).check();
    await page.getByText('Bildirim tercihleriniz kaydedildi').waitFor();

    await card.getByRole('button', { name: 'Bildirimleri kapat' }).click();
    await card.getByText('Bildirimler bu tarayıcıda kapalı.').waitFor();
    expect((await pushSettings(page)).subscriptionCount).toBe(before);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);
  });

  it('shows the error when the browser cannot subscribe, and writes nothing', async () => {
    const session = await openPage(browser(), { signedInAs: demo.clientB, serviceWorkers: 'allow' });
    await session.context.grantPermissions(['notifications']);
    await session.context.addInitScript(() => {
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      };
    });
    const { page } = session;
    await page.goto('/kullanici/profil');
    const before = (await pushSettings(page)).subscriptionCount;
    await pushCard(page).getByRole('button', { name: 'Bildirimlere izin ver' }).click();
    await pushCard(page).getByRole('alert').getByText('Bildirimler açılamadı. Lütfen tekrar deneyin.').waitFor();
    expect((await pushSettings(page)).subscriptionCount).toBe(before);
    await expectAccessible(page);
  });

  it('says the browser refused when the permission is denied, with no button to press', async () => {
    const session = await openPage(browser(), { signedInAs: demo.clientB });
    await session.context.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    const { page } = session;
    await page.goto('/kullanici/profil');
    await pushCard(page)
      .getByText('Tarayıcı izin vermedi. İzni tarayıcınızın site ayarlarından açabilirsiniz.')
      .waitFor();
    expect(await pushCard(page).getByRole('button').count()).toBe(0);
  });
});
