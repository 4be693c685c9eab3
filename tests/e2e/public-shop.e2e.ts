import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  desktopViewport,
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  waitForHydration,
} from './support/browser.ts';

// The shop as a new visitor uses it (issue #14): browse and filter the catalogue, open a product,
// add to the cart, change quantities in the dropdown and on /sepet, apply and remove the coupon, check
// out with every validation error shown, see the done view; a keyboard-only checkout; axe on phone
// and desktop; the catalogue without JavaScript.

const browser = setUpBrowser();

type Product = { id: string; name: string; price: number; imageUrl: string | null; stockQuantity: number };

async function productNamed(page: Page, name: string): Promise<Product> {
  const response = await page.request.get(`/api/shop/products?q=${encodeURIComponent(name)}`);
  const body = (await response.json()) as { products: Product[] };
  const product = body.products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product;
}

/** Puts lines into the stored cart as an earlier visit would have left them. */
async function storeCart(page: Page, lines: { product: Product; quantity: number; price?: number }[]) {
  await page.evaluate(
    (stored) => localStorage.setItem('cart', JSON.stringify(stored)),
    lines.map(({ product, quantity, price }) => ({
      id: product.id,
      name: product.name,
      price: price ?? product.price,
      imageUrl: product.imageUrl,
      quantity,
    })),
  );
}

type FocusTarget = { attribute: [string, string] } | { text: string };

/** Presses Tab until the focused element is the one described (keyboard-only navigation). */
async function tabTo(page: Page, target: FocusTarget, maxPresses = 60) {
  for (let index = 0; index < maxPresses; index++) {
    await page.keyboard.press('Tab');
    const isThere = await page.evaluate((wanted) => {
      const element = document.activeElement;
      if (!element) return false;
      if ('text' in wanted) return element.textContent?.trim() === wanted.text;
      return element.getAttribute(wanted.attribute[0]) === wanted.attribute[1];
    }, target);
    if (isThere) return;
  }
  throw new Error(`focus never reached ${JSON.stringify(target)}`);
}

describe('catalogue (/urunler)', () => {
  it('filters by search, price and sort with the filters in the URL, and the back button works', async () => {
    const session = await openPage(browser(), { path: '/urunler' });
    const { page } = session;
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Ürünlerimiz' }).waitFor();
    await page.getByText('9 ürün bulundu').waitFor();
    // Four columns on a large screen.
    const columns = await page
      .locator('main ul.grid')
      .first()
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);

    await page.getByLabel('Ürün ara').fill('ÇAY');
    await page.getByRole('button', { name: 'Filtrele' }).click();
    await page.getByText('2 ürün bulundu').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('ÇAY');

    await page.getByLabel('Sıralama').selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    // Newest first the green tea leads; by ascending price the cheaper herbal tea does.
    // The cards' names are h2 right under the catalogue's h1 (no level skipped).
    const cardNames = page.getByRole('main').getByRole('heading', { level: 2 });
    await cardNames.first().getByText('Rahatlatıcı Bitki Çayı Karışımı').waitFor();
    const names = await cardNames.allTextContents();
    expect(names).toEqual(['Rahatlatıcı Bitki Çayı Karışımı', 'Organik Yeşil Çay']);

    // The price sliders, moved with the keyboard: up to 150 ₺ leaves the 129,50 ₺ tea only.
    const max = page.getByLabel('En yüksek fiyat');
    await max.focus();
    await page.keyboard.press('Home');
    for (let step = 0; step < 15; step++) await page.keyboard.press('ArrowRight');
    expect(await max.inputValue()).toBe('150');
    await page.getByRole('button', { name: 'Filtrele' }).click();
    await page.getByText('1 ürün bulundu').waitFor();
    expect(new URL(page.url()).searchParams.get('max')).toBe('150');

    await page.goBack();
    await page.getByText('2 ürün bulundu').waitFor();

    await page.getByLabel('Ürün ara').fill('olmayan ürün');
    await page.getByRole('button', { name: 'Filtrele' }).click();
    await page.getByText('Aramanıza uygun ürün bulunamadı.').waitFor();
    await page.getByText('0 ürün bulundu').waitFor();
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('arrives complete without JavaScript', async () => {
    const context = await browser().newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: phoneViewport,
    });
    const page = await context.newPage();
    await page.goto(`/urunler?q=${encodeURIComponent('tartı')}`);
    await page.getByRole('heading', { level: 1, name: 'Ürünlerimiz' }).waitFor();
    await page.getByText('1 ürün bulundu').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Dijital Mutfak Tartısı' }).waitFor();
    await page.getByText('449,00 ₺').first().waitFor();
    // The filter form is a plain GET form: it works without JavaScript too.
    await page.getByLabel('Ürün ara').fill('kuruyemiş');
    await page.getByRole('button', { name: 'Filtrele' }).click();
    await page.getByRole('heading', { level: 2, name: 'Tuzsuz Çiğ Kuruyemiş Karışımı' }).waitFor();
  });

  it('is accessible on a phone', async () => {
    const session = await openPage(browser(), { path: '/urunler', viewport: phoneViewport });
    await waitForHydration(session.page);
    await expectAccessible(session.page);
    expectNoConsoleErrors(session);
  });
});

