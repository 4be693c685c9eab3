import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoDayToTurkish, todayInIstanbul } from '../../src/shared/dates.ts';
import {
  demo,
  demoPassword,
  expectAccessible,
  openPage,
  phoneViewport,
  savedSessionOf,
  setUpBrowser,
  signInAsAdmin,
} from './support/browser.ts';
import { addDays, createFreshClient, signInClientApi } from './support/fresh-client.ts';

// Issue #18: each rough edge a screen-by-screen walk found, as a browser test that failed before the
// fix. Sizes: phone 390×844, laptop 1280×800, desktop 1366×900 (the default).

const browser = setUpBrowser();
const laptop = { width: 1280, height: 800 };

async function assignGoal(
  page: Page,
  clientId: string,
  input: { title: string; targetValue?: number; endDate?: string },
) {
  const response = await page.request.post('/api/admin/goals', {
    data: {
      title: input.title,
      description: '',
      type: 'water',
      targetValue: input.targetValue ?? 8,
      startDate: todayInIstanbul(),
      endDate: input.endDate ?? '',
      clientIds: [clientId],
    },
  });
  expect(response.status()).toBe(201);
}

async function signInClientPage(page: Page, email: string) {
  // The client has been through the consent step (ADR 0081) before this sign-in through the form.
  await savedSessionOf(email);
  await page.goto('/kullanici/giris');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(demoPassword);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/kullanici');
}

const overlaps = async (a: Locator, b: Locator) => {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return false;
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
};

/** A box is on one line when it is not taller than 1.6 times its line height. */
const isOnOneLine = (locator: Locator) =>
  locator.evaluate((element) => {
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
    return element.getBoundingClientRect().height < lineHeight * 1.6;
  });

describe('1. live events refresh every screen that shows their data', () => {
  it("shows a goal on the client's home as soon as it is assigned, without a reload", async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(admin.page, 'Canli Hedef');
    const { page } = await openPage(browser());
    await signInClientPage(page, client.email);
    await expect.poll(() => page.getByText('Henüz hedef atanmamış.').isVisible()).toBe(true);

    await assignGoal(admin.page, client.id, { title: 'Günde 8 bardak su' });
    await expect.poll(() => page.getByText('Günde 8 bardak su').isVisible(), { timeout: 5000 }).toBe(true);
  });
});

describe('2. the chosen client is kept in the address', () => {
  it('keeps the client of /client-details and /client-report over a reload and the back button', async () => {
    const { page } = await openPage(browser());
    await signInAsAdmin(page);
    for (const path of ['/client-details', '/client-report']) {
      await page.goto(path);
      await page.getByLabel('Danışan seç').fill('Ayşe');
      await page.getByRole('button', { name: /Ayşe Demir/ }).click();
      await page.waitForURL((url) => url.searchParams.has('client'));
      await page.reload();
      await expect.poll(() => page.getByRole('heading', { name: /Ayşe/ }).first().isVisible()).toBe(true);
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('client'));
    }
  });
});

