import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, formatTurkishDate, todayInIstanbul } from '../../src/shared/dates.ts';
import {
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';
import { createFreshClient } from './support/fresh-client.ts';

// The dietitian's queue of KVKK requests (/kvkk-requests, issue #43, ADR 0085): a client's request
// with its 30-day deadline and the days left, 'İşleme al', the answer's own error text, the answer
// sent and the request under 'Sonuçlananlar'; the empty queue and the texts when the server fails.

const browser = setUpBrowser();
const slow = { timeout: 10_000 };
const isQueue = (url: URL) => url.pathname === '/api/admin/kvkk-requests';
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

async function openQueue(page: Page, path = '/kvkk-requests') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'KVKK Başvuruları' }).waitFor();
}

/** A client of this test files a request through the API; answers the client's name. */
async function fileRequestAsFreshClient(adminPage: Page, label: string): Promise<string> {
  const client = await createFreshClient(adminPage, label);
  const clientSession = await openPage(browser(), { signedInAs: client.email });
  const response = await clientSession.page.request.post('/api/me/kvkk-requests', {
    data: { kind: 'information', body: 'Hangi verilerimi işliyorsunuz?' },
  });
  expect(response.status()).toBe(201);
  return client.name;
}

describe('KVKK Başvuruları (/kvkk-requests)', () => {
  for (const [label, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(`shows the deadline and days left, takes a request up and answers it (${label})`, async () => {
      const session = await openPage(browser(), { viewport, signedInAs: demo.admin });
      const { page } = session;
      const name = await fileRequestAsFreshClient(page, 'Kvkk');
      await openQueue(page);
      expect(await page.getByRole('button', { name: 'Açık başvurular', pressed: true }).isVisible()).toBe(true);
      const card = page.getByRole('listitem').filter({ hasText: name });
      await expect.poll(() => card.count(), slow).toBe(1);
      const text = (await card.textContent()) ?? '';
      expect(text).toContain(`Bilgi talebi · ${name}`);
      expect(text).toContain('Danışan');
      expect(text).toContain(`Son gün:${formatTurkishDate(addDays(todayInIstanbul(), 30))}30 gün kaldı`);
      expect(await card.getByText('Yeni', { exact: true }).isVisible()).toBe(true);
      await expectAccessible(page);

      // A client's request carries their data file, as their own download has it, to answer with.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: `${name}: Verilerini indir` }).click(),
      ]);
      const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { profile: { name: string } };
      expect(file.profile.name).toBe(name);

      await card.getByRole('button', { name: `İşleme al: Bilgi talebi, ${name}` }).click();
      await expect.poll(() => page.getByText('Başvuru işleme alındı.').isVisible(), slow).toBe(true);
      await expect.poll(() => card.getByText('İşlemde', { exact: true }).isVisible(), slow).toBe(true);

      await card.getByRole('button', { name: `Yanıtla: Bilgi talebi, ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Başvuruyu yanıtla' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Yanıtı gönder' }).click();
      await expect
        .poll(() => dialog.getByText('Başvuru sahibine gönderilecek yanıtı yazın.').isVisible(), slow)
        .toBe(true);
      await expectAccessible(page);
      await dialog
        .getByLabel('Başvuru sahibine gönderilecek yanıt')
        .fill('Kayıtlı verileriniz: ad, e-posta, ölçümler.');
      await dialog.getByRole('button', { name: 'Yanıtı gönder' }).click();
      await expect
        .poll(() => page.getByText('Yanıt kaydedildi ve başvuru sahibine e-postayla gönderildi.').isVisible(), slow)
        .toBe(true);
      await expect.poll(() => card.count(), slow).toBe(0);

      await page.getByRole('button', { name: 'Sonuçlananlar' }).click();
      expect(new URL(page.url()).searchParams.get('durum')).toBe('kapali');
      const closed = page.getByRole('listitem').filter({ hasText: name });
      await expect.poll(() => closed.count(), slow).toBe(1);
      expect(await closed.getByText('Yanıtlandı', { exact: true }).first().isVisible()).toBe(true);
      expect(await closed.textContent()).toContain('Kayıtlı verileriniz: ad, e-posta, ölçümler.');
      expect(await closed.getByRole('button', { name: /Yanıtla/ }).count()).toBe(0);
      await expectAccessible(page);
      expectNoConsoleErrors(session);
    });
  }

  it('says so when no request waits, and shows the Turkish texts when loading or answering fails', async () => {
    const session = await openPage(browser(), {
      viewport: phoneViewport,
      signedInAs: demo.admin,
      allowConsoleErrors: [/status of 500/],
    });
    const { page } = session;
    await page.route(isQueue, (route) => route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 20 } }));
    await openQueue(page);
    await expect.poll(() => page.getByText('Yanıt bekleyen KVKK başvurusu yok.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.unroute(isQueue);

    await page.route(isQueue, failWith500);
    await page.reload();
    await expect.poll(() => page.getByText('Başvurular yüklenemedi.').isVisible(), slow).toBe(true);
    await page.unroute(isQueue);

    const name = await fileRequestAsFreshClient(page, 'Hata');
    await page.route('**/api/admin/kvkk-requests/*/answer', failWith500);
    await page.reload();
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.getByRole('button', { name: `Yanıtla: Bilgi talebi, ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Başvuruyu yanıtla' });
    await dialog.getByLabel('Başvuru sahibine gönderilecek yanıt').fill('Yanıt');
    await dialog.getByRole('button', { name: 'Yanıtı gönder' }).click();
    const error = dialog.getByRole('alert');
    await expect.poll(() => error.isVisible(), slow).toBe(true);
    expect(await error.textContent()).toBe('Yanıt kaydedilemedi. Lütfen tekrar deneyin.');
    await expectAccessible(page);
  });
});
