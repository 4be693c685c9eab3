import { and, asc, count, eq, gt } from 'drizzle-orm';
import { toBusinessDay } from '../../shared/dates.ts';
import { ORDER_PAYMENT_WINDOW_HOURS, type OrderStatus, type PaymentStatus } from '../../shared/shop.ts';
import type { Database } from '../db/client.ts';
import { bankAccounts, orderItems, orders, products, stockMovements } from '../db/schema/index.ts';
import { moveStock, releaseOrderStock, reserveOrderStock } from '../modules/stock/stock-service.ts';

// The shop's admin side in the demo practice: stock bought in and sold over the last weeks, and a
// handful of orders in different states, so the stock report, 'Kritik Seviye' and the orders screen
// show something real. It runs after the visitors' shop seed and only uses what that seed created
// (products and bank accounts, found in the database); with no products or no account it adds nothing.
// Runs once: if any order exists or this seed's purchases are there, the practice has its own history.

const HOUR = 3_600_000;
const DEMO_PURCHASE = 'Tedarikçiden alım';
const DAY = 24 * HOUR;

type DemoOrder = {
  customerName: string;
  customerTc: string;
  customerPhone: string;
  customerEmail: string;
  customerAddress: string;
  customerPostalCode: string | null;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  /** How long ago it was placed; pending orders stay inside the 24-hour payment window. */
  ageMs: number;
  /** Indexes into the product list and quantities. */
  lines: Array<[number, number]>;
};

const demoOrders: DemoOrder[] = [
  {
    customerName: 'Zeynep Arslan',
    customerTc: '10000000146',
    customerPhone: '05321234567',
    customerEmail: 'zeynep.arslan@example.com',
    customerAddress: 'Caferağa Mah. Moda Cad. No: 12 D: 4, Kadıköy / İstanbul',
    customerPostalCode: '34710',
    orderStatus: 'new',
    paymentStatus: 'pending',
    ageMs: 3 * HOUR,
    lines: [
      [0, 1],
      [1, 2],
    ],
  },
  {
    customerName: 'Mehmet Öztürk',
    customerTc: '12345678950',
    customerPhone: '05339876543',
    customerEmail: 'mehmet.ozturk@example.com',
    customerAddress: 'Kızılay Mah. Atatürk Blv. No: 45, Çankaya / Ankara',
    customerPostalCode: '06420',
    orderStatus: 'processing',
    paymentStatus: 'paid',
    ageMs: 1 * DAY + 5 * HOUR,
    lines: [[2, 1]],
  },
  {
    customerName: 'Elif Şahin',
    customerTc: '11111111110',
    customerPhone: '05441112233',
    customerEmail: 'elif.sahin@example.com',
    customerAddress: 'Alsancak Mah. Kıbrıs Şehitleri Cad. No: 8, Konak / İzmir',
    customerPostalCode: null,
    orderStatus: 'shipped',
    paymentStatus: 'paid',
    ageMs: 3 * DAY,
    lines: [
      [0, 2],
      [3, 1],
    ],
  },
  {
    customerName: 'Ahmet Yıldız',
    customerTc: '10000000146',
    customerPhone: '05055556677',
    customerEmail: 'ahmet.yildiz@example.com',
    customerAddress: 'Nilüfer Mah. Özlüce Cad. No: 21, Nilüfer / Bursa',
    customerPostalCode: '16120',
    orderStatus: 'delivered',
    paymentStatus: 'paid',
    ageMs: 9 * DAY,
    lines: [[1, 3]],
  },
  {
    customerName: 'Gülşen Kaya',
    customerTc: '12345678950',
    customerPhone: '05367778899',
    customerEmail: 'gulsen.kaya@example.com',
    customerAddress: 'Fevzi Çakmak Mah. 1034. Sok. No: 3, Karatay / Konya',
    customerPostalCode: '42050',
    orderStatus: 'canceled',
    paymentStatus: 'pending',
    ageMs: 5 * DAY,
    lines: [[2, 2]],
  },
  {
    customerName: 'Burak Çelik',
    customerTc: '11111111110',
    customerPhone: '05423334455',
    customerEmail: 'burak.celik@example.com',
    customerAddress: 'Muratpaşa Mah. Işıklar Cad. No: 17, Muratpaşa / Antalya',
    customerPostalCode: '07100',
    orderStatus: 'new',
    paymentStatus: 'failed',
    ageMs: 2 * DAY,
    lines: [[3, 1]],
  },
];

