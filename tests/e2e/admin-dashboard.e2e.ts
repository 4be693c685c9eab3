import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import {
  baseUrl,
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

async function openDashboard(page: Page) {
  await page.goto('/panel');
  await expect
    .poll(() => page.getByRole('heading', { name: 'Diyetisyen Yönetim Paneli', level: 1 }).isVisible(), slow)
    .toBe(true);
}

/** The figure shown under a label in a region of the dashboard, as a number. */
async function figure(page: Page, region: string, label: string): Promise<number> {
  const item = page
    .getByRole('region', { name: region })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) });
  const text = (await item.last().locator('dd').textContent()) ?? '';
  return Number(text.replace(/\./g, ''));
}

/** The chart is drawn when it comes into view (DrawnWhenInView). */
async function scrollToChart(page: Page) {
  await page.getByRole('heading', { name: 'Son 30 gün', exact: true }).scrollIntoViewIfNeeded();
}

describe('dashboard (/panel)', () => {
  it('counts real page views of a visitor’s browser: online now, today, this month and total', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await openDashboard(page);
    await expect.poll(() => page.getByText('Toplam Danışan').isVisible(), slow).toBe(true);
    const before = {
      online: await figure(page, 'Ziyaretçi İstatistikleri', 'Şu an çevrimiçi (son 5 dakika)'),
      today: await figure(page, 'Ziyaretçi İstatistikleri', 'Bugün'),
      total: await figure(page, 'Ziyaretçi İstatistikleri', 'Toplam'),
    };
    await expectAccessible(page);

    // A person's browser (not headless: headless browsers count as bots) reads three public pages.
    // A visitor is its address (ADR 0063), so it comes from an address of its own through the
    // trusted proxy the test server believes (TRUST_PROXY), not from the tests' shared 127.0.0.1.
    const visitorAddress = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
    const visitor = await browser().newContext({
      baseURL: baseUrl(),
      userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${Math.floor(Math.random() * 1e6)} Safari/537.36`,
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress },
    });
    const visitorPage = await visitor.newPage();
    // Each view's beacon must have been answered before the counts are read back.
    let answeredViews = 0;
    visitorPage.on('response', (response) => {
      if (response.url().endsWith('/api/visits') && response.ok()) answeredViews += 1;
    });
    await visitorPage.goto('/randevu');
    await expect.poll(() => answeredViews, slow).toBe(1);
    await visitorPage.getByRole('link', { name: 'Blog' }).first().click();
    await expect.poll(() => answeredViews, slow).toBe(2);
    await visitorPage.goto('/');
    await expect.poll(() => answeredViews, slow).toBe(3);

    await openDashboard(page);
    await expect.poll(() => page.getByText('Toplam Danışan').isVisible(), slow).toBe(true);
    expect(await figure(page, 'Ziyaretçi İstatistikleri', 'Bugün')).toBe(before.today + 1);
    expect(await figure(page, 'Ziyaretçi İstatistikleri', 'Şu an çevrimiçi (son 5 dakika)')).toBe(before.online + 1);
    expect(await figure(page, 'Ziyaretçi İstatistikleri', 'Toplam')).toBe(before.total + 1);
    await scrollToChart(page);
    await expect
      .poll(() => page.getByRole('img', { name: 'Son 30 günün günlük ziyaretçi grafiği' }).isVisible(), slow)
      .toBe(true);
    expect(await page.getByText(/Son 30 günde toplam \d+ ziyaretçi/).isVisible()).toBe(true);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('on a phone, loads and draws the visitor chart only when it is scrolled to', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport });
    const { page } = session;
    const chartScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(visitor-chart|CartesianChart)-[^/]*\.js$/.test(request.url())) chartScripts.push(request.url());
    });
    await signInAsAdmin(page);
    await openDashboard(page);
    await expect.poll(() => page.getByText('Toplam Danışan').isVisible(), slow).toBe(true);
    // The dashboard's data is on screen and the chart's place is below the first screen: nothing of
    // recharts came.
    await page.waitForLoadState('networkidle');
    const chartTitle = await page.getByRole('heading', { name: 'Son 30 gün', exact: true }).boundingBox();
    expect(chartTitle!.y).toBeGreaterThan(phoneViewport.height);
    expect(chartScripts).toEqual([]);
    const chart = page.getByRole('img', { name: 'Son 30 günün günlük ziyaretçi grafiği' });
    expect(await chart.count()).toBe(0);

    await scrollToChart(page);
    await expect.poll(() => chart.isVisible(), slow).toBe(true);
    expect(chartScripts.length).toBeGreaterThan(0);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows its empty texts on a practice without visitors or appointments today', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);
    const today = todayInIstanbul();
    await page.route('**/api/admin/dashboard', (route) =>
      route.fulfill({
        json: {
          totalClients: 0,
          appointmentStatistics: { total: 0, upcoming: 0, completed: 0, cancelled: 0, noShow: 0, today: 0 },
          todaysAppointments: [],
          visitors: {
            onlineNow: 0,
            today: 0,
            thisMonth: 0,
            total: 0,
            last30Days: Array.from({ length: 30 }, (_, index) => ({ day: addDays(today, index - 29), visitors: 0 })),
          },
        },
      }),
    );
    await openDashboard(page);
    await expect.poll(() => page.getByText('Bugün randevu yok.').isVisible(), slow).toBe(true);
    await scrollToChart(page);
    await expect.poll(() => page.getByText('Son 30 günde ziyaretçi kaydedilmedi.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });
});
