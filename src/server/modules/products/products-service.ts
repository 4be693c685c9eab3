import { desc, eq } from 'drizzle-orm';
import {
  type AdminProduct,
  type CreateProduct,
  isCriticalStock,
  type SaveProduct,
} from '../../../shared/schemas/products.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
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

export async function updateProduct(db: Database, params: { id: string; input: SaveProduct }): Promise<AdminProduct> {
  const [row] = await db
    .update(products)
    .set({ ...productFields(params.input), updatedAt: new Date() })
    .where(eq(products.id, params.id))
    .returning()
    .catch(rethrowCodeTaken);
  if (!row) throw notFound(productsErrorMessages.notFound);
  return toAdminProduct(row);
}

export async function setProductActive(db: Database, params: { id: string; isActive: boolean }): Promise<AdminProduct> {
  const [row] = await db
    .update(products)
    .set({ isActive: params.isActive, updatedAt: new Date() })
    .where(eq(products.id, params.id))
    .returning();
  if (!row) throw notFound(productsErrorMessages.notFound);
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

/**
 * Deletes a product with its movements. Orders keep their lines: order_items hold a copy of the name
 * and price, and their product_id becomes null (the schema's ON DELETE SET NULL).
 */
export async function deleteProduct(deps: Deps, params: { id: string }): Promise<void> {
  await withImageChanges(deps, async (tx, images) => {
    const [row] = await tx
      .delete(products)
      .where(eq(products.id, params.id))
      .returning({ imageKey: products.imageKey });
    if (!row) throw notFound(productsErrorMessages.notFound);
    await images.remove(row.imageKey);
  });
}
