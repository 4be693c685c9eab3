import { and, desc, eq, inArray } from 'drizzle-orm';
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

// The catalogue (spec 3 §2.5, §2.6, §7 "products: where is_active, newest first"): inactive products
// are never shown. Search is Turkish-aware (foldForSearch: 'ÇAY' finds 'çay', 'ispanak' finds
// 'Ispanak'), which PostgreSQL's lower() is not; a practice's shop holds tens of products, so the
// active rows are read once and filtered here (ADR 0022).

export const shopErrorMessages = {
  productNotFound: 'Ürün Bulunamadı',
  productUnavailable: (name: string) => `"${name}" artık satışta değil. Lütfen sepetinizi kontrol ediniz.`,
  insufficientStock: (name: string, available: number, requested: number) =>
    `"${name}" için yeterli stok yok. Mevcut: ${available}, İstenen: ${requested}`,
  totalChanged: 'Sepetinizdeki ürünlerin fiyatı ya da stoğu değişti. Lütfen sepetinizi kontrol edip tekrar deneyiniz.',
  invalidCoupon: 'Geçersiz kupon kodu',
  bankAccountInvalid: 'Lütfen bir banka hesabı seçiniz',
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

/** Active products, newest first; `limit` for the home page (spec 3 §9: 20). */
export async function listActiveProducts(db: Database, params: { limit?: number } = {}): Promise<ProductCard[]> {
  const query = db
    .select(productCardColumns)
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(desc(products.createdAt), desc(products.id));
  const rows = params.limit ? await query.limit(params.limit) : await query;
  return rows.map(toProductCard);
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

/** GET /api/shop/products: search in name and description, the price range, the sort, the count. */
export async function getPublicCatalogue(db: Database, query: CatalogueQuery): Promise<PublicCatalogue> {
  const all = await listActiveProducts(db);
  const priceCeiling = priceCeilingOf(all);
  const filters = resolveCatalogueFilters(query, priceCeiling);
  const needle = foldForSearch(filters.q);
  const matching = all
    .filter((item) => item.price >= filters.min && item.price <= filters.max)
    .filter((item) => needle === '' || foldForSearch(`${item.name} ${item.description}`).includes(needle));
  const sorted = [...matching].sort(sorters[filters.sort]);
  return { products: sorted, total: sorted.length, priceCeiling, filters };
}

/** GET /api/shop/products/:id: one active product; unknown or inactive → 404 'Ürün Bulunamadı'. */
export async function getPublicProduct(db: Database, productId: string): Promise<PublicProduct> {
  const [row] = await db
    .select({ ...productCardColumns, code: products.code, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!row) throw notFound(shopErrorMessages.productNotFound);
  const { updatedAt, code, ...card } = row;
  const product: ProductDetail = { ...toProductCard(card), code, updatedAt: updatedAt.toISOString() };
  return { product };
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
    product: async (id) => {
      if (!isUuid(id)) return null;
      try {
        return await getPublicProduct(db, id);
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'not_found') return null;
        throw error;
      }
    },
  };
}