/** ORD + the Istanbul day + 4 digits (spec 3 §9); the digits are fixed so the seed stays repeatable. */
const demoOrderCode = (placedAt: Date, index: number) =>
  `ORD${toBusinessDay(placedAt).replaceAll('-', '')}${String(4100 + index * 137).slice(0, 4)}`;

export async function seedShopAdminDemo(db: Database): Promise<number> {
  const [seeded] = await db
    .select({ value: count() })
    .from(stockMovements)
    .where(eq(stockMovements.description, DEMO_PURCHASE));
  const [ordered] = await db.select({ value: count() }).from(orders);
  if ((seeded?.value ?? 0) > 0 || (ordered?.value ?? 0) > 0) return 0;
  // Products the visitors' seed left at 0 are its sold-out example: they stay sold out.
  const shopProducts = await db
    .select()
    .from(products)
    .where(and(eq(products.isActive, true), gt(products.stockQuantity, 0)))
    .orderBy(asc(products.code));
  const [account] = await db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.isActive, true))
    .orderBy(asc(bankAccounts.iban))
    .limit(1);
  if (shopProducts.length === 0 || !account) return 0;

  const now = Date.now();
  await db.transaction(async (tx) => {
    // Stock bought in a month ago, a few sold over the counter since; the last product is left low so
    // the screens show 'Kritik Seviye'.
    for (const [index, product] of shopProducts.entries()) {
      const isLow = index === shopProducts.length - 1 && shopProducts.length > 1;
      const bought = isLow ? Math.max(product.minStockLevel, 1) : 25 + ((index * 7) % 20);
      await moveStock(tx, {
        productId: product.id,
        type: 'in',
        quantity: bought,
        price: product.purchasePrice,
        description: DEMO_PURCHASE,
      });
      if (!isLow) {
        await moveStock(tx, {
          productId: product.id,
          type: 'out',
          quantity: 2 + (index % 3),
          price: product.salePrice,
          description: 'Muayenehanede satış',
        });
      }
    }
    await tx
      .update(stockMovements)
      .set({ createdAt: new Date(now - 30 * DAY) })
      .where(eq(stockMovements.description, DEMO_PURCHASE));

    for (const [index, demo] of demoOrders.entries()) {
      const lines = demo.lines
        .map(([productIndex, quantity]) => ({ product: shopProducts[productIndex % shopProducts.length], quantity }))
        .flatMap(({ product, quantity }) => (product ? [{ product, quantity }] : []));
      // One line per product (two demo lines may land on the same product in a small shop).
      const unique = [...new Map(lines.map((line) => [line.product.id, line])).values()];
      const subtotal = unique.reduce((sum, line) => sum + line.product.salePrice * line.quantity, 0);
      const placedAt = new Date(now - demo.ageMs);
      const [order] = await tx
        .insert(orders)
        .values({
          orderCode: demoOrderCode(placedAt, index),
          idempotencyKey: `demo-order-${index}`,
          customerName: demo.customerName,
          customerTc: demo.customerTc,
          customerPhone: demo.customerPhone,
          customerEmail: demo.customerEmail,
          customerAddress: demo.customerAddress,
          customerPostalCode: demo.customerPostalCode,
          subtotalAmount: subtotal,
          totalAmount: subtotal,
          bankAccountId: account.id,
          paymentStatus: demo.paymentStatus,
          orderStatus: 'new',
          paymentDueAt: new Date(placedAt.getTime() + ORDER_PAYMENT_WINDOW_HOURS * HOUR),
          contractsAcceptedAt: placedAt,
          paidAt: demo.paymentStatus === 'paid' ? new Date(placedAt.getTime() + 2 * HOUR) : null,
          createdAt: placedAt,
          updatedAt: placedAt,
        })
        .returning();
      if (!order) continue;
      await tx.insert(orderItems).values(
        unique.map(({ product, quantity }) => ({
          orderId: order.id,
          productId: product.id,
          name: product.name,
          unitPrice: product.salePrice,
          quantity,
          imageUrl: product.imageUrl,
        })),
      );
      await reserveOrderStock(
        tx,
        order.id,
        unique.map(({ product, quantity }) => ({ productId: product.id, quantity, unitPrice: product.salePrice })),
      );
      if (demo.orderStatus === 'canceled') await releaseOrderStock(tx, order.id);
      await tx
        .update(orders)
        .set({
          orderStatus: demo.orderStatus,
          canceledAt: demo.orderStatus === 'canceled' ? new Date(placedAt.getTime() + DAY) : null,
        })
        .where(eq(orders.id, order.id));
    }
  });
  return 1;
}
