import { and, asc, eq } from 'drizzle-orm';
import { ORDER_PAYMENT_WINDOW_HOURS } from '../../../shared/shop.ts';
import { toBusinessDay } from '../../../shared/dates.ts';
import type { CreateOrderInput, PlacedOrder, PublicBankAccounts } from '../../../shared/schemas/shop.ts';
import type { Database } from '../../db/client.ts';
import { bankAccounts, orderItems, orders } from '../../db/schema/index.ts';
import { AppError, badRequest, isUniqueViolation } from '../../errors.ts';
import { InsufficientStockError, reserveOrderStock } from '../stock/stock-service.ts';
import { claimCouponUse, computeTotals, findUsableCoupon, priceCartLines } from './shop-cart-service.ts';
import { shopErrorMessages } from './shop-catalogue-service.ts';
import { enqueueOrderConfirmation } from './shop-order-mail.ts';

// Order creation (spec 3 §2.8, §7 "orders: insert the order at checkout"; issue #14): the browser
// sends ids, quantities, the coupon code, the customer and the bank account; here, in one
// transaction, the cart is repriced from the database, the coupon applied and counted, the stock
// reserved through the stock service (never below zero), the order code drawn and the confirmation
// mail queued. The idempotency key makes a retry or a double click find the first order.

const HOUR_MS = 3600_000;
const MAX_ORDER_CODE_ATTEMPTS = 10;

export type OrderClock = {
  now?: () => Date;
  /** Four digits 1000–9999 (tests pin it to force a collision). */
  drawCodeDigits?: () => number;
};

/** Where the confirmation mail's links and logo point (ADR 0058). */
export type OrderMailContext = { siteOrigin?: string };

const drawFourDigits = () => 1000 + Math.floor(Math.random() * 9000);

/** ORD + YYYYMMDD (the Istanbul day) + 4 digits (spec 3 §9). */
export const makeOrderCode = (now: Date, digits: number) => `ORD${toBusinessDay(now).replace(/-/g, '')}${digits}`;

/** GET /api/shop/bank-accounts: the active accounts, by bank name (spec 3 §7), for step 2. */
export async function listPublicBankAccounts(db: Database): Promise<PublicBankAccounts> {
  const rows = await db
    .select({
      id: bankAccounts.id,
      bankName: bankAccounts.bankName,
      accountHolder: bankAccounts.accountHolder,
      iban: bankAccounts.iban,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.isActive, true))
    .orderBy(asc(bankAccounts.bankName), asc(bankAccounts.createdAt));
  return { bankAccounts: rows };
}

type OrderRow = typeof orders.$inferSelect;

async function toPlacedOrder(db: Database, order: OrderRow): Promise<PlacedOrder> {
  const [account] = await db
    .select({ bankName: bankAccounts.bankName, accountHolder: bankAccounts.accountHolder, iban: bankAccounts.iban })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, order.bankAccountId));
  return {
    orderCode: order.orderCode,
    statusToken: order.statusToken,
    subtotalAmount: Number(order.subtotalAmount),
    discountAmount: Number(order.discountAmount),
    totalAmount: Number(order.totalAmount),
    paymentDueAt: order.paymentDueAt.toISOString(),
    bankAccount: account ?? { bankName: '', accountHolder: '', iban: '' },
  };
}

const findOrderByKey = async (db: Database, idempotencyKey: string) =>
  (await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey)))[0];

/**
 * POST /api/shop/orders. Answers `{ order, isNew }`: a key already used returns its order (isNew
 * false), also when 20 submissions race (the unique key makes all but one wait and then find it).
 */
