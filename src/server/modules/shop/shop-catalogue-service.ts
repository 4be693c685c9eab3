import { desc, eq, inArray } from 'drizzle-orm';
import {
  CATALOGUE_DEFAULT_MAX_PRICE,
  type CatalogueFilters,
  type CatalogueQuery,
  type ProductCard,
  type ProductDetail,
  type PublicCatalogue,
  type PublicProduct,
  type PublicShopSource,
} from '../../../shared/schemas/shop.ts';
import { foldForSearch } from '../../../shared/text.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { deriveFromKeptProducts } from './kept-products.ts';
import { getPublicOrderStatus } from './shop-order-status-service.ts';

// The catalogue (spec 3 §2.5, §2.6, §7 "products: where is_active, newest first"): inactive products
// are never shown. Search is Turkish-aware (foldForSearch: 'ÇAY' finds 'çay', 'ispanak' finds
// 'Ispanak'), which PostgreSQL's lower() is not; a practice's shop holds tens of products, so the
// active rows are read once and filtered here (ADR 0022). The visitors' reads (the catalogue, a
// product) come from the active products each process keeps until they change (kept-products.ts).

export const shopErrorMessages = {
  productNotFound: 'Ürün Bulunamadı',
  productUnavailable: (name: string) => `"${name}" artık satışta değil. Lütfen sepetinizi kontrol ediniz.`,
  insufficientStock: (name: string, available: number, requested: number) =>
    `"${name}" için yeterli stok yok. Mevcut: ${available}, İstenen: ${requested}`,
  totalChanged: 'Sepetinizdeki ürünlerin fiyatı ya da stoğu değişti. Lütfen sepetinizi kontrol edip tekrar deneyiniz.',
  bankAccountInvalid: 'Lütfen bir banka hesabı seçiniz',
  idempotencyKeyReused:
    'Bu ödeme sayfasından farklı bir sepetle sipariş zaten verilmiş. Lütfen sayfayı yenileyip siparişinizi yeniden oluşturunuz.',
  orderCodeUnavailable: 'Sipariş şu anda oluşturulamadı. Lütfen birkaç dakika sonra tekrar deneyiniz.',
} as const;

/** The product columns the shop shows (the purchase price and stock levels stay in the admin). */
export const productCardColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  category: products.category,
  price: products.salePrice,
  stockQuantity: products.stockQuantity,
  imageUrl: products.imageUrl,
  createdAt: products.createdAt,
};

type ProductCardRow = Omit<ProductCard, 'createdAt'> & { createdAt: Date };

export const toProductCard = (row: ProductCardRow): ProductCard => ({
  ...row,
  price: Number(row.price),
  createdAt: row.createdAt.toISOString(),
});

/** Every active product with what its page shows, newest first: the list each process keeps. */
async function readActiveProductDetails(db: Database): Promise<ProductDetail[]> {
  const rows = await db
    .select({ ...productCardColumns, code: products.code, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(desc(products.createdAt), desc(products.id));
  return rows.map(({ code, updatedAt, ...card }) => ({
    ...toProductCard(card),
    code,
    updatedAt: updatedAt.toISOString(),
  }));
}

const toCard = ({ code: _code, updatedAt: _updatedAt, ...card }: ProductDetail): ProductCard => card;

/** Active products, newest first; `limit` for the home page (spec 3 §9: 20). From the kept list. */
export function listActiveProducts(db: Database, params: { limit?: number } = {}): Promise<ProductCard[]> {
  return deriveFromKeptProducts(db, readActiveProductDetails, `newest ${params.limit ?? 'all'}`, (details) =>
    details.slice(0, params.limit ?? details.length).map(toCard),
  );
}

/** The sliders' maximum (spec 3 §2.5): the highest price, or 1000 if that is larger; whole lira. */
export const priceCeilingOf = (items: ProductCard[]) =>
  Math.max(CATALOGUE_DEFAULT_MAX_PRICE, Math.ceil(Math.max(0, ...items.map((item) => item.price))));

export function resolveCatalogueFilters(query: CatalogueQuery, priceCeiling: number): CatalogueFilters {
  let min = Math.max(0, query.min ?? 0);
  let max = Math.min(priceCeiling, query.max ?? priceCeiling);
  if (min > max) [min, max] = [max, min];
  return { q: query.q ?? '', min, max, sort: query.sort ?? 'newest' };
}

const sorters: Record<CatalogueFilters['sort'], (a: ProductCard, b: ProductCard) => number> = {
  // listActiveProducts already reads newest first.
  newest: () => 0,
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
};

function filterCatalogue(details: ProductDetail[], query: CatalogueQuery): PublicCatalogue {
  const all = details.map(toCard);
  const priceCeiling = priceCeilingOf(all);
  const filters = resolveCatalogueFilters(query, priceCeiling);
  const needle = foldForSearch(filters.q);
  const matching = all
    .filter((item) => item.price >= filters.min && item.price <= filters.max)
    .filter((item) => needle === '' || foldForSearch(`${item.name} ${item.description}`).includes(needle));
  const sorted = [...matching].sort(sorters[filters.sort]);
  return { products: sorted, total: sorted.length, priceCeiling, filters };
}

/**
 * GET /api/shop/products: search in name and description, the price range, the sort, the count. The
 * same promise for the same query while the products are kept (the page renderer keeps the page).
 */
export function getPublicCatalogue(db: Database, query: CatalogueQuery): Promise<PublicCatalogue> {
  const key = `catalogue ${JSON.stringify([query.q ?? '', query.min ?? null, query.max ?? null, query.sort ?? null])}`;
  return deriveFromKeptProducts(db, readActiveProductDetails, key, (details) => filterCatalogue(details, query));
}

/** One active product, or null for an unknown or inactive one; the same promise while kept. */
function findPublicProduct(db: Database, productId: string): Promise<PublicProduct | null> {
  return deriveFromKeptProducts(db, readActiveProductDetails, `product ${productId}`, (details) => {
    const product = details.find((detail) => detail.id === productId);
    return product ? { product } : null;
  });
}

/** GET /api/shop/products/:id: one active product; unknown or inactive → 404 'Ürün Bulunamadı'. */
export async function getPublicProduct(db: Database, productId: string): Promise<PublicProduct> {
  const found = await findPublicProduct(db, productId);
  if (!found) throw notFound(shopErrorMessages.productNotFound);
  return found;
}

/** Rows of the products a cart names (any state: the cart shows what became of each). */
export const readProductsByIds = (db: Database, productIds: string[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ ...productCardColumns, isActive: products.isActive })
        .from(products)
        .where(inArray(products.id, productIds));

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The server-side source of the shop pages' loaders (see PublicShopSource). */
export function createPublicShopSource(db: Database): PublicShopSource {
  return {
    catalogue: (query) => getPublicCatalogue(db, query),
    product: (id) => (isUuid(id) ? findPublicProduct(db, id) : Promise.resolve(null)),
    orderStatus: async (code, token) => {
      const order = await getPublicOrderStatus(db, code, token);
      return order ? { order } : null;
    },
  };
}
