import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demo,
  expectAccessible,
  expectNoConsoleErrors,
  setUpBrowser,
  openPage,
  phoneViewport,
  signInAsAdmin,
  signInAsClient,
  countReadyLiveStreams,
  waitForLiveStream,
} from './support/browser.ts';
import { createFreshClient } from './support/fresh-client.ts';

const browser = setUpBrowser();

const bell = (page: Page) => page.getByRole('button', { name: /^Bildirimler/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Bildirimler' });

/** The unread count the bell announces ("Bildirimler, 3 okunmamış" → 3; "Bildirimler" → 0). */
async function unreadCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(label.match(/(\d+) okunmamış/)?.[1] ?? 0);
}

/** Client A's id, read from the client's own session. */
async function sessionUserId(page: Page): Promise<string> {
  return page.evaluate(async () => (await (await fetch('/api/auth/session')).json()).user.id as string);
}

describe('notification bell', () => {
  it('lists the notifications newest first, marks one read on click and deletes one, accessibly', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsClient(page, demo.clientA);
    await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
    const unreadBefore = await unreadCount(page);
    await bell(page).click();
    const list = panel(page);
    await list.getByText('Ölçüm günü yaklaşıyor').waitFor();

    // Newest first: the seeded rows keep their order among themselves.
    const titles = await list.locator('li button:first-child span.block:first-child').allTextContents();
    const order = ['Su hatırlatması', 'Ölçüm günü yaklaşıyor', 'Yeni hedef atandı', 'Hoş geldiniz'].map((title) =>
      titles.findIndex((text) => text.startsWith(title)),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    await expectAccessible(page);

    const item = list.getByRole('button', { name: /^Ölçüm günü yaklaşıyor \(Okunmamış\)/ });
    await item.click();
    await expect.poll(() => unreadCount(page)).toBe(unreadBefore - 1);
    expect(await list.getByRole('button', { name: /^Ölçüm günü yaklaşıyor \(Okunmamış\)/ }).count()).toBe(0);

    await list.getByRole('button', { name: "'Hoş geldiniz' bildirimini sil" }).click();
    await expect.poll(() => list.getByText('Hoş geldiniz', { exact: true }).count()).toBe(0);
    await page.reload();
    await bell(page).click();
    await panel(page).getByText('Ölçüm günü yaklaşıyor').waitFor();
    expect(await panel(page).getByText('Hoş geldiniz', { exact: true }).count()).toBe(0);

    await page.keyboard.press('Escape');
    expect(await panel(page).count()).toBe(0);
    expectNoConsoleErrors(session);
  });

  it('shows a notification sent by the dietitian on top, without a reload, to its client only', async () => {
    const clientSession = await openPage(browser(), { viewport: phoneViewport });
    const { page } = clientSession;
    // Notifications allowed: the browser notification is shown (the real API, recorded on the way).
    await clientSession.context.grantPermissions(['notifications']);
    await page.addInitScript(() => {
      const Original = window.Notification;
      const shown: Array<{ title: string; body?: string }> = [];
      (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
      class RecordingNotification extends Original {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          shown.push({ title, body: options?.body });
        }
      }
      window.Notification = RecordingNotification as typeof Notification;
    });
    await countReadyLiveStreams(page);
    await signInAsClient(page, demo.clientA);
    const clientId = await sessionUserId(page);
    await bell(page).click();
    await panel(page).getByText('Ölçüm günü yaklaşıyor').waitFor();
    const unreadBefore = await unreadCount(page);

    const adminSession = await openPage(browser(), { signedInAs: demo.admin });
    // Another client, signed in and live before anything is sent: it must never get client A's.
    const other = await createFreshClient(adminSession.page, 'Baska');
    const otherSession = await openPage(browser());
    await countReadyLiveStreams(otherSession.page);
    await signInAsClient(otherSession.page, other.email);
    await bell(otherSession.page).click();
    await waitForLiveStream(otherSession.page);
    await waitForLiveStream(page);

    const send = (to: string, title: string, message: string) =>
      adminSession.page.request.post('/api/admin/notifications', {
        data: { title, message, recipients: { clientIds: [to] } },
      });
    const title = `Canlı bildirim ${Date.now()}`;
    expect((await send(clientId, title, 'Yeni programınız hazır.')).status()).toBe(201);

    const firstItem = panel(page).locator('li').first();
    await expect.poll(() => firstItem.textContent()).toContain(title);
    await expect.poll(() => unreadCount(page)).toBe(unreadBefore + 1);
    const shown = await page.evaluate(
      () => (window as unknown as { shownNotifications: Array<{ title: string; body?: string }> }).shownNotifications,
    );
    expect(shown).toEqual([{ title, body: 'Yeni programınız hazır.' }]);

    // The other client's own notification, sent after, reaches its open bell: everything sent before it
    // has reached that stream by then (one channel, in order), so client A's would be there too.
    const ownTitle = `Kendi bildirimi ${Date.now()}`;
    expect((await send(other.id, ownTitle, 'Size özel.')).status()).toBe(201);
    await panel(otherSession.page).getByText(ownTitle).waitFor();
    expect(await panel(otherSession.page).getByText(title).count()).toBe(0);

    expectNoConsoleErrors(clientSession);
    expectNoConsoleErrors(adminSession);
    expectNoConsoleErrors(otherSession);
  });

  it('catches up after the live stream was down: the list is fetched again on reconnect', async () => {
    const session = await openPage(browser());
    const { page } = session;
    // The stream is refused at first (as during a deploy or a network break).
    let isStreamDown = true;
    let refusedStreams = 0;
    await page.route('**/api/me/events', (route) => {
      if (!isStreamDown) return route.continue();
      refusedStreams += 1;
      return route.fulfill({ status: 503, contentType: 'text/plain', body: 'bakımda' });
    });
    await signInAsClient(page, demo.clientA);
    const clientId = await sessionUserId(page);
    await bell(page).click();
    await panel(page).getByText('Ölçüm günü yaklaşıyor').waitFor();
    await expect.poll(() => refusedStreams).toBeGreaterThan(0);

    const adminSession = await openPage(browser());
    await signInAsAdmin(adminSession.page);
    const title = `Kesinti sırasında ${Date.now()}`;
    const sent = await adminSession.page.request.post('/api/admin/notifications', {
      data: { title, message: 'Bağlantı yokken gönderildi.', recipients: { clientIds: [clientId] } },
    });
    expect(sent.status()).toBe(201);
    // Every stream the page opens is refused (the route above), and the list is not fetched again
    // until one is ready: nothing can bring the notification now.
    expect(await panel(page).getByText(title).count()).toBe(0);

    isStreamDown = false;
    await panel(page).getByText(title).waitFor({ timeout: 10_000 });
    expect(await panel(page).locator('li').first().textContent()).toContain(title);
    // The refused streams are expected noise; nothing else may be logged as an error.
    expectNoConsoleErrors(session, [/status of 503/, /EventSource/]);
    expectNoConsoleErrors(adminSession);
  });

  it("shows 'Bildirim bulunmuyor' for a client without notifications (danisan3)", async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    await signInAsClient(page, demo.clientC);
    await bell(page).click();
    await panel(page).getByText('Bildirim bulunmuyor').waitFor();
    expect(await bell(page).getAttribute('aria-label')).toBe('Bildirimler');
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it("shows 'Bildirimler yüklenirken bir hata oluştu' when the list cannot be loaded", async () => {
    const session = await openPage(browser());
    const { page } = session;
    await page.route('**/api/me/notifications', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } }),
    );
    await signInAsClient(page, demo.clientA);
    await bell(page).click();
    await panel(page)
      .getByRole('alert')
      .filter({ hasText: 'Bildirimler yüklenirken bir hata oluştu' })
      .waitFor({ timeout: 15_000 });
    await expectAccessible(page);
    expectNoConsoleErrors(session, [/status of 500/]);
  });
});
