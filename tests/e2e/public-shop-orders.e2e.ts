import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/shared/format.ts';
import {
  baseUrl,
  demo,
  demoPassword,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  waitForHydration,
} from './support/browser.ts';

// A buyer never loses their order's details (issue #39 item 6): the checkout keeps what was typed
// through a reload and the browser's Back at step 2, and its third step is the order's own status
// page (/siparis/{code}?anahtar=…), which a reload, the confirmation mail's link and a later visit
// open again without an account, and which the order code alone does not open.

const browser = setUpBrowser();

type Product = { id: string; name: string; price: number; imageUrl: string | null; stockQuantity: number };

async function productNamed(page: Page, name: string): Promise<Product> {
  const response = await page.request.get(`/api/shop/products?q=${encodeURIComponent(name)}`);
  const body = (await response.json()) as { products: Product[] };
  const product = body.products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product;
}

async function putInCart(page: Page, product: Product, quantity: number, couponCode?: string) {
  await page.evaluate(
    ({ line, coupon }) => {
      localStorage.setItem('cart', JSON.stringify([line]));
      if (coupon) localStorage.setItem('cartCoupon', coupon);
    },
    {
      line: { id: product.id, name: product.name, price: product.price, imageUrl: product.imageUrl, quantity },
      coupon: couponCode,
    },
  );
}

async function fillCustomer(page: Page) {
  await page.getByLabel('Ad Soyad').fill('Zeynep Arslan');
  await page.getByLabel('TC Kimlik Numarası').fill('10000000146');
  await page.getByLabel('Telefon').fill('0532 123 45 67');
  await page.getByLabel('E-posta').fill('zeynep@example.com');
  await page.getByLabel('Adres').fill('Moda Cad. No: 3, Kadıköy / İstanbul');
}

/** Places an order through the checkout as a buyer does; answers the status page's address. */
async function checkOut(page: Page) {
  await page.goto('/checkout');
  await fillCustomer(page);
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await page.getByText('Adım 2 / 3: Banka Seçimi ve Özet').waitFor();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
  await page.getByRole('heading', { level: 1, name: 'Siparişiniz başarıyla oluşturuldu!' }).waitFor();
  return new URL(page.url());
}

describe('the checkout through a reload and Back', () => {
  it('keeps the typed fields on a reload, and Back at step 2 returns to step 1 with them', async () => {
    const session = await openPage(browser(), { path: '/urunler', viewport: phoneViewport });
    const { page } = session;
    await putInCart(page, await productNamed(page, 'Organik Yeşil Çay'), 1);
    await page.goto('/checkout');
    await waitForHydration(page);
    await fillCustomer(page);
    await page.reload();
    expect(await page.getByLabel('Ad Soyad').inputValue()).toBe('Zeynep Arslan');
    expect(await page.getByLabel('Adres').inputValue()).toBe('Moda Cad. No: 3, Kadıköy / İstanbul');

    await page.getByRole('button', { name: 'Devam Et' }).click();
    await page.getByText('Adım 2 / 3: Banka Seçimi ve Özet').waitFor();
    // A reload at step 2 stays at step 2.
    await page.reload();
    await page.getByText('Adım 2 / 3: Banka Seçimi ve Özet').waitFor();
    await expectAccessible(page);
    // The browser's Back returns to step 1 with the fields, and Forward to step 2.
    await page.goBack();
    await page.getByText('Adım 1 / 3: Müşteri Bilgileri').waitFor();
    expect(await page.getByLabel('TC Kimlik Numarası').inputValue()).toBe('10000000146');
    await page.goForward();
    await page.getByText('Adım 2 / 3: Banka Seçimi ve Özet').waitFor();
    // The personal fields are kept for this tab only (sessionStorage), never in localStorage.
    const stored = await page.evaluate(() => ({
      session: sessionStorage.getItem('checkoutDraft') ?? '',
      local: JSON.stringify({ ...localStorage }),
    }));
    expect(stored.session).toContain('10000000146');
    expect(stored.local).not.toContain('10000000146');
    expectNoConsoleErrors(session);
  });
});

