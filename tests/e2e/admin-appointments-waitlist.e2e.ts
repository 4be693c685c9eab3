import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookAsVisitor, freeSlotsOf, randomWeekday } from './support/appointment-days.ts';
import {
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';

// 'Bekleme Listesi' on /appointments (issue #44, ADR 0088): the dietitian sees who waits for which full
// day, in the order the freed slots are offered, and takes someone off after asking; the empty list,
// the load error, and someone who left by their mail's link meanwhile, in Turkish.

const browser = setUpBrowser();
const slow = { timeout: 10_000 };
const isWaitlist = (url: URL) => url.pathname === '/api/admin/appointments/waitlist';

/** Fills a day through the public form's endpoint and puts two visitors on its waitlist; answers the day. */
async function fullDayWithTwoWaiting(page: Page, token: string): Promise<string> {
  const date = randomWeekday();
  let guard = 0;
  while ((await freeSlotsOf(page, date)).length > 0 && guard++ < 60)
    await bookAsVisitor(page, { clientName: `Dolduran ${guard}`, date });
  for (const [name, email] of [
    [`Birinci Bekleyen ${token}`, `birinci.${token}@example.com`],
    [`İkinci Bekleyen ${token}`, `ikinci.${token}@example.com`],
  ]) {
    const joined = await page.request.post('/api/appointments/waitlist', {
      data: { date, name, email, phone: '0532 765 43 21', website: '' },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  }
  return date;
}

async function openAppointments(page: Page) {
  await page.goto('/appointments');
  await page.getByRole('heading', { level: 1, name: 'Randevular' }).waitFor();
}

describe('Bekleme Listesi (/appointments)', () => {
  for (const viewport of [desktopViewport, phoneViewport]) {
    it(`lists a full day's waiting people in order and takes one off after asking (${viewport.width} px)`, async () => {
      const session = await openPage(browser(), { viewport, signedInAs: demo.admin });
      const { page } = session;
      const token = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      await fullDayWithTwoWaiting(page, token);
      await openAppointments(page);

      const first = page.getByRole('listitem').filter({ hasText: `Birinci Bekleyen ${token}` });
      await expect.poll(() => first.count(), slow).toBe(1);
      const firstText = (await first.textContent()) ?? '';
      expect(firstText).toMatch(
        new RegExp(`^\\d+\\. Birinci Bekleyen ${token}ZiyaretçiSıradabirinci\\.${token}@example\\.com`),
      );
      const second = page.getByRole('listitem').filter({ hasText: `İkinci Bekleyen ${token}` });
      const order = (text: string) => Number(text.split('.')[0]);
      expect(order((await second.textContent()) ?? '')).toBe(order(firstText) + 1);
      await first.scrollIntoViewIfNeeded();
      await expectAccessible(page);

      await first.getByRole('button', { name: /Listeden çıkar$/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Bekleme listesinden çıkar' });
      await dialog.getByRole('button', { name: 'Sil' }).click();
      await expect.poll(() => page.getByText('Kişi bekleme listesinden çıkarıldı').isVisible(), slow).toBe(true);
      await expect.poll(() => first.count(), slow).toBe(0);
      expect(await second.count()).toBe(1);
      expectNoConsoleErrors(session);
    });
  }

  it('says so when nobody waits, shows the load error, and the server’s text when someone already left', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isWaitlist, (route: Route) => route.fulfill({ json: { entries: [] } }));
    await openAppointments(page);
    await expect.poll(() => page.getByText('Bekleme listesinde kimse yok.').isVisible(), slow).toBe(true);
    await expectAccessible(page);

    await page.unroute(isWaitlist);
    await page.route(isWaitlist, (route: Route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } }),
    );
    await page.reload();
    await expect.poll(() => page.getByText('Bekleme listesi yüklenirken bir hata oluştu').isVisible(), slow).toBe(true);
    await page.unroute(isWaitlist);

    // Someone leaves by their mail's link while the list is open: taking them off says why it could not.
    const token = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    await fullDayWithTwoWaiting(page, token);
    await page.reload();
    const first = page.getByRole('listitem').filter({ hasText: `Birinci Bekleyen ${token}` });
    await expect.poll(() => first.count(), slow).toBe(1);
    const list = (await (await page.request.get('/api/admin/appointments/waitlist')).json()) as {
      entries: { id: string; name: string }[];
    };
    const entry = list.entries.find((item) => item.name === `Birinci Bekleyen ${token}`)!;
    expect((await page.request.delete(`/api/admin/appointments/waitlist/${entry.id}`)).status()).toBe(200);
    await first.getByRole('button', { name: /Listeden çıkar$/ }).click();
    await page.getByRole('dialog', { name: 'Bekleme listesinden çıkar' }).getByRole('button', { name: 'Sil' }).click();
    await expect
      .poll(
        () => page.getByText('Bu kişi bekleme listesinde bulunamadı; listeden zaten çıkmış olabilir.').isVisible(),
        slow,
      )
      .toBe(true);
    await expect.poll(() => first.count(), slow).toBe(0);
    expectNoConsoleErrors(session, [/status of 500/, /status of 404/]);
  });
});
