import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectNoConsoleErrors,
  openPage,
  phoneViewport,
  setUpBrowser,
  signInAsAdmin,
  demo,
} from './support/browser.ts';

// The orders screen in the browser. Orders come from the visitors' checkout, another module, so this
// spec answers the order API from fixtures (the server side, with its stock effects, is covered by
// tests/api/orders-admin.test.ts) and checks what the screen asks for and shows.

const browser = setUpBrowser();

const serverError = /status of 500/;
const slow = { timeout: 10_000 };
const isOrderList = (url: URL) => url.pathname === '/api/admin/orders';
const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 'internal', message: 'Beklenmeyen bir hata oluştu.' } });

const listItem = (index: number) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  orderCode: `ORD20261120${String(1000 + index)}`,
  customerName: index === 1 ? 'Şule Öztürk' : `Müşteri ${index}`,
  customerEmail: `musteri${index}@ornek.com`,
  totalAmount: 1250.5 + index,
  orderStatus: index === 1 ? 'new' : 'delivered',
  paymentStatus: index === 1 ? 'pending' : 'paid',
  createdAt: new Date(Date.UTC(2026, 10, 20, 9, 0) - index * 3_600_000).toISOString(),
});

function detailOf(item: ReturnType<typeof listItem>, overrides: Record<string, unknown> = {}) {
  return {
    order: {
      ...item,
      customerTc: '10000000146',
      customerPhone: '05321234567',
      customerAddress: 'Moda Cad. No: 12, Kadıköy / İstanbul',
      customerPostalCode: '34710',
      subtotalAmount: item.totalAmount,
      discountAmount: 0,
      couponCode: null,
      couponPercent: null,
      paymentDueAt: item.createdAt,
      paidAt: null,
      canceledAt: null,
      items: [
        {
          id: 'line-1',
          productId: null,
          name: 'Yeşil Çay',
          unitPrice: 125.05,
          quantity: 10,
          lineTotal: 1250.5,
          imageUrl: null,
        },
      ],
      bankAccount: {
        id: 'acc',
        bankName: 'Ziraat Bankası',
        accountHolder: 'Denge Diyet',
        iban: 'TR330006100519786457841326',
        accountNumber: null,
      },
      ...overrides,
    },
  };
}

async function openOrders(page: Page) {
  await page.goto('/products/orders');
  await expect.poll(() => page.getByRole('heading', { name: 'Siparişler', level: 1 }).isVisible(), slow).toBe(true);
}

