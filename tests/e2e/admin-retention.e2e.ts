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

// Saklama ve İmha (/site-settings/retention, issue #43, ADR 0087): the dietitian sets a retention
// period, sees the Turkish error for one out of bounds, and reads the periodic destruction record
// (the server's job runs once at start, so today's records are there) and its empty state.

const browser = setUpBrowser();
const slow = { timeout: 15_000 };
const SESSIONS = 'Süresi dolmuş oturumlar (gün)';

describe('retention settings (/site-settings/retention)', () => {
  it('saves a period, refuses one out of bounds in Turkish, and lists the destruction records on desktop and phone', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin, viewport: desktopViewport });
    const { page } = session;
    await page.goto('/site-settings/retention');
    await page.getByRole('heading', { level: 1, name: 'Saklama ve İmha' }).waitFor(slow);
    const field = page.getByLabel(SESSIONS);
    await field.waitFor(slow);
    const saved = await field.inputValue();

    await field.fill('0');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page
      .getByText('Süresi dolmuş oturumlar için süre 1 ile 365 gün arasında bir tam sayı olmalıdır.')
      .waitFor(slow);
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill('45');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Saklama süreleri kaydedildi.').first().waitFor(slow);
    await page.reload();
    await expect.poll(() => page.getByLabel(SESSIONS).inputValue(), slow).toBe('45');

    for (const viewport of [desktopViewport, phoneViewport]) {
      await page.setViewportSize(viewport);
      await page.goto('/site-settings/retention');
      const runs = page.getByRole('list', { name: 'Son imha kayıtları' });
      await expect
        .poll(async () => {
          if ((await runs.count()) === 0) await page.reload();
          return runs.getByRole('listitem').count();
        }, slow)
        .toBeGreaterThan(0);
      const text = await runs.innerText();
      expect(text).toContain('Ziyaretçi randevu talepleri');
      // The mail log is a kind of its own (ADR 0087, amendment 2026-11-28): a field and a record.
      expect(text).toContain('E-posta gönderim kayıtları');
      expect(await page.getByLabel('E-posta gönderim kayıtları (ay)').inputValue()).toBe('24');
      expect(text).toContain('İmha edilen kayıt:');
      expect(text).toContain('Uygulanan süre:');
      await expectAccessible(page);
    }

    // Back to what it was: the browser tests share one server.
    await page.getByLabel(SESSIONS).fill(saved);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Saklama süreleri kaydedildi.').first().waitFor(slow);
    expectNoConsoleErrors(session);
  });

  it('says when no destruction has been made yet (phone)', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin, viewport: phoneViewport });
    const { page } = session;
    // The server's job has run by now: the empty record is the API's answer without its runs.
    await page.route('**/api/admin/retention', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      return route.fulfill({ response, json: { ...(await response.json()), runs: [] } });
    });
    await page.goto('/site-settings/retention');
    await expect.poll(() => page.getByText('Henüz imha yapılmadı.').isVisible(), slow).toBe(true);
    expect(await page.getByRole('list', { name: 'Son imha kayıtları' }).count()).toBe(0);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });
});
