import type { Page } from 'playwright-core';
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

// Issue #42: a client writes to the practice from 'Mesajlar', the dietitian sees it live in the inbox
// and answers, the client sees the answer live, and both see 'Görüldü'. Each test makes its own client.

const browser = setUpBrowser();

const officeHours = 'Mesajlarınız hafta içi 09:00–18:00 arasında yanıtlanır';
const clientThread = (page: Page) => page.getByRole('list', { name: 'Diyetisyeninizle yazışmanız' });
const adminInbox = (page: Page) => page.getByRole('list', { name: 'Yazışmalar' });

async function openAdminInbox(viewport = desktopViewport) {
  const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
  await countReadyLiveStreams(session.page);
  await session.page.goto('/messages');
  await waitForLiveStream(session.page);
  return session;
}

describe('messages between a client and the practice', () => {
  for (const [name, clientViewport] of [
    ['phone', phoneViewport],
    ['desktop', desktopViewport],
  ] as const) {
    it(`client writes, the dietitian answers live, both see 'Görüldü' (client on ${name})`, async () => {
      const adminSession = await openAdminInbox();
      const admin = adminSession.page;
      const client = await createFreshClient(admin, `Mesajlasan ${name}`);

      const clientSession = await openPage(browser(), { signedInAs: client.email, viewport: clientViewport });
      const page = clientSession.page;
      await countReadyLiveStreams(page);
      await page.goto('/kullanici');
      if (name === 'phone')
        await page.getByRole('navigation', { name: 'Alt menü' }).getByRole('link', { name: 'Mesajlar' }).click();
      else
        await page.getByRole('navigation', { name: 'Danışan menüsü' }).getByRole('link', { name: 'Mesajlar' }).click();
      await page.waitForURL('**/kullanici/mesajlar');
      await waitForLiveStream(page);
      await page.getByText(officeHours).waitFor();
      await page.getByText('Henüz mesajınız yok.', { exact: false }).waitFor();
      await expectAccessible(page);

      // Plain text: markup stays text, an address becomes a safe link.
      const text = `Kahvaltıda <b>yumurta</b> yiyebilir miyim? https://ornek.com/tarif ${client.name}`;
      await page.getByLabel('Mesajınız').fill(text);
      await page.getByRole('button', { name: 'Gönder' }).click();
      await clientThread(page).getByText('Kahvaltıda <b>yumurta</b>', { exact: false }).waitFor();
      await expect.poll(() => page.getByLabel('Mesajınız').inputValue()).toBe('');

      // The inbox shows it live, waiting for an answer, with the menu's unread count.
      const row = adminInbox(admin).getByRole('link', { name: new RegExp(client.name) });
      await row.getByText('Yanıt bekliyor').waitFor();
      await admin.getByTestId('admin-unread-messages').waitFor();
      await row.click();
      const adminThread = admin.getByRole('list', { name: `${client.name} ile yazışma` });
      await adminThread.getByText('Kahvaltıda <b>yumurta</b>', { exact: false }).waitFor();
      expect(await adminThread.locator('b').count()).toBe(0);
      const link = adminThread.getByRole('link', { name: 'https://ornek.com/tarif' });
      expect(await link.getAttribute('href')).toBe('https://ornek.com/tarif');
      expect(await link.getAttribute('rel')).toContain('noopener');
      // The dietitian opened it: the client sees 'Görüldü' under their message.
      await clientThread(page).getByText('Görüldü').waitFor();

      await admin.getByLabel('Yanıtınız').fill('Evet, haşlanmış olarak yiyebilirsiniz.');
      await admin.getByRole('button', { name: 'Gönder' }).click();
      await clientThread(page).getByText('Evet, haşlanmış olarak yiyebilirsiniz.').waitFor();
      // The client saw the answer on screen: the dietitian sees 'Görüldü' under it.
      await adminThread.getByText('Görüldü').waitFor();
      await expectAccessible(admin);
      await expectAccessible(page);

      await admin.getByRole('button', { name: 'Tamamlandı olarak işaretle' }).click();
      await admin.getByRole('button', { name: 'Yeniden aç' }).waitFor();
      expectNoConsoleErrors(clientSession);
      expectNoConsoleErrors(adminSession);
      // Two signed-in browsers, three axe runs: on a loaded machine this takes near a minute.
    }, 120_000);
  }

  it("shows the client's badge for an answer that came while they were elsewhere", async () => {
    const adminSession = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(adminSession.page, 'Rozet');
    const response = await adminSession.page.request.post(`/api/admin/messages/${client.id}`, {
      data: { text: 'Ölçüm sonuçlarınız hazır.' },
    });
    expect(response.status()).toBe(201);
    const clientSession = await openPage(browser(), { signedInAs: client.email, viewport: phoneViewport });
    const page = clientSession.page;
    await page.goto('/kullanici');
    const tab = page.getByRole('navigation', { name: 'Alt menü' }).getByRole('link', { name: /Mesajlar/ });
    await tab.getByText('1 okunmamış mesaj').waitFor({ state: 'attached' });
    await tab.click();
    await clientThread(page).getByText('Ölçüm sonuçlarınız hazır.').waitFor();
    await expect.poll(() => page.getByTestId('unread-messages-badge').count()).toBe(0);
    expectNoConsoleErrors(clientSession);
  });

  it('says what is wrong: an empty message, a refused send, a list that does not load', async () => {
    const adminSession = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(adminSession.page, 'Hatali');
    const clientSession = await openPage(browser(), {
      signedInAs: client.email,
      viewport: phoneViewport,
      allowConsoleErrors: [/status of 500/],
    });
    const page = clientSession.page;
    await page.goto('/kullanici/mesajlar');
    await page.getByText('Henüz mesajınız yok.', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Gönder' }).click();
    await page.getByText('Mesaj yazın.').waitFor();

    await page.route('**/api/me/messages', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await page.getByLabel('Mesajınız').fill('Merhaba');
    await page.getByRole('button', { name: 'Gönder' }).click();
    await page.getByText('Mesaj gönderilemedi. Lütfen tekrar deneyin.').waitFor();
    expect(await page.getByLabel('Mesajınız').inputValue()).toBe('Merhaba');
    await page.unroute('**/api/me/messages');

    await page.route('**/api/me/messages', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await page.reload();
    await page.getByText('Mesajlar yüklenemedi. Lütfen tekrar deneyin.').waitFor();
    await expectAccessible(page);
    expectNoConsoleErrors(clientSession);
  });

  it("shows the inbox's empty filter text and finds a client by a name typed the Turkish way", async () => {
    const adminSession = await openAdminInbox(phoneViewport);
    const admin = adminSession.page;
    const client = await createFreshClient(admin, 'Işıl');
    await admin.request.post(`/api/admin/messages/${client.id}`, { data: { text: 'Merhaba Işıl Hanım' } });
    await admin.getByLabel('Danışan adına göre ara').fill(`isil ${client.name.split(' ')[1]}`);
    await adminInbox(admin)
      .getByRole('link', { name: new RegExp(client.name) })
      .waitFor();
    await admin.getByRole('button', { name: 'Okunmamış' }).click();
    await admin.getByText('Bu filtreye uyan yazışma yok.').waitFor();
    await expectAccessible(admin);
    expectNoConsoleErrors(adminSession);
  });
  it('saves a quick reply and puts it in the reply box with one click', async () => {
    const adminSession = await openAdminInbox();
    const admin = adminSession.page;
    const client = await createFreshClient(admin, 'Hazir');
    await admin.request.post(`/api/admin/messages/${client.id}`, { data: { text: 'Merhaba' } });
    const reply = `Sorunuz için teşekkürler, yarın dönüş yapacağım. ${client.name}`;
    await admin.getByRole('button', { name: /Hazır yanıtlar/ }).click();
    await admin.getByRole('button', { name: 'Ekle' }).click();
    await admin.getByText('Hazır yanıt metni gerekli.').waitFor();
    await admin.getByLabel('Yeni hazır yanıt').fill(reply);
    await admin.getByRole('button', { name: 'Ekle' }).click();
    await expect.poll(() => admin.getByLabel('Yeni hazır yanıt').inputValue()).toBe('');
    await adminInbox(admin)
      .getByRole('link', { name: new RegExp(client.name) })
      .click();
    await admin.getByRole('list', { name: 'Hazır yanıtlar' }).getByRole('button', { name: reply }).click();
    await expect.poll(() => admin.getByLabel('Yanıtınız').inputValue()).toBe(reply);
    await expectAccessible(admin);
    await admin.getByRole('button', { name: `'${reply}' hazır yanıtını sil` }).click();
    await expect.poll(() => admin.getByRole('list', { name: 'Hazır yanıtlar' }).count()).toBe(0);
    expectNoConsoleErrors(adminSession);
  });
});
