import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema/index.ts';
import { createPublicContentSource } from '../../src/server/modules/content/content-service.ts';
import { forgetKept } from '../../src/server/realtime/kept-reads.ts';
import { createPublicAppointmentsSource } from '../../src/server/modules/appointments/appointments-availability-service.ts';
import { createPublicShopSource } from '../../src/server/modules/shop/shop-catalogue-service.ts';
import type { RenderedPublicPage } from '../../src/shared/ssr.ts';
import { renderPublicPage } from '../../src/web/entry-server.tsx';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The shop's pages as the server renders them (what a search engine or a visitor without JavaScript
// gets): the catalogue with its filters from the URL, a product with its Product structured data,
// 'Ürün Bulunamadı' as a 404, the home page's products grid, and the products in sitemap.xml.

let server: TestServer;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'denge-shop-web-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ webRoot });
});
afterAll(async () => {
  await server?.close();
  rmSync(webRoot, { recursive: true, force: true });
});
beforeEach(() => forgetKept());

const db = () => server.runtime.deps.db;
const origin = 'https://denge.example';

async function render(pathname: string): Promise<Extract<RenderedPublicPage, { kind: 'page' }>> {
  const page = await renderPublicPage({
    request: new Request(`${origin}${pathname}`),
    content: createPublicContentSource(db()),
    shop: createPublicShopSource(db()),
    appointments: createPublicAppointmentsSource(db()),
    nonce: 'test-nonce',
    origin,
  });
  if (page.kind !== 'page') throw new Error(`expected a page, got a redirect to ${page.location}`);
  return page;
}

const productByName = async (name: string) => (await db().select().from(products).where(eq(products.name, name)))[0]!;

describe('server-rendered shop pages', () => {
  it('renders the catalogue with cards, the result count and its meta tags', async () => {
    const page = await render('/urunler');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Ürünlerimiz');
    expect(page.body).toContain('9 ürün bulundu');
    expect(page.body).toContain('Dijital Mutfak Tartısı');
    expect(page.body).toContain('449,00 ₺');
    expect(page.body).toContain('Sepete Ekle');
    expect(page.body).not.toContain('Porsiyonlu Saklama Kabı Seti');
    expect(page.head).toContain('<link rel="canonical" href="https://denge.example/urunler">');
    expect(page.routeModules).toContain('src/web/features/public/shop/pages/catalogue-page.tsx');
  });

  it('applies the filters in the URL (a shared link shows the same list)', async () => {
    const page = await render(`/urunler?q=${encodeURIComponent('çay')}&sort=price_desc`);
    expect(page.body).toContain('2 ürün bulundu');
    const green = page.body.indexOf('Organik Yeşil Çay');
    const herbal = page.body.indexOf('Rahatlatıcı Bitki Çayı Karışımı');
    expect(green).toBeGreaterThan(-1);
    expect(herbal).toBeGreaterThan(green);
    expect(page.body).not.toContain('Dijital Mutfak Tartısı');
    expect(page.body).toContain('value="çay"');
  });

  it('renders a product with breadcrumb, rating, stock badge and Product JSON-LD', async () => {
    const scale = await productByName('Dijital Mutfak Tartısı');
    const page = await render(`/urunler/${scale.id}`);
    expect(page.status).toBe(200);
    for (const text of [
      'Ana Sayfa',
      'Ürünler',
      '5,0 (12 değerlendirme)',
      `Stokta (${scale.stockQuantity} adet)`,
      '449,00 ₺',
      'DNG-MT-005',
    ]) {
      expect(page.body).toContain(text);
    }
    expect(page.head).toContain('<title>Dijital Mutfak Tartısı | ');
    expect(page.head).toContain('"@type":"Product"');
    expect(page.head).toContain('"price":"449.00"');
    expect(page.head).toContain('"priceCurrency":"TRY"');
    expect(page.head).toContain('https://schema.org/InStock');
    expect(page.head).toContain(
      '<meta property="og:image" content="https://denge.example/demo/product-kitchen-scale.webp">',
    );
  });

  it('shows a sold-out product as out of stock, without a quantity field', async () => {
    const chia = await productByName('Chia Tohumu 500 g');
    const page = await render(`/urunler/${chia.id}`);
    expect(page.body).toContain('Stokta Yok');
    expect(page.head).toContain('https://schema.org/OutOfStock');
    expect(page.body).not.toContain('type="number"');
  });

  it("answers an unknown, inactive or malformed product with a 404 'Ürün Bulunamadı' page", async () => {
    const inactive = await productByName('Porsiyonlu Saklama Kabı Seti');
    for (const id of [inactive.id, '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'olmayan-urun']) {
      const page = await render(`/urunler/${id}`);
      expect(page.status, id).toBe(404);
      expect(page.body).toContain('Ürün Bulunamadı');
    }
  });

  it('shows at most 8 products on the home page, with the link to all when there are more', async () => {
    const page = await render('/');
    const cards = page.body.match(/aria-label="Detay: /g) ?? [];
    expect(cards).toHaveLength(8);
    expect(page.body).toContain('Tüm Ürünler');
  });

  it('lists the catalogue and every active product in sitemap.xml, and no inactive one', async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const active = await db().select().from(products).where(eq(products.isActive, true));
    expect(sitemap).toContain(`<loc>${server.baseUrl}/urunler</loc>`);
    for (const product of active) expect(sitemap).toContain(`<loc>${server.baseUrl}/urunler/${product.id}</loc>`);
    const [inactive] = await db()
      .select()
      .from(products)
      .where(and(eq(products.isActive, false)));
    expect(sitemap).not.toContain(inactive!.id);
  });
});
