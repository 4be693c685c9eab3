import { isoDayToTurkish } from '../../src/shared/dates.ts';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTurkishDate, todayInIstanbul } from '../../src/shared/dates.ts';
import { bookAsVisitor, randomWeekday } from './support/appointment-days.ts';
import {
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  signInAsAdmin,
  demo,
} from './support/browser.ts';
import { addDays } from './support/fresh-client.ts';

const browser = setUpBrowser();
const slow = { timeout: 10_000 };
const serverError = /status of 500/;
const isAppointmentList = (url: URL) => url.pathname === '/api/admin/appointments';
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });
const uniqueName = (label: string) => `${label} ${crypto.randomUUID().slice(0, 6)}`;

async function openAppointments(page: Page) {
  await page.goto('/appointments');
  await expect.poll(() => page.getByRole('heading', { name: 'Randevular', level: 1 }).isVisible(), slow).toBe(true);
}

/** Walks the list's pages until the card of `name` shows (the list is date ascending, 20 a page). */
async function findCard(page: Page, name: string) {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (await card.isVisible().catch(() => false)) return card;
    const next = page.getByRole('button', { name: /Sonraki/ });
    if (!(await next.isVisible().catch(() => false)) || (await next.isDisabled())) break;
    // The next page has come once the list's first card is another.
    const first = page.getByRole('listitem').first();
    const firstBefore = await first.textContent();
    await next.click();
    await expect.poll(() => first.textContent()).not.toBe(firstBefore);
  }
  await expect.poll(() => card.isVisible(), slow).toBe(true);
  return card;
}

