import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demo,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
} from './support/browser.ts';

const browser = setUpBrowser();
const exportRoute = '**/api/me/privacy/data-export';
const pdfRoute = '**/api/me/privacy/data-export/pdf';
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

const myDataCard = (page: Page) => page.getByRole('region', { name: 'Verilerim' });

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function openProfile(page: Page) {
  await page.goto('/kullanici/profil');
  await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
  await myDataCard(page).waitFor();
}

describe("client's data download ('Verilerim' in /kullanici/profil)", () => {
  for (const [label, viewport] of [
    ['desktop', desktopViewport],
    ['phone', phoneViewport],
  ] as const) {
    it(`explains the KVKK right and downloads the client's own data as JSON and as PDF (${label})`, async () => {
      const session = await openPage(browser(), { viewport, signedInAs: demo.clientB });
      const { page } = session;
      await openProfile(page);
      const card = myDataCard(page);
      expect(await card.getByText(/KVKK.*11\. maddesi/).isVisible()).toBe(true);
      await expectAccessible(page);

      const button = card.getByRole('button', { name: 'Verilerimi indir (JSON)' });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(/^denge-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(data.profile).toMatchObject({ name: 'Mehmet Kaya', email: demo.clientB });
      expect(Array.isArray(data.measurements)).toBe(true);
      expect(await card.getByRole('alert').count()).toBe(0);

      // The same data as a readable PDF, with the client's name in its Turkish letters.
      const pdfButton = card.getByRole('button', { name: 'Verilerimi indir (PDF)' });
      const [pdf] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
      expect(pdf.suggestedFilename()).toMatch(/^denge-verilerim-\d{4}-\d{2}-\d{2}\.pdf$/);
      const bytes = await readFile(await pdf.path());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(bytes);
      expect(text).toContain('Kişisel Verilerim');
      expect(text).toContain('Mehmet Kaya');
      expect(await card.getByRole('alert').count()).toBe(0);
      expectNoConsoleErrors(session);
    });
  }

  it('says in Turkish that the PDF failed when the server answers 500, on a desktop too', async () => {
    const session = await openPage(browser(), {
      viewport: desktopViewport,
      signedInAs: demo.clientB,
      allowConsoleErrors: [/status of 500/],
    });
    const { page } = session;
    await page.route(pdfRoute, failWith500);
    await openProfile(page);
    const card = myDataCard(page);
    await card.getByRole('button', { name: 'Verilerimi indir (PDF)' }).click();
    const error = card.getByRole('alert');
    await error.waitFor();
    expect(await error.textContent()).toBe('Verileriniz indirilemedi. Lütfen biraz sonra tekrar deneyin.');
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('says in Turkish that the download failed when the server answers 500, accessibly', async () => {
    const session = await openPage(browser(), {
      viewport: phoneViewport,
      signedInAs: demo.clientB,
      allowConsoleErrors: [/status of 500/],
    });
    const { page } = session;
    await page.route(exportRoute, failWith500);
    await openProfile(page);
    const card = myDataCard(page);
    await card.getByRole('button', { name: 'Verilerimi indir (JSON)' }).click();
    const error = card.getByRole('alert');
    await error.waitFor();
    expect(await error.textContent()).toBe('Verileriniz indirilemedi. Lütfen biraz sonra tekrar deneyin.');
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });
});
