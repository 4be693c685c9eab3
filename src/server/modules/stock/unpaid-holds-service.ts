import { and, eq, gt, sql } from 'drizzle-orm';
import { UNSAVED_VERSION } from '../../../shared/record-versions.ts';
import { DEFAULT_UNPAID_ORDER_UNIT_LIMIT } from '../../../shared/shop.ts';
import type { ShopOrderRules } from '../../../shared/schemas/stock.ts';
import type { Database } from '../../db/client.ts';
import { assertAtVersion } from '../../db/record-versions.ts';
import { orderItems, orders, products, shopSettings } from '../../db/schema/index.ts';

// Stock held by unpaid orders (ADR 0067). A bank-transfer order takes its stock when it is placed and
// holds it until it is paid (a sale) or cancelled (the stock goes back): these are the holds the
// checkout limits and the stock screen shows, and the shop's order rule the stock screen edits, the
// units of one product an unpaid order may hold. The rule's row (id 1) is made by its first save;
// until then the default applies, at UNSAVED_VERSION.

export async function readShopOrderRules(db: Database): Promise<ShopOrderRules> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  return {
    unpaidOrderUnitLimit: row?.unpaidOrderUnitLimit ?? DEFAULT_UNPAID_ORDER_UNIT_LIMIT,
    version: row?.version ?? UNSAVED_VERSION,
  };
}

/** PUT /api/admin/stock/order-rules: saved while the row is at the version the form read (409 otherwise). */
export async function saveShopOrderRules(
  db: Database,
  params: { version: number; input: { unpaidOrderUnitLimit: number } },
): Promise<ShopOrderRules> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for('update');
    assertAtVersion(row, params.version);
    const values = { unpaidOrderUnitLimit: params.input.unpaidOrderUnitLimit, updatedAt: new Date() };
    await tx
      .insert(shopSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shopSettings.id, set: values });
    return readShopOrderRules(tx);
  });
}

/** The unpaid orders that still hold stock, and their units together (the stock screen's note). */
export async function countUnpaidHolds(db: Database): Promise<{ orderCount: number; units: number }> {
  const [row] = await db
    .select({
      orderCount: sql<number>`count(distinct ${orders.id})::int`,
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.paymentStatus, 'pending'),
        sql`${orders.orderStatus} <> 'canceled'`,
        eq(orders.stockReleased, false),
      ),
    );
  return { orderCount: Number(row?.orderCount ?? 0), units: Number(row?.units ?? 0) };
}

/** The units of one product an unpaid order may hold (the stock screen's setting, ADR 0067). */
export async function readUnpaidOrderUnitLimit(db: Database): Promise<number> {
  const [row] = await db
    .select({ limit: shopSettings.unpaidOrderUnitLimit })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.limit ?? DEFAULT_UNPAID_ORDER_UNIT_LIMIT;
}

/**
 * The units each product has in unpaid orders that still hold their stock (the stock screen shows
 * them): `products.unpaid_held_quantity`, kept by the triggers of migration 0028.
 */
export async function readUnpaidHolds(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: products.id, held: products.unpaidHeldQuantity })
    .from(products)
    .where(gt(products.unpaidHeldQuantity, 0));
  return new Map(rows.map((row) => [row.id, row.held]));
}