describe('3. one Turkish format for numbers and units', () => {
  it('shows percentages as "%31,8", grouped thousands and kcal the same way everywhere', async () => {
    const { page } = await openPage(browser());
    await signInAsAdmin(page);
    const client = await createFreshClient(page, 'Bicim');
    for (const [day, fat] of [
      [addDays(todayInIstanbul(), -30), 33.4],
      [todayInIstanbul(), 31.8],
    ] as const) {
      const response = await page.request.post('/api/admin/measurements', {
        data: {
          clientId: client.id,
          measurementDate: day,
          weight: 72.5,
          fatRatio: fat,
          waterRatio: 50,
          muscleRatio: 33,
          bodyComposition: 21,
          bellyFat: 12,
          boneMass: 3.1,
          dailyCalories: 1850,
          metabolicAge: 41,
          chest: 100,
          waist: 95,
          hip: 108,
        },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto(`/client-report?client=${client.id}`);
    const fatCard = page.getByTestId('trend-fatRatio');
    await expect.poll(() => fatCard.textContent()).toContain('%31,8');
    expect(await fatCard.textContent()).toContain('-%1,6');
    expect(await fatCard.textContent()).not.toMatch(/31,8\s*%/);

    await assignGoal(page, client.id, { title: 'On bin adım', targetValue: 10000 });
    await page.goto('/goals');
    await expect.poll(() => page.getByText('Su · 10.000').first().isVisible()).toBe(true);
  });
});

describe('4. the Turkish decimal comma', () => {
  it('keeps a portion typed as "37,5" as "37,5" and accepts a comma in the food form', async () => {
    const { page } = await openPage(browser(), { locale: 'en-US' });
    await signInClientPage(page, demo.clientB);
    await page.goto('/kullanici/kalori-gunlugu');
    await page.getByRole('button', { name: /Kahvaltı: Besin Ekle/ }).click();
    const portion = page.getByLabel(/Porsiyon/);
    await portion.fill('37,5');
    await portion.blur();
    expect(await portion.inputValue()).toBe('37,5');
  });

  it('saves a food whose values are typed with a comma in an English browser', async () => {
    const { page } = await openPage(browser(), { locale: 'en-US' });
    await signInAsAdmin(page);
    await page.goto('/calorie-tools');
    await page.getByRole('button', { name: 'Yeni Besin Ekle' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Besin Adı').fill(`Virgüllü besin ${Date.now()}`);
    await dialog.getByLabel('Kategori', { exact: true }).selectOption({ label: 'Meyveler' });
    await dialog.getByLabel(/Kalori/).fill('52,5');
    await dialog.getByLabel(/Protein/).fill('0,3');
    await dialog.getByLabel(/Karbonhidrat/).fill('13,8');
    await dialog.getByLabel(/Yağ/).fill('0,2');
    await dialog.getByRole('button', { name: 'Besini Kaydet' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });
});

describe('5. sign-in screens', () => {
  it('clears "E-posta veya şifre hatalı." when a new attempt is made', async () => {
    const { page } = await openPage(browser());
    await page.goto('/kullanici/giris');
    await page.getByLabel('E-posta').fill(demo.clientC);
    await page.getByLabel('Şifre').fill('yanlis-sifre-123');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => page.getByText('E-posta veya şifre hatalı.').isVisible()).toBe(true);
    await page.getByLabel('E-posta').fill('');
    await page.getByLabel('Şifre').fill('');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => page.getByText('E-posta veya şifre hatalı.').count()).toBe(0);
  });

  it('keeps the descriptions of the three feature tiles on a phone', async () => {
    const { page } = await openPage(browser(), { viewport: phoneViewport, path: '/login' });
    const tiles = page.getByRole('list', { name: 'Denge ile' });
    await expect.poll(() => tiles.getByText('Danışanlar, ölçümler ve randevular tek ekranda.').isVisible()).toBe(true);
    await expectAccessible(page);
  });
});

describe('6. the goal card labels what it shows', () => {
  it('labels a start–end range as a range', async () => {
    const { page } = await openPage(browser());
    await signInAsAdmin(page);
    const client = await createFreshClient(page, 'Aralik');
    await assignGoal(page, client.id, { title: 'Aralıklı hedef', endDate: addDays(todayInIstanbul(), 30) });
    await page.goto('/goals');
    const card = page.locator('dl').filter({ hasText: client.name });
    await expect.poll(() => card.getByText('Tarih Aralığı:').isVisible()).toBe(true);
    expect(await card.getByText('Başlangıç:').count()).toBe(0);
  });
});

describe('7. layouts at 1280 px', () => {
  it('keeps the report header e-mail and phone on one line', async () => {
    const { page } = await openPage(browser(), { viewport: laptop });
    await signInAsAdmin(page);
    const stamp = crypto.randomUUID().slice(0, 6);
    const response = await page.request.post('/api/admin/clients', {
      data: {
        name: `Uzun Adresli Danışan ${stamp}`,
        gender: 'female',
        age: 41,
        email: `gulsen.karadeniz.yildirim.${stamp}@ornekkurum.com.tr`,
        password: demoPassword,
        passwordRepeat: demoPassword,
        phone: '0532 123 45 67',
      },
    });
    const clientId = ((await response.json()) as { client: { id: string } }).client.id;
    await page.goto(`/client-report?client=${clientId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: `Uzun Adresli Danışan ${stamp}` }).isVisible())
      .toBe(true);
    const profile = page.locator('dl').filter({ hasText: '0532 123 45 67' });
    const email = profile.locator('dd').filter({ hasText: `gulsen.karadeniz.yildirim.${stamp}@ornekkurum.com.tr` });
    expect(await isOnOneLine(email)).toBe(true);
    expect(await isOnOneLine(profile.locator('dd').filter({ hasText: '0532 123 45 67' }))).toBe(true);
  });

  it('shows the timer and "Egzersizi Bitir" without scrolling at 1280×800', async () => {
    const { page } = await openPage(browser(), { viewport: laptop });
    await signInClientPage(page, demo.clientA);
    await page.goto('/kullanici/egzersiz');
    await page.getByRole('button', { name: /Başla/ }).first().click();
    const finish = page.getByRole('button', { name: 'Egzersizi Bitir' });
    await expect.poll(() => finish.isVisible()).toBe(true);
    for (const target of [finish, page.getByRole('timer')]) {
      const box = await target.boundingBox();
      expect(box && box.y + box.height <= laptop.height).toBe(true);
    }
  });
});

describe('8. the sign-in alert hides nothing', () => {
  for (const [name, viewport] of [
    ['desktop', laptop],
    ['phone', phoneViewport],
  ] as const) {
    it(`does not cover the client's navigation on ${name}`, async () => {
      const { page } = await openPage(browser(), { viewport });
      await signInClientPage(page, demo.clientA);
      const banner = page.getByRole('status').filter({ hasText: 'Başarıyla giriş yapıldı' });
      await expect.poll(() => banner.isVisible()).toBe(true);
      const navigations = page.getByRole('navigation');
      await expect.poll(() => page.locator('header').first().isVisible()).toBe(true);
      await expect.poll(() => navigations.count()).toBeGreaterThan(0);
      const count = await navigations.count();
      for (let index = 0; index < count; index += 1) {
        const navigation = navigations.nth(index);
        if (await navigation.isVisible()) expect(await overlaps(banner, navigation)).toBe(false);
      }
      expect(await overlaps(banner, page.locator('header').first())).toBe(false);
    });
  }
});

describe('9. dates are gün.ay.yıl in an English-language browser', () => {
  it('shows and takes the diary day as gün.ay.yıl and opens a Turkish calendar', async () => {
    const { page } = await openPage(browser(), { locale: 'en-US' });
    const admin = await openPage(browser(), { signedInAs: demo.admin });
    const client = await createFreshClient(admin.page, 'Tarih Alani');
    await signInClientApi(page.request, client.email);
    await page.goto('/kullanici/kalori-gunlugu');
    const date = page.getByLabel('Tarih', { exact: true });
    await expect.poll(() => date.inputValue()).toBe(isoDayToTurkish(todayInIstanbul()));

    const yesterday = addDays(todayInIstanbul(), -1);
    await date.fill(yesterday.slice(8, 10) + yesterday.slice(5, 7) + yesterday.slice(0, 4));
    expect(await date.inputValue()).toBe(isoDayToTurkish(yesterday));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();

    await page.getByRole('button', { name: 'Takvimi aç' }).click();
    const months = [
      'Ocak',
      'Şubat',
      'Mart',
      'Nisan',
      'Mayıs',
      'Haziran',
      'Temmuz',
      'Ağustos',
      'Eylül',
      'Ekim',
      'Kasım',
      'Aralık',
    ];
    const month = months[Number(yesterday.slice(5, 7)) - 1] ?? '';
    await expect.poll(() => page.getByRole('grid').first().getAttribute('aria-label')).toContain(month);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('grid').count()).toBe(0);
  });
});

describe('the home page on a phone', () => {
  it("keeps the slider's pause button clear of the floating call and WhatsApp buttons", async () => {
    const { page } = await openPage(browser(), { viewport: phoneViewport, path: '/' });
    const pause = page.getByRole('button', { name: 'Otomatik geçişi durdur' }).first();
    await expect.poll(() => pause.isVisible()).toBe(true);
    for (const name of ['Hemen arayın', 'WhatsApp ile yazın']) {
      const floating = page.getByRole('link', { name });
      if (await floating.isVisible()) expect(await overlaps(pause, floating)).toBe(false);
    }
    expect(await page.getByRole('link', { name: 'Hemen arayın' }).isVisible()).toBe(true);
  });
});