describe('orders (/products/orders)', () => {
  it('filters, searches, sorts, pages on the server and changes the statuses in the detail modal', async () => {
    const session = await openPage(browser());
    const { page } = session;
    await signInAsAdmin(page);
    const requested: URLSearchParams[] = [];
    await page.route(isOrderList, (route) => {
      const params = new URL(route.request().url()).searchParams;
      requested.push(params);
      const pageNumber = Number(params.get('page') ?? 1);
      const items = pageNumber === 1 ? Array.from({ length: 20 }, (_, i) => listItem(i + 1)) : [listItem(21)];
      return route.fulfill({ json: { items, total: 21, page: pageNumber, pageSize: 20 } });
    });
    let current = detailOf(listItem(1));
    await page.route('**/api/admin/orders/*', (route) => route.fulfill({ json: current }));
    const patches: Array<{ url: string; body: unknown }> = [];
    await page.route('**/api/admin/orders/*/*-status', (route) => {
      const body = route.request().postDataJSON() as Record<string, string>;
      patches.push({ url: route.request().url(), body });
      current = detailOf(listItem(1), body);
      return route.fulfill({ json: current });
    });

    await openOrders(page);
    const table = page.getByRole('region', { name: 'Sipariş tablosu' });
    await expect.poll(() => table.getByRole('row').count(), slow).toBe(21);
    expect(requested.at(-1)?.get('sort')).toBe('created_at');
    expect(requested.at(-1)?.get('direction')).toBe('desc');
    expect(await table.textContent()).toContain('1.251,50 ₺');
    expect(await page.getByText('21 sipariş').isVisible()).toBe(true);
    await expectAccessible(page);

    await page.getByLabel('Ödeme Durumu').selectOption('paid');
    await expect.poll(() => requested.at(-1)?.get('paymentStatus'), slow).toBe('paid');
    await page.getByLabel('Sipariş Durumu').selectOption('canceled');
    await expect.poll(() => requested.at(-1)?.get('orderStatus'), slow).toBe('canceled');
    await page.getByPlaceholder('Sipariş kodu, ad veya e-posta ara...').fill('şule');
    await expect.poll(() => requested.at(-1)?.get('search'), slow).toBe('şule');
    expect(await page.getByRole('link', { name: 'CSV İndir' }).getAttribute('href')).toMatch(
      /^\/api\/admin\/orders\/export\?.*paymentStatus=paid/,
    );
    await page.getByRole('button', { name: /^Tutar/ }).click();
    await expect.poll(() => requested.at(-1)?.get('sort'), slow).toBe('total_amount');
    expect(await page.getByRole('columnheader', { name: /Tutar/ }).getAttribute('aria-sort')).toBe('descending');
    await page.getByRole('button', { name: /^Tutar/ }).click();
    await expect.poll(() => requested.at(-1)?.get('direction'), slow).toBe('asc');
    await page
      .getByRole('navigation', { name: 'Sipariş listesi sayfaları' })
      .getByRole('button', { name: 'Sonraki' })
      .click();
    await expect.poll(() => requested.at(-1)?.get('page'), slow).toBe('2');

    await page
      .getByRole('button', { name: /siparişinin detayı$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Sipariş ORD/ });
    await expect.poll(() => dialog.getByText('TR33 0006 1005 1978 6457 8413 26').isVisible(), slow).toBe(true);
    expect(await dialog.textContent()).toContain('Yeşil Çay');
    expect(await dialog.textContent()).toContain('Ziraat Bankası');
    expect(await dialog.textContent()).toContain('Moda Cad. No: 12, Kadıköy / İstanbul');
    expect(await dialog.textContent()).toContain('Ücretsiz');
    await expectAccessible(page);

    await dialog.getByLabel('Ödeme Durumu').selectOption('paid');
    await expect.poll(() => page.getByText('Ödeme durumu güncellendi.').isVisible(), slow).toBe(true);
    // The dialog stays open: its banner is inside it, above the backdrop, where it can be read and closed.
    const banner = dialog.getByRole('status').filter({ hasText: 'Ödeme durumu güncellendi.' });
    await expect.poll(() => banner.evaluate(isTopmostAtCentre), slow).toBe(true);
    expect(patches.at(-1)).toMatchObject({
      url: expect.stringMatching(/payment-status$/),
      body: { paymentStatus: 'paid' },
    });
    await dialog.getByLabel('Sipariş Durumu').selectOption('canceled');
    await expect.poll(() => page.getByText('Sipariş durumu güncellendi.').isVisible(), slow).toBe(true);
    expect(patches.at(-1)).toMatchObject({
      url: expect.stringMatching(/order-status$/),
      body: { orderStatus: 'canceled' },
    });
    await expect.poll(() => dialog.getByLabel('Sipariş Durumu').inputValue(), slow).toBe('canceled');
    await page.setViewportSize(phoneViewport);
    await expectAccessible(page);
    expectNoConsoleErrors(session);
  });

  it('shows the empty texts: no orders at all, and none matching the filters', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isOrderList, (route) => route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 20 } }));
    await openOrders(page);
    await expect.poll(() => page.getByText('Henüz sipariş yok.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.getByPlaceholder('Sipariş kodu, ad veya e-posta ara...').fill('zzqq');
    await expect.poll(() => page.getByText('Aramanızla eşleşen sipariş bulunamadı.').isVisible(), slow).toBe(true);
    expectNoConsoleErrors(session);
  });

  it('shows the Turkish texts when loading or a status change fails', async () => {
    const session = await openPage(browser(), { signedInAs: demo.admin });
    const { page } = session;
    await page.route(isOrderList, failWith500);
    await openOrders(page);
    await expect.poll(() => page.getByText('Siparişler yüklenirken bir hata oluştu.').isVisible(), slow).toBe(true);
    await expectAccessible(page);
    await page.unroute(isOrderList);
    await page.route(isOrderList, (route) =>
      route.fulfill({ json: { items: [listItem(1)], total: 1, page: 1, pageSize: 20 } }),
    );
    await page.route('**/api/admin/orders/*', (route) => route.fulfill({ json: detailOf(listItem(1)) }));
    await page.route('**/api/admin/orders/*/*-status', failWith500);
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await page
      .getByRole('button', { name: /siparişinin detayı$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Sipariş ORD/ });
    await expect.poll(() => dialog.getByLabel('Sipariş Durumu').isVisible(), slow).toBe(true);
    await dialog.getByLabel('Sipariş Durumu').selectOption('processing');
    await expect
      .poll(() => page.getByText('Sipariş durumu güncellenirken bir hata oluştu.').first().isVisible(), slow)
      .toBe(true);
    await dialog.getByLabel('Ödeme Durumu').selectOption('failed');
    await expect
      .poll(() => page.getByText('Ödeme durumu güncellenirken bir hata oluştu.').first().isVisible(), slow)
      .toBe(true);
    expectNoConsoleErrors(session, [serverError]);
  });
});

describe('order detail dialog at 1366 px and on a phone (issue #39)', () => {
  it('shows the whole IBAN inside the dialog and the address with its line breaks', async () => {
    for (const viewport of [{ width: 1366, height: 768 }, phoneViewport]) {
      const session = await openPage(browser(), { viewport });
      const { page } = session;
      await signInAsAdmin(page);
      const item = listItem(1);
      await page.route(isOrderList, (route) =>
        route.fulfill({ json: { items: [item], total: 1, page: 1, pageSize: 20 } }),
      );
      await page.route('**/api/admin/orders/*', (route) =>
        route.fulfill({
          json: detailOf(item, { customerAddress: 'Caferağa Mah. Moda Cad. No: 12 Daire 3\nKadıköy / İstanbul' }),
        }),
      );
      await openOrders(page);
      await page
        .getByRole('button', { name: /siparişinin detayı$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /^Sipariş ORD/ });
      const iban = dialog.getByText('TR33 0006 1005 1978 6457 8413 26');
      await expect.poll(() => iban.isVisible(), slow).toBe(true);
      // Every character of the IBAN is inside the dialog's content box: nothing is cut off or hidden.
      const fits = await iban.evaluate((element) => {
        const content = element.closest('dialog')!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element);
        const box = range.getBoundingClientRect();
        const scroller = element.closest('.overflow-y-auto')!;
        return box.left >= content.left && box.right <= content.right && scroller.scrollWidth <= scroller.clientWidth;
      });
      expect(fits).toBe(true);
      const address = dialog.getByText(/Caferağa Mah\./);
      expect(await address.innerText()).toBe('Caferağa Mah. Moda Cad. No: 12 Daire 3\nKadıköy / İstanbul');
      await expectAccessible(page);
      expectNoConsoleErrors(session);
    }
  });
});

/** Whether a click at the element's centre would reach it (nothing, such as a dialog's backdrop, covers it). */
function isTopmostAtCentre(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
}