describe('appointments (/appointments)', () => {
  it('shows a visitor’s booking, changes its status, edits it through the wizard and deletes it', async () => {
    const session = await openPage(browser());
    const { page } = session;
    const visitorName = uniqueName('Ziyaretçi');
    const date = randomWeekday();
    const time = await bookAsVisitor(page, { clientName: visitorName, date });
    await signInAsAdmin(page);
    await openAppointments(page);
    await expect.poll(() => page.getByRole('region', { name: 'Randevu İstatistikleri' }).isVisible(), slow).toBe(true);

    const card = await findCard(page, visitorName);
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(formatTurkishDate(date));
    expect(text).toContain(time);
    expect(text).toContain('Kilo Verme');
    expect(text).toContain('0532 765 43 21');
    expect(await card.getByText('Yaklaşan', { exact: true }).first().isVisible()).toBe(true);
    await expectAccessible(page);

    await card.getByLabel(`Durum: ${visitorName}`).selectOption({ label: 'Tamamlandı' });
    await expect.poll(() => page.getByText('Randevu durumu güncellendi').isVisible(), slow).toBe(true);
    await expect.poll(() => card.getByText('Tamamlandı', { exact: true }).first().isVisible(), slow).toBe(true);
    await card.getByLabel(`Durum: ${visitorName}`).selectOption({ label: 'İptal Edildi' });
    await expect.poll(() => card.getByText('İptal Edildi', { exact: true }).first().isVisible(), slow).toBe(true);
    // 'Gelmedi' (issue #44) is counted on its own in the statistics.
    const statistics = page.getByRole('region', { name: 'Randevu İstatistikleri' });
    const noShows = async () => Number(await statistics.getByText('Gelmeyen').locator('xpath=../dd').textContent());
    const noShowsBefore = await noShows();
    await card.getByLabel(`Durum: ${visitorName}`).selectOption({ label: 'Gelmedi' });
    await expect.poll(() => card.getByText('Gelmedi', { exact: true }).first().isVisible(), slow).toBe(true);
    await expect.poll(noShows, slow).toBe(noShowsBefore + 1);
    await expectAccessible(page);
    await card.getByLabel(`Durum: ${visitorName}`).selectOption({ label: 'Yaklaşan' });
    await expect.poll(() => card.getByText('Yaklaşan', { exact: true }).first().isVisible(), slow).toBe(true);
    await expect.poll(noShows, slow).toBe(noShowsBefore);

    await card.getByRole('button', { name: `Düzenle: ${visitorName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Randevuyu Düzenle' });
    await expect.poll(() => dialog.isVisible(), slow).toBe(true);
    expect(await dialog.getByLabel('Ad Soyad').inputValue()).toBe(visitorName);
    const editedName = `${visitorName} Kaya`;
    await dialog.getByLabel('Ad Soyad').fill(editedName);
    await dialog.getByRole('button', { name: 'İleri' }).click();
    await dialog.getByLabel('Randevu Amacı').selectOption({ label: 'Cilt Bakımı' });
    await dialog.getByRole('button', { name: 'İleri' }).click();
    expect(await dialog.getByLabel('Tarih').inputValue()).toBe(isoDayToTurkish(date));
    await dialog.getByLabel('Saat').fill('19:30');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect.poll(() => page.getByText('Randevu başarıyla güncellendi').isVisible(), slow).toBe(true);
    const edited = await findCard(page, editedName);
    expect(await edited.textContent()).toContain('19:30');
    expect(await edited.textContent()).toContain('Cilt Bakımı');

    await page.setViewportSize(phoneViewport);
    await edited.getByRole('button', { name: `Sil: ${editedName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Randevuyu sil' });
    await expect.poll(() => confirm.getByText('Bu işlem geri alınamaz.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Randevu başarıyla silindi').isVisible(), slow).toBe(true);
    await expect.poll(() => edited.count(), slow).toBe(0);
    expectNoConsoleErrors(session);
  });

  it('creates an appointment for today through the 3-step wizard with its checks, and the dashboard lists it', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openAppointments(page);
    await page.getByRole('button', { name: 'Yeni Randevu' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Randevu' });
    await expect.poll(() => dialog.isVisible(), slow).toBe(true);
    expect(await dialog.getByText('Adım 1 / 3: Kişisel Bilgiler').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'İleri' }).click();
    await expect.poll(() => dialog.getByText('Ad soyad gerekli.').isVisible(), slow).toBe(true);
    expect(await dialog.getByText('Telefon numarası gerekli.').isVisible()).toBe(true);
    const name = uniqueName('Bugün');
    await dialog.getByLabel('Ad Soyad').fill(name);
    await dialog.getByLabel('Telefon').fill('0532 1');
    await dialog.getByRole('button', { name: 'İleri' }).click();
    await expect.poll(() => dialog.getByText('Geçerli bir telefon numarası giriniz').isVisible(), slow).toBe(true);
    await dialog.getByLabel('Telefon').fill('0532 987 65 43');
    await dialog.getByRole('button', { name: 'İleri' }).click();
    await expect.poll(() => dialog.getByText('Adım 2 / 3: Randevu Amacı').isVisible(), slow).toBe(true);
    await dialog.getByRole('button', { name: 'İleri' }).click();
    await expect.poll(() => dialog.getByText('Randevu amacı seçin.').isVisible(), slow).toBe(true);
    await dialog.getByLabel('Randevu Amacı').selectOption({ label: 'Kilo Alma' });
    await dialog.getByRole('button', { name: 'İleri' }).click();
    await expect.poll(() => dialog.getByText('Adım 3 / 3: Tarih ve Saat').isVisible(), slow).toBe(true);
    await dialog.getByLabel('Tarih').fill(isoDayToTurkish(addDays(todayInIstanbul(), -1)));
    await dialog.getByLabel('Saat').fill('23:59');
    await dialog.getByRole('button', { name: 'Randevu Oluştur' }).click();
    await expect.poll(() => dialog.getByText('Randevu tarihi bugünden önce olamaz.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await dialog.getByLabel('Tarih').fill(isoDayToTurkish(todayInIstanbul()));
    await dialog.getByRole('button', { name: 'Randevu Oluştur' }).click();
    await expect.poll(() => page.getByText('Randevu başarıyla oluşturuldu').isVisible(), slow).toBe(true);

    await page.getByRole('link', { name: 'Kontrol Paneli' }).first().click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Diyetisyen Yönetim Paneli', level: 1 }).isVisible(), slow)
      .toBe(true);
    const summary = page.getByRole('region', { name: 'Randevu Özeti' });
    await expect.poll(() => summary.getByText(name).isVisible(), slow).toBe(true);
    expect(await summary.textContent()).toContain('23:59');

    await page.request.delete(`/api/admin/appointments/${await idOfAppointment(page, name)}`);
    expectNoConsoleErrors(session);
  });

  it('saves the working hours and renews the calendar address (the old one stops working)', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openAppointments(page);
    const hours = page.getByRole('region', { name: 'Çalışma Saatleri' });
    await expect.poll(() => hours.getByLabel('Randevu Süresi (dakika)').isVisible(), slow).toBe(true);
    expect(await hours.getByText('Bir çalışma gününde 10 randevu saati sunulur.').isVisible()).toBe(true);
    await hours.getByLabel('Randevu Süresi (dakika)').fill('60');
    await expect
      .poll(() => hours.getByText('Bir çalışma gününde 8 randevu saati sunulur.').isVisible(), slow)
      .toBe(true);
    await hours.getByLabel('Bitiş Saati').fill('08:00');
    await hours.getByRole('button', { name: 'Çalışma Saatlerini Kaydet' }).click();
    await expect
      .poll(() => hours.getByText('Bitiş saati başlangıç saatinden sonra olmalıdır.').isVisible(), slow)
      .toBe(true);
    await hours.getByLabel('Bitiş Saati').fill('18:00');
    await hours.getByLabel('Randevu Süresi (dakika)').fill('45');
    await hours.getByRole('button', { name: 'Çalışma Saatlerini Kaydet' }).click();
    await expect.poll(() => page.getByText('Çalışma saatleri kaydedildi').isVisible(), slow).toBe(true);

    const calendar = page.getByRole('region', { name: 'Takvim Aboneliği' });
    const field = calendar.getByLabel('Takvim adresi (iCal)');
    await expect.poll(() => field.inputValue(), slow).toMatch(/\/api\/appointments\/calendar\//);
    const oldUrl = await field.inputValue();
    expect((await page.request.get(new URL(oldUrl).pathname)).status()).toBe(200);
    await calendar.getByRole('button', { name: 'Adresi Yenile' }).click();
    const confirm = page.getByRole('dialog', { name: 'Takvim adresini yenile' });
    await expect.poll(() => confirm.isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Adresi Yenile' }).click();
    await expect
      .poll(() => page.getByText('Takvim adresi yenilendi; eski adres artık çalışmıyor').isVisible(), slow)
      .toBe(true);
    const newUrl = await field.inputValue();
    expect(newUrl).not.toBe(oldUrl);
    expect((await page.request.get(new URL(oldUrl).pathname)).status()).toBe(404);
    expect((await page.request.get(new URL(newUrl).pathname)).status()).toBe(200);
    expectNoConsoleErrors(session);
  });

  it("books an online appointment whose link comes from the practice's template, on a phone and a desktop (issue #44)", async () => {
    for (const viewport of [phoneViewport, { width: 1366, height: 768 }]) {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page } = session;
      await setMeetingTemplate(page, '');
      await openAppointments(page);
      const name = uniqueName('Online');
      const day = addDays(todayInIstanbul(), 20 + Math.floor(Math.random() * 40));
      const time = `06:${String(Math.floor(Math.random() * 60)).padStart(2, '0')}`;

      const fillWizard = async (meetingUrl: string) => {
        await page.getByRole('button', { name: 'Yeni Randevu' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Yeni Randevu' });
        await expect.poll(() => dialog.isVisible(), slow).toBe(true);
        await dialog.getByLabel('Ad Soyad').fill(name);
        await dialog.getByLabel('Telefon').fill('0532 987 65 43');
        await dialog.getByRole('button', { name: 'İleri' }).click();
        await dialog.getByLabel('Randevu Amacı').selectOption({ label: 'Kilo Alma' });
        expect(await dialog.getByLabel('Görüşme Bağlantısı').count()).toBe(0);
        await dialog.getByLabel('Görüşme Şekli').selectOption({ label: 'Online' });
        await dialog.getByLabel('Görüşme Bağlantısı').fill(meetingUrl);
        return dialog;
      };

      // A link that is not https is refused at its step; no link and no template, by the server.
      let dialog = await fillWizard('http://oda.example.com');
      await dialog.getByRole('button', { name: 'İleri' }).click();
      await expect
        .poll(
          () => dialog.getByText('Geçerli bir görüşme bağlantısı girin (https:// ile başlamalı).').isVisible(),
          slow,
        )
        .toBe(true);
      await dialog.getByLabel('Görüşme Bağlantısı').fill('');
      await dialog.getByRole('button', { name: 'İleri' }).click();
      await dialog.getByLabel('Tarih').fill(isoDayToTurkish(day));
      await dialog.getByLabel('Saat').fill(time);
      await dialog.getByRole('button', { name: 'Randevu Oluştur' }).click();
      const required =
        'Online randevu için bir görüşme bağlantısı girin ya da Çalışma Saatleri’nde bir bağlantı şablonu belirleyin.';
      await expect.poll(() => dialog.getByText(required).isVisible(), slow).toBe(true);
      expect(await dialog.getByText('Adım 2 / 3: Randevu Amacı').isVisible()).toBe(true);
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      // The practice sets its template: an online appointment without a link gets a room of its own.
      const hours = page.getByRole('region', { name: 'Çalışma Saatleri' });
      const template = hours.getByLabel('Online Görüşme Bağlantı Şablonu');
      await template.fill('meet.jit.si/oda');
      await hours.getByRole('button', { name: 'Çalışma Saatlerini Kaydet' }).click();
      await expect
        .poll(() => hours.getByText('Geçerli bir bağlantı şablonu girin', { exact: false }).isVisible(), slow)
        .toBe(true);
      await template.fill('https://meet.jit.si/denge-{kod}');
      await hours.getByRole('button', { name: 'Çalışma Saatlerini Kaydet' }).click();
      await expect.poll(() => page.getByText('Çalışma saatleri kaydedildi').isVisible(), slow).toBe(true);

      dialog = await fillWizard('');
      await dialog.getByRole('button', { name: 'İleri' }).click();
      await dialog.getByLabel('Tarih').fill(isoDayToTurkish(day));
      await dialog.getByLabel('Saat').fill(time);
      await dialog.getByRole('button', { name: 'Randevu Oluştur' }).click();
      await expect.poll(() => page.getByText('Randevu başarıyla oluşturuldu').isVisible(), slow).toBe(true);
      const card = await findCard(page, name);
      expect(await card.getByText('Kilo Alma · Online').isVisible()).toBe(true);
      const join = card.getByRole('link', { name: `${name}: Görüşmeye katıl` });
      expect(await join.getAttribute('href')).toMatch(/^https:\/\/meet\.jit\.si\/denge-[a-z0-9]{8,10}$/);
      await expectAccessible(page);

      await page.request.delete(`/api/admin/appointments/${await idOfAppointment(page, name)}`);
      await setMeetingTemplate(page, '');
      expectNoConsoleErrors(session, [/status of 400/]);
    }
  });

  it("shows 'Henüz randevu bulunmuyor.' when there is no appointment", async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isAppointmentList, (route) =>
      route.fulfill({
        json: {
          items: [],
          total: 0,
          page: 1,
          pageSize: 20,
          statistics: { total: 0, upcoming: 0, completed: 0, cancelled: 0, noShow: 0, today: 0 },
        },
      }),
    );
    await openAppointments(page);
    await expect.poll(() => page.getByText('Henüz randevu bulunmuyor.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish texts when loading, saving, changing the status or deleting fails', async () => {
    const session = await openPage(browser());
    const { page } = session;
    const name = uniqueName('Hata');
    await bookAsVisitor(page, { clientName: name, date: randomWeekday() });
    await signInAsAdmin(page);

    await page.route(isAppointmentList, failWith500);
    await openAppointments(page);
    await expect.poll(() => page.getByText('Randevular yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await page.unroute(isAppointmentList);
    await page.reload();
    const card = await findCard(page, name);

    await page.route('**/api/admin/appointments/*/status', failWith500);
    await card.getByLabel(`Durum: ${name}`).selectOption({ label: 'Tamamlandı' });
    await expect
      .poll(() => page.getByText('Randevu durumu güncellenirken bir hata oluştu').isVisible(), slow)
      .toBe(true);

    await page.route('**/api/admin/appointments/*', (route) =>
      route.request().method() === 'DELETE' || route.request().method() === 'PUT'
        ? failWith500(route)
        : route.fallback(),
    );
    await card.getByRole('button', { name: `Düzenle: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Randevuyu Düzenle' });
    await dialog.getByRole('button', { name: 'İleri' }).click();
    await dialog.getByRole('button', { name: 'İleri' }).click();
    await dialog.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect.poll(() => dialog.getByText('Randevu güncellenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await dialog.getByRole('button', { name: 'Kapat', exact: true }).click();

    await card.getByRole('button', { name: `Sil: ${name}` }).click();
    await page.getByRole('dialog', { name: 'Randevuyu sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => page.getByText('Randevu silinirken bir hata oluştu').isVisible(), slow).toBe(true);

    await page.route('**/api/admin/dashboard', failWith500);
    await page.goto('/panel');
    await expect.poll(() => page.getByText('Panel verileri yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    expect(await page.getByRole('button', { name: 'Tekrar dene' }).isVisible()).toBe(true);
    expectNoConsoleErrors(session, [serverError]);
  });
});

async function idOfAppointment(page: Page, name: string): Promise<string> {
  for (let pageNumber = 1; pageNumber < 50; pageNumber += 1) {
    const response = await page.request.get(`/api/admin/appointments?page=${pageNumber}`);
    const body = (await response.json()) as { items: { id: string; clientName: string }[] };
    const found = body.items.find((item) => item.clientName === name);
    if (found) return found.id;
    if (body.items.length === 0) break;
  }
  throw new Error(`no appointment of ${name}`);
}

/** Sets the practice's online link template through the API ('' is none). */
async function setMeetingTemplate(page: Page, meetingUrlTemplate: string) {
  const current = (await (await page.request.get('/api/admin/appointments/availability')).json()) as {
    availability: Record<string, unknown>;
  };
  const response = await page.request.put('/api/admin/appointments/availability', {
    data: { ...current.availability, meetingUrlTemplate },
  });
  expect(response.status()).toBe(200);
}