export async function placeOrder(
  db: Database,
  input: CreateOrderInput,
  clock: OrderClock = {},
  mail: OrderMailContext = {},
): Promise<{ order: PlacedOrder; isNew: boolean }> {
  const existing = await findOrderByKey(db, input.idempotencyKey);
  if (existing) return { order: await toPlacedOrder(db, existing), isNew: false };
  try {
    const order = await db.transaction((tx) => writeOrder(tx, input, clock, mail));
    return { order: await toPlacedOrder(db, order), isNew: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another submission with this key committed first: answer with its order.
    const winner = await findOrderByKey(db, input.idempotencyKey);
    if (!winner) throw error;
    return { order: await toPlacedOrder(db, winner), isNew: false };
  }
}

async function writeOrder(
  tx: Database,
  input: CreateOrderInput,
  clock: OrderClock,
  mail: OrderMailContext,
): Promise<OrderRow> {
  const now = clock.now?.() ?? new Date();
  const [account] = await tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, input.bankAccountId), eq(bankAccounts.isActive, true)));
  if (!account) {
    throw new AppError('validation', shopErrorMessages.bankAccountInvalid, {
      fieldErrors: { bankAccountId: shopErrorMessages.bankAccountInvalid },
    });
  }

  const lines = await priceCartLines(tx, input.lines);
  for (const line of lines) {
    if (line.status === 'unavailable' || line.price === null || line.name === null) {
      throw new AppError('product_unavailable', shopErrorMessages.productUnavailable(line.name ?? 'Bir ürün'));
    }
  }
  const pricedLines = lines.map((line) => ({ ...line, name: line.name ?? '', price: line.price ?? 0 }));

  const code = input.couponCode?.trim() ?? '';
  const coupon = code ? await findUsableCoupon(tx, code, now) : null;
  if (code && !coupon) throw badRequest(shopErrorMessages.invalidCoupon, 'invalid_coupon');
  const totals = computeTotals(pricedLines, coupon?.percent ?? null);
  if (Math.round(totals.total * 100) !== Math.round(input.expectedTotal * 100)) {
    throw new AppError('cart_changed', shopErrorMessages.totalChanged);
  }

  const order = await insertOrderWithFreshCode(tx, clock, {
    idempotencyKey: input.idempotencyKey,
    customerName: input.customer.name,
    customerTc: input.customer.tc,
    customerPhone: input.customer.phone.replace(/\D/g, ''),
    customerEmail: input.customer.email,
    customerAddress: input.customer.address,
    customerPostalCode: input.customer.postalCode || null,
    subtotalAmount: totals.subtotal,
    discountAmount: totals.discount,
    totalAmount: totals.total,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    couponPercent: coupon?.percent ?? null,
    bankAccountId: account.id,
    paymentDueAt: new Date(now.getTime() + ORDER_PAYMENT_WINDOW_HOURS * HOUR_MS),
    contractsAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  });

  await tx.insert(orderItems).values(
    pricedLines.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      name: line.name,
      unitPrice: line.price,
      quantity: line.quantity,
      imageUrl: line.imageUrl,
    })),
  );
  try {
    await reserveOrderStock(
      tx,
      order.id,
      pricedLines.map((line) => ({ productId: line.productId, quantity: line.quantity, unitPrice: line.price })),
    );
  } catch (error) {
    if (error instanceof InsufficientStockError) {
      const name = pricedLines.find((line) => line.productId === error.productId)?.name ?? '';
      throw new AppError(
        'insufficient_stock',
        shopErrorMessages.insufficientStock(name, error.available, error.requested),
      );
    }
    throw error;
  }
  if (coupon && !(await claimCouponUse(tx, coupon.id))) {
    throw badRequest(shopErrorMessages.invalidCoupon, 'invalid_coupon');
  }

  await enqueueOrderConfirmation(tx, {
    order,
    lines: pricedLines.map((line) => ({ name: line.name, quantity: line.quantity, price: line.price })),
    account,
    siteOrigin: mail.siteOrigin,
  });
  return order;
}

type NewOrder = Omit<typeof orders.$inferInsert, 'orderCode'>;

/**
 * Inserts the order under a random code of the day; a code already taken (the unique index) is
 * skipped by ON CONFLICT and another is drawn. A clash on the idempotency key is not covered by the
 * conflict target, so it still fails the transaction (placeOrder then returns the winner).
 */
async function insertOrderWithFreshCode(tx: Database, clock: OrderClock, values: NewOrder): Promise<OrderRow> {
  const now = values.createdAt instanceof Date ? values.createdAt : new Date();
  const draw = clock.drawCodeDigits ?? drawFourDigits;
  for (let attempt = 0; attempt < MAX_ORDER_CODE_ATTEMPTS; attempt++) {
    const [order] = await tx
      .insert(orders)
      .values({ ...values, orderCode: makeOrderCode(now, draw()) })
      .onConflictDoNothing({ target: orders.orderCode })
      .returning();
    if (order) return order;
  }
  throw new Error('no free order code after several attempts');
}