describe('the order’s status page (/siparis/{code})', () => {
  it('is the third step: a reload keeps status, amount, IBAN with copy, deadline and items; it says noindex', async () => {
    const session = await openPage(browser(), { path: '/urunler' });
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const nuts = await productNamed(page, 'Tuzsuz Çiğ Kuruyemiş Karışımı');
    await putInCart(page, nuts, 2, 'DENGE10');
    const address = await checkOut(page);
    expect(address.pathname).toMatch(/^\/siparis\/ORD\d{12}$/);
    expect(address.searchParams.get('anahtar')).toMatch(/^[0-9a-f]{64}$/);
    // The checkout's draft is gone with the order.
    expect(await page.evaluate(() => sessionStorage.getItem('checkoutDraft'))).toBeNull();

    await page.reload();
    await waitForHydration(page);
    const subtotal = Math.round(nuts.price * 100) * 2;
    const total = (subtotal - Math.round(subtotal / 10)) / 100;
    await page.getByRole('heading', { level: 1, name: 'Siparişiniz başarıyla oluşturuldu!' }).waitFor();
    await page.getByText('Adım 3 / 3: Tamamlandı').waitFor();
    expect(await page.getByTestId('order-code').textContent()).toBe(address.pathname.slice('/siparis/'.length));
    expect(await page.getByTestId('order-amount').textContent()).toBe(formatMoney(total));
    await page.getByText('Yeni', { exact: true }).waitFor();
    await page.getByText('Bekliyor', { exact: true }).waitFor();
    await page.getByText('Son ödeme zamanı').waitFor();
    expect(await page.getByTestId('order-item').textContent()).toContain('Tuzsuz Çiğ Kuruyemiş Karışımı');
    await page.getByText('İndirim (%10) · DENGE10').waitFor();
    const iban = (await page.getByTestId('order-iban').textContent()) ?? '';
    expect(iban).toMatch(/^TR\d{2}( \d{4}){5} \d{2}$/);
    await page.getByRole('button', { name: 'IBAN’ı kopyala' }).click();
    await page.getByText('IBAN kopyalandı').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(iban.replace(/ /g, ''));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await page.title()).toMatch(/^Sipariş ORD\d{12} \| /);
    const answer = await page.request.get(address.href);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expectAccessible(page);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    await page.setViewportSize(desktopViewport);
    expectNoConsoleErrors(session);

    // The dietitian marks it paid: the same link shows it.
    const admin = await browser().newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
    await admin.request.post('/api/auth/admin/sign-in', { data: { email: demo.admin, password: demoPassword } });
    const orders = (await (
      await admin.request.get(`/api/admin/orders?search=${address.pathname.slice('/siparis/'.length)}`)
    ).json()) as { items: { id: string }[] };
    const paid = await admin.request.patch(`/api/admin/orders/${orders.items[0]!.id}/payment-status`, {
      data: { paymentStatus: 'paid' },
    });
    expect(paid.status()).toBe(200);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı, teşekkür ederiz!' }).waitFor();
    await page.getByText('Ödendi', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'IBAN’ı kopyala' }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('shows “Sipariş Bulunamadı” (404) for the code alone, a wrong secret or an unknown code', async () => {
    const session = await openPage(browser(), { path: '/urunler', viewport: phoneViewport });
    const { page } = session;
    await putInCart(page, await productNamed(page, 'Zaman Çizelgeli Su Matarası 1 L'), 1);
    const address = await checkOut(page);
    for (const wrong of [
      address.pathname,
      `${address.pathname}?anahtar=${'0'.repeat(64)}`,
      `/siparis/ORD202601011234?anahtar=${address.searchParams.get('anahtar')}`,
    ]) {
      const response = await page.goto(wrong);
      expect(response?.status(), wrong).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Sipariş Bulunamadı' }).waitFor();
      expect(await page.getByTestId('order-code').count()).toBe(0);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    }
    await expectAccessible(page);
    // Chromium logs each 404 page as a console error: the three refusals this test asks for.
    expectNoConsoleErrors(session, /status of 404 \(Not Found\)/);
  });

  it('works before and without the app’s scripts: the server sends the order with the page', async () => {
    const session = await openPage(browser(), { path: '/urunler' });
    const { page } = session;
    await putInCart(page, await productNamed(page, 'Organik Yeşil Çay'), 1);
    const address = await checkOut(page);
    const noScript = await browser().newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: phoneViewport,
    });
    const plain = await noScript.newPage();
    await plain.goto(address.href);
    await plain.getByRole('heading', { level: 1, name: 'Siparişiniz başarıyla oluşturuldu!' }).waitFor();
    expect(await plain.getByTestId('order-code').textContent()).toBe(address.pathname.slice('/siparis/'.length));
    await plain.getByTestId('order-iban').waitFor();
  });
});

