import { and, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import {
  type AdminProduct,
  type CreateProduct,
  isCriticalStock,
  type SaveProduct,
} from '../../../shared/schemas/products.ts';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { orderStatuses } from '../../../shared/shop.ts';
import { setRowActive } from '../../db/list-rows.ts';
import { updateAtVersion } from '../../db/record-versions.ts';
import { conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { withImageChanges } from '../../storage/image-changes.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { moveStock } from '../stock/stock-service.ts';

// The admin's products (spec 3 §2.10, spec 2 §2). Stock is not a field here: a new product's initial
// stock is an 'in' movement through moveStock, later changes are the stock screen's movements.

export const productsErrorMessages = {
  notFound: 'Ürün bulunamadı.',
  codeTaken: 'Bu ürün kodu zaten kullanılıyor. Lütfen başka bir kod girin.',
  initialStockDescription: 'Başlangıç stoğu',
  inOpenOrders: (orderCount: number) =>
    `Bu ürün tamamlanmamış ${orderCount} siparişte yer aldığı için silinemez. Ürünü pasif yaparak mağazadan kaldırabilirsiniz.`,
} as const;

type Deps = { db: Database; storage: StorageDriver };
type ProductRow = typeof products.$inferSelect;

export const toAdminProduct = (row: ProductRow): AdminProduct => ({
  id: row.id,
  name: row.name,
  code: row.code,
  category: row.category,
  description: row.description,
  salePrice: row.salePrice,
  purchasePrice: row.purchasePrice,
  minStockLevel: row.minStockLevel,
  stockQuantity: row.stockQuantity,
  imageUrl: row.imageUrl,
  imageKey: row.imageKey,
  isActive: row.isActive,
  isCritical: isCriticalStock(row.stockQuantity, row.minStockLevel),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** Spec 3 §7: the admin list, newest first. */
export async function listAdminProducts(db: Database): Promise<AdminProduct[]> {
  const rows = await db.select().from(products).orderBy(desc(products.createdAt), desc(products.id));
  return rows.map(toAdminProduct);
}

const productFields = (input: SaveProduct) => ({
  name: input.name,
  code: input.code,
  category: input.category,
  description: input.description,
  salePrice: input.salePrice,
  purchasePrice: input.purchasePrice,
  minStockLevel: input.minStockLevel,
  isActive: input.isActive,
});

const rethrowCodeTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw conflict(productsErrorMessages.codeTaken, 'product_code_taken');
  throw error;
};

export async function createProduct(
  db: Database,
  params: { input: CreateProduct; createdBy: string | null },
): Promise<AdminProduct> {
  const { input } = params;
  return db
    .transaction(async (tx) => {
      const [row] = await tx.insert(products).values(productFields(input)).returning();
      if (!row) throw new Error('product insert returned no row');
      if (input.initialStock === 0) return toAdminProduct(row);
      const { stockQuantity } = await moveStock(tx, {
        productId: row.id,
        type: 'in',
        quantity: input.initialStock,
        price: input.purchasePrice,
        description: productsErrorMessages.initialStockDescription,
        createdBy: params.createdBy,
      });
      return toAdminProduct({ ...row, stockQuantity });
    })
    .catch(rethrowCodeTaken);
}

/** Saves the edit form if the product is still at the version it read (409 stale_version otherwise). */
export async function updateProduct(
  db: Database,
  params: { id: string; version: number; input: SaveProduct },
): Promise<AdminProduct> {
  const row = await updateAtVersion(
    db,
    products,
    { id: params.id, version: params.version },
    { ...productFields(params.input), updatedAt: new Date() },
    productsErrorMessages.notFound,
  ).catch(rethrowCodeTaken);
  return toAdminProduct(row);
}

export async function setProductActive(db: Database, params: { id: string; isActive: boolean }): Promise<AdminProduct> {
  const row = await setRowActive(db, products, params, productsErrorMessages.notFound, { updatedAt: new Date() });
  return toAdminProduct(row);
}

/**
 * The second step of saving (spec 3 §7: "save the product first, then upload the image and update
 * image_url"): attaches the image uploaded for it, or removes the current one (imageKey null).
 */
export async function setProductImage(
  deps: Deps,
  params: { id: string; imageKey: string | null },
): Promise<AdminProduct> {
  return withImageChanges(deps, async (tx, images) => {
    const [current] = await tx.select().from(products).where(eq(products.id, params.id)).for('update');
    if (!current) throw notFound(productsErrorMessages.notFound);
    if (params.imageKey === current.imageKey) return toAdminProduct(current);
    const image = params.imageKey ? await images.attach(params.imageKey, 'product') : null;
    await images.remove(current.imageKey);
    const [row] = await tx
      .update(products)
      .set({ imageKey: image?.key ?? null, imageUrl: image?.url ?? null, updatedAt: new Date() })
      .where(eq(products.id, params.id))
      .returning();
    if (!row) throw notFound(productsErrorMessages.notFound);
    return toAdminProduct(row);
  });
}

/** Orders still under way (not delivered, not cancelled): their stock is reserved and may come back. */
const openOrderStatuses = orderStatuses.filter((status) => status !== 'delivered' && status !== 'canceled');

/**
 * Deletes a product with its movements, unless an order under way holds it (issue #39): such an order
 * still reserves its stock, and cancelling it puts that stock back by the product's id, so the product
 * can only be deactivated (hidden from the shop), as a bank account used by orders can. Finished orders
 * keep their lines: order_items hold a copy of the name and price, and their product_id becomes null
 * (the schema's ON DELETE SET NULL). The row lock waits for an order being placed with this product
 * (its stock reservation locks the row), so that order is counted, or finds the product gone.
 */
export async function deleteProduct(deps: Deps, params: { id: string }): Promise<void> {
  await withImageChanges(deps, async (tx, images) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, params.id))
      .for('update');
    if (!product) throw notFound(productsErrorMessages.notFound);
    const [open] = await tx
      .select({ orderCount: countDistinct(orders.id) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.productId, params.id), inArray(orders.orderStatus, openOrderStatuses)));
    const orderCount = open?.orderCount ?? 0;
    if (orderCount > 0) throw conflict(productsErrorMessages.inOpenOrders(orderCount), 'product_in_open_orders');
    const [row] = await tx
      .delete(products)
      .where(eq(products.id, params.id))
      .returning({ imageKey: products.imageKey });
    if (!row) throw notFound(productsErrorMessages.notFound);
    await images.remove(row.imageKey);
  });
}