describe('product detail and the cart', () => {
  it('adds a product with a quantity, shows "Sepete Eklendi" for 3 s, and manages the cart in the dropdown', async () => {
    const session = await openPage(browser(), { path: '/urunler' });
    const { page } = session;
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Detay: Dijital Mutfak Tartısı' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dijital Mutfak Tartısı' }).waitFor();
    await page.getByRole('navigation', { name: 'Sayfa konumu' }).getByRole('link', { name: 'Ürünler' }).waitFor();
    await page.getByText('5,0 (12 değerlendirme)').waitFor();
    // The demo practice's own sales move the figure; whatever it is, it is shown with its count.
    await page.getByText(/^Stokta \(\d+ adet\)$/).waitFor();

    // Invalid quantities fall back to 1.
    const quantity = page.getByLabel('Adet');
    await quantity.fill('500');
    await quantity.blur();
    expect(await quantity.inputValue()).toBe('1');
    await quantity.fill('2');
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await page.getByRole('button', { name: 'Sepete Eklendi' }).waitFor();
    await page.getByRole('button', { name: 'Sepet, 2 ürün' }).waitFor();
    await page.getByRole('button', { name: 'Sepete Ekle' }).waitFor({ timeout: 4500 });
    await expectAccessible(page);

    // The dropdown: lines with − / + / remove, the total, and its two buttons.
    await page.getByRole('button', { name: 'Sepet, 2 ürün' }).click();
    const dropdown = page.getByRole('region', { name: 'Sepetim' });
    await dropdown.getByText('2 × 449,00 ₺').waitFor();
    await dropdown.getByRole('button', { name: 'Dijital Mutfak Tartısı adedini artır' }).click();
    await dropdown.getByText('1.347,00 ₺').waitFor();
    await dropdown.getByRole('button', { name: 'Dijital Mutfak Tartısı adedini azalt' }).click();
    await dropdown.getByText('898,00 ₺').waitFor();
    expect(await dropdown.getByRole('link', { name: 'Sepeti Görüntüle' }).getAttribute('href')).toBe('/sepet');
    expect(await dropdown.getByRole('link', { name: 'Ödeme Yap' }).getAttribute('href')).toBe('/checkout');
    await expectAccessible(page);
    // An outside click closes it (on the page, left of the dropdown).
    await page.mouse.click(20, 600);
    await dropdown.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sepet, 2 ürün' }).click();
    await dropdown.getByRole('button', { name: 'Dijital Mutfak Tartısı ürününü sepetten kaldır' }).click();
    await dropdown.getByText('Sepetiniz boş').waitFor();
    // Following a link closes it.
    await dropdown.getByRole('link', { name: 'Sepeti Görüntüle' }).click();
    await page.waitForURL(/\/sepet$/);
    await dropdown.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Sepetiniz Boş' }).waitFor();
    expectNoConsoleErrors(session);
  });

  it("shows 'Ürün Bulunamadı' for an unknown product", async () => {
    // The page itself answers 404 (no such product), and Chromium logs every 404 it loads.
    const session = await openPage(browser(), {
      path: '/urunler/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      allowConsoleErrors: [/status of 404 \(Not Found\)/],
    });
    await session.page.getByRole('heading', { level: 1, name: 'Ürün Bulunamadı' }).waitFor();
    await expectAccessible(session.page);
  });

  it('on /sepet: quantities, removal confirmation, coupon states, changed prices and products no longer sold', async () => {
    const session = await openPage(browser(), { path: '/urunler' });
    const { page } = session;
    const tea = await productNamed(page, 'Rahatlatıcı Bitki Çayı Karışımı');
    const bar = await productNamed(page, 'Yulaflı Protein Bar (12’li)');
    await storeCart(page, [
      { product: tea, quantity: 1, price: 99 },
      { product: bar, quantity: 1 },
      {
        product: {
          id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
          name: 'Eski Ürün',
          price: 10,
          imageUrl: null,
          stockQuantity: 0,
        },
        quantity: 1,
      },
    ]);
    await page.goto('/sepet');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Sepetim' }).waitFor();
    // A changed price and a product gone from sale are shown, not charged silently.
    await page.getByText('Fiyatı değişti: 99,00 ₺ → 129,50 ₺').waitFor();
    await page
      .getByTestId('cart-line')
      .getByText('Bu ürün artık satışta değil; sipariş verebilmek için sepetten kaldırınız.')
      .waitFor();
    await page.getByText('Ücretsiz').waitFor();
    expect(await page.getByTestId('summary-total').textContent()).toBe('479,40 ₺');

    // Below 1 asks first.
    await page.getByRole('button', { name: 'Eski Ürün adedini azalt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ürünü kaldır' });
    await dialog.getByText('Bu ürünü sepetten kaldırmak istediğinize emin misiniz?').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    expect(await page.getByTestId('cart-line').count()).toBe(3);
    await page.getByRole('button', { name: 'Eski Ürün adedini azalt' }).click();
    await dialog.getByRole('button', { name: 'Kaldır' }).click();
    expect(await page.getByTestId('cart-line').count()).toBe(2);

    await page.getByRole('button', { name: 'Rahatlatıcı Bitki Çayı Karışımı adedini artır' }).click();
    await page.getByText('608,90 ₺').last().waitFor();

    // Coupon: invalid, then applied (any case), then removed.
    await page.getByLabel('Kupon kodu').fill('YANLIS');
    await page.getByRole('button', { name: 'Uygula' }).click();
    await page.getByText('Geçersiz kupon kodu').waitFor();
    await page.getByLabel('Kupon kodu').fill('denge10');
    await page.getByRole('button', { name: 'Uygula' }).click();
    await page.getByText('DENGE10 kuponu uygulandı (%10 indirim)').waitFor();
    await page.getByText('İndirim (%10)').waitFor();
    await page.getByTestId('summary-total').getByText('548,01 ₺').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Kuponu Kaldır' }).click();
    await page.getByLabel('Kupon kodu').waitFor();
    await page.getByTestId('summary-total').getByText('608,90 ₺').waitFor();

    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    await page.setViewportSize(desktopViewport);
    expectNoConsoleErrors(session);
  });
});

