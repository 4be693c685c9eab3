import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectAccessible,
  expectNoConsoleErrors,
  setUpBrowser,
  openPage,
  phoneViewport,
  demo,
  desktopViewport,
} from './support/browser.ts';

const browser = setUpBrowser();

const analysisFailure = 'Üzgünüm, analiz oluşturulurken bir hata meydana geldi. Lütfen tekrar deneyin.';

type FreshClient = { id: string; name: string; email: string };

/** A fresh client of this test (never the demo clients), made through the admin API. */
async function createFreshClient(page: Page): Promise<FreshClient> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const name = `Rapor Kişisi ${stamp}`;
  const email = `rapor.${stamp}@ornek.com`;
  const response = await page.request.post('/api/admin/clients', {
    data: {
      name,
      gender: 'female',
      age: 36,
      email,
      password: 'gizli123',
      passwordRepeat: 'gizli123',
      phone: '0532 321 00 00',
    },
  });
  expect(response.status()).toBe(201);
  return { id: (await response.json()).client.id, name, email };
}

async function recordMeasurement(page: Page, clientId: string, values: Record<string, number | string>) {
  const response = await page.request.post('/api/admin/measurements', {
    data: {
      clientId,
      fatRatio: 30,
      waterRatio: 50,
      muscleRatio: 33,
      bodyComposition: 21,
      bellyFat: 12,
      boneMass: 3.1,
      dailyCalories: 1900,
      metabolicAge: 41,
      chest: 100,
      waist: 95,
      hip: 108,
      ...values,
    },
  });
  expect(response.status()).toBe(201);
}

/**
 * An appointment the dietitian books with the client's e-mail (so it is the client's), then marks; on a
 * day 20 to 79 days ahead picked by the clock, so a retry or another test does not find the slot taken.
 */
async function bookAppointment(page: Page, client: FreshClient, time: string, status: string) {
  const daysAhead = 20 + (Math.floor(Date.now() / 1000) % 60);
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const booked = await page.request.post('/api/admin/appointments', {
    data: {
      clientName: client.name,
      phone: '0532 321 00 00',
      email: client.email,
      purpose: 'weight_loss',
      date: day,
      time,
    },
  });
  expect(booked.status()).toBe(201);
  const id = (await booked.json()).appointment.id;
  expect((await page.request.patch(`/api/admin/appointments/${id}/status`, { data: { status } })).status()).toBe(200);
}

async function selectClient(page: Page, name: string) {
  await page.getByLabel('Danışan seç').fill(name);
  await page.getByRole('button', { name: new RegExp(name) }).click();
}

async function pickClient(page: Page, name: string) {
  await selectClient(page, name);
  await expect.poll(() => page.getByRole('heading', { name, level: 2 }).isVisible()).toBe(true);
}

