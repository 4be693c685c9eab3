import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demo,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';

// The KVKK erasure from the client list (issue #43, ADR 0077): 'KVKK kapsamında sil' on a client's
// card, a dialog saying what is erased and what is kept, the client's full name typed as confirmation.
// Each test erases a client it made itself through the API, never a demo client.

const browser = setUpBrowser();

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A client of this test alone, found in the list by searching their e-mail. */
async function openListWithFreshClient(page: Page) {
  const id = unique();
  const name = `Silinecek Danışan ${id}`;
  const email = `silinecek.${id}@ornek.com`;
  await page.goto('/clients');
  await expect.poll(() => page.getByRole('heading', { name: 'Danışanlar', level: 1 }).isVisible()).toBe(true);
  const created = await page.request.post('/api/admin/clients', {
    data: {
      name,
      gender: 'female',
      age: 41,
      email,
      password: 'gizli123',
      passwordRepeat: 'gizli123',
      phone: '0532 111 22 33',
    },
  });
  expect(created.status()).toBe(201);
  await page.getByLabel('Danışan ara').fill(email);
  await expect.poll(() => page.getByRole('heading', { name, level: 2 }).isVisible()).toBe(true);
  return { name, email };
}

async function openErasure(page: Page, name: string) {
  await page.getByRole('button', { name: `${name}: KVKK kapsamında sil` }).click();
  const dialog = page.getByRole('dialog', { name: `${name}: KVKK kapsamında silme` });
  await expect.poll(() => dialog.getByLabel('Onay için danışanın adını ve soyadını yazın').isVisible()).toBe(true);
  return dialog;
}

describe('KVKK erasure on the client list (/clients)', () => {
  for (const [label, viewport] of [
    ['desktop', undefined],
    ['phone', phoneViewport],
  ] as const) {
    it(`explains the erasure, refuses a wrong name and erases on the right one (${label})`, async () => {
      const session = await openPage(browser(), { signedInAs: demo.admin, ...(viewport ? { viewport } : {}) });
      const { page } = session;
      const { name } = await openListWithFreshClient(page);

      const dialog = await openErasure(page, name);
      expect(await dialog.getByText('Bu işlem geri alınamaz.', { exact: false }).isVisible()).toBe(true);
      expect(await dialog.getByText('Vergi Usul Kanunu gereği 5 yıl saklanır', { exact: false }).isVisible()).toBe(
        true,
      );
      expect(await dialog.getByText(`Yazılacak ad: ${name}`).isVisible()).toBe(true);
      await expectAccessible(page);

      // A copy first, if the dietitian wants one: the client's data file as their own download has it.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('link', { name: `${name}: Verilerini indir` }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^danisan-verileri-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.json$/);
      const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { profile: { name: string } };
      expect(file.profile.name).toBe(name);
      // Or as a readable PDF (ADR 0073, amendment 2026-11-28).
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('link', { name: `${name}: Verilerini PDF olarak indir` }).click(),
      ]);
      expect(pdf.suggestedFilename()).toMatch(/^danisan-verileri-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.pdf$/);
      expect(
        readFileSync((await pdf.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // Nothing typed: the form says what to do; a wrong name: the server's Turkish 400 under the field.
      await dialog.getByRole('button', { name: 'Kalıcı olarak sil' }).click();
      await expect.poll(() => dialog.getByText('Onay için danışanın adını ve soyadını yazın.').isVisible()).toBe(true);
      await dialog.getByLabel('Onay için danışanın adını ve soyadını yazın').fill('Başka Biri');
      await dialog.getByRole('button', { name: 'Kalıcı olarak sil' }).click();
      const mismatch = 'Yazdığınız ad danışanın adı ve soyadıyla aynı değil. Silme yapılmadı.';
      await expect.poll(() => dialog.getByText(mismatch).isVisible()).toBe(true);
      expect(await page.getByText(mismatch).count()).toBe(1);
      await expectAccessible(page);

      await dialog.getByLabel('Onay için danışanın adını ve soyadını yazın').fill(name);
      await dialog.getByRole('button', { name: 'Kalıcı olarak sil' }).click();
      await expect.poll(() => page.getByText('Danışanın verileri KVKK kapsamında silindi').isVisible()).toBe(true);
      expect(await dialog.isVisible()).toBe(false);
      await expect.poll(() => page.getByText('Aramanızla eşleşen danışan bulunamadı.').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name, level: 2 }).count()).toBe(0);
      expectNoConsoleErrors(session);
    });
  }

  it('shows the Turkish error text when the erasure fails, and keeps the client', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const { name } = await openListWithFreshClient(page);
    await page.route(/\/api\/admin\/clients\/[0-9a-f-]{36}\/erase$/, (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } }),
    );
    const dialog = await openErasure(page, name);
    await dialog.getByLabel('Onay için danışanın adını ve soyadını yazın').fill(name);
    await dialog.getByRole('button', { name: 'Kalıcı olarak sil' }).click();
    const failed = 'Danışanın verileri silinirken bir hata oluştu. Hiçbir veri silinmedi.';
    await expect.poll(() => dialog.getByText(failed).isVisible()).toBe(true);
    // One failure, one message: the form's box, no banner on top.
    expect(await page.getByText(failed).count()).toBe(1);
    await dialog.getByRole('button', { name: 'İptal' }).click();
    expect(await page.getByRole('heading', { name, level: 2 }).isVisible()).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [/status of 500/]);
  });
});
