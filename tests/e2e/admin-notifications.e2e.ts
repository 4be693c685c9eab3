import { isoDayToTurkish } from '../../src/shared/dates.ts';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import {
  expectAccessible,
  expectNoConsoleErrors,
  setUpBrowser,
  openPage,
  phoneViewport,
  signInAsClient,
  countReadyLiveStreams,
  waitForLiveStream,
  demo,
} from './support/browser.ts';
import { addDays, createFreshClient, signInClientApi } from './support/fresh-client.ts';

const browser = setUpBrowser();

const serverError = /status of 500/;
const slow = { timeout: 10_000 };
const isSentList = (url: URL) => url.pathname === '/api/admin/notifications';
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

async function openNotifications(page: Page) {
  await page.goto('/notifications');
  await expect.poll(() => page.getByRole('heading', { name: 'Bildirim Gönder', level: 1 }).isVisible()).toBe(true);
}

async function chooseRecipient(page: Page, name: string) {
  await page.getByPlaceholder('Danışan ara...').fill(name);
  const checkbox = page.getByRole('checkbox', { name });
  await expect.poll(() => checkbox.isVisible(), slow).toBe(true);
  await checkbox.check();
}

describe('send notification (/notifications)', () => {
  it("sends to a chosen client, lists it as 'Okunmadı', then 'Okundu', then 'Silinmiş Danışan', and deletes it", async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page, 'Bildirim');
    await openNotifications(page);
    await expect.poll(() => page.getByRole('heading', { name: /Gönderilen Bildirimler/ }).isVisible()).toBe(true);
    const send = page.getByRole('button', { name: 'Bildirim Gönder' });
    expect(await send.isDisabled()).toBe(true);
    expect(await page.getByText('En az bir alıcı seçin.').isVisible()).toBe(true);
    await expectAccessible(page);

    const title = `Kontrol hatırlatması ${client.name.split(' ')[1]}`;
    await page.getByLabel('Başlık').fill(title);
    await page.getByLabel('Mesaj', { exact: true }).fill('Cuma günü tartı kontrolü için bekliyoruz.');
    await chooseRecipient(page, client.name);
    expect(await page.getByRole('group', { name: 'Alıcılar (1 seçildi)' }).isVisible()).toBe(true);
    await send.click();
    await expect.poll(() => page.getByText('Bildirimler başarıyla gönderildi').isVisible(), slow).toBe(true);
    // The form starts over for the next message.
    expect(await page.getByLabel('Başlık').inputValue()).toBe('');
    expect(await send.isDisabled()).toBe(true);

    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => row.count(), slow).toBe(1);
    expect(await row.getByText(client.name).isVisible()).toBe(true);
    expect(await row.getByText('Okunmadı', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText('Cuma günü tartı kontrolü için bekliyoruz.').isVisible()).toBe(true);
    // tr-TR date and time, e.g. "20 Kas 2026 22:41".
    expect(await row.locator('time').textContent()).toMatch(/\d{1,2} \p{L}+ \d{4} \d{2}:\d{2}/u);

    // The client reads it in their own area; the dietitian's list then says 'Okundu'.
    const clientContext = await browser().newContext({
      baseURL: page.url(),
      extraHTTPHeaders: { origin: new URL(page.url()).origin },
    });
    await signInClientApi(clientContext.request, client.email);
    const own = await (await clientContext.request.get('/api/me/notifications')).json();
    const mine = own.notifications.find((n: { title: string }) => n.title === title);
    expect((await clientContext.request.patch(`/api/me/notifications/${mine.id}/read`, { data: {} })).status()).toBe(
      200,
    );
    await clientContext.close();
    await page.reload();
    await expect.poll(() => row.getByText('Okundu', { exact: true }).isVisible(), slow).toBe(true);

    // The client is deleted: the notification stays, under 'Silinmiş Danışan'.
    expect((await page.request.delete(`/api/admin/clients/${client.id}`)).status()).toBe(200);
    await page.reload();
    await expect.poll(() => row.getByText('Silinmiş Danışan').isVisible(), slow).toBe(true);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);

    await row.getByRole('button', { name: /^Bildirimi sil/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Bildirimi sil' });
    await expect.poll(() => confirm.getByText('Bu işlem geri alınamaz.').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Bildirim başarıyla silindi').isVisible(), slow).toBe(true);
    await expect.poll(() => row.count(), slow).toBe(0);
    expectNoConsoleErrors(session);
  });

  it('offers sending to every client, which turns the single choices off (not sent here)', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.admin });
    const { page } = session;
    await openNotifications(page);
    await page.getByLabel('Başlık').fill('Herkese duyuru');
    await page.getByLabel('Mesaj', { exact: true }).fill('Bu test göndermez.');
    const everyone = page.getByRole('checkbox', { name: /Tüm danışanlara gönder/ });
    await everyone.check();
    expect(await page.getByRole('group', { name: 'Alıcılar (tüm danışanlar)' }).isVisible()).toBe(true);
    expect(await page.getByPlaceholder('Danışan ara...').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Bildirim Gönder' }).isDisabled()).toBe(false);
    await expectAccessible(page);
    await everyone.uncheck();
    expect(await page.getByRole('button', { name: 'Bildirim Gönder' }).isDisabled()).toBe(true);
    expect(await page.getByPlaceholder('Danışan ara...').isDisabled()).toBe(false);
    expectNoConsoleErrors(session);
  });

  it("shows 'Henüz bildirim gönderilmemiş.' when nothing was sent", async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isSentList, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 20 } })
        : route.fallback(),
    );
    await openNotifications(page);
    await expect.poll(() => page.getByText('Henüz bildirim gönderilmemiş.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish texts when loading, sending or deleting fails', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page, 'Gonderim');

    await page.route(isSentList, (route) =>
      route.request().method() === 'GET' ? failWith500(route) : route.fallback(),
    );
    await openNotifications(page);
    await expect.poll(() => page.getByText('Veriler yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await page.unroute(isSentList);

    await page.route(isSentList, (route) =>
      route.request().method() === 'POST' ? failWith500(route) : route.fallback(),
    );
    await page.reload();
    await page.getByLabel('Başlık').fill('Gönderilemeyen');
    await page.getByLabel('Mesaj', { exact: true }).fill('Sunucu hatası');
    await chooseRecipient(page, client.name);
    await page.getByRole('button', { name: 'Bildirim Gönder' }).click();
    await expect.poll(() => page.getByText('Bildirim gönderilirken bir hata oluştu').isVisible(), slow).toBe(true);
    // Nothing is lost: the form keeps what was typed.
    expect(await page.getByLabel('Başlık').inputValue()).toBe('Gönderilemeyen');

    await page.route('**/api/admin/notifications/*', (route) =>
      route.request().method() === 'DELETE' ? failWith500(route) : route.fallback(),
    );
    const deleteButton = page.getByRole('button', { name: /^Bildirimi sil/ }).first();
    await expect.poll(() => deleteButton.isVisible(), slow).toBe(true);
    await deleteButton.click();
    await page.getByRole('dialog', { name: 'Bildirimi sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Bildirim silinirken bir hata oluştu').isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session, [serverError]);
  });
});