describe('client report (/client-report)', () => {
  it('shows the profile, trends of two measurements, the chart, water days and goals', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page);
    await recordMeasurement(page, client.id, {
      measurementDate: '2026-01-12',
      weight: 84.2,
      muscleRatio: 33,
      waist: 95,
    });
    await recordMeasurement(page, client.id, {
      measurementDate: '2026-02-12',
      weight: 80.4,
      muscleRatio: 34.5,
      waist: 96,
    });

    // The client drinks 7 glasses today in the client area.
    const clientContext = await browser().newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
    const signIn = await clientContext.request.post('/api/auth/client/sign-in', {
      data: { email: client.email, password: 'gizli123' },
    });
    expect(signIn.status()).toBe(200);
    for (let glass = 0; glass < 7; glass++) expect((await clientContext.request.post('/api/me/water')).ok()).toBe(true);

    await page.goto('/client-report');
    await expect.poll(() => page.getByText('Raporu görmek için bir danışan seçin.').isVisible()).toBe(true);
    await pickClient(page, client.name);

    expect(await page.getByText(client.email).first().isVisible()).toBe(true);
    expect(await page.getByText('0532 321 00 00').isVisible()).toBe(true);
    expect(await page.getByText('Kadın').first().isVisible()).toBe(true);

    // Newest versus oldest, one decimal: a weight loss is good (green), a bigger waist is not.
    const weight = page.getByTestId('trend-weight');
    expect(await weight.textContent()).toContain('80,4');
    expect(await weight.textContent()).toContain('-3,8 kg');
    expect(await weight.locator('[data-tone]').getAttribute('data-tone')).toBe('good');
    expect(await page.getByTestId('trend-muscleRatio').locator('[data-tone]').getAttribute('data-tone')).toBe('good');
    expect(await page.getByTestId('trend-waist').textContent()).toContain('+1 cm');
    expect(await page.getByTestId('trend-waist').locator('[data-tone]').getAttribute('data-tone')).toBe('bad');

    // The chart chunk loads when the chart comes into view, and draws the chosen measure.
    await page.getByRole('heading', { name: 'Ölçüm Grafiği' }).scrollIntoViewIfNeeded();
    const chart = page.getByRole('img', { name: 'Kilo grafiği' });
    await expect.poll(() => chart.locator('.recharts-line-curve').count()).toBe(1);
    await page.getByLabel('Gösterilen ölçüm').selectOption('waist');
    await expect.poll(() => page.getByRole('img', { name: 'Bel Çevresi grafiği' }).isVisible()).toBe(true);

    // Without a configured provider the AI card says so instead of offering a button.
    expect(await page.getByText('Yapay zekâ analizi yapılandırılmamış.', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Analiz Oluştur' }).count()).toBe(0);

    // Water history and goals open and close; 7 glasses is 'Devam Ediyor', 8 is 'Tamamlandı'.
    const waterToggle = page.getByRole('button', { name: /Su Takibi Geçmişi/ });
    expect(await waterToggle.getAttribute('aria-expanded')).toBe('false');
    await waterToggle.click();
    expect(await waterToggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByText('7 / 8 bardak').isVisible()).toBe(true);
    expect(await page.getByText('Devam Ediyor', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /Hedefler/ }).click();
    expect(await page.getByText('Henüz hedef atanmamış.').isVisible()).toBe(true);
    await expectAccessible(page);

    expect((await clientContext.request.post('/api/me/water')).ok()).toBe(true);
    await clientContext.close();
    // Two appointments booked with the client's e-mail: one held, one missed ('Gelmedi').
    await bookAppointment(page, client, '14:00', 'completed');
    await bookAppointment(page, client, '14:30', 'no_show');
    await page.reload();
    await pickClient(page, client.name);
    await page.getByRole('button', { name: /Su Takibi Geçmişi/ }).click();
    await expect.poll(() => page.getByText('8 / 8 bardak').isVisible()).toBe(true);
    const fullDay = page.getByRole('listitem').filter({ hasText: '8 / 8 bardak' });
    expect(await fullDay.getByText('Tamamlandı', { exact: true }).isVisible()).toBe(true);
    const appointmentsToggle = page.getByRole('button', { name: /Randevular/ });
    expect(await appointmentsToggle.textContent()).toContain('2 randevu');
    await appointmentsToggle.click();
    const appointmentCounts = page.locator('dl', { has: page.getByText('Gelmedi', { exact: true }) });
    expect(await appointmentCounts.innerText()).toMatch(
      /Tamamlandı\s+1\s+Gelmedi\s+1\s+İptal Edildi\s+0\s+Yaklaşan\s+0/,
    );
    expect(await page.getByText('Gelmeme oranı: %50').isVisible()).toBe(true);

    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('asks for the AI analysis when a provider is configured, and shows the Turkish failure text', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page);
    await recordMeasurement(page, client.id, { measurementDate: '2026-01-12', weight: 70 });
    // The e2e server has no AI provider; the report is answered as if it had one.
    await page.route('**/api/admin/reports/*', async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, json: { ...(await response.json()), aiConfigured: true } });
    });
    let analysisStatus = 200;
    await page.route('**/api/admin/reports/*/analysis', (route) =>
      analysisStatus === 200
        ? route.fulfill({ json: { analysis: 'Genel değerlendirme: ölçümler sağlıklı aralıkta.' } })
        : route.fulfill({ status: 502, json: { code: 'ai_failed', message: analysisFailure } }),
    );
    await page.goto('/client-report');
    await pickClient(page, client.name);
    await page.getByRole('button', { name: 'Analiz Oluştur' }).click();
    await expect.poll(() => page.getByText('Genel değerlendirme: ölçümler sağlıklı aralıkta.').isVisible()).toBe(true);
    analysisStatus = 502;
    await page.getByRole('button', { name: 'Yeniden Analiz Et' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: analysisFailure }).isVisible()).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [/status of 502/]);
  });

  it('shows the empty state, the load error text, and is accessible on a phone', async () => {
    const session = await openPage(browser(), { viewport: phoneViewport, signedInAs: demo.admin });
    const { page } = session;
    const client = await createFreshClient(page);
    await page.goto('/client-report');
    await expect.poll(() => page.getByText('Raporu görmek için bir danışan seçin.').isVisible()).toBe(true);
    await expectAccessible(page);
    await pickClient(page, client.name);
    await expect.poll(() => page.getByText('Bu danışan için henüz ölçüm eklenmemiş.').isVisible()).toBe(true);
    await page.getByRole('button', { name: /Randevular/ }).click();
    expect(await page.getByText('Bu danışana bağlı randevu yok.').isVisible()).toBe(true);
    await expectAccessible(page);

    await page.route('**/api/admin/reports/*', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'x' } }),
    );
    await page.reload();
    await selectClient(page, client.name);
    await expect
      .poll(() => page.getByText('Veriler yüklenirken bir hata oluştu').isVisible(), { timeout: 15_000 })
      .toBe(true);
    expectNoConsoleErrors(session, [/status of 500/]);
  });

  it('downloads the report as a PDF from the profile card, on a phone and a desktop', async () => {
    for (const viewport of [phoneViewport, desktopViewport]) {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page } = session;
      const client = await createFreshClient(page);
      await recordMeasurement(page, client.id, { measurementDate: '2026-01-12', weight: 84.2 });
      await recordMeasurement(page, client.id, { measurementDate: '2026-02-12', weight: 80.4 });
      await page.goto('/client-report');
      await pickClient(page, client.name);

      const link = page.getByRole('link', { name: 'Raporu PDF indir' });
      await expect.poll(() => link.isVisible()).toBe(true);
      await expectAccessible(page);
      // A click downloads the file under the server's name; its bytes are a PDF.
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^danisan-raporu-rapor-kisisi-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
      const file = await download.path();
      expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The page stays where it was: a download is not a navigation.
      expect(new URL(page.url()).pathname).toBe('/client-report');
      expectNoConsoleErrors(session);
    }
  });

  it("opens the client's conversation from the report and from the client list, on a phone and a desktop", async () => {
    for (const viewport of [phoneViewport, { width: 1366, height: 768 }]) {
      const session = await openPage(browser(), { signedInAs: demo.admin, viewport });
      const { page } = session;
      const client = await createFreshClient(page);
      const emptyConversation = 'Bu danışanla henüz yazışma yok. İlk mesajı siz yazabilirsiniz.';

      await page.goto('/client-report');
      await pickClient(page, client.name);
      await page.getByRole('link', { name: `${client.name}: Mesaj yaz` }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('danisan')).toBe(client.id);
      await expect.poll(() => page.getByText(emptyConversation).isVisible()).toBe(true);

      // The client list's card: the newest client comes first.
      await page.goto('/clients');
      const link = page.getByRole('link', { name: `${client.name}: Mesaj yaz` });
      await link.waitFor();
      await expectAccessible(page);
      await link.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/messages');
      await expect.poll(() => page.getByText(emptyConversation).isVisible()).toBe(true);
      expect(new URL(page.url()).searchParams.get('danisan')).toBe(client.id);
      expectNoConsoleErrors(session);
    }
  });
});
