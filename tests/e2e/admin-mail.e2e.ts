import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoClients } from '../../src/server/demo/demo-accounts.ts';
import {
  demo,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';

const browser = setUpBrowser();

const slow = { timeout: 15_000 };
const serverError = /status of 500/;
const consenting = demoClients[0].name; // Ayşe Demir: consents in the demo practice
const notConsenting = demoClients[1].name; // Mehmet Kaya: has not answered
const isRecipients = (url: URL) => url.pathname === '/api/admin/mail/recipients';
const isSends = (url: URL) => url.pathname === '/api/admin/mail/sends';
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

async function openMail(page: Page) {
  await page.goto('/mail');
  await expect.poll(() => page.getByRole('heading', { name: 'Mail Yönetimi', level: 1 }).isVisible(), slow).toBe(true);
}

const picker = (page: Page) => page.getByRole('list', { name: 'Alıcılar' });
const checkboxOf = (page: Page, name: string) => picker(page).getByRole('checkbox', { name: new RegExp(name) });

describe('mail management (/mail)', () => {
  it('sends to the consenting clients only, clears the form, and shows the delivery status', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openMail(page);
    await expect.poll(() => checkboxOf(page, consenting).isVisible(), slow).toBe(true);
    // The test server has no SMTP settings: the screen says mails wait in the queue.
    await expect
      .poll(() => page.getByText('E-posta gönderimi yapılandırılmamış.', { exact: false }).isVisible(), slow)
      .toBe(true);
    expect(await checkboxOf(page, notConsenting).isDisabled()).toBe(true);
    expect(await picker(page).getByText('İzin yok').first().isVisible()).toBe(true);
    const send = page.getByRole('button', { name: 'Mail Gönder' });
    expect(await send.isDisabled()).toBe(true);
    await expectAccessible(page);

    // Search, Turkish-aware.
    await page.getByLabel('Danışan ara').fill('AYŞE');
    await expect.poll(() => picker(page).getByRole('checkbox').count(), slow).toBe(1);
    await page.getByLabel('Danışan ara').fill('');
    await expect.poll(() => checkboxOf(page, notConsenting).isVisible(), slow).toBe(true);

    // Select-all takes the consenting clients only.
    await page.getByLabel('İzinli olanların tümünü seç').check();
    expect(await checkboxOf(page, consenting).isChecked()).toBe(true);
    expect(await checkboxOf(page, notConsenting).isChecked()).toBe(false);
    expect(await send.isDisabled()).toBe(false);

    await send.click();
    await expect
      .poll(() => page.getByText('Lütfen konu ve içerik alanlarını doldurun').first().isVisible(), slow)
      .toBe(true);
    const subject = `Bahar programı ${crypto.randomUUID().slice(0, 6)}`;
    await page.getByLabel('Konu').fill(subject);
    await page.getByLabel('İçerik').fill('Merhaba,\n\nBahar programımız başladı. Randevunuzu almayı unutmayın.');
    await expectAccessible(page);
    await send.click();
    await expect.poll(() => page.getByText('Mail başarıyla gönderildi').isVisible(), slow).toBe(true);
    // The form is cleared and the selection emptied (spec 3 §4 "Mail").
    expect(await page.getByLabel('Konu').inputValue()).toBe('');
    expect(await page.getByLabel('İçerik').inputValue()).toBe('');
    expect(await checkboxOf(page, consenting).isChecked()).toBe(false);
    expect(await send.isDisabled()).toBe(true);

    const statusList = page.getByRole('list', { name: `${subject}: alıcıların teslim durumu` });
    await expect.poll(() => statusList.isVisible(), slow).toBe(true);
    expect(await statusList.getByText(consenting).isVisible()).toBe(true);
    expect(await statusList.getByText('Kuyrukta').first().isVisible()).toBe(true);
    expect(await statusList.getByText(notConsenting).count()).toBe(0);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('lets a client give and withdraw consent in the profile; the admin sees it at once', async () => {
    const client = await openPage(browser(), { signedInAs: demo.clientB });
    await client.page.goto('/kullanici/profil');
    const consentBox = client.page.getByLabel('Ticari elektronik ileti (e-posta) almayı kabul ediyorum');
    await expect.poll(() => consentBox.isVisible(), slow).toBe(true);
    expect(await client.page.getByText('Henüz izin vermediniz.').isVisible()).toBe(true);
    await expectAccessible(client.page);
    await consentBox.check();
    await expect.poll(() => client.page.getByText('E-posta izniniz kaydedildi').isVisible(), slow).toBe(true);
    expect(await client.page.getByText(/^İzin verildi: /).isVisible()).toBe(true);

    const admin = await openPage(browser(), { signedInAs: demo.admin });
    await openMail(admin.page);
    await expect.poll(() => checkboxOf(admin.page, notConsenting).isEnabled(), slow).toBe(true);

    await consentBox.uncheck();
    await expect.poll(() => client.page.getByText('E-posta izniniz geri alındı').isVisible(), slow).toBe(true);
    await admin.page.reload();
    await expect.poll(() => checkboxOf(admin.page, notConsenting).isDisabled(), slow).toBe(true);
    expectNoConsoleErrors(client);
    expectNoConsoleErrors(admin);
  });

  it('shows the empty states', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isRecipients, (route) =>
      route.fulfill({ json: { recipients: [], total: 0, consentingTotal: 0 } }),
    );
    await page.route(isSends, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { sends: [] } }) : route.fallback(),
    );
    await openMail(page);
    await expect.poll(() => page.getByText('Henüz danışan yok.').isVisible(), slow).toBe(true);
    await expect.poll(() => page.getByText('Henüz toplu mail gönderilmedi.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish texts when loading or sending fails', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isRecipients, failWith500);
    await page.route(isSends, (route) => failWith500(route));
    await openMail(page);
    await expect.poll(() => page.getByText('Danışanlar yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await expect.poll(() => page.getByText('Gönderimler yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await expectAccessible(page);

    await page.unroute(isRecipients);
    await page.reload();
    await expect.poll(() => checkboxOf(page, consenting).isVisible(), slow).toBe(true);
    await checkboxOf(page, consenting).check();
    await page.getByLabel('Konu').fill('Kaydedilemeyen mail');
    await page.getByLabel('İçerik').fill('İçerik');
    await page.getByRole('button', { name: 'Mail Gönder' }).click();
    await expect.poll(() => page.getByText('Mail gönderilirken bir hata oluştu').first().isVisible(), slow).toBe(true);

    // A refusal from the server shows its own Turkish message.
    await page.unroute(isSends);
    await page.route(isSends, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: {
              code: 'no_consenting_recipient',
              message: 'Seçilen danışanların hiçbiri ticari e-posta almaya izin vermemiş.',
            },
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Mail Gönder' }).click();
    await expect
      .poll(
        () => page.getByText('Seçilen danışanların hiçbiri ticari e-posta almaya izin vermemiş.').first().isVisible(),
        slow,
      )
      .toBe(true);
    expectNoConsoleErrors(session, [serverError]);
  });
});

describe('unsubscribe page (/e-posta-iptal)', () => {
  it('asks before unsubscribing, confirms in Turkish, and explains a bad or missing link', async () => {
    const session = await openPage(browser(), { path: '/e-posta-iptal' });
    const { page } = session;
    await expect
      .poll(() => page.getByText('Abonelikten çıkma bağlantısı eksik.', { exact: false }).isVisible(), slow)
      .toBe(true);
    await expectAccessible(page);

    await page.goto('/e-posta-iptal?token=uydurma-bir-anahtar');
    const confirm = page.getByRole('button', { name: 'Abonelikten Çık' });
    await expect.poll(() => confirm.isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await confirm.click();
    await expect
      .poll(
        () => page.getByText('Abonelikten çıkma bağlantısı geçersiz veya eski.', { exact: false }).isVisible(),
        slow,
      )
      .toBe(true);

    // The valid link's answer (the API test withdraws a real consent through it).
    await page.route('**/api/mail/unsubscribe', (route) =>
      route.fulfill({ json: { ok: true, email: 'ay***@example.com' } }),
    );
    await confirm.click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Abonelikten çıkarıldınız' }).isVisible(), slow)
      .toBe(true);
    expect(
      await page
        .getByText('ay***@example.com adresine artık toplu e-posta gönderilmeyecek.', { exact: false })
        .isVisible(),
    ).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });
});