describe('checkout (/checkout)', () => {
  it('sends an empty cart to /urunler', async () => {
    const session = await openPage(browser(), { path: '/checkout' });
    await session.page.waitForURL(/\/urunler$/);
  });

  it('shows every validation error, then places the order and shows the done view', async () => {
    const session = await openPage(browser(), { path: '/urunler' });
    const { page } = session;
    const nuts = await productNamed(page, 'Tuzsuz Çiğ Kuruyemiş Karışımı');
    await storeCart(page, [{ product: nuts, quantity: 2 }]);
    await page.evaluate(() => localStorage.setItem('cartCoupon', 'DENGE10'));
    await page.goto('/checkout');
    await waitForHydration(page);
    await page.getByText('Adım 1 / 3: Müşteri Bilgileri').waitFor();
    expect(await page.getByTestId('summary-total').textContent()).toBe('430,20 ₺');

    await page.getByRole('button', { name: 'Devam Et' }).click();
    for (const message of [
      'Lütfen adınızı ve soyadınızı giriniz',
      'Geçerli bir TC kimlik numarası giriniz (11 rakam)',
      'Geçerli bir telefon numarası giriniz',
      'Geçerli bir e-posta adresi giriniz',
      'Lütfen adresinizi giriniz',
    ]) {
      await page.getByText(message).waitFor();
    }
    await expectAccessible(page);
    await page.getByLabel('Ad Soyad').fill('Zeynep Arslan');
    await page.getByLabel('TC Kimlik Numarası').fill('12345678901');
    await page.getByLabel('Telefon').fill('0532 12');
    await page.getByLabel('E-posta').fill('zeynep@');
    await page.getByLabel('Adres').fill('Moda Cad. No: 3, Kadıköy / İstanbul');
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await page.getByText('Geçerli bir TC kimlik numarası giriniz (11 rakam)').waitFor();
    await page.getByText('Geçerli bir telefon numarası giriniz').waitFor();
    await page.getByText('Geçerli bir e-posta adresi giriniz').waitFor();
    await page.getByLabel('TC Kimlik Numarası').fill('10000000146');
    await page.getByLabel('Telefon').fill('0532 123 45 67');
    await page.getByLabel('E-posta').fill('zeynep@example.com');
    await page.getByRole('button', { name: 'Devam Et' }).click();

    await page.getByText('Adım 2 / 3: Banka Seçimi ve Özet').waitFor();
    // The first account (by bank name) is preselected.
    expect(await page.getByRole('radio', { name: /Garanti BBVA/ }).isChecked()).toBe(true);
    await page.getByText('24 saat içinde ödemesi yapılmayan siparişler otomatik olarak iptal edilir.').waitFor();
    await page.getByRole('heading', { name: 'KVKK Aydınlatma Metni' }).waitFor();
    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Geri' }).click();
    expect(await page.getByLabel('Ad Soyad').inputValue()).toBe('Zeynep Arslan');
    await page.getByRole('button', { name: 'Devam Et' }).click();

    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
    await page
      .getByText('Siparişi tamamlamak için ön bilgilendirme formunu ve Mesafeli Satış Sözleşmesini onaylamalısınız')
      .waitFor();
    await page.getByRole('button', { name: 'Mesafeli Satış Sözleşmesi' }).click();
    const contract = page.getByRole('dialog', { name: 'Mesafeli Satış Sözleşmesi' });
    await contract.getByText('Madde 4 – Cayma hakkı.').waitFor();
    await expectAccessible(page);
    await contract.getByRole('button', { name: 'Kapat', exact: true }).click();
    await page.getByRole('checkbox').check();

    // A server failure shows the spec's text and keeps the visitor on the step.
    await page.route('**/api/shop/orders', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
    await page.getByText('Sipariş oluşturulurken bir hata oluştu. Lütfen tekrar deneyiniz.').waitFor();
    await page.unroute('**/api/shop/orders');

    await page.getByRole('radio', { name: /Türkiye İş Bankası/ }).check();
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
    // The third step is the order's own status page (issue #39), which a reload keeps.
    await page.getByRole('heading', { level: 1, name: 'Siparişiniz başarıyla oluşturuldu!' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/siparis\/ORD\d{12}$/);
    expect(await page.getByTestId('order-code').textContent()).toMatch(/^ORD\d{8}[1-9]\d{3}$/);
    expect(await page.getByTestId('order-amount').textContent()).toBe('430,20 ₺');
    expect(await page.getByTestId('order-iban').textContent()).toBe('TR95 0006 4000 0009 8765 4321 09');
    await page.getByRole('button', { name: 'IBAN’ı kopyala' }).waitFor();
    // The cart is emptied.
    await page.getByRole('button', { name: 'Sepet, 0 ürün' }).waitFor();
    await expectAccessible(page);
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session, [/status of 500/]);
  });

  it('says when no bank account is defined and does not allow completing', async () => {
    const session = await openPage(browser(), { path: '/urunler' });
    const { page } = session;
    const tea = await productNamed(page, 'Organik Yeşil Çay');
    await storeCart(page, [{ product: tea, quantity: 1 }]);
    await page.route('**/api/shop/bank-accounts', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ bankAccounts: [] }) }),
    );
    await page.goto('/checkout');
    await page.getByLabel('Ad Soyad').fill('Can Yıldız');
    await page.getByLabel('TC Kimlik Numarası').fill('11111111110');
    await page.getByLabel('Telefon').fill('05551234567');
    await page.getByLabel('E-posta').fill('can@example.com');
    await page.getByLabel('Adres').fill('Çankaya / Ankara');
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await page.getByText('Henüz tanımlanmış banka hesabı bulunmamaktadır.').waitFor();
    expect(await page.getByRole('button', { name: 'Siparişi Tamamla' }).isDisabled()).toBe(true);
  });

  it('can be completed with the keyboard alone', async () => {
    const session = await openPage(browser(), { path: '/urunler' });
    const { page } = session;
    const bottle = await productNamed(page, 'Zaman Çizelgeli Su Matarası 1 L');
    await storeCart(page, [{ product: bottle, quantity: 1 }]);
    await page.goto('/checkout');
    await waitForHydration(page);
    await page.getByText('Adım 1 / 3: Müşteri Bilgileri').waitFor();

    await tabTo(page, { attribute: ['autocomplete', 'name'] });
    await page.keyboard.type('Deniz Kara');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10000000146');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0532 987 65 43');
    await page.keyboard.press('Tab');
    await page.keyboard.type('deniz@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bahçelievler Mah. 5. Sok. No: 1, Nilüfer / Bursa');
    await tabTo(page, { text: 'Devam Et' });
    await page.keyboard.press('Enter');

    await page.getByText('Adım 2 / 3: Banka Seçimi ve Özet').waitFor();
    await tabTo(page, { attribute: ['type', 'checkbox'] });
    await page.keyboard.press('Space');
    await tabTo(page, { text: 'Siparişi Tamamla' });
    await page.keyboard.press('Enter');
    await page.getByText('Siparişiniz başarıyla oluşturuldu!').waitFor();
    expect(await page.getByTestId('order-amount').textContent()).toBe('189,00 ₺');
    expectNoConsoleErrors(session);
  });
});

describe('catalogue cards at 1366 px (issue #39)', () => {
  it("cuts a long description after three lines with nothing after the '…', and keeps each button on one line", async () => {
    const session = await openPage(browser(), { viewport: { width: 1366, height: 768 }, path: '/urunler' });
    const { page } = session;
    await waitForHydration(page);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    const measured = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const description = article.querySelector('p')!;
        const lineHeight = Number.parseFloat(getComputedStyle(description).lineHeight);
        const buttons = [...article.querySelectorAll('a, button')].filter((element) =>
          element.closest('.grid'),
        ) as HTMLElement[];
        return {
          // The clamped paragraph is as high as the lines it shows: never more than three.
          descriptionLines: Math.round(description.getBoundingClientRect().height / lineHeight),
          // A one-line button is its min height (44 px); a wrapped label makes it taller.
          tallestButton: Math.max(...buttons.map((button) => button.getBoundingClientRect().height)),
        };
      }),
    );
    for (const card of measured) {
      expect(card.descriptionLines).toBeLessThanOrEqual(3);
      expect(card.tallestButton).toBeLessThanOrEqual(44);
    }
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });
});