// Issue #39 items 10 and 19: the checkout takes the phone as booking does and a TC number pasted with
// spaces; a coupon whose last use goes while the buyer is at step 2 is refused with its own text and
// the summary is repriced without the discount.
describe('the checkout’s phone, TC number and coupon rules', () => {
  it('takes “+90 532 123 45 67” and a TC number pasted with spaces', async () => {
    const session = await openPage(browser(), { path: '/urunler', viewport: phoneViewport });
    const { page } = session;
    await putInCart(page, await productNamed(page, 'Organik Yeşil Çay'), 1);
    await page.goto('/checkout');
    await waitForHydration(page);
    await fillCustomer(page);
    await page.getByLabel('TC Kimlik Numarası').fill('100 000 001 46');
    await page.getByLabel('Telefon').fill('+90 532 123 45 67');
    expect(await page.getByLabel('TC Kimlik Numarası').inputValue()).toBe('100 000 001 46');
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await page.getByText('Adım 2 / 3: Banka Seçimi ve Özet').waitFor();
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('refuses a coupon used up meanwhile with its own text and drops the discount from the summary', async () => {
    const admin = await openPage(browser(), { signedInAs: demo.admin, viewport: desktopViewport });
    const code = `SON${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    const created = await admin.page.request.post('/api/admin/products/coupons', {
      data: { code, percent: 10, usageLimit: 1 },
    });
    expect(created.status()).toBe(201);

    const session = await openPage(browser(), {
      path: '/urunler',
      viewport: phoneViewport,
      allowConsoleErrors: [/status of 400/],
    });
    const { page } = session;
    const product = await productNamed(page, 'Organik Yeşil Çay');
    await putInCart(page, product, 1, code);
    await page.goto('/checkout');
    await waitForHydration(page);
    await fillCustomer(page);
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await page.getByText('Adım 2 / 3: Banka Seçimi ve Özet').waitFor();
    await page.getByTestId('summary-discount').waitFor();

    // Another buyer takes the coupon's last use.
    const other = await openPage(browser(), { path: '/urunler', viewport: desktopViewport });
    await putInCart(other.page, product, 1, code);
    await checkOut(other.page);

    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
    await expect
      .poll(() => page.getByText('Bu kuponun kullanım limiti doldu.').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => page.getByTestId('summary-discount').count(), { timeout: 10_000 }).toBe(0);
    await expectAccessible(page);

    // The dietitian's list says so too, instead of 'Aktif'.
    await admin.page.goto('/products/management');
    const row = admin.page.getByRole('region', { name: 'Kupon tablosu' }).getByRole('row').filter({ hasText: code });
    await expect.poll(() => row.getByText('Limit Doldu').isVisible(), { timeout: 10_000 }).toBe(true);
    await admin.page.setViewportSize(phoneViewport);
    await expectAccessible(admin.page);
    expectNoConsoleErrors(session, [/status of 400/]);
  });
});