describe('live delivery to a signed-in client (issue #4 scenario)', () => {
  it('the client sees the assigned goal and the sent notification arrive in the bell without reloading', async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(admin.page, 'Canli');

    const clientSession = await openPage(browser());
    const clientPage = clientSession.page;
    await countReadyLiveStreams(clientPage);
    await signInAsClient(clientPage, client.email);
    const bell = clientPage.getByRole('button', { name: /^Bildirimler/ });
    await expect.poll(() => bell.isVisible(), slow).toBe(true);
    await expect.poll(() => bell.getAttribute('aria-label'), slow).toBe('Bildirimler');
    // A marker on the window: it survives only if the page is never reloaded.
    await clientPage.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    // The event stream is subscribed before anything is sent.
    await waitForLiveStream(clientPage);

    // The dietitian assigns a goal.
    const goalTitle = `Günde 10.000 adım ${client.name.split(' ')[1]}`;
    await admin.page.goto('/goals');
    await admin.page.getByRole('button', { name: 'Yeni Hedef' }).first().click();
    const dialog = admin.page.getByRole('dialog', { name: 'Yeni Hedef' });
    await dialog.getByLabel('Hedef Başlığı').fill(goalTitle);
    await dialog.getByLabel('Hedef Türü').selectOption({ label: 'Egzersiz' });
    await dialog.getByLabel('Hedef Değeri').fill('10000');
    await dialog.getByLabel('Bitiş Tarihi (isteğe bağlı)').fill(isoDayToTurkish(addDays(todayInIstanbul(), 14)));
    await dialog.getByPlaceholder('Danışan ara...').fill(client.name);
    await dialog.getByRole('checkbox', { name: client.name }).check();
    await dialog.getByRole('button', { name: 'Hedefi Kaydet' }).click();
    await expect.poll(() => admin.page.getByText('Hedef başarıyla oluşturuldu').isVisible(), slow).toBe(true);

    await expect.poll(() => bell.getAttribute('aria-label'), slow).toBe('Bildirimler, 1 okunmamış');

    // Then sends a notification.
    const title = `Canlı bildirim ${client.name.split(' ')[1]}`;
    await admin.page.goto('/notifications');
    await admin.page.getByLabel('Başlık').fill(title);
    await admin.page.getByLabel('Mesaj', { exact: true }).fill('Yarınki randevunuz 10:00’da.');
    await chooseRecipient(admin.page, client.name);
    await admin.page.getByRole('button', { name: 'Bildirim Gönder' }).click();
    await expect.poll(() => admin.page.getByText('Bildirimler başarıyla gönderildi').isVisible(), slow).toBe(true);

    await expect.poll(() => bell.getAttribute('aria-label'), slow).toBe('Bildirimler, 2 okunmamış');
    await bell.click();
    const panel = clientPage.getByRole('region', { name: 'Bildirimler' });
    await expect.poll(() => panel.getByText(`Size yeni bir hedef atandı: ${goalTitle}`).isVisible(), slow).toBe(true);
    expect(await panel.getByText('Yeni Hedef Atandı').isVisible()).toBe(true);
    expect(await panel.getByText(title).isVisible()).toBe(true);
    expect(await clientPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    expectNoConsoleErrors(admin);
    expectNoConsoleErrors(clientSession);
  });
});
